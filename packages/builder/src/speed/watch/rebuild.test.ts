import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type ResolvedConfig } from '@laguna-docs/config';
import { buildSite } from '../../buildSite.js';
import { createWatchSession, sessionState, type WatchSession } from './watchSession.js';
import { writeFile } from '../../testing/siteFiles.js';

// A two-locale site in a temp folder, rebuilt in memory with one cache as watch mode does.
let site: string;
let config: ResolvedConfig;

function write(relPath: string, text: string): void {
  writeFile(site, relPath, text);
}

async function rebuild(session: WatchSession) {
  session.begin();
  const result = await buildSite({ config, watch: session, write: false, linkCheck: 'off' });
  return { result, report: session.finish(true), html: (file: string) => String(result.files.find((f) => f.path === file)?.contents) };
}

beforeEach(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-rebuild-'));
  write('laguna-docs.config.mjs', `export default { title: 'T', url: 'https://example.org', locales: { default: 'en', items: [{ code: 'en', label: 'English' }, { code: 'sl', label: 'Slovenščina' }] } };\n`);
  write('content/en/docs/intro.md', '# Intro\n\nSee [the guide](./guide.md).\n');
  write('content/en/docs/guide.md', '# Guide\n\nHello.\n');
  write('content/sl/docs/intro.md', '# Uvod\n\nPozdravljeni.\n');
  config = await loadConfig({ cwd: site });
});

afterEach(() => {
  fs.rmSync(site, { recursive: true, force: true });
});

describe('rebuilding with a warm cache', () => {
  it('loads the theme and bundles the client once, and parses nothing again when nothing changed', async () => {
    const cache = createWatchSession();
    const first = await rebuild(cache);
    expect(first.report).toMatchObject({ parsed: 4, reused: 0, themeLoaded: true, clientBundled: true });
    const second = await rebuild(cache);
    expect(second.report).toEqual({ parsed: 0, reused: 4, rendered: 0, renderReused: first.report.rendered, themeLoaded: false, clientBundled: false, markdownReset: false, apiLoaded: false });
    expect(second.result.files).toEqual(first.result.files);
  });

  it('renders again only the pages an edit of the text reaches', async () => {
    const cache = createWatchSession();
    const first = await rebuild(cache);
    write('content/en/docs/guide.md', '# Guide\n\nNew words.\n');
    const { report, html } = await rebuild(cache);
    // The English page and the Slovenian page showing it untranslated; the title is the same, so no sidebar changed.
    expect(report).toMatchObject({ parsed: 2, rendered: 2, renderReused: first.report.rendered - 2 });
    expect(html('docs/guide.html')).toContain('New words.');
    expect(html('sl/docs/guide.html')).toContain('New words.');
  });

  it('renders an .mdx page again when a partial it imports changed', async () => {
    write('content/en/docs/setup.mdx', "import Steps from './_steps.mdx';\n\n# Setup\n\n<Steps />\n");
    write('content/en/docs/_steps.mdx', 'First steps.\n');
    const cache = createWatchSession();
    expect((await rebuild(cache)).html('docs/setup.html')).toContain('<p>First steps.</p>');
    write('content/en/docs/_steps.mdx', 'Changed steps.\n');
    const { html } = await rebuild(cache);
    expect(html('docs/setup.html')).toContain('<p>Changed steps.</p>');
    expect(html('sl/docs/setup.html')).toContain('<p>Changed steps.</p>');
  });

  it('gives the same files as a build without a cache', async () => {
    const cache = createWatchSession();
    await rebuild(cache);
    write('content/en/docs/guide.md', '# Guide, renamed\n\nNew words.\n');
    const warm = await rebuild(cache);
    const cold = await buildSite({ config, write: false, linkCheck: 'off' });
    expect(warm.result.files).toEqual(cold.files);
  });

  it('re-parses only the edited file and shows its new title in the other pages’ sidebars', async () => {
    const cache = createWatchSession();
    await rebuild(cache);
    write('content/sl/docs/intro.md', '# Uvod na novo\n\nPozdravljeni.\n');
    const { report, html } = await rebuild(cache);
    expect(report).toMatchObject({ parsed: 1, reused: 3, markdownReset: false });
    expect(html('sl/docs/guide.html')).toContain('Uvod na novo');
    expect(html('docs/guide.html')).not.toContain('Uvod na novo');
  });

  it('re-parses the pages linking to an added page, so their links stop being broken', async () => {
    const cache = createWatchSession();
    write('content/en/docs/intro.md', '# Intro\n\nSee [later](./later.md).\n');
    const before = await rebuild(cache);
    expect(before.result.diagnostics.map((d) => d.code)).toContain('markdown/broken-file-link');
    write('content/en/docs/later.md', '# Later\n');
    const after = await rebuild(cache);
    // The new page in both locales, and the one page whose link looked for it; not the others.
    expect(after.report).toMatchObject({ markdownReset: true, parsed: 3, reused: 3 });
    expect(after.result.diagnostics.map((d) => d.code)).not.toContain('markdown/broken-file-link');
    expect(after.html('docs/intro.html')).toContain('href="/docs/later"');
    expect(after.html('docs/intro.html')).toContain('Later');
  });

  it('re-parses a page whose link target was renamed, and moves a translation with its original', async () => {
    const cache = createWatchSession();
    await rebuild(cache);
    fs.renameSync(path.join(site, 'content/en/docs/guide.md'), path.join(site, 'content/en/docs/manual.md'));
    const renamed = await rebuild(cache);
    expect(renamed.result.diagnostics).toContainEqual(expect.objectContaining({ code: 'markdown/broken-file-link', file: 'content/en/docs/intro.md' }));
    expect(renamed.html('docs/manual.html')).toContain('Hello.');

    // A new slug moves the English page and, with it, its unchanged translation.
    write('content/en/docs/intro.md', '---\nslug: start\n---\n# Intro\n\nSee [the manual](./manual.md).\n');
    const moved = await rebuild(cache);
    expect(moved.result.files.map((f) => f.path)).not.toContain('sl/docs/intro.html');
    expect(moved.html('sl/docs/start.html')).toContain('Pozdravljeni.');
    expect(moved.html('docs/start.html')).toContain('href="/docs/manual"');
  });

  it('drops the routes and sidebar entries of a deleted page', async () => {
    const cache = createWatchSession();
    await rebuild(cache);
    fs.rmSync(path.join(site, 'content/en/docs/guide.md'));
    const { result, html } = await rebuild(cache);
    expect(result.files.map((f) => f.path)).not.toContain('docs/guide.html');
    expect(result.files.map((f) => f.path)).not.toContain('sl/docs/guide.html');
    expect(html('docs/intro.html')).not.toContain('/docs/guide"');
  });

  it('bundles again when the theme stylesheet changes', async () => {
    const cache = createWatchSession();
    await rebuild(cache);
    const { state } = sessionState(cache);
    expect(state.client).toBeDefined();
    // Pretend the stylesheet was rewritten: its recorded fingerprint no longer matches.
    state.client = { ...state.client!, stamp: 'before the edit' };
    const { report } = await rebuild(cache);
    expect(report.clientBundled).toBe(true);
  });

  it('keeps the loaded spec and its pages across markdown edits, and reloads them when the spec changes', async () => {
    const spec = (summary: string) => `openapi: 3.0.3\ninfo:\n  title: Test API\n  version: 1.0.0\ntags:\n  - name: health\npaths:\n  /ping:\n    get:\n      operationId: ping_get\n      summary: ${summary}\n      tags: [health]\n      responses:\n        '200':\n          description: Pong\n`;
    write('api.yaml', spec('Ping the server'));
    write('laguna-docs.config.mjs', `export default { title: 'T', url: 'https://example.org', openapi: { spec: 'api.yaml', route: '/api' }, locales: { default: 'en', items: [{ code: 'en', label: 'English' }, { code: 'sl', label: 'Slovenščina' }] } };\n`);
    config = await loadConfig({ cwd: site });
    const cache = createWatchSession();
    const first = await rebuild(cache);
    expect(first.report.apiLoaded).toBe(true);
    expect(first.html('api/ping-get.html')).toContain('Ping the server');

    write('content/en/docs/guide.md', '# Guide\n\nNew words.\n');
    const edit = await rebuild(cache);
    expect(edit.report).toMatchObject({ apiLoaded: false, rendered: 2 });

    write('api.yaml', spec('Ping it, again'));
    const changed = await rebuild(cache);
    expect(changed.report.apiLoaded).toBe(true);
    expect(changed.html('api/ping-get.html')).toContain('Ping it, again');
    expect(changed.html('sl/api/ping-get.html')).toContain('Ping it, again');
  });

  it('reloads the spec when a file one of its $refs names changes', async () => {
    const ping = (summary: string) => `get:\n  operationId: ping_get\n  summary: ${summary}\n  responses:\n    '200':\n      description: Pong\n`;
    write('api.yaml', `openapi: 3.0.3\ninfo:\n  title: Test API\n  version: 1.0.0\npaths:\n  /ping:\n    $ref: paths/ping.yaml\n`);
    write('paths/ping.yaml', ping('Ping the server'));
    write('laguna-docs.config.mjs', `export default { title: 'T', url: 'https://example.org', openapi: { spec: 'api.yaml', route: '/api' } };\n`);
    config = await loadConfig({ cwd: site });
    const cache = createWatchSession();
    const first = await rebuild(cache);
    expect(first.html('api/ping-get.html')).toContain('Ping the server');
    expect(sessionState(cache).state.api?.site.files).toEqual([path.join(site, 'api.yaml'), path.join(site, 'paths/ping.yaml')]);
    // The dev server watches them.
    expect(cache.inputs(site).slice(0, 2)).toEqual([path.join(site, 'api.yaml'), path.join(site, 'paths/ping.yaml')]);

    write('content/en/docs/guide.md', '# Guide\n\nNew words.\n');
    expect((await rebuild(cache)).report.apiLoaded).toBe(false);

    write('paths/ping.yaml', ping('Ping it from another file'));
    const changed = await rebuild(cache);
    expect(changed.report.apiLoaded).toBe(true);
    expect(changed.html('api/ping-get.html')).toContain('Ping it from another file');
  });

  it('parses every page again after forgetParses (a config change), and only then', async () => {
    const cache = createWatchSession();
    await rebuild(cache);
    cache.forgetParses();
    expect((await rebuild(cache)).report).toMatchObject({ parsed: 4, reused: 0 });
    expect((await rebuild(cache)).report).toMatchObject({ parsed: 0, reused: 4 });
  });

  it('forgets parses no build uses any more', async () => {
    const cache = createWatchSession();
    await rebuild(cache);
    for (const version of ['one', 'two', 'three']) {
      write('content/en/docs/guide.md', `# Guide\n\n${version}\n`);
      await rebuild(cache);
    }
    expect(sessionState(cache).markdown.size).toBe(4);
  });
});
