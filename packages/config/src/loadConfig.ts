import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { UserError, type Diagnostic } from '@laguna-docs/shared';
import { compileConfig } from './compileConfig.js';
import { siteConfigSchema, type SiteConfig } from './schema.js';
import { formatIssues } from './formatIssues.js';
import { fieldLocator } from './locateField.js';
import { checkOutDir } from './outDir.js';
import { checkVersionSettings, readVersionsFile } from './versionsFile.js';

const CONFIG_FILE_NAMES = ['laguna-docs.config.ts', 'laguna-docs.config.mts', 'laguna-docs.config.js', 'laguna-docs.config.mjs'];

/** The validated config plus every absolute path the stages need. */
export interface ResolvedConfig {
  config: SiteConfig;
  /** Folder holding the config file; every relative path in the config is relative to it. */
  root: string;
  configFile: string;
  contentDir: string;
  outDir: string;
  staticDir: string;
  specFile?: string;
  /** `customCss`, resolved: absolute paths of the site's own stylesheets, in order. */
  customCssFiles: string[];
  /** The released versions listed in `versions.json`, newest first; absent without that file. */
  versions?: string[];
}

export interface LoadConfigOptions {
  /** Folder to look for a config file in; defaults to `process.cwd()`. */
  cwd?: string;
  /** An explicit config file, relative to `cwd`. */
  configFile?: string;
  /** Overrides `outDir`, relative to `cwd`. */
  outDir?: string;
}

/** Finds, compiles, imports and validates the site config. The one place that reads `process.cwd()`. */
export async function loadConfig(options: LoadConfigOptions = {}): Promise<ResolvedConfig> {
  const cwd = path.resolve(options.cwd ?? process.cwd());
  const configFile = findConfigFile(cwd, options.configFile);
  const raw = await importConfigFile(configFile);
  const root = path.dirname(configFile);
  const displayName = path.relative(cwd, configFile) || configFile;
  const source = readText(configFile);
  const resolved = resolveConfig(raw, root, displayName, source);
  if (options.outDir) resolved.outDir = path.resolve(cwd, options.outDir);
  checkOutDir(resolved, options.outDir ? { kind: 'flag' } : { kind: 'config', file: displayName, ...fieldLocator(source)(['outDir']) });
  return resolved;
}

/**
 * Validates a raw config object and resolves its paths against `root`. Pure apart from `fs.existsSync`.
 * With the config file's `source`, a problem names the line of the field it is about (see `locateField`).
 */
export function resolveConfig(raw: unknown, root: string, displayName: string, source?: string): ResolvedConfig {
  const at = fieldLocator(source);
  const parsed = siteConfigSchema.safeParse(raw);
  if (!parsed.success) {
    throw new UserError(formatIssues(parsed.error.issues, displayName, raw, siteConfigSchema, at));
  }
  const config = parsed.data;
  const specFile = config.openapi ? path.resolve(root, config.openapi.spec) : undefined;
  const specKind = specFile ? pathKind(specFile) : 'file';
  if (specKind !== 'file') {
    throw new UserError({
      severity: 'error',
      code: 'config/missing-spec',
      message: specKind === 'folder' ? `openapi.spec: "${config.openapi?.spec}" is a folder, not a file` : `openapi.spec: no file at "${config.openapi?.spec}"`,
      hint: 'give the path of an OpenAPI description relative to the config file',
      file: displayName,
      ...at(['openapi', 'spec']),
    });
  }
  const customCssFiles = config.customCss.map((file) => path.resolve(root, file));
  const missingCss = customCssFiles.flatMap((file, index) => (pathKind(file) === 'file' ? [] : [index]));
  if (missingCss.length > 0) {
    throw new UserError(
      missingCss.map((index) => ({
        severity: 'error',
        code: 'config/missing-custom-css',
        message: `customCss[${index}]: no file at "${config.customCss[index]}"`,
        hint: 'give the path of a stylesheet relative to the config file',
        file: displayName,
        ...at(['customCss', index]),
      })),
    );
  }
  const versions = readVersionsFile(root, config.versions.current.path);
  checkVersionSettings(config, versions ?? [], displayName, at);
  return {
    config,
    root,
    customCssFiles,
    ...(versions && versions.length > 0 ? { versions } : {}),
    configFile: path.join(root, path.basename(displayName)),
    contentDir: path.resolve(root, config.contentDir),
    outDir: path.resolve(root, config.outDir),
    staticDir: path.resolve(root, config.staticDir),
    ...(specFile ? { specFile } : {}),
  };
}

/** The config file's text, to find the lines of fields in; undefined when it cannot be read. */
function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** What is at `file`: a file, a folder, or nothing (a path through a file leads nowhere). */
function pathKind(file: string): 'file' | 'folder' | 'none' {
  try {
    const stat = fs.statSync(file);
    return stat.isDirectory() ? 'folder' : 'file';
  } catch {
    return 'none';
  }
}

function findConfigFile(cwd: string, explicit: string | undefined): string {
  if (explicit) {
    const file = path.resolve(cwd, explicit);
    if (!fs.existsSync(file)) {
      throw new UserError({ severity: 'error', code: 'config/not-found', message: `config file "${explicit}" does not exist`, file: explicit });
    }
    return file;
  }
  for (const name of CONFIG_FILE_NAMES) {
    const file = path.join(cwd, name);
    if (fs.existsSync(file)) return file;
  }
  throw new UserError({
    severity: 'error',
    code: 'config/not-found',
    message: `no config file in ${cwd}`,
    hint: `make a new site with "laguna-docs init my-docs", create ${CONFIG_FILE_NAMES[0]} here exporting defineConfig({ ... }), or pass --config <file>`,
  });
}

/**
 * Compiles a TypeScript or JavaScript config with esbuild (see `compileConfig`) and imports it. The compiled
 * module is written to a temporary folder of its own, never beside the config (the site's folder may be
 * read-only), and removed at once.
 */
async function importConfigFile(file: string): Promise<unknown> {
  let code: string;
  try {
    code = await compileConfig(file);
  } catch (error) {
    throw new UserError(esbuildDiagnostics(error, file));
  }
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-docs-config-'));
  const temp = path.join(folder, `${path.basename(file)}.${hash}.mjs`);
  try {
    fs.writeFileSync(temp, code);
    const module = (await import(pathToFileURL(temp).href)) as { default?: unknown };
    if (module.default === undefined) {
      throw new UserError({
        severity: 'error',
        code: 'config/no-default-export',
        message: 'the config file has no default export',
        hint: 'end it with: export default defineConfig({ ... })',
        file: path.basename(file),
      });
    }
    // A function (sync or async) that makes the config, as Docusaurus and Vite allow: its result is the config.
    return typeof module.default === 'function' ? await (module.default as () => unknown)() : module.default;
  } catch (error) {
    // A full or read-only temporary folder is the machine's problem, reported as such (see `environmentProblem`).
    if (error instanceof UserError || (error as NodeJS.ErrnoException).path === temp || (error as NodeJS.ErrnoException).path === folder) throw error;
    throw new UserError({
      severity: 'error',
      code: 'config/import-failed',
      message: `the config file failed to run: ${(error as Error).message}`,
      file: path.basename(file),
    });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

interface EsbuildMessage {
  text: string;
  location?: { line: number; column: number } | null;
}

function esbuildDiagnostics(error: unknown, file: string): Diagnostic[] {
  const errors = (error as { errors?: EsbuildMessage[] }).errors ?? [];
  if (errors.length === 0) {
    return [{ severity: 'error', code: 'config/syntax', message: String((error as Error).message), file: path.basename(file) }];
  }
  return errors.map((message) => ({
    severity: 'error',
    code: 'config/syntax',
    message: message.text,
    file: path.basename(file),
    ...(message.location ? { line: message.location.line, column: message.location.column + 1 } : {}),
  }));
}
