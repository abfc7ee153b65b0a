import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type ResolvedConfig } from '@laguna-docs/config';
import { createIndex, search } from '@laguna-docs/client/search';
import { isUserError, type SearchDocument } from '@laguna-docs/shared';
import { buildSite } from './buildSite.js';
import { writeFile } from './testing/siteFiles.js';

// Builds the real Laguna site from the repository's content/ into a temporary folder.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const docsRoutes = [
  '/',
  '/markdown-page',
  '/docs',
  '/docs/intro',
  ...['backend', 'contributing', 'frontend', 'overview'].map((slug) => `/docs/category/${slug}`),
  ...['authentication', 'authorization', 'peers', 'swarms', 'torrents', 'users'].map((name) => `/docs/overview/${name}`),
  '/docs/contributing',
  ...['ci', 'configuration', 'coverage', 'documentation', 'migrations', 'performance', 'project_structure', 'requirements', 'setup_and_run', 'squeal', 'submitting_changes', 'testing'].map((name) => `/docs/contributing/backend/${name}`),
  ...['building_and_running', 'documentation', 'prep', 'requirements', 'testing', 'troubleshooting'].map((name) => `/docs/contributing/frontend/${name}`),
];

const fileOf = (prefix: string, route: string) => (route === '/' ? `${prefix}index.html` : `${prefix}${route.slice(1)}.html`);

describe('building the Laguna site', () => {
  let outDir: string;
  let config: ResolvedConfig;

  beforeAll(async () => {
    outDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-e2e-')), 'site');
    config = await loadConfig({ cwd: repoRoot, outDir });
    await buildSite({ config });
  });

  it('writes every docs route in en and sl, without trailing slashes', () => {
    for (const prefix of ['', 'sl/']) {
      for (const route of docsRoutes) {
        expect(fs.existsSync(path.join(outDir, fileOf(prefix, route))), `${prefix}${route}`).toBe(true);
      }
      expect(fs.existsSync(path.join(outDir, `${prefix}404.html`))).toBe(true);
    }
  });

  it('sets <html lang> per locale and links the locales to each other', () => {
    const en = fs.readFileSync(path.join(outDir, 'docs/intro.html'), 'utf8');
    const sl = fs.readFileSync(path.join(outDir, 'sl/docs/intro.html'), 'utf8');
    expect(en).toMatch(/^<!doctype html>\n<html lang="en"/);
    expect(sl).toMatch(/^<!doctype html>\n<html lang="sl"/);
    expect(en).toContain('<link rel="alternate" hreflang="sl" href="https://sloveniaengineering.github.io/laguna-docs/sl/docs/intro">');
    expect(en).toContain('<link rel="canonical" href="https://sloveniaengineering.github.io/laguna-docs/docs/intro">');
  });

  it('links each page to its file for editing and dates it from git', () => {
    const sl = fs.readFileSync(path.join(outDir, 'sl/docs/intro.html'), 'utf8');
    expect(sl).toContain('<a class="page-edit" href="https://github.com/SloveniaEngineering/laguna-docs/edit/master/content/sl/docs/intro.md" rel="noopener">');
    expect(sl).toMatch(/<p class="page-updated">Zadnja sprememba: <time dateTime="\d{4}-\d\d-\d\dT[\d:.]+Z">\d{1,2}\. \p{L}+ \d{4}<\/time><\/p>/u);
  });

  it('references content-hashed assets that exist', () => {
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const assets = [...html.matchAll(/(?:href|src)="\/laguna-docs\/(assets\/[^"]+)"/g)].map((match) => match[1]!);
    expect(assets.some((asset) => /^assets\/app\.[0-9a-f]{10}\.js$/.test(asset))).toBe(true);
    expect(assets.some((asset) => /^assets\/theme\.[a-f0-9]{10}\.css$/.test(asset))).toBe(true);
    for (const asset of assets) expect(fs.existsSync(path.join(outDir, asset)), asset).toBe(true);
  });

  it('writes a sitemap with hreflang alternates and a robots.txt', () => {
    const sitemap = fs.readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://sloveniaengineering.github.io/laguna-docs/sl/docs/intro</loc>');
    expect(sitemap).not.toContain('404');
    expect(fs.readFileSync(path.join(outDir, 'robots.txt'), 'utf8')).toContain('Sitemap: https://sloveniaengineering.github.io/laguna-docs/sitemap.xml');
  });

  it('writes a search index per locale, in its language', () => {
    const en = JSON.parse(fs.readFileSync(path.join(outDir, 'search-index/en.json'), 'utf8')) as SearchDocument[];
    const sl = JSON.parse(fs.readFileSync(path.join(outDir, 'search-index/sl.json'), 'utf8')) as SearchDocument[];
    expect(en.map((doc) => doc.r)).toContain('/api/torrent-put');
    expect(en.find((doc) => doc.r === '/docs/intro')?.t).toBe('Introduction');
    expect(sl.find((doc) => doc.r === '/docs/intro')?.t).toBe('Uvod');
    expect(en.some((doc) => doc.r === '/404')).toBe(false);
  });

  it('indexes whole pages, API pages included, so typos, prefixes and the end of the longest page are found', () => {
    const read = (locale: string) => createIndex(JSON.parse(fs.readFileSync(path.join(outDir, `search-index/${locale}.json`), 'utf8')) as SearchDocument[]);
    const en = read('en');
    const top = (query: string, count = 3) => search(en, query).slice(0, count).map((result) => result.route + (result.hash ? `#${result.hash}` : ''));
    expect(top('torrnt', 1)).toEqual(['/docs/overview/torrents']);
    expect(top('authentcation', 1)).toEqual(['/docs/overview/authentication']);
    expect(top('annouce').some((hit) => hit.startsWith('/docs/overview/peers') || hit === '/api/peer-announce')).toBe(true);
    expect(top('torr', 1)).toEqual(['/docs/overview/torrents']);
    // The last words of the longest page (content/en/docs/overview/authentication.md, 11 KB), far past
    // the 3,000 characters the index used to keep, open at their heading.
    expect(search(en, 'put a TLS proxy in front, before real users log in')[0]).toMatchObject({ route: '/docs/overview/authentication', hash: expect.any(String) });
    // Operations and their parts are searchable: a response of an operation opens at it.
    expect(search(en, 'peer_id').some((result) => result.route === '/api/peer-announce')).toBe(true);
    expect(search(read('sl'), 'zeton')[0]?.route.startsWith('/docs/')).toBe(true);
  });

  it('writes llms.txt, llms-full.txt and a markdown copy of every page, linked from its head', () => {
    const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');
    const origin = 'https://sloveniaengineering.github.io/laguna-docs';
    const llms = read('llms.txt');
    expect(llms.split('\n').slice(0, 3)).toEqual(['# Laguna docs', '', '> Documentation for Laguna, a private BitTorrent tracker with a JSON API']);
    expect(llms).toContain(`- [Introduction](${origin}/docs/intro.md): What Laguna is`);
    expect(llms).toContain(`- [Log in](${origin}/api/login.md): POST /api/user/auth/login`);
    expect(llms).toMatch(/## Docs[\s\S]*## API[\s\S]*## Pages/);
    expect(read('sl/llms.txt')).toContain(`- [Uvod](${origin}/sl/docs/intro.md)`);
    // Every page listed has its copy, and the full file holds them all.
    const listed = [...llms.matchAll(/\]\((https:[^)]+)\)/g)].map((match) => match[1]!.slice(origin.length + 1));
    // The same pages as the search index: all but the 404 page and `/api`, which repeats the introduction.
    expect(listed.length).toBe((JSON.parse(read('search-index/en.json')) as SearchDocument[]).length);
    for (const file of listed) expect(fs.existsSync(path.join(outDir, file)), file).toBe(true);
    const full = read('llms-full.txt');
    expect(full).toContain(`Source: ${origin}/docs/overview/authentication.md`);
    expect(full).toContain('before real users log in.');
    expect(full).toContain('`POST /api/user/auth/login`');

    // A docs page is its source without front matter, its links made addresses of the copies.
    const intro = read('sl/docs/intro.md');
    expect(intro.startsWith('# Uvod\n')).toBe(true);
    expect(intro).not.toContain('translation_of');
    expect(intro).toContain(`](${origin}/sl/docs/overview/authentication.md)`);
    // An operation page is written as markdown: method and path, body, responses and schemas.
    const login = read('api/login.md');
    expect(login.startsWith('# Log in\n\n`POST /api/user/auth/login`\n')).toBe(true);
    for (const part of ['## Request body', 'Content type `application/json`, schema `LoginDTO`.', '## Responses', '### 401 Unauthorized', '- `X-Access-Token` (string): The access token', '```bash\ncurl -X POST', '## Schemas', '### LoginDTO', '- `username_or_email` (string, required; length 5–50)']) expect(login).toContain(part);
    expect(read('api/torrent-get.md')).toMatch(/## Parameters\n\n\| Name \| In \| Type \| Required \| Description \|\n\| --- \| --- \| --- \| --- \| --- \|\n\| `info_hash` \| path \| `InfoHash` \| yes \|/);

    expect(read('docs/intro.html')).toContain(`<link rel="alternate" type="text/markdown" href="${origin}/docs/intro.md">`);
    expect(read('sl/index.html')).toContain(`<link rel="alternate" type="text/markdown" href="${origin}/sl/index.md">`);
    expect(read('404.html')).not.toContain('text/markdown');
  });

  it('gives byte-identical output for the same input', async () => {
    const again = await buildSite({ config, write: false, linkCheck: 'off' });
    for (const file of again.files) {
      const written = fs.readFileSync(path.join(outDir, file.path));
      expect(Buffer.compare(written, Buffer.from(file.contents)), file.path).toBe(0);
    }
  });
});

describe('a site without search', () => {
  it('writes no index and shows no search button', async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-nosearch-'));
    fs.mkdirSync(path.join(site, 'content/en/pages'), { recursive: true });
    fs.writeFileSync(path.join(site, 'laguna-docs.config.mjs'), `export default { title: 'T', url: 'https://example.org', search: false };\n`);
    fs.writeFileSync(path.join(site, 'content/en/pages/index.md'), '# Home\n');
    const result = await buildSite({ config: await loadConfig({ cwd: site }), write: false });
    expect(result.files.some((file) => file.path.startsWith('search-index/'))).toBe(false);
    const home = String(result.files.find((file) => file.path === 'index.html')?.contents);
    expect(home).not.toContain('data-laguna-search');
    expect(home).not.toContain('"searchIndex"');
  });
});

describe('static files', () => {
  const site = () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-static-'));
    fs.mkdirSync(path.join(root, 'content/en/docs'), { recursive: true });
    fs.mkdirSync(path.join(root, 'content/en/pages'), { recursive: true });
    fs.mkdirSync(path.join(root, 'static/docs'), { recursive: true });
    fs.writeFileSync(path.join(root, 'laguna-docs.config.mjs'), `export default { title: 'T', url: 'https://example.org' };\n`);
    fs.writeFileSync(path.join(root, 'content/en/pages/index.md'), '# Home\n');
    fs.writeFileSync(path.join(root, 'content/en/docs/intro.md'), '# Intro\n');
    fs.writeFileSync(path.join(root, 'static/robots.txt'), 'User-agent: *\nDisallow: /\n');
    fs.writeFileSync(path.join(root, 'static/docs/guide.pdf'), 'pdf');
    fs.mkdirSync(path.join(root, 'static/.well-known'));
    fs.writeFileSync(path.join(root, 'static/.well-known/security.txt'), 'Contact: mailto:security@example.org\n');
    fs.writeFileSync(path.join(root, 'static/.nojekyll'), '');
    fs.writeFileSync(path.join(root, 'static/docs/.DS_Store'), 'finder');
    return root;
  };

  // One site, built on disk once: the first case reads that build, the second adds a static file that would replace one of its pages.
  let root: string;
  let config: ResolvedConfig;
  beforeAll(async () => {
    root = site();
    config = await loadConfig({ cwd: root });
    await buildSite({ config });
  });

  it('are copied, dotfiles too, a robots.txt of their own replacing the generated one, in memory and on disk', async () => {
    const result = await buildSite({ config, write: false });
    expect(result.files.filter((file) => file.path === 'robots.txt').map((file) => String(file.contents))).toEqual(['User-agent: *\nDisallow: /\n']);
    expect(fs.readFileSync(path.join(root, 'build/robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /\n');
    expect(fs.readFileSync(path.join(root, 'build/docs/guide.pdf'), 'utf8')).toBe('pdf');
    expect(fs.readFileSync(path.join(root, 'build/.well-known/security.txt'), 'utf8')).toBe('Contact: mailto:security@example.org\n');
    expect(fs.existsSync(path.join(root, 'build/.nojekyll'))).toBe(true);
    // What operating systems leave in folders is not published.
    expect(fs.existsSync(path.join(root, 'build/docs/.DS_Store'))).toBe(false);
  });

  it('fail the build when one would replace a page, leaving the previous output as it was', async () => {
    const before = fs.readFileSync(path.join(root, 'build/docs/intro.html'), 'utf8');
    fs.writeFileSync(path.join(root, 'static/docs/intro.html'), 'not the page');
    const error = await buildSite({ config }).catch((e: unknown) => e);
    expect(isUserError(error) && error.diagnostics).toEqual([
      expect.objectContaining({ file: 'static/docs/intro.html', code: 'static/collision', message: 'the build writes "docs/intro.html" itself (a page); a static file may not replace it' }),
    ]);
    expect(fs.readFileSync(path.join(root, 'build/docs/intro.html'), 'utf8')).toBe(before);
  });
});

describe('files beside the markdown', () => {
  it('are published when a page links to them, each locale using its own or the default one', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-beside-'));
    const write = (file: string, text: string | Buffer) => writeFile(root, file, text);
    write('laguna-docs.config.mjs', `export default { title: 'T', url: 'https://example.org', basePath: '/site/', locales: { default: 'en', items: [{ code: 'en', label: 'English' }, { code: 'sl', label: 'Slovenščina' }] } };\n`);
    write('content/en/pages/index.md', '# Home\n');
    write('content/en/docs/01-guide/index.md', '# Guide\n\n![Flow](./flow.svg)\n\n<img src="img/chart.png" alt="Chart">\n\n[Slides](../slides.pdf#page=2)\n\n![Shot](./shot.png)\n\n<img src="./shot.png" alt="Small" width="200">\n');
    // A PNG's signature and header: 640 × 360.
    write('content/en/docs/01-guide/shot.png', Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452000002800000016808020000000000000000', 'hex')]));
    write('content/en/docs/01-guide/flow.svg', '<svg>en</svg>');
    write('content/en/docs/01-guide/img/chart.png', 'chart');
    write('content/en/docs/slides.pdf', 'pdf');
    write('content/en/docs/notes.txt', 'not for the site');
    write('content/sl/docs/01-guide/index.md', '# Vodnik\n\n![Potek](./flow.svg)\n\n<img src="img/chart.png" alt="Graf">\n');
    write('content/sl/docs/01-guide/flow.svg', '<svg>sl</svg>');
    const result = await buildSite({ config: await loadConfig({ cwd: root }), write: false });
    const text = (file: string) => String(result.files.find((entry) => entry.path === file)?.contents);
    const media = result.files.filter((file) => file.path.startsWith('assets/media/')).map((file) => [file.path, String(file.contents)] as const);
    expect([...media].sort(([, a], [, b]) => (a < b ? -1 : 1))).toEqual([
      [expect.stringMatching(/^assets\/media\/flow\.[0-9a-f]{10}\.svg$/), '<svg>en</svg>'],
      [expect.stringMatching(/^assets\/media\/flow\.[0-9a-f]{10}\.svg$/), '<svg>sl</svg>'],
      [expect.stringMatching(/^assets\/media\/chart\.[0-9a-f]{10}\.png$/), 'chart'],
      [expect.stringMatching(/^assets\/media\/slides\.[0-9a-f]{10}\.pdf$/), 'pdf'],
      [expect.stringMatching(/^assets\/media\/shot\.[0-9a-f]{10}\.png$/), expect.stringMatching(/^\uFFFDPNG/)],
    ]);
    const href = (contents: string) => `/site/${media.find(([, body]) => body === contents)![0]}`;
    expect(text('docs/guide.html')).toContain(`<img src="${href('<svg>en</svg>')}" alt="Flow" loading="lazy" decoding="async"/>`);
    expect(text('docs/guide.html')).toContain(`<img src="${href('chart')}" alt="Chart" loading="lazy" decoding="async"/>`);
    expect(text('docs/guide.html')).toContain(`href="${href('pdf')}#page=2"`);
    // A raster image beside the page comes with its size, unless the author gave one.
    const shot = `/site/${result.files.find((file) => /^assets\/media\/shot\./.test(file.path))!.path}`;
    expect(text('docs/guide.html')).toContain(`<img src="${shot}" alt="Shot" loading="lazy" decoding="async" width="640" height="360"/>`);
    expect(text('docs/guide.html')).toContain(`<img src="${shot}" alt="Small" width="200" loading="lazy" decoding="async"/>`);
    // The Slovenian page has its own diagram and shares the chart.
    expect(text('sl/docs/guide.html')).toContain(`<img src="${href('<svg>sl</svg>')}" alt="Potek" loading="lazy" decoding="async"/>`);
    expect(text('sl/docs/guide.html')).toContain(`<img src="${href('chart')}" alt="Graf" loading="lazy" decoding="async"/>`);
    expect(result.files.some((file) => String(file.contents) === 'not for the site')).toBe(false);
  });
});

describe('a failing build', () => {
  it('names the broken file and leaves the previous output untouched', async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-fail-'));
    fs.mkdirSync(path.join(site, 'content/en/docs'), { recursive: true });
    fs.writeFileSync(path.join(site, 'laguna-docs.config.mjs'), `export default { title: 'T', url: 'https://example.org' };\n`);
    fs.writeFileSync(path.join(site, 'content/en/docs/intro.md'), '# Intro\n\nHello.\n');
    // The theme links every page to the home page; without one the first build would fail its link check.
    fs.mkdirSync(path.join(site, 'content/en/pages'), { recursive: true });
    fs.writeFileSync(path.join(site, 'content/en/pages/index.md'), '# Home\n');
    const config = await loadConfig({ cwd: site });
    await buildSite({ config });
    const before = fs.readFileSync(path.join(site, 'build/docs/intro.html'), 'utf8');

    fs.writeFileSync(path.join(site, 'content/en/docs/intro.md'), '---\ntitle: [broken\n---\n# Intro\n');
    const error = await buildSite({ config }).catch((e: unknown) => e);
    expect(isUserError(error)).toBe(true);
    expect(isUserError(error) && error.diagnostics[0]).toMatchObject({ file: 'content/en/docs/intro.md', line: 3, code: 'front-matter/invalid-yaml' });
    expect(fs.readFileSync(path.join(site, 'build/docs/intro.html'), 'utf8')).toBe(before);
    expect(fs.readdirSync(site).filter((name) => name.startsWith('.build'))).toEqual([]);

    // A broken link fails the build too, and is found before anything is written.
    fs.writeFileSync(path.join(site, 'content/en/docs/intro.md'), '# Intro\n\nSee [nothing](/docs/no-such-page).\n');
    const linkError = await buildSite({ config }).catch((e: unknown) => e);
    expect(isUserError(linkError) && linkError.diagnostics[0]).toMatchObject({ file: 'content/en/docs/intro.md', line: 3, code: 'link/missing-page' });
    expect(fs.readFileSync(path.join(site, 'build/docs/intro.html'), 'utf8')).toBe(before);
  });
});
