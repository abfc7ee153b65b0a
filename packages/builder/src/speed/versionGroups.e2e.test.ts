import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '@laguna-docs/config';
import { isUserError, type Diagnostic } from '@laguna-docs/shared';
import { smallSite } from '../testing/smallSite.js';
import { buildSite, type BuildSiteResult } from '../buildSite.js';
import { cutVersion } from '@laguna-docs/content';

// A released version taken whole on a warm build: what each of its pages gave is kept under a key made
// before any of them is parsed, so the build neither parses, renders nor scans them, and still writes,
// reports and checks what a build without any cache does.

/** What the build did to which page: the files parsed, the versions of the pages rendered, the HTML scanned. */
const seen = vi.hoisted(() => ({ parsed: [] as string[], rendered: [] as Array<string | undefined>, scanned: [] as string[] }));

vi.mock('../parsePages.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../parsePages.js')>();
  return {
    ...actual,
    createPageParser: (...args: Parameters<typeof actual.createPageParser>) => {
      const parse = actual.createPageParser(...args);
      return (planned: Parameters<ReturnType<typeof actual.createPageParser>>[0]) => {
        seen.parsed.push(planned.source.file);
        return parse(planned);
      };
    },
  };
});
vi.mock('../renderPage.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../renderPage.js')>();
  return {
    ...actual,
    renderPageDocument: (...args: Parameters<typeof actual.renderPageDocument>) => {
      seen.rendered.push(args[2].page.version);
      return actual.renderPageDocument(...args);
    },
  };
});
vi.mock('@laguna-docs/link-check', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@laguna-docs/link-check')>();
  return {
    ...actual,
    scanHtml: (...args: Parameters<typeof actual.scanHtml>) => {
      seen.scanned.push(args[0]);
      return actual.scanHtml(...args);
    },
  };
});

const edit = (file: string, change: (text: string) => string) => fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')));

interface Built {
  files: Map<string, string>;
  diagnostics: Diagnostic[];
  /** The released versions' pages rendered, taken from the cache and taken whole (see `BuildSiteResult.pageCounts`). */
  pageCounts: BuildSiteResult['pageCounts'];
  /** The warnings the build reported. */
  warnings: string[];
}

async function build(root: string, cached: boolean): Promise<Built> {
  const config = await loadConfig({ cwd: root, outDir: path.join(root, 'out') });
  const warnings: string[] = [];
  const result = await buildSite({ config, write: false, diskCache: cached, parallel: false, logger: { info() {}, warn: (message: string) => warnings.push(message) } });
  const files = new Map(result.files.map((file) => [file.path, typeof file.contents === 'string' ? file.contents : Buffer.from(file.contents).toString('base64')]));
  return { files, diagnostics: result.diagnostics, pageCounts: result.pageCounts, warnings };
}

/** The build's failure, which must be a user error. */
async function failure(root: string): Promise<Diagnostic[]> {
  const error = await build(root, true).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(isUserError(error)).toBe(true);
  return isUserError(error) ? error.diagnostics : [];
}

/** Whether a page's file is one of the released version's (1.0, the latest, at the sections' own routes). */
const releasedFile = (file: string) => /^(sl\/)?(docs|api)(\/|\.html|\.md)/.test(file) && !/^(sl\/)?(docs|api)\/next(\/|\.html|\.md)/.test(file);

const released = {
  parsed: () => seen.parsed.filter((file) => file.startsWith('versioned/')),
  rendered: () => seen.rendered.filter((version) => version === '1.0'),
};

describe('a released version taken whole', () => {
  let root: string;
  let intro: string;
  let nextIntro: string;
  /** The first warm build of the unchanged site, and what it parsed, rendered and scanned: the first two tests look at it. */
  let warm: Built;
  let warmSeen: { parsed: string[]; rendered: Array<string | undefined>; scanned: string[] };

  beforeAll(async () => {
    root = smallSite('version-groups');
    await cutVersion(await loadConfig({ cwd: root }), '1.0');
    intro = path.join(root, 'versioned/1.0/content/en/docs/intro.md');
    nextIntro = path.join(root, 'content/en/docs/intro.md');
    // In 1.0: a warning, and a link into Next's page by its anchor; in Next: new text, and a link into 1.0's page by its anchor.
    edit(intro, (text) => `${text}\n:::nosuchkind\nA note of a kind no one knows.\n:::\n\nWhere the project stands now: [in Next](/docs/next/intro#state-of-the-project).\n`);
    edit(nextIntro, (text) => `${text}\nThe quokkaflux switch arrives in the next release, [unlike in 1.0](/docs/intro#the-three-parts).\n`);
    await build(root, true);
    seen.parsed.length = 0;
    seen.rendered.length = 0;
    seen.scanned.length = 0;
    warm = await build(root, true);
    warmSeen = { parsed: [...seen.parsed], rendered: [...seen.rendered], scanned: [...seen.scanned] };
  }, 180_000);

  beforeEach(() => {
    seen.parsed.length = 0;
    seen.rendered.length = 0;
    seen.scanned.length = 0;
  });

  it('neither parses, renders nor scans an unchanged released version, and writes what a build without a cache writes', async () => {
    expect(warmSeen.parsed.filter((file) => file.startsWith('versioned/'))).toEqual([]);
    expect(warmSeen.rendered.filter((version) => version === '1.0')).toEqual([]);
    const releasedHtml = new Set([...warm.files].filter(([file]) => releasedFile(file) && file.endsWith('.html')).map(([, html]) => html));
    // Both locales' docs (4 pages) and API pages (5) of 1.0.
    expect(releasedHtml.size).toBe(18);
    expect(warmSeen.scanned.filter((html) => releasedHtml.has(html))).toEqual([]);
    // Next's pages were made as usual.
    expect(warmSeen.parsed).toContain('content/en/docs/intro.md');
    // Both locales' docs and API pages of Next, home pages and 404 pages.
    expect(warmSeen.scanned.length).toBe(22);
    expect(warm.pageCounts).toEqual({ rendered: 0, reused: releasedHtml.size, whole: releasedHtml.size });

    const cold = await build(root, false);
    // Without the cache the same pages are parsed, rendered and scanned: what the warm build's counts would show without the groups.
    // 1.0's docs pages of both locales.
    expect(released.parsed().length).toBe(8);
    expect(released.rendered().length).toBe(releasedHtml.size);
    expect(seen.scanned.filter((html) => releasedHtml.has(html)).length).toBe(releasedHtml.size);
    expect([...warm.files.keys()].sort()).toEqual([...cold.files.keys()].sort());
    for (const [file, contents] of cold.files) expect(warm.files.get(file), file).toBe(contents);
    expect(warm.files.get('docs/intro.html')).not.toContain('quokkaflux');
    expect(warm.files.get('docs/intro.md')).toContain('A note of a kind no one knows.');
    expect(warm.files.get('docs/next/intro.html')).toContain('quokkaflux');
    // The search index and llms.txt hold the released version's entries as before.
    expect(warm.files.get('search-index/en.json')).toBe(cold.files.get('search-index/en.json'));
    expect(warm.files.get('llms.txt')).toBe(cold.files.get('llms.txt'));
    expect(warm.diagnostics).toEqual(cold.diagnostics);
  }, 180_000);

  it('reports a warning of the released version again on a warm build', () => {
    expect(warmSeen.parsed.filter((file) => file.startsWith('versioned/'))).toEqual([]);
    const warning = warm.diagnostics.find((diagnostic) => diagnostic.file === 'versioned/1.0/content/en/docs/intro.md' && diagnostic.severity === 'warning');
    expect(warning).toMatchObject({ message: expect.stringContaining('nosuchkind') as unknown, line: expect.any(Number) as unknown });
    // And it is reported, as the first build reported it.
    expect(warm.warnings.some((line) => line.includes('versioned/1.0/content/en/docs/intro.md') && line.includes('nosuchkind'))).toBe(true);
  }, 180_000);

  it('fails a warm build on a link of the released version that Next broke, and checks links from Next into the released version', async () => {
    const before = fs.readFileSync(nextIntro, 'utf8');
    try {
      // The anchor 1.0 links to is gone from Next's page; 1.0 is unchanged and taken whole.
      fs.writeFileSync(nextIntro, before.replace('## State of the project', '## Where the project is'));
      const broken = await failure(root);
      expect(released.parsed()).toEqual([]);
      expect(released.rendered()).toEqual([]);
      expect(broken.map((d) => `${d.severity} ${d.file}: ${d.message}`)).toContainEqual(expect.stringMatching(/^error versioned\/1\.0\/content\/en\/docs\/intro\.md: .*\/docs\/next\/intro#state-of-the-project/));

      // Next links to an anchor 1.0's page (taken whole, so known from its kept scan) has not.
      fs.writeFileSync(nextIntro, before.replace('/docs/intro#the-three-parts', '/docs/intro#the-four-parts'));
      seen.parsed.length = 0;
      const missing = await failure(root);
      expect(released.parsed()).toEqual([]);
      expect(missing.map((d) => `${d.severity} ${d.file}: ${d.message}`)).toContainEqual(expect.stringMatching(/^error content\/en\/docs\/intro\.md: .*\/docs\/intro#the-four-parts/));
    } finally {
      fs.writeFileSync(nextIntro, before);
    }
    // And with the anchors back, the build holds.
    const good = await build(root, true);
    expect(good.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([]);
  }, 240_000);

  it('makes the released version again when its snapshot changes, as a build without a cache does', async () => {
    edit(intro, (text) => `${text}\nA sentence added to the 1.0 snapshot.\n`);
    const warm = await build(root, true);
    expect(released.parsed()).toContain('versioned/1.0/content/en/docs/intro.md');
    const cold = await build(root, false);
    for (const [file, contents] of cold.files) expect(warm.files.get(file), file).toBe(contents);
    expect(warm.files.get('docs/intro.html')).toContain('A sentence added to the 1.0 snapshot.');
    // The next build takes it whole again.
    seen.parsed.length = 0;
    const again = await build(root, true);
    expect(released.parsed()).toEqual([]);
    expect(again.files.get('docs/intro.html')).toBe(cold.files.get('docs/intro.html'));
  }, 240_000);
});
