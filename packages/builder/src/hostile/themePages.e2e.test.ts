import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostileSite } from '../testing/hostileSite.js';

// Theme overrides and React pages as a pull request could bring them: names that make odd routes, pages
// at a route the build makes a page at by itself, and symbolic links out of the site. Each is an error
// naming its file; no page replaces another without a word, and nothing from outside the site is read.
const site = hostileSite({ 'content/en/pages/index.md': '# Home\n', 'content/en/docs/intro.md': '# Intro\n', 'README.md': "The site's own README.\n" });
const page = (text: string) => `export default function Page() { return <p>${text}</p>; }\n`;
const spec = "openapi: 3.0.3\ninfo: { title: A, version: '1' }\npaths:\n  /x:\n    get:\n      operationId: getX\n      responses: { '200': { description: ok } }\n";

/** Makes `link` in the site a symbolic link to `target` beside it. */
function link(from: string, target: string): void {
  fs.mkdirSync(path.dirname(path.join(site.site, from)), { recursive: true });
  fs.symlinkSync(path.join(site.parent, target), path.join(site.site, from));
  site.input(from);
}

describe('React page names', () => {
  it('that make a route with "..", percent-encoded dots, a backslash or a control character are errors naming the file', async () => {
    expect(
      await site.failure({
        'src/pages/%2e%2e.tsx': page('A'),
        'src/pages/a/%2E%2E/b.tsx': page('B'),
        'src/pages/c\u0001d.tsx': page('C'),
        'src/pages/e\\..\\..\\x.tsx': page('D'),
      }),
    ).toMatchInlineSnapshot(`
      [
        "src/pages/%2e%2e.tsx error the route "/%2e%2e" has "%", which means something else in a URL, so no link could reach the page [content/unlinkable-route]",
        "src/pages/a/%2E%2E/b.tsx error the route "/a/%2E%2E/b" has "%", which means something else in a URL, so no link could reach the page [content/unlinkable-route]",
        "src/pages/cd.tsx error the route "/c�d" has control character U+0001, which means something else in a URL, so no link could reach the page [content/unlinkable-route]",
        "src/pages/e\\..\\..\\x.tsx error the route "/e\\..\\..\\x" has "\\", which means something else in a URL, so no link could reach the page [content/unlinkable-route]",
      ]
    `);
  });

  it('a file named "..." is a dotfile, not a page', async () => {
    const { ok } = await site.build({ 'src/pages/...tsx': page('DOTS') });
    expect(ok).toBe(true);
    expect(fs.readdirSync(site.outDir).filter((file) => file.startsWith('.') && file !== '.laguna-docs-output')).toEqual([]);
  });
});

describe('a page at a route another page has', () => {
  it('a docs page, the home page, a markdown page, a blog post or another React page: an error naming both files', async () => {
    expect(
      await site.failure({
        'src/pages/docs/intro.tsx': page('X'),
        'src/pages/index.tsx': page('X'),
        'content/en/pages/about.md': '# About\n',
        'src/pages/about.tsx': page('X'),
        'content/en/blog/2024-01-02-a.md': '# A\n',
        'src/pages/blog/a.tsx': page('X'),
        'src/pages/x.tsx': page('X'),
        'src/pages/x.mdx': '# X\n',
        'src/pages/y.tsx': page('Y'),
        'src/pages/y/index.tsx': page('Y'),
      }),
    ).toMatchInlineSnapshot(`
      [
        "src/pages/x.tsx error route "/x" comes from two files: src/pages/x.mdx and src/pages/x.tsx [content/duplicate-route]",
        "src/pages/about.tsx error route "/about" comes from two files: content/en/pages/about.md and src/pages/about.tsx [content/duplicate-route]",
        "src/pages/blog/a.tsx error route "/blog/a" comes from two files: content/en/blog/2024-01-02-a.md and src/pages/blog/a.tsx [content/duplicate-route]",
        "src/pages/docs/intro.tsx error route "/docs/intro" comes from two files: content/en/docs/intro.md and src/pages/docs/intro.tsx [content/duplicate-route]",
        "src/pages/index.tsx error route "/" comes from two files: content/en/pages/index.md and src/pages/index.tsx [content/duplicate-route]",
        "src/pages/y/index.tsx error route "/y" comes from two files: src/pages/y.tsx and src/pages/y/index.tsx [content/duplicate-route]",
      ]
    `);
  });

  it('a page the build makes: the blog\'s, the API reference\'s, the 404 page: an error naming the file', async () => {
    expect(
      await site.failure(
        {
          'content/en/blog/2024-01-02-a.md': '---\ntags: [x]\n---\n# A\n',
          'src/pages/blog/tags.tsx': page('X'),
          'content/en/pages/blog/archive.md': '# Archive\n',
          'openapi/api.yaml': spec,
          'src/pages/api.tsx': page('X'),
          'src/pages/api/get-x.tsx': page('X'),
          'src/pages/404.tsx': page('X'),
        },
        "  openapi: { spec: 'openapi/api.yaml' },\n",
      ),
    ).toMatchInlineSnapshot(`
      [
        "content/en/pages/blog/archive.md error "content/en/pages/blog/archive.md" has the route "/blog/archive", which is a page of the blog [content/duplicate-route]",
        "src/pages/404.tsx error "src/pages/404.tsx" has the route "/404", which is the page for missing addresses [content/duplicate-route]",
        "src/pages/api.tsx error "src/pages/api.tsx" has the route "/api", which is the API reference (/api and below) [content/duplicate-route]",
        "src/pages/api/get-x.tsx error "src/pages/api/get-x.tsx" has the route "/api/get-x", which is the API reference (/api and below) [content/duplicate-route]",
        "src/pages/blog/tags.tsx error "src/pages/blog/tags.tsx" has the route "/blog/tags", which is a page of the blog [content/duplicate-route]",
      ]
    `);
  });

  it('a markdown page at /404 too', async () => {
    expect(await site.failure({ 'content/en/pages/404.md': '# Lost\n' })).toMatchInlineSnapshot(`
      [
        "content/en/pages/404.md error "content/en/pages/404.md" has the route "/404", which is the page for missing addresses [content/duplicate-route]",
      ]
    `);
  });
});

describe('symbolic links out of the site', () => {
  it('in src/pages/, to a file or a folder: errors naming the link, nothing read', async () => {
    link('src/pages/secret.tsx', 'outside/Secret.tsx');
    link('src/pages/out', 'outside');
    expect((await site.failure({})).map((line) => line.replace(/"<parent>[^"]*"|"\/[^"]*"/, '"…"'))).toMatchInlineSnapshot(`
      [
        "src/pages/out error "src/pages/out" is a symbolic link to "…", outside the site's folder; it is not read [pages/link-outside-site]",
        "src/pages/secret.tsx error "src/pages/secret.tsx" is a symbolic link to "…", outside the site's folder; it is not read [pages/link-outside-site]",
      ]
    `);
  });

  it('in src/theme/, to a file or a folder: errors naming the link, nothing read', async () => {
    link('src/theme/Footer.tsx', 'outside/Secret.tsx');
    link('src/theme/Navbar', 'outside');
    expect((await site.failure({})).map((line) => line.replace(/"<parent>[^"]*"|"\/[^"]*"/, '"…"'))).toMatchInlineSnapshot(`
      [
        "src/theme/Footer.tsx error "src/theme/Footer.tsx" is a symbolic link to "…", outside the site's folder; it is not read [theme/link-outside-site]",
        "src/theme/Navbar error "src/theme/Navbar" is a symbolic link to "…", outside the site's folder; it is not read [theme/link-outside-site]",
      ]
    `);
  });

  it('the whole src/theme/ folder', async () => {
    link('src/theme', 'outside');
    expect((await site.failure({})).map((line) => line.replace(/"\/[^"]*"/, '"…"'))).toMatchInlineSnapshot(`
      [
        "src/theme error "src/theme" is a symbolic link to "<parent>/outside", outside the site's folder; it is not read [theme/link-outside-site]",
      ]
    `);
  });

  it('a page importing a component or data outside the site', async () => {
    const messages = await site.failure({
      'src/pages/imp.tsx': "import S from '../../../outside/Secret';\nexport default function P() { return <S />; }\n",
      'src/pages/rd.tsx': "import data from '../../../outside/secret.json';\nexport default function P() { return <p>{data.description}</p>; }\n",
    });
    expect(messages.map((line) => line.replace(/ ".*/, ''))).toMatchInlineSnapshot(`
      [
        "src/pages/imp.tsx:1:15 error a site component does not compile:",
        "src/pages/rd.tsx:1:18 error a site component does not compile:",
      ]
    `);
  });
});

describe('theme override names', () => {
  it('odd names and names of Object\'s own properties are unknown components; "_" and "." names are left alone', async () => {
    expect(
      await site.failure({
        'src/theme/Foo Bar.tsx': page('X'),
        'src/theme/constructor.tsx': page('X'),
        'src/theme/hasOwnProperty.tsx': page('X'),
        'src/theme/__proto__.tsx': page('X'),
        'src/theme/..tsx': page('X'),
      }),
    ).toMatchInlineSnapshot(`
      [
        "src/theme/constructor.tsx error "constructor" is not a component of the theme that a site can override [theme/unknown-override]",
        "src/theme/Foo Bar.tsx error "Foo Bar" is not a component of the theme that a site can override [theme/unknown-override]",
        "src/theme/hasOwnProperty.tsx error "hasOwnProperty" is not a component of the theme that a site can override [theme/unknown-override]",
      ]
    `);
  });

  it('a locale direction other than ltr or rtl is a config error', async () => {
    expect(await site.failure({}, "  locales: { default: 'en', items: [{ code: 'en', label: 'E', direction: 'rtl\" onload=\"x' }] },\n")).toMatchInlineSnapshot(`
      [
        "laguna-docs.config.mjs:4:63 error locales.items[0].direction: invalid option: expected one of "ltr"|"rtl" (allowed: "ltr", "rtl"); got "rtl\\" onload=\\"x" [config/invalid]",
      ]
    `);
  });
});
