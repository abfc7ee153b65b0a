import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite } from '@laguna-docs/builder';
import { loadConfig, type ResolvedConfig } from '@laguna-docs/config';
import { serveDirectory, siteLayout } from '@laguna-docs/server';

// A small site of a test's own, written to a temporary folder, built and served from 127.0.0.1 the way
// `laguna-docs serve` serves a build. The shared Laguna site (`globalSetup.ts`) serves the tests that
// need no site of their own.

/** The repository's root, which holds the command line. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A built site served on a free loopback port. */
export interface ServedSite {
  /** The resolved config it was built with: `root` is the site's folder, `outDir` its `out/`. */
  config: ResolvedConfig;
  /** `http://127.0.0.1:<port>`, without the base path. */
  origin: string;
  /** The address of a route under the base path: `url('/docs/intro')`. */
  url(route: string): string;
  /** Stops the server and removes the folder. */
  close(): Promise<void>;
}

export interface ServeSiteOptions {
  /** Names the temporary folder (`laguna-<name>-…`). */
  name: string;
  /** Files to write, by path in the site's folder. */
  files?: Record<string, string>;
  /** Runs once the files are written, before the config is loaded (copies, `cutVersion`, edits). */
  prepare?: (root: string) => Promise<void> | void;
  /** Builds the site; by default one `buildSite` writing to `out/`. */
  build?: (config: ResolvedConfig) => Promise<void>;
}

/** Writes `files` (path in `root` → text), making their folders. */
export function writeFiles(root: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
}

/** A config file that exports `settings` as they are. */
export const configFile = (settings: Record<string, unknown>): string => `export default ${JSON.stringify(settings)};\n`;

/**
 * Builds a site with the compiled command line, as a user builds: a build inside the test process takes
 * the theme's stylesheet from its sources (the `source` condition tests resolve with), which only the
 * package compiler bundles. For a test that needs the theme's styles.
 */
export async function buildWithCli(config: ResolvedConfig): Promise<void> {
  const built = spawnSync(process.execPath, [path.join(repoRoot, 'bin', 'laguna-docs.js'), 'build', '--out', config.outDir], { cwd: config.root, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`the site did not build:\n${built.stdout}${built.stderr}`);
}

/** Writes a site to a temporary folder, builds it and serves the build. */
export async function serveSite(options: ServeSiteOptions): Promise<ServedSite> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `laguna-${options.name}-`));
  try {
    writeFiles(root, options.files ?? {});
    await options.prepare?.(root);
    const outDir = path.join(root, 'out');
    const config = await loadConfig({ cwd: root, outDir });
    if (options.build) await options.build(config);
    else await buildSite({ config });
    const server = await serveDirectory({ dir: outDir, layout: siteLayout(config.config), host: '127.0.0.1', port: 0 });
    const base = config.config.basePath.replace(/\/$/, '');
    return {
      config,
      origin: server.origin,
      url: (route) => `${server.origin}${base}${route}`,
      close: async () => {
        await server.close();
        fs.rmSync(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  }
}
