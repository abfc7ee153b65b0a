import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@laguna-docs/config';
import { isUserError, type PageData } from '@laguna-docs/shared';
import { buildSite, type BuildSiteResult } from '../buildSite.js';
import { runCompiled } from '../testing/compiledBuild.js';
import { hydrationData } from '../testing/hydrationData.js';
import { editFile } from '../testing/lagunaSite.js';
import { smallSite } from '../testing/smallSite.js';
import { expectSameFiles, writtenFiles } from '../testing/writtenFiles.js';
import { cutVersion } from '@laguna-docs/content';
import { versionPagesFingerprint } from './versionPageCache.js';

// Released versions' pages kept on disk: a second build renders none of an unchanged old version, and
// every change that reaches an old version's pages gives the output of a build without any cache.
interface Built {
  files: Map<string, string>;
  /** The released versions' pages rendered and taken from the cache, from the build's result. */
  counts: { rendered: number; reused: number };
}

async function build(root: string, cached: boolean): Promise<Built> {
  const config = await loadConfig({ cwd: root, outDir: path.join(root, 'out') });
  const result = await buildSite({ config, write: false, diskCache: cached, parallel: false });
  const files = new Map(result.files.map((file) => [file.path, typeof file.contents === 'string' ? file.contents : Buffer.from(file.contents).toString('base64')]));
  return { files, counts: { rendered: result.pageCounts?.rendered ?? 0, reused: result.pageCounts?.reused ?? 0 } };
}

/** A build from the cache, checked against a build without any cache: the same files, byte for byte. */
async function warmEqualsCold(root: string): Promise<Built> {
  const warm = await build(root, true);
  const cold = await build(root, false);
  expect(cold.counts).toEqual({ rendered: 0, reused: 0 });
  expect([...warm.files.keys()].sort()).toEqual([...cold.files.keys()].sort());
  for (const [file, contents] of cold.files) expect(warm.files.get(file), file).toBe(contents);
  return warm;
}

const threadedScript = `
process.env.NODE_ENV = 'production';
const { loadConfig } = await import('@laguna-docs/config');
const { buildSite } = await import('@laguna-docs/builder');
const [root, outDir] = process.argv.slice(2);
const { threads, pageCounts } = await buildSite({ config: await loadConfig({ cwd: root, outDir }), diskCache: true, parallel: true });
console.log(JSON.stringify({ threads, pageCounts }));
`;

/** A written build with the disk cache, in several threads, through the compiled package; how many threads rendered the pages, and the released versions' counts. */
function threadedBuild(root: string, outDir: string): Required<Pick<BuildSiteResult, 'threads' | 'pageCounts'>> {
  // The config compiled in this process resolves the package's sources, which plain Node cannot load: each process compiles its own.
  const configCache = path.join(root, 'node_modules', '.cache', 'laguna-docs', 'config');
  fs.rmSync(configCache, { recursive: true, force: true });
  const result = runCompiled(threadedScript, [root, outDir], { timeout: 200_000 });
  fs.rmSync(configCache, { recursive: true, force: true });
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as Required<Pick<BuildSiteResult, 'threads' | 'pageCounts'>>;
}

const pageData = (built: Built, file: string) => hydrationData<{ page: PageData }>(built.files.get(file)!);

describe('released versions kept on disk', () => {
  let root: string;
  /** Pages of released versions in the site as first built. */
  let released: number;

  beforeAll(async () => {
    root = smallSite('version-cache');
    await cutVersion(await loadConfig({ cwd: root }), '1.0');
    editFile(path.join(root, 'content/en/docs/intro.md'), (text) => `${text}\nThe quokkaflux switch arrives in the next release.\n`);
    const first = await build(root, true);
    released = first.counts.rendered;
  }, 180_000);

  it('renders an unchanged released version once: the next build takes every page from the cache, byte for byte', async () => {
    // Both locales' docs (4 pages) and API pages (5) of 1.0.
    expect(released).toBe(18);
    const again = await warmEqualsCold(root);
    expect(again.counts).toEqual({ rendered: 0, reused: released });
    expect(again.files.get('docs/intro.html')).not.toContain('quokkaflux');
    expect(again.files.get('docs/next/intro.html')).toContain('quokkaflux');
  }, 120_000);

  it('does the same with the pages built in several threads', () => {
    // Helper threads run the compiled package, so these builds go through it; the first stores what the compiled code renders.
    // On a copy of the site: a build prunes the cache of what it did not use, the entries of this process's code too.
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-version-cache-threads-'));
    fs.cpSync(root, site, { recursive: true });
    const first = threadedBuild(site, path.join(site, 'threaded-1'));
    expect(first.threads).toBeGreaterThan(1);
    expect(first.pageCounts.rendered + first.pageCounts.reused).toBe(released);
    const second = threadedBuild(site, path.join(site, 'threaded-2'));
    expect(second.threads).toBeGreaterThan(1);
    // Every released page from the cache, each taken whole: not parsed or scanned again.
    expect(second.pageCounts).toEqual({ rendered: 0, reused: released, whole: released });
    const cold = writtenFiles(path.join(site, 'threaded-1'));
    const warm = writtenFiles(path.join(site, 'threaded-2'));
    expectSameFiles(cold, warm);
  }, 480_000);

  it('renders again the page of the old version whose snapshot changed', async () => {
    editFile(path.join(root, 'versioned/1.0/content/en/docs/intro.md'), (text) => `${text}\nA sentence added to the 1.0 snapshot.\n`);
    const warm = await warmEqualsCold(root);
    expect(warm.counts.rendered).toBeGreaterThan(0);
    expect(warm.counts.rendered).toBeLessThan(released);
    expect(warm.files.get('docs/intro.html')).toContain('A sentence added to the 1.0 snapshot.');
  }, 120_000);

  // Each of these changes alone renders the kept pages again (see versionPageCache.test.ts: any change of the
  // site data reaches their key); here all three at once reach the output as a build without a cache writes it.
  it('renders every page again when the config changes a version label, a UI string changes and the client side changes', async () => {
    editFile(path.join(root, 'laguna-docs.config.ts'), (text) => text.replace('export default defineConfig({', "export default defineConfig({\n  versions: { released: { '1.0': { label: '1.0 (LTS)' } } },"));
    fs.mkdirSync(path.join(root, 'i18n'), { recursive: true });
    fs.writeFileSync(path.join(root, 'i18n/en.json'), JSON.stringify({ 'toc.title': 'In this article' }));
    // Custom CSS, whose hashed name every page links.
    fs.writeFileSync(path.join(root, 'extra.css'), '.theme-doc-markdown { letter-spacing: 0.01em; }\n');
    editFile(path.join(root, 'laguna-docs.config.ts'), (text) => text.replace('export default defineConfig({', "export default defineConfig({\n  customCss: ['extra.css'],"));
    const warm = await warmEqualsCold(root);
    expect(warm.counts).toEqual({ rendered: released, reused: 0 });
    expect(warm.files.get('docs/intro.html')).toContain('1.0 (LTS)');
    expect(warm.files.get('docs/intro.html')).toContain('In this article');
  }, 180_000);

  it('renders again the old version\'s pages whose alternates change when Next gains or loses a page', async () => {
    // A page the 1.0 snapshot has and Next has not, then Next gets the same page, then loses it again.
    fs.writeFileSync(path.join(root, 'versioned/1.0/content/en/docs/extra.md'), '# Extra\n\nOnly in 1.0 at first.\n');
    const only = await warmEqualsCold(root);
    expect(pageData(only, 'docs/extra.html').page.versionAlternates?.current).toBeUndefined();
    const next = path.join(root, 'content/en/docs/extra.md');
    fs.writeFileSync(next, '# Extra\n\nNow in Next too.\n');
    const both = await warmEqualsCold(root);
    expect(both.counts.rendered).toBeGreaterThan(0);
    expect(pageData(both, 'docs/extra.html').page.versionAlternates?.current).toBe('/docs/next/extra');
    fs.rmSync(next);
    const again = await warmEqualsCold(root);
    expect(again.counts.rendered).toBeGreaterThan(0);
    expect(pageData(again, 'docs/extra.html').page.versionAlternates?.current).toBeUndefined();
  }, 480_000);

  it('still fails the build on a broken link in a page of an old version taken from the cache', async () => {
    const target = path.join(root, 'content/en/pages/roadmap.md');
    fs.writeFileSync(target, '# Roadmap\n\nWhat comes next.\n');
    const old = path.join(root, 'versioned/1.0/content/en/docs/intro.md');
    const before = fs.readFileSync(old, 'utf8');
    fs.writeFileSync(old, `${before}\nSee [the roadmap](/roadmap).\n`);
    const first = await build(root, true);
    expect(first.counts.rendered).toBeGreaterThan(0);
    // The page with the link is unchanged; the page it links to is gone.
    fs.rmSync(target);
    const error = await build(root, true).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(isUserError(error)).toBe(true);
    if (!isUserError(error)) return;
    expect(error.diagnostics.map((d) => `${d.file}: ${d.message}`)).toContainEqual(expect.stringMatching(/^versioned\/1\.0\/content\/en\/docs\/intro\.md: broken link "\/roadmap"/));
    fs.writeFileSync(old, before);
  }, 180_000);

  it('renders the old version again once a new version is cut', async () => {
    await cutVersion(await loadConfig({ cwd: root }), '1.1');
    const warm = await warmEqualsCold(root);
    // 1.0's pages (now an old version, with a banner) and 1.1's, new.
    expect(warm.counts.rendered).toBeGreaterThanOrEqual(released * 2);
    expect(warm.files.get('docs/1.0/intro.html')).toContain('version-banner-old');
  }, 180_000);
});

describe('the code behind the kept pages', () => {
  it('changes with the theme package\'s code, and is none for a theme given by path', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-version-theme-'));
    const themeDir = path.join(root, 'node_modules', 'my-theme');
    fs.mkdirSync(themeDir, { recursive: true });
    fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'site', private: true }));
    fs.writeFileSync(path.join(themeDir, 'package.json'), JSON.stringify({ name: 'my-theme', version: '1.0.0', main: 'index.js' }));
    fs.writeFileSync(path.join(themeDir, 'index.js'), 'export const theme = { name: "mine" };\n');
    fs.writeFileSync(path.join(root, 'laguna-docs.config.ts'), "export default { title: 'T', url: 'https://example.com', theme: 'my-theme' };\n");
    const from = fileURLToPath(import.meta.url);
    const resolved = await loadConfig({ cwd: root });
    const before = versionPagesFingerprint(resolved, from);
    expect(before).toMatch(/^[\w-]{32}$/);
    expect(versionPagesFingerprint(resolved, from)).toBe(before);
    fs.writeFileSync(path.join(themeDir, 'index.js'), 'export const theme = { name: "mine", changed: true };\n');
    expect(versionPagesFingerprint(resolved, from)).not.toBe(before);
    expect(versionPagesFingerprint({ ...resolved, config: { ...resolved.config, theme: './my-theme.js' } }, from)).toBeUndefined();
  });
});
