import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { esbuildVersion, inputHashes, inputsUnchanged, type InputHashes } from './inputHashes.js';

/** A compiled config as the cache keeps it: the code, and every file esbuild read for it with its hash. */
interface StoredConfig {
  inputs: InputHashes;
  code: string;
}

/**
 * Compiles a TypeScript or JavaScript config (and the local files it imports) to one ES module with esbuild.
 * Its package imports become absolute file URLs, resolved from the config's folder as Node would, so the
 * module runs from anywhere (a temporary folder: nothing is written beside the config, which may be
 * read-only). `import.meta.url`, `import.meta.dirname` and `import.meta.filename` keep naming the config.
 * The result is kept in `node_modules/.cache/laguna-docs/config/` beside the config and reused while every
 * file it was made from (the packages it imports included) is unchanged, so a build of an unchanged site
 * neither loads nor runs esbuild for it. esbuild's errors are thrown as they are.
 */
export async function compileConfig(file: string): Promise<string> {
  const cacheDir = path.join(path.dirname(file), 'node_modules', '.cache', 'laguna-docs', 'config');
  const key = createHash('sha256').update(`${esbuildVersion()}\u0000${COMPILE_FORMAT}\u0000${file}`).digest('base64url').slice(0, 32);
  const entry = path.join(cacheDir, `${key}.json`);
  const stored = readStored(entry);
  if (stored && inputsUnchanged(stored.inputs)) return stored.code;

  const { build } = await import('esbuild');
  const packages = new Set<string>();
  const absolutePackages: Plugin = {
    name: 'laguna-docs-absolute-packages',
    setup(context) {
      context.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === RESOLVING || isBuiltin(args.path) || path.isAbsolute(args.path)) return undefined;
        const resolved = await context.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: RESOLVING });
        if (resolved.errors.length > 0) {
          // A site without laguna-docs in its own node_modules (made by `init` or `migrate` and built with
          // an installed CLI before `npm install`) gets `defineConfig` from the laguna-docs that runs.
          const own = ownPackage(args.path);
          if (own) return { path: own, external: true };
          return { errors: resolved.errors };
        }
        packages.add(resolved.path);
        return { path: pathToFileURL(resolved.path).href, external: true };
      });
    },
  };
  const result = await build({
    entryPoints: [file],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [absolutePackages],
    define: {
      'import.meta.url': JSON.stringify(pathToFileURL(file).href),
      'import.meta.dirname': JSON.stringify(path.dirname(file)),
      'import.meta.filename': JSON.stringify(file),
    },
  });
  const code = result.outputFiles[0]?.text ?? '';
  const inputs = inputHashes([...Object.keys(result.metafile.inputs), ...packages]);
  // Written aside under a name of its own (two builds in one process, or two processes, may compile at once), then renamed.
  const temp = `${entry}.${randomUUID()}.part`;
  try {
    fs.mkdirSync(cacheDir, { recursive: true });
    fs.writeFileSync(temp, JSON.stringify({ inputs, code } satisfies StoredConfig));
    fs.renameSync(temp, entry);
  } catch {
    // A cache that cannot be written (a read-only site folder) only costs the next build the compile.
    try {
      fs.rmSync(temp, { force: true });
    } catch {
      // Nothing was written there, or it cannot be removed: the cache folder's, not the build's.
    }
  }
  return code;
}

/** Marks the plugin's own resolution of a package, which it must not take again. */
const RESOLVING = Symbol('resolving');

/** Changes when compiled configs change shape, so entries of an older shape are not reused. */
const COMPILE_FORMAT = 'absolute-packages';

function readStored(file: string): StoredConfig | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as StoredConfig;
  } catch {
    return undefined;
  }
}

/** The URL of `laguna-docs` (or one of its entries) as the running laguna-docs resolves it, if `specifier` names it. */
function ownPackage(specifier: string): string | undefined {
  if (specifier !== 'laguna-docs' && !specifier.startsWith('laguna-docs/')) return undefined;
  try {
    return import.meta.resolve(specifier);
  } catch {
    return undefined;
  }
}
