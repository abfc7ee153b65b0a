import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { runCompiled } from '../../testing/compiledBuild.js';
import { smallSite } from '../../testing/smallSite.js';
import { expectSameFiles, writtenFiles } from '../../testing/writtenFiles.js';

// A versioned site built in several threads writes what a build in one thread writes: every version's
// references reach the helper threads. Helper threads run the compiled package, so this goes through it.

const script = `
process.env.NODE_ENV = 'production';
const fs = await import('node:fs');
const { loadConfig } = await import('@laguna-docs/config');
const { buildSite } = await import('@laguna-docs/builder');
const { cutVersion } = await import('@laguna-docs/content');
const [root, outDir, mode] = process.argv.slice(2);
if (mode === 'cut, then one thread') {
  await cutVersion(await loadConfig({ cwd: root }), '1.0');
  fs.appendFileSync(root + '/content/en/docs/intro.md', '\\nA sentence of the next release.\\n');
}
const { threads } = await buildSite({ config: await loadConfig({ cwd: root, outDir }), parallel: mode === 'threads' });
console.log(JSON.stringify({ threads }));
`;

/** Builds `root` into `outDir` through the compiled package; how many threads rendered its pages. */
function run(root: string, outDir: string, mode: string): number {
  const result = runCompiled(script, [root, outDir, mode], { timeout: 200_000 });
  expect(result.status, result.stderr).toBe(0);
  return (JSON.parse(result.stdout) as { threads: number }).threads;
}

it('builds a versioned site in several threads as in one', () => {
  const site = smallSite('versions-threads');
  // The version is cut, and the next release's docs edited, in the process of the build in one thread.
  const apart = run(site, path.join(site, 'apart'), 'cut, then one thread');
  const together = run(site, path.join(site, 'together'), 'threads');
  expect(fs.readFileSync(path.join(site, 'content/en/docs/intro.md'), 'utf8')).toMatch(/A sentence of the next release\.\n$/);
  expect(together).toBeGreaterThan(1);
  expect(apart).toBe(1);
  const a = writtenFiles(path.join(site, 'together'));
  const b = writtenFiles(path.join(site, 'apart'));
  expect(a.has('api/next/healthcheck.html')).toBe(true);
  expectSameFiles(a, b);
}, 240_000);
