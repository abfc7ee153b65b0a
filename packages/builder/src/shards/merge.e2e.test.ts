import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isUserError, type Diagnostic } from '@laguna-docs/shared';
import { writeFiles } from '../testing/siteFiles.js';
import { expectSameFiles, writtenFiles } from '../testing/writtenFiles.js';
import { mergeBuild, shardBuild, singleBuild } from '../testing/shardedBuild.js';
import { DiskCache } from '../speed/cache/diskCache.js';
import { MANIFEST_FILE } from './identity.js';
import type { ShardManifest } from './manifest.js';

// What a merge refuses, and what a shard's disk cache saves.

function site(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-merge-'));
  const files: Record<string, string> = {
    'laguna-docs.config.mjs': `export default ${JSON.stringify({ title: 'Merge', url: 'https://example.org' })};\n`,
    'content/en/pages/index.md': '# Home\n',
    'content/en/docs/a-intro.md': '# Intro\n\nFine so far.\n\nSee [the last page](/docs/z-last#no-such-part).\n',
    'content/en/docs/z-last.md': '# Last\n\n## A part\n',
  };
  for (let index = 1; index <= 6; index++) files[`content/en/docs/m-page-${index}.md`] = `# Page ${index}\n\n${'Words. '.repeat(200)}\n`;
  writeFiles(root, files);
  return root;
}

async function shards(root: string, count: number): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-merge-shards-'));
  const folders = Array.from({ length: count }, (_, index) => path.join(dir, `shard-${index + 1}`));
  for (const [index, folder] of folders.entries()) await shardBuild(root, folder, index + 1, count);
  return folders;
}

async function mergeFailure(root: string, folders: readonly string[], version?: string): Promise<Diagnostic[]> {
  const failed = await mergeBuild(root, path.join(root, 'out'), folders, version).then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!isUserError(failed)) throw new Error(`the merge did not fail with a user error: ${String(failed)}`);
  return failed.diagnostics;
}

const manifest = (folder: string) => JSON.parse(fs.readFileSync(path.join(folder, MANIFEST_FILE), 'utf8')) as ShardManifest;
const routesOf = (folder: string) => manifest(folder).locales.flatMap((locale) => locale.result.pages.map((page) => page.route));

describe('merging shards', () => {
  it('fails on a broken anchor in a page of another shard, naming the source file and line', async () => {
    const root = site();
    const folders = await shards(root, 3);
    expect(routesOf(folders[0]!)).toContain('/docs/a-intro');
    expect(routesOf(folders[2]!)).toContain('/docs/z-last');
    const diagnostics = await mergeFailure(root, folders);
    expect(diagnostics).toContainEqual(expect.objectContaining({ severity: 'error', file: 'content/en/docs/a-intro.md', line: 5, message: expect.stringContaining('#no-such-part') }));
    expect(fs.existsSync(path.join(root, 'out'))).toBe(false);
  });

  it('names the missing shard, and refuses shards of other files, another version or another cut', async () => {
    const root = site();
    fs.writeFileSync(path.join(root, 'content/en/docs/a-intro.md'), '# Intro\n\nFine.\n');
    const folders = await shards(root, 3);
    expect((await mergeFailure(root, [folders[0]!, folders[2]!]))[0]!.message).toMatch(/^shard 2 of 3 is missing/);
    expect((await mergeFailure(root, [folders[0]!, folders[0]!, folders[2]!]))[0]!.message).toMatch(/^shard 1 of 3 is given twice/);
    expect((await mergeFailure(root, folders, '9.9.9'))[0]!.message).toMatch(/was built by laguna-docs 0\.0\.0-test, and this is laguna-docs 9\.9\.9/);
    // Shard 2 of another cut, built alone.
    const other = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-merge-other-')), 'shard-2');
    await shardBuild(root, other, 2, 2);
    expect((await mergeFailure(root, [folders[0]!, other]))[0]!.message).toMatch(/cut in different numbers of shards/);
    fs.appendFileSync(path.join(root, 'content/en/docs/m-page-3.md'), '\nA late edit.\n');
    expect((await mergeFailure(root, folders))[0]!.message).toMatch(/was built from other files than this site's \(content\/en\/docs\/m-page-3\.md differs\)/);
    expect((await mergeFailure(root, [root]))[0]!.message).toMatch(/is not a shard's folder: it has no laguna-shard\.json/);
  });

  it('renders nothing in a warm shard whose site is unchanged, and renders again after an edit', async () => {
    const root = site();
    fs.writeFileSync(path.join(root, 'content/en/docs/a-intro.md'), '# Intro\n\nFine.\n');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-merge-warm-'));
    const build = (run: string) => shardBuild(root, path.join(dir, run), 2, 3, { diskCache: true });
    const cold = await build('cold');
    expect(cold.pageCounts?.rendered).toBeGreaterThan(0);
    const warm = await build('warm');
    // Nothing read, bundled or rendered: the shard's folder comes from its cache as it was, every page whole.
    expect(warm.shardUnchanged).toBe(true);
    expect(warm.pageCounts).toEqual({ rendered: 0, reused: cold.pages.length, whole: cold.pages.length });
    expectSameFiles(writtenFiles(path.join(dir, 'warm')), writtenFiles(path.join(dir, 'cold')));
    fs.appendFileSync(path.join(root, 'content/en/docs/m-page-3.md'), '\nA late edit.\n');
    const edited = await build('edited');
    // The site changed: the shard is built again, each of its pages rendered or taken from its kept pages.
    expect(edited.shardUnchanged).toBeUndefined();
    expect(edited.pageCounts!.rendered + edited.pageCounts!.reused).toBeGreaterThan(0);
  });

  it('renders again in a warm sharded build only the pages an edit reaches, and merges what a cold build writes', async () => {
    const root = site();
    fs.writeFileSync(path.join(root, 'content/en/docs/a-intro.md'), '# Intro\n\nSee [the last page](/docs/z-last#a-part).\n');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-merge-pages-'));
    // The three shards built with their disk caches into `dir/<run>/shard-k`, merged into `dir/<run>/merged`; how many pages each rendered.
    const run = async (name: string) => {
      const folders = [1, 2, 3].map((index) => path.join(dir, name, `shard-${index}`));
      const rendered: number[] = [];
      for (const [index, folder] of folders.entries()) rendered.push((await shardBuild(root, folder, index + 1, 3, { diskCache: true })).pageCounts?.rendered ?? -1);
      await mergeBuild(root, path.join(dir, name, 'merged'), folders);
      await singleBuild(root, path.join(dir, name, 'single'));
      expectSameFiles(writtenFiles(path.join(dir, name, 'merged')), writtenFiles(path.join(dir, name, 'single')));
      return { rendered, folders };
    };
    const cold = await run('cold');
    const pages = cold.folders.map((folder) => routesOf(folder).length);
    expect(cold.rendered).toEqual(pages);
    // Each page's HTML is kept once, in the shard's kept folder: its entry in the pages cache names that file.
    const cache = path.join(root, 'node_modules', '.cache', 'laguna-docs', 'shard-2-of-3');
    const entries = [...DiskCache.entriesIn(path.join(cache, 'pages')).values()];
    expect(entries.filter((text) => text.includes('"file":"docs/')).length).toBe(routesOf(cold.folders[1]!).filter((route) => route.startsWith('/docs/')).length);
    expect(entries.filter((text) => text.includes('<html')).length).toBe(0);
    expect(fs.readdirSync(path.join(cache, 'last', 'docs')).length).toBeGreaterThan(0);
    const owner = cold.folders.findIndex((folder) => routesOf(folder).includes('/docs/m-page-3'));
    expect(owner).toBeGreaterThanOrEqual(0);
    // A page's text edited (the same length, so the cuts between the shards stay): its shard renders it alone.
    const page = path.join(root, 'content/en/docs/m-page-3.md');
    fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace('Words.', 'Edits.'));
    const edited = await run('edited');
    expect(edited.rendered).toEqual(pages.map((_, index) => (index === owner ? 1 : 0)));
    // Its title, which every page's sidebar shows: each shard renders its pages with a sidebar again.
    fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace('# Page 3', '# Page C'));
    const retitled = await run('retitled');
    expect(retitled.rendered.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(1);
    expect(retitled.rendered.every((count) => count > 0)).toBe(true);
  }, 120_000);
});
