import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { PageParseInput } from '../../parseInput.js';
import { DiskCache } from '../cache/diskCache.js';
import { packageDir, runCompiled } from '../../testing/compiledBuild.js';
import { expectSameFiles, writtenFiles } from '../../testing/writtenFiles.js';
import { ParseAhead } from './parseAhead.js';
import { writeFile } from '../../testing/siteFiles.js';

// The parse helper runs the compiled package (`node scripts/build-packages.mjs`), so this test builds a
// site through it in a child process: with the helper, and with `parallel: false`, which has none.

const script = `
process.env.NODE_ENV = 'production';
const { loadConfig } = await import('@laguna-docs/config');
const { buildSite } = await import('@laguna-docs/builder');
const [root, parallel] = process.argv.slice(2);
const config = await loadConfig({ cwd: root });
const { parsedAhead } = await buildSite({ config, diskCache: true, ...(parallel === 'false' ? { parallel: false } : {}) });
console.log(JSON.stringify({ parsedAhead }));
`;

// Watch mode's builds: in memory, in one watch session as the dev server keeps; the first has its markdown
// parsed ahead, the next finds it in memory, and the one after the second guide is deleted parses again
// only the pages whose links looked it up. Prints what the test compares: how many pages each of the first
// two builds had parsed ahead, the first build's files and how many pages the third parsed again.
const watchScript = `
process.env.NODE_ENV = 'production';
const fs = await import('node:fs');
const path = await import('node:path');
const { createHash } = await import('node:crypto');
const { loadConfig } = await import('@laguna-docs/config');
const { buildSite, createWatchSession } = await import('@laguna-docs/builder');
const [root, parallel] = process.argv.slice(2);
const config = await loadConfig({ cwd: root });
const session = createWatchSession();
const build = async () => {
  session.begin();
  const result = await buildSite({ config, watch: session, write: false, linkCheck: 'off', ...(parallel === 'false' ? { parallel: false } : {}) });
  return { result, report: session.finish(true) };
};
const first = await build();
const files = createHash('sha256');
for (const file of first.result.files.sort((a, b) => (a.path < b.path ? -1 : 1))) files.update(file.path).update(file.contents);
const second = await build();
fs.rmSync(path.join(root, 'content/en/docs/guide-2.md'));
const removed = await build();
console.log(JSON.stringify({ first: first.result.parsedAhead, files: files.digest('hex'), second: second.result.parsedAhead, reparsed: removed.report.parsed }));
`;

function watchBuilds(root: string, parallel: boolean): { first: number; files: string; second: number; reparsed: number } {
  const result = runCompiled(watchScript, [root, String(parallel)], { timeout: 60_000 });
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as { first: number; files: string; second: number; reparsed: number };
}

/** Builds `root` through the package in a child process started with `flags` besides the script's; how many pages it parsed ahead. */
function build(root: string, parallel: boolean, flags: string[] = []): number {
  const result = runCompiled(script, [root, String(parallel)], { timeout: 60_000, flags });
  expect(result.status, result.stderr).toBe(0);
  return (JSON.parse(result.stdout) as { parsedAhead: number }).parsedAhead;
}

/** A site of two locales with enough markdown for the helper: linked docs, a few translated, and an API. */
function makeSite(root: string): void {
  const write = (file: string, text: string) => writeFile(root, file, text);
  write(
    'laguna-docs.config.mjs',
    `export default ${JSON.stringify({
      title: 'Parse ahead',
      url: 'https://example.org',
      basePath: '/site/',
      locales: { default: 'en', items: [{ code: 'en', label: 'English' }, { code: 'sl', label: 'Slovenščina' }] },
      openapi: { spec: 'openapi/api.yaml', route: '/api' },
    })};\n`,
  );
  write('openapi/api.yaml', 'openapi: 3.1.0\ninfo: { title: Zoo, version: "1", description: "See the [guide](/docs/guide-1)." }\npaths:\n  /animals:\n    get:\n      operationId: list_animals\n      description: "Lists *every* animal."\n      responses: { "200": { description: OK } }\n');
  write('content/en/pages/index.md', '# Home\n\nStart with the [docs](/docs).\n');
  write('content/en/docs/index.md', '# Docs\n\nRead [the first guide](./guide-1.md) or [the API](/api).\n');
  // A page long enough to be parsed in sections is parsed by the build's thread when it comes to it, never ahead.
  write('content/en/docs/long.md', `# Long\n\n${Array.from({ length: 2_200 }, (_, n) => `## Part ${n}\n\nSee [the docs](./index.md).\n\n\`\`\`js\nconst part = ${n};\n\`\`\`\n`).join('\n')}`);
  const paragraph = 'Every build reads this paragraph, which is long enough to make the page worth parsing in another thread. '.repeat(6);
  for (let n = 1; n <= 12; n++) {
    const next = n < 12 ? `[the next guide](./guide-${n + 1}.md)` : '[the docs](./index.md)';
    const body = [
      `# Guide ${n}`,
      paragraph,
      `## Steps of guide ${n}`,
      ...Array.from({ length: 6 }, (_, step) => `${step + 1}. Step ${step + 1}: run \`tool ${step}\` and read ${next}.`),
      '',
      ':::tip[Faster]',
      `Keep the cache, as guide ${n} says${n === 3 ? '[^cache]' : ''}.`,
      ':::',
      '',
      '```bash',
      `npx tool build --out build-${n}`,
      '```',
      '',
      '| option | value |',
      '| --- | --- |',
      `| pages | ${n * 10} |`,
      '',
      ...Array.from({ length: 6 }, (_, section) => `### Part ${section + 1}\n\n${paragraph}\n`),
      ...(n === 3 ? ['[^cache]: The cache folder is beside the site.'] : []),
    ].join('\n');
    write(`content/en/docs/guide-${n}.md`, `${body}\n`);
    // A third of the guides are translated; the others are shown untranslated, from the same parse.
    if (n % 3 === 0) write(`content/sl/docs/guide-${n}.md`, `${body.replace(`# Guide ${n}`, `# Vodnik ${n}`)}\n`);
  }
}

describe('the compiled parse helper', () => {
  it('stops parsing ahead while too many of its results are unread, but still parses the page the build waits for', async () => {
    // Without the test runner's flags, which point packages at their TypeScript sources.
    const ahead = new ParseAhead(fileURLToPath(new URL('../../../dist/parseWorker.js', import.meta.url)), { maxUnread: 2, execArgv: [] });
    try {
      const jobs = Array.from({ length: 10 }, (_, n) => {
        const input: PageParseInput = { body: `# Page ${n}\n\nText of page ${n}.\n`, file: `docs/p${n}.md`, bodyLine: 1, key: `docs/p${n}.md`, locale: 'en', route: `/docs/p${n}`, basePath: '/b/', toc: { minLevel: 2, maxLevel: 3 } };
        return { key: `p${n}`, input };
      });
      ahead.send(jobs, new Map());
      const title = (text: string | undefined) => (text === undefined ? undefined : (JSON.parse(text) as { markdown: { title?: string } }).markdown.title);
      expect(title(ahead.take('p0'))).toBe('Page 0');
      // Unread, the helper stops two pages on (p1 and p2 posted, not read): it waits for this thread, so
      // three pages parsed is where it stays until a page is taken or asked for.
      const deadline = Date.now() + 20_000;
      while (ahead.parsed() < 3 && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
      expect(ahead.parsed()).toBe(3);
      // Asked for while it waits, the helper still parses the page this thread waits for.
      expect(title(ahead.take('p7'))).toBe('Page 7');
      await ahead.stop();
      expect(ahead.take('p9')).toBeUndefined();
    } finally {
      await ahead.stop();
    }
  }, 30_000);
});

describe('parsing markdown ahead in a helper thread', () => {
  it('builds and caches exactly what a build without the helper does, and needs it only for pages not on disk', () => {
    const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-parse-ahead-'));
    const withHelper = path.join(temp, 'with');
    const without = path.join(temp, 'without');
    makeSite(withHelper);
    makeSite(without);

    // 14 English pages and the 4 translated ones, the long page not among them; the untranslated ones share
    // their original's parse. The process has one of V8's flags, which the helper inherits, though no thread may be handed it.
    expect(build(withHelper, true, ['--max-old-space-size=1024'])).toBe(18);
    expect(build(without, false)).toBe(0);
    const site = (root: string) => writtenFiles(path.join(root, 'build'));
    const cache = (root: string) => [...DiskCache.entriesIn(path.join(root, 'node_modules/.cache/laguna-docs/markdown'))].sort();
    expectSameFiles(site(withHelper), site(without));
    expect(cache(withHelper)).toEqual(cache(without));
    expect(cache(withHelper).length).toBeGreaterThanOrEqual(18);
    expect(site(withHelper).get('sl/docs/guide-3.html')?.toString()).toContain('Vodnik 3');
    expect(site(withHelper).get('sl/docs/long.html')?.toString()).toContain('id="part-2199"');
    expect(site(withHelper).get('sl/docs/guide-2.html')?.toString()).toContain('href="/site/sl/docs/guide-3"');

    // Everything is on disk now: no helper work, and the same site.
    const first = site(withHelper);
    expect(build(withHelper, true)).toBe(0);
    expectSameFiles(site(withHelper), first);
  }, 120_000);

  it('starts its helper from the CLI when node is given V8 flags', () => {
    const root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-parse-ahead-flags-')), 'site');
    makeSite(root);
    const bin = path.resolve(packageDir, '../../bin/laguna-docs.js');
    const result = spawnSync(process.execPath, ['--max-old-space-size=1024', '--stack-size=2000', bin, 'build'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('parsing 18 markdown pages ahead in a helper thread');
    expect(fs.existsSync(path.join(root, 'build/docs/guide-12.html'))).toBe(true);
  }, 60_000);

  it('parses the first build of watch mode ahead too, noting each page\'s route lookups as a parse here would', () => {
    // Each in a site of its own, since the script deletes a page.
    const [withHelper, without] = ([true, false] as const).map((parallel) => {
      const root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-parse-ahead-watch-')), 'site');
      makeSite(root);
      return watchBuilds(root, parallel);
    }) as [ReturnType<typeof watchBuilds>, ReturnType<typeof watchBuilds>];
    expect(withHelper.first).toBe(18);
    expect(without.first).toBe(0);
    expect(withHelper.files).toBe(without.files);
    // The next build has every parse in memory.
    expect(withHelper.second).toBe(0);
    // A deleted page is parsed again in neither locale; the pages linking to it, in both (their links break).
    expect(without.reparsed).toBe(2);
    expect(withHelper.reparsed).toBe(without.reparsed);
  }, 120_000);
});
