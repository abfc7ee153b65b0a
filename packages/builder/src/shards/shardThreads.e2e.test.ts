import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCompiled } from '../testing/compiledBuild.js';
import { syntheticSite } from '../testing/shardedBuild.js';
import { expectSameFiles, writtenFiles } from '../testing/writtenFiles.js';
import { MANIFEST_FILE } from './identity.js';
import type { ShardManifest } from './manifest.js';

// A shard builds its pages in several threads as a whole build does: helper threads run the compiled
// package, so this test builds through it in a child process. The script builds the site whole, then as 2
// shards (with their disk caches when asked) and merges them; it prints how many threads rendered each
// shard's pages and how many pages each rendered.
const script = `
process.env.NODE_ENV = 'production';
const { loadConfig } = await import('@laguna-docs/config');
const { buildSite } = await import('@laguna-docs/builder');
const [root, dir, cache] = process.argv.slice(2);
const config = (out) => loadConfig({ cwd: root, outDir: dir + '/' + out });
await buildSite({ config: await config('single'), parallel: false });
const rendered = [];
const threads = [];
for (const index of [1, 2]) {
  const result = await buildSite({ config: await config('shard-' + index), parallel: true, ...(cache === 'cache' ? { diskCache: true } : {}), shard: { index, count: 2, version: 'test' } });
  rendered.push(result.pageCounts?.rendered ?? null);
  threads.push(result.threads ?? null);
}
await buildSite({ config: await config('merged'), merge: { folders: [dir + '/shard-1', dir + '/shard-2'], version: 'test' } });
console.log(JSON.stringify({ threads, rendered }));
`;

/** Builds `root` whole and as 2 shards in threads into `dir`, and checks the merge writes what the whole build does. */
function build(root: string, dir: string, cache = false): { threads: Array<number | null>; rendered: Array<number | null> } {
  const result = runCompiled(script, [root, dir, cache ? 'cache' : ''], { timeout: 100_000 });
  expect(result.status, result.stderr).toBe(0);
  expectSameFiles(writtenFiles(path.join(dir, 'merged')), writtenFiles(path.join(dir, 'single')));
  return JSON.parse(result.stdout) as { threads: Array<number | null>; rendered: Array<number | null> };
}

/** Whether both shards rendered their pages in more than one thread. */
const threaded = (built: { threads: Array<number | null> }) => built.threads.every((count) => count !== null && count > 1);

describe('a shard in several threads', () => {
  // One cold build, with the shards' disk caches, that both cases look at; the second then edits the site.
  let root: string;
  let dir: string;
  let cold: ReturnType<typeof build>;
  beforeAll(() => {
    root = syntheticSite();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-shard-threads-'));
    cold = build(root, dir, true);
  }, 120_000);

  it('renders its run of pages in helper threads too, and merges into what a build in one thread writes', () => {
    expect(threaded(cold)).toBe(true);
    expect(cold.rendered.every((count) => count !== null && count > 0)).toBe(true);
    // Every page has its cost measured, those rendered in a helper thread too.
    for (const shard of ['shard-1', 'shard-2']) {
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, shard, MANIFEST_FILE), 'utf8')) as ShardManifest;
      for (const locale of manifest.locales) {
        expect(Object.keys(locale.costs).sort()).toEqual(locale.result.pages.map((page) => page.route).sort());
        expect(Object.values(locale.costs).every(([cost]) => cost > 0)).toBe(true);
      }
    }
  });

  it('renders in helper threads, warm, only the pages an edit reaches', () => {
    // An English page with no Slovenian translation: its page in both locales shows the new text.
    const page = path.join(root, 'content/en/docs/guide/page-3.md');
    fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace('Some words', 'Some texts'));
    const edited = build(root, dir, true);
    expect(threaded(edited)).toBe(true);
    expect(edited.rendered.reduce<number>((sum, count) => sum + (count ?? 0), 0)).toBe(2);
  }, 120_000);
});
