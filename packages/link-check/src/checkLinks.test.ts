import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '@laguna-docs/config';
import { formatDiagnostic, type LinkRecord } from '@laguna-docs/shared';
import { checkLinks, type CheckLinksOptions } from './checkLinks.js';
import { configLinks } from './configLinks.js';
import { linkSummary } from './reportLinks.js';
import { memoryFiles } from './siteFiles.js';
import type { PageSource, SiteFile } from './types.js';

// A two-locale site under /b/ whose theme renders a navbar (from the config) and a sidebar on every page.
const siteInput = {
  title: 'T',
  url: 'https://example.org',
  basePath: '/b/',
  locales: { default: 'en', items: [{ code: 'en', label: 'English' }, { code: 'sl', label: 'Slovenščina' }] },
};
const config = siteConfigSchema.parse({
  ...siteInput,
  navbar: [
    { type: 'link', label: 'Docs', to: '/docs/intro' },
    { type: 'link', label: { en: 'Guide', sl: 'Vodnik' }, to: '/guide' },
  ],
});

function shell(prefix: string, main: string): string {
  const navbar = `<nav><a href="/b${prefix}/docs/intro">Docs</a><a href="/b${prefix}/guide">Guide</a></nav>`;
  const sidebar = `<aside><a href="/b${prefix}/docs/intro">Intro</a><a href="/b${prefix}/docs/users">Users</a></aside>`;
  return `<!doctype html><html><head><link rel="stylesheet" href="/b/assets/theme.css"><link rel="canonical" href="https://example.org/b${prefix}/"></head><body>${navbar}${sidebar}<main id="main">${main}</main></body></html>`;
}

const users = '<h1>Users</h1><h2 id="user-roles">Roles</h2>';
const md = (file: string, line: number, written: string, href: string): LinkRecord => ({ origin: 'markdown', file, line, column: 3, written, href });

/** The fixture with one break of each kind; `fix` repairs them all. */
function site(fix = false): Pick<CheckLinksOptions, 'files' | 'pages'> {
  const intro = fix ? ['/b/docs/users', '/b/docs/users#user-roles', '/b/assets/theme.css'] : ['/b/docs/no-such-page', '/b/docs/users#no-such-heading', '/b/img/logo.svg'];
  const slLink = fix ? '/b/sl/docs/users' : '/b/sl/docs/userz';
  const specLink = fix ? '/b/docs/intro' : '/b/docs/gone';
  const files: SiteFile[] = [
    { path: 'assets/theme.css', contents: 'body{}' },
    { path: 'index.html', contents: shell('', '<h1>Home</h1>') },
    { path: 'docs/intro.html', contents: shell('', intro.map((href) => `<a href="${href}">x</a>`).join('')) },
    { path: 'docs/users.html', contents: shell('', users) },
    // The breadcrumb to /api is the theme's own: no record claims it.
    { path: 'api/login.html', contents: shell('', `<a href="/b/api">API</a><h1>Log in</h1><p>See <a href="${specLink}">sessions</a>.</p>`) },
    { path: 'sl/index.html', contents: shell('/sl', '<h1>Domov</h1>') },
    { path: 'sl/docs/intro.html', contents: shell('/sl', `<a href="${slLink}">uporabniki</a>`) },
    { path: 'sl/docs/users.html', contents: shell('/sl', users) },
  ];
  if (fix) files.push({ path: 'guide.html', contents: shell('', '') }, { path: 'sl/guide.html', contents: shell('/sl', '') }, { path: 'api.html', contents: shell('', '') });
  const pages: PageSource[] = [
    { file: 'docs/intro.html', locale: 'en', source: 'content/en/docs/intro.md', links: [md('content/en/docs/intro.md', 5, '/docs/no-such-page', intro[0]!), md('content/en/docs/intro.md', 7, './02-users.md#no-such-heading', intro[1]!), md('content/en/docs/intro.md', 9, '/img/logo.svg', intro[2]!)] },
    { file: 'sl/docs/intro.html', locale: 'sl', source: 'content/sl/docs/intro.md', links: [md('content/sl/docs/intro.md', 4, '/docs/userz', slLink)] },
    { file: 'api/login.html', locale: 'en', links: [{ origin: 'spec', file: 'openapi/api.yaml', line: 12, column: 20, pointer: '/paths/~1login/post/description', written: '/docs/gone', href: specLink }] },
  ];
  return { files: memoryFiles(files), pages };
}

const options = (fixture: Pick<CheckLinksOptions, 'files' | 'pages'>): CheckLinksOptions => ({
  ...fixture,
  basePath: '/b/',
  siteUrl: 'https://example.org',
  configLinks: configLinks({ config, file: 'laguna-docs.config.ts' }),
  localeFolders: ['sl'],
  defaultLocale: 'en',
  outLabel: 'build',
});

describe('checkLinks', () => {
  it('reports each break at its source, with the broken target and a suggestion', async () => {
    const report = await checkLinks(options(site()));
    expect([...report.diagnostics.map(formatDiagnostic), linkSummary(report.diagnostics.length)].join('\n')).toMatchInlineSnapshot(`
      "build/api/login.html error broken link "/b/api" (not from any markdown, config or spec file): no page at /b/api [link/missing-page]
      content/en/docs/intro.md:5:3 error broken link "/docs/no-such-page": no page at /b/docs/no-such-page [link/missing-page]
      content/en/docs/intro.md:7:3 error broken link "./02-users.md#no-such-heading": /b/docs/users has no element with id "no-such-heading" [link/missing-anchor]
      content/en/docs/intro.md:9:3 error broken link "/img/logo.svg": no file at /b/img/logo.svg [link/missing-file]
      content/sl/docs/intro.md:4:3 error broken link "/docs/userz": no page at /b/sl/docs/userz [link/missing-page]
        hint: did you mean "/docs/users"?
      laguna-docs.config.ts error navbar item 2 "Guide": broken link "/guide": no page at /b/guide or /b/sl/guide [link/missing-page]
      openapi/api.yaml:12:20 error broken link "/docs/gone" in /paths/~1login/post/description: no page at /b/docs/gone [link/missing-page]
      ✖ 7 broken links"
    `);
    expect(report.stats).toMatchObject({ pages: 7 });
  }, 20_000);

  it('finds the same with the in-memory pass alone, as on a site too big for linkinator to read', async () => {
    const read = await checkLinks(options(site()));
    const alone = await checkLinks({ ...options(site()), readPages: false });
    expect(alone.diagnostics).toEqual(read.diagnostics);
    expect(alone.stats.crawled).toBe(0);
  }, 20_000);

  it('passes the same site once every link is fixed', async () => {
    const report = await checkLinks(options(site(true)));
    expect(report.diagnostics).toEqual([]);
    expect(report.stats.links).toBeGreaterThan(40);
  }, 20_000);

  it('reports a broken link of a navbar dropdown at its line in the config', async () => {
    const source = [
      'export default defineConfig({',
      '  navbar: [',
      "    { type: 'dropdown', label: 'More', items: [",
      "      { label: 'Guide', to: '/guide' },",
      "      { label: 'Old guide', to: '/old-guide' },",
      '    ] },',
      '  ],',
      '});',
    ].join('\n');
    const withDropdown = siteConfigSchema.parse({
      ...siteInput,
      navbar: [{ type: 'dropdown', label: 'More', items: [{ label: 'Guide', to: '/guide' }, { label: 'Old guide', to: '/old-guide' }] }],
    });
    // The theme renders the dropdown's links on every page, as its navbar links.
    const page = (prefix: string, main: string) =>
      `<!doctype html><html><body><nav><ul><li><a href="/b${prefix}/guide">Guide</a></li><li><a href="/b${prefix}/old-guide">Old guide</a></li></ul></nav><main id="main">${main}</main></body></html>`;
    const files = memoryFiles([
      { path: 'index.html', contents: page('', '<h1>Home</h1>') },
      { path: 'guide.html', contents: page('', '<h1>Guide</h1>') },
      { path: 'sl/index.html', contents: page('/sl', '<h1>Domov</h1>') },
      { path: 'sl/guide.html', contents: page('/sl', '<h1>Vodnik</h1>') },
    ]);
    const report = await checkLinks({ ...options({ files, pages: [] }), configLinks: configLinks({ config: withDropdown, file: 'laguna-docs.config.ts', text: source }) });
    expect(report.diagnostics.map(formatDiagnostic).join('\n')).toMatchInlineSnapshot(`"laguna-docs.config.ts:5:33 error navbar item 1 "More" item 2 "Old guide": broken link "/old-guide": no page at /b/old-guide or /b/sl/old-guide [link/missing-page]"`);
  }, 20_000);

  it('gives warnings instead of errors when asked to', async () => {
    const report = await checkLinks({ ...options(site()), severity: 'warning' });
    expect(new Set(report.diagnostics.map((d) => d.severity))).toEqual(new Set(['warning']));
  }, 20_000);

  it('reports at the output pages when it does not know where links were written', async () => {
    const report = await checkLinks({ ...options(site()), pages: undefined, configLinks: [] });
    expect(report.diagnostics.filter((d) => d.file === 'build/sl/docs/intro.html').map(formatDiagnostic).join('\n')).toMatchInlineSnapshot(`
      "build/sl/docs/intro.html error broken link "/b/sl/docs/userz": no page at /b/sl/docs/userz [link/missing-page]
        hint: did you mean "/b/sl/docs/users"?
      build/sl/docs/intro.html error broken link "/b/sl/guide": no page at /b/sl/guide (on 3 pages) [link/missing-page]"
    `);
  }, 20_000);

  it('reports what only linkinator reads, such as a refresh target, at the output page', async () => {
    const { files, pages } = site(true);
    const refresh = '<meta http-equiv="refresh" content="5;url=/b/gone">';
    const all = await Promise.all([...files.paths].map(async (path) => ({ path, contents: path === 'index.html' ? shell('', refresh) : await files.read(path) })));
    const report = await checkLinks(options({ files: memoryFiles(all), ...(pages ? { pages } : {}) }));
    expect(report.broken.map(({ kind, file, written }) => ({ kind, file, written }))).toEqual([{ kind: 'page', file: 'build/index.html', written: '/b/gone' }]);
    // The in-memory pass reads it too.
    const alone = await checkLinks({ ...options({ files: memoryFiles(all), ...(pages ? { pages } : {}) }), readPages: false });
    expect(alone.broken.map(({ kind, file, written }) => ({ kind, file, written }))).toEqual([{ kind: 'page', file: 'build/index.html', written: '/b/gone' }]);
  }, 20_000);
});
