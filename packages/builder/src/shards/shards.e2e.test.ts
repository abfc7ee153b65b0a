import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@laguna-docs/config';
import { BLOG_CONFIG, BLOG_SITE } from '../testing/blogSite.js';
import { copyLagunaSite } from '../testing/lagunaSite.js';
import { writeFiles } from '../testing/siteFiles.js';
import { expectSameFiles, writtenFiles } from '../testing/writtenFiles.js';
import { shardedBuild, singleBuild, syntheticSite } from '../testing/shardedBuild.js';
import { cutVersion } from '@laguna-docs/content';

// The "done when": a site built whole and built as 3 shards plus a merge gives the same bytes.

/** Builds the site whole, then as each of `counts` shards plus a merge, and expects the same files each time. */
async function expectShardsMatch(root: string, counts: readonly number[]): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-shards-out-'));
  await singleBuild(root, path.join(dir, 'single'));
  const single = writtenFiles(path.join(dir, 'single'));
  for (const count of counts) {
    const folders = await shardedBuild(root, path.join(dir, `${count}`), count);
    // Every shard rendered some pages: the cut shares them out.
    for (const folder of folders) expect([...writtenFiles(folder).keys()].filter((file) => file.endsWith('.html')).length, folder).toBeGreaterThan(0);
    expectSameFiles(writtenFiles(path.join(dir, `${count}`, 'merged')), single);
  }
}

describe('a sharded build', () => {
  it('merges 1 and 3 shards of a small two-locale site into what a whole build writes, byte for byte', async () => {
    await expectShardsMatch(syntheticSite(), [1, 3]);
  });

  it('merges 1 shard and 3 shards of the Laguna site into what a whole build writes', async () => {
    const root = copyLagunaSite('shards');
    await expectShardsMatch(root, [1, 3]);
  }, 240_000);

  it('merges 3 shards of a two-locale site with a blog (its feeds, tags, authors and pages of posts) into what a whole build writes', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-shards-blog-'));
    writeFiles(root, { ...BLOG_SITE, 'laguna-docs.config.mjs': `export default ${JSON.stringify(BLOG_CONFIG)};\n` });
    await expectShardsMatch(root, [3]);
  });

  it('merges 3 shards of a versioned copy of the Laguna site into what a whole build writes', async () => {
    const root = copyLagunaSite('shards-versions');
    await cutVersion(await loadConfig({ cwd: root }), '1.0');
    await expectShardsMatch(root, [3]);
  }, 240_000);
});
