import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCompiled } from '../testing/compiledBuild.js';
import { syntheticSite } from '../testing/shardedBuild.js';
import { expectSameFiles, writtenFiles } from '../testing/writtenFiles.js';

// A shard builds its pages in several threads as a whole build does: helper threads run the compiled
// package, so this test builds through it in a child process.
const script = `
process.env.NODE_ENV = 'production';
const { loadConfig } = await import('@laguna-docs/config');
const { buildSite } = await import('@laguna-docs/builder');
const [root, dir] = process.argv.slice(2);
const config = (out) => loadConfig({ cwd: root, outDir: dir + '/' + out });
const lines = [];
const logger = { info: (line) => lines.push(line), warn: (line) => lines.push(line) };
await buildSite({ config: await config('single'), parallel: false });
for (const index of [1, 2]) await buildSite({ config: await config('shard-' + index), parallel: true, shard: { index, count: 2, version: 'test' }, logger });
await buildSite({ config: await config('merged'), merge: { folders: [dir + '/shard-1', dir + '/shard-2'], version: 'test' } });
console.log(JSON.stringify(lines));
`;

describe('a shard in several threads', () => {
  it('renders its run of pages in helper threads too, and merges into what a build in one thread writes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-shard-threads-'));
    const result = runCompiled(script, [syntheticSite(), dir], { timeout: 100_000 });
    expect(result.status, result.stderr).toBe(0);
    const lines = JSON.parse(result.stdout) as string[];
    expect(lines.filter((line) => /^building the pages in \d threads$/.test(line))).toHaveLength(2);
    expectSameFiles(writtenFiles(path.join(dir, 'merged')), writtenFiles(path.join(dir, 'single')));
  }, 120_000);

  it('renders in helper threads, warm, only the pages an edit reaches', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-shard-threads-warm-'));
    const root = syntheticSite();
    // Each shard in threads with its disk cache: how many pages each rendered.
    const warmScript = `
process.env.NODE_ENV = 'production';
const { loadConfig } = await import('@laguna-docs/config');
const { buildSite } = await import('@laguna-docs/builder');
const [root, dir] = process.argv.slice(2);
const config = (out) => loadConfig({ cwd: root, outDir: dir + '/' + out });
const rendered = [];
const lines = [];
const logger = { info: (line) => lines.push(line), warn: (line) => lines.push(line) };
for (const index of [1, 2]) rendered.push((await buildSite({ config: await config('shard-' + index), parallel: true, diskCache: true, shard: { index, count: 2, version: 'test' }, logger })).pageCounts);
await buildSite({ config: await config('merged'), merge: { folders: [dir + '/shard-1', dir + '/shard-2'], version: 'test' } });
await buildSite({ config: await config('single'), parallel: false });
console.log(JSON.stringify({ rendered: rendered.map((counts) => counts.rendered), threaded: lines.filter((line) => /^building the pages in \\d threads$/.test(line)).length }));
`;
    const run = () => {
      const result = runCompiled(warmScript, [root, dir], { timeout: 100_000 });
      expect(result.status, result.stderr).toBe(0);
      expectSameFiles(writtenFiles(path.join(dir, 'merged')), writtenFiles(path.join(dir, 'single')));
      const { rendered, threaded } = JSON.parse(result.stdout) as { rendered: number[]; threaded: number };
      expect(threaded).toBe(2);
      return rendered;
    };
    expect(run().every((count) => count > 0)).toBe(true);
    // An English page with no Slovenian translation: its page in both locales shows the new text.
    const page = path.join(root, 'content/en/docs/guide/page-3.md');
    fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace('Some words', 'Some texts'));
    expect(run().reduce((sum, count) => sum + count, 0)).toBe(2);
  }, 120_000);
});
