import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '@laguna-docs/config';
import { buildSite } from '@laguna-docs/build';
import { startStaticServer, type StaticServer } from './staticServer.js';

// Builds the real Laguna site once, serves it from 127.0.0.1 like GitHub Pages, and hands the URL to
// every browser test. The server and the temporary folder go away when the run ends.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let server: StaticServer | undefined;
let tempDir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-browser-'));
  const outDir = path.join(tempDir, 'site');
  const config = await loadConfig({ cwd: repoRoot, outDir });
  await buildSite({ config });
  server = await startStaticServer({ root: outDir, basePath: config.config.basePath });
  project.provide('siteUrl', server.url);
  project.provide('outDir', outDir);
  project.provide('basePath', config.config.basePath);
}

export async function teardown(): Promise<void> {
  await server?.close();
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    outDir: string;
    basePath: string;
  }
}
