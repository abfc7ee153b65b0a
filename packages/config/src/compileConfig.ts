import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { esbuildVersion, inputHashes, inputsUnchanged, type InputHashes } from './inputHashes.js';

/** A compiled config as the cache keeps it: the code, and every file esbuild read for it with its hash. */
interface StoredConfig {
  inputs: InputHashes;
  code: string;
}

/**
 * Compiles a TypeScript or JavaScript config (and the local files it imports) to one ES module with esbuild.
 * The result is kept in `node_modules/.cache/laguna-docs/config/` beside the config and reused while every
 * file it was made from is unchanged, so a build of an unchanged site neither loads nor runs esbuild for it.
 * esbuild's errors are thrown as they are.
 */
export async function compileConfig(file: string): Promise<string> {
  const cacheDir = path.join(path.dirname(file), 'node_modules', '.cache', 'laguna-docs', 'config');
  const key = createHash('sha256').update(`${esbuildVersion()}\u0000${file}`).digest('base64url').slice(0, 32);
  const entry = path.join(cacheDir, `${key}.json`);
  const stored = readStored(entry);
  if (stored && inputsUnchanged(stored.inputs)) return stored.code;

  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [file],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  const inputs = inputHashes(Object.keys(result.metafile.inputs));
  try {
    fs.mkdirSync(cacheDir, { recursive: true });
    const temp = `${entry}.${process.pid}`;
    fs.writeFileSync(temp, JSON.stringify({ inputs, code } satisfies StoredConfig));
    fs.renameSync(temp, entry);
  } catch {
    // A cache that cannot be written only costs the next build the compile.
  }
  return code;
}

function readStored(file: string): StoredConfig | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as StoredConfig;
  } catch {
    return undefined;
  }
}
