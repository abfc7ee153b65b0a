import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@laguna-docs/config';
import { buildSite, type BuildSiteResult } from '../buildSite.js';
import { writeFiles } from './siteFiles.js';

/** The laguna-docs version the shards of a test are built and merged with. */
export const TEST_VERSION = '0.0.0-test';

/** Writes the whole build of the site in `root` into `outDir`, as `build` does. */
export async function singleBuild(root: string, outDir: string): Promise<BuildSiteResult> {
  return buildSite({ config: await loadConfig({ cwd: root, outDir }), parallel: false });
}

/** Builds shard `index` of `count` of the site in `root` into `outDir`, as `build --shard index/count` does. */
export async function shardBuild(root: string, outDir: string, index: number, count: number, options: { diskCache?: boolean; logger?: { info(message: string): void; warn(message: string): void }; costs?: string } = {}): Promise<BuildSiteResult> {
  return buildSite({ config: await loadConfig({ cwd: root, outDir }), shard: { index, count, version: TEST_VERSION, ...(options.costs ? { costs: options.costs } : {}) }, ...(options.diskCache ? { diskCache: true } : {}), ...(options.logger ? { logger: options.logger } : {}) });
}

/** Joins the shards in `folders` into `outDir`, as `merge` does (`merge --costs <costs>` with `costs`). */
export async function mergeBuild(root: string, outDir: string, folders: readonly string[], version = TEST_VERSION, costs?: string): Promise<BuildSiteResult> {
  return buildSite({ config: await loadConfig({ cwd: root, outDir }), merge: { folders, version, ...(costs ? { costs } : {}) } });
}

/** Builds the site in `root` as `count` shards in `dir` (`shard-1` …), merged into `dir/merged`; the shards' folders. */
export async function shardedBuild(root: string, dir: string, count: number): Promise<string[]> {
  const folders = Array.from({ length: count }, (_, index) => path.join(dir, `shard-${index + 1}`));
  for (const [index, folder] of folders.entries()) await shardBuild(root, folder, index + 1, count);
  await mergeBuild(root, path.join(dir, 'merged'), folders);
  return folders;
}

/** A small two-locale site with docs in several sections, links between them, a blog-free API reference. */
export function syntheticSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-shards-'));
  const files: Record<string, string> = {
    'laguna-docs.config.mjs': `export default ${JSON.stringify({ title: 'Sharded', url: 'https://example.org', locales: { default: 'en', items: [{ code: 'en', label: 'English' }, { code: 'sl', label: 'Slovenščina' }] }, openapi: { spec: 'openapi/api.yaml' }, redirects: [{ from: '/old-intro', to: '/docs/intro' }] })};\n`,
    'content/en/pages/index.md': '# Home\n\nSee [the intro](../docs/intro.md).\n',
    'content/en/docs/intro.md': '# Intro\n\nRead [the guide](./guide/page-3.md#section-b) and [the API](/api).\n',
    'openapi/api.yaml': `openapi: 3.1.0\ninfo: { title: Zoo, version: '1' }\npaths:\n${['a', 'b', 'c', 'd'].map((name) => `  /${name}:\n    get:\n      operationId: get-${name}\n      summary: Get ${name}\n      responses:\n        '200': { description: OK }\n`).join('')}`,
  };
  for (let index = 1; index <= 12; index++) {
    const body = `# Page ${index}\n\n${'Some words about the page. '.repeat(index * 5)}\n\n## Section A\n\nBack to [the intro](../intro.md), on to [the next](./page-${(index % 12) + 1}.md#section-a).\n\n## Section B\n\n\`\`\`js\nconsole.log(${index});\n\`\`\`\n`;
    files[`content/en/docs/guide/page-${index}.md`] = body;
    if (index % 2 === 0) files[`content/sl/docs/guide/page-${index}.md`] = body.replace('Some words', 'Nekaj besed');
  }
  writeFiles(root, files);
  return root;
}
