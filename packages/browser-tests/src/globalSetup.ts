import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '@laguna-docs/config';
import { buildSite } from '@laguna-docs/builder';
import { serveDirectory, siteLayout, type RunningServer } from '@laguna-docs/server';
import { CHROMIUM_LAUNCH } from './chromium.js';

// Builds the real Laguna site once, serves it from 127.0.0.1 like GitHub Pages, and hands the URL to
// every browser test; starts the one Chromium the test files connect to (`browser.ts`). The server, the
// browser and the temporary folder go away when the run ends.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let server: RunningServer | undefined;
let browserServer: BrowserServer | undefined;
let tempDir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  browserServer = await chromium.launchServer({ ...CHROMIUM_LAUNCH, host: '127.0.0.1' });
  project.provide('browserEndpoint', browserServer.wsEndpoint());
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-browser-'));
  const outDir = path.join(tempDir, 'site');
  const config = await loadConfig({ cwd: repoRoot, outDir });
  await buildSite({ config });
  // Served the way `laguna-docs serve` serves a build: like a static host, on a free loopback port.
  server = await serveDirectory({ dir: outDir, layout: siteLayout(config.config), host: '127.0.0.1', port: 0 });
  project.provide('siteUrl', `${server.origin}${config.config.basePath}`);
  project.provide('outDir', outDir);
  project.provide('basePath', config.config.basePath);
}

export async function teardown(): Promise<void> {
  await server?.close();
  await browserServer?.close();
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    outDir: string;
    basePath: string;
    /** Where test files connect to the run's Chromium (`browser.ts`). */
    browserEndpoint: string;
  }
}
