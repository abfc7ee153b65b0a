import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * Vitest's global setup: every test run gets a temporary folder of its own, removed when the run ends.
 * Tests make their sites, caches and output folders under `os.tmpdir()`, as do the builds and servers
 * they start in other processes; pointing TMPDIR here before any test starts puts all of that in one
 * place that goes away, instead of hundreds of megabytes left in the system's folder by every run.
 */
export function setup(): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-docs-tests-'));
  process.env.TMPDIR = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}
