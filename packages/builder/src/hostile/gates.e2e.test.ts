import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostileSite } from '../testing/hostileSite.js';

// Hostile input as a pull request could bring it: routes that lead out of the output folder, URLs that
// run script, `$ref`s to files outside the site, text that breaks images. After each case, whether the
// build failed or not, nothing outside the output folder has changed or appeared, and no file anywhere
// holds the canary (see `hostileSite`).
const hostile = hostileSite({
  'content/en/pages/index.md': '# Home\n',
  'content/en/docs/intro.md': '# Intro\n\nText.\n',
  'README.md': 'The site\'s own README.\n',
});
const { build, failure } = hostile;

describe('routes that lead out of the output folder', () => {
  it('a slug, an id or a category slug with ".." is an error at its line, and nothing is written', async () => {
    expect(
      await failure({
        'content/en/docs/intro.md': '---\ntitle: Intro\nslug: /../../README\n---\n# Intro\n',
        'content/en/docs/other.md': '---\nid: ..\n---\n# Other\n',
        'content/en/docs/encoded.md': '---\nslug: a/%2e%2e/%2E%2E/x\n---\n# Encoded\n',
      }),
    ).toMatchInlineSnapshot(`
      [
        "content/en/docs/encoded.md:2 error front matter "slug": must be a route of the site: "a/%2e%2e/%2E%2E/x" has a ".." segment, which would lead out of its folder [front-matter/invalid]",
        "content/en/docs/intro.md:3 error front matter "slug": must be a route of the site: "/../../README" has a ".." segment, which would lead out of its folder [front-matter/invalid]",
        "content/en/docs/other.md:2 error front matter "id": must be a route of the site: ".." has a ".." segment, which would lead out of its folder [front-matter/invalid]",
      ]
    `);
    expect(
      await failure({
        'content/en/docs/guides/_category_.yml': 'label: Guides\nlink:\n  type: generated-index\n  slug: /../../../../x\n',
        'content/en/docs/guides/one.md': '# One\n',
      }),
    ).toMatchInlineSnapshot(`
      [
        "content/en/docs/guides/_category_.yml:4 error category "link.slug": must be a route of the site: "/../../../../x" has a ".." segment, which would lead out of its folder [category/invalid]",
      ]
    `);
    expect(fs.existsSync(hostile.outDir)).toBe(false);
  });

  it('a redirect from a route with ".." is an error at its config line', async () => {
    expect(await failure({}, "  redirects: [\n    { from: '/a/../../../x', to: '/docs/intro' },\n  ],\n")).toMatchInlineSnapshot(`
      [
        "laguna-docs.config.mjs:5:7 error redirects[0].from: must be a route of the site: "/a/../../../x" has a ".." segment, which would lead out of its folder; got "/a/../../../x" [config/invalid]",
      ]
    `);
  });
});

describe('URLs that run script or leave the site', () => {
  it('front matter link fields refuse javascript:, data: and //host in any case or spelling, at their line', async () => {
    expect(
      await failure({
        'content/en/docs/intro.md': '---\ncustom_edit_url: "javascript:alert(document.cookie)"\nimage: " JaVaScRiPt:alert(1)"\n---\n# Intro\n',
        'content/en/pages/index.md': '---\nlayout: home\nhero:\n  title: Home\n  tagline: Hi\n  actions:\n    - text: Go\n      link: //other.host/x\nfeatures:\n  - title: A\n    details: B\n    link: "&#106;avascript:x"\n---\n# Home\n',
      }),
    ).toMatchInlineSnapshot(`
      [
        "content/en/docs/intro.md:2 error front matter "custom_edit_url": a javascript: URL is not allowed here: give a full http(s), mailto or tel URL, such as "https://example.org" [front-matter/invalid]",
        "content/en/docs/intro.md:3 error front matter "image": a javascript: URL is not allowed here: give an http(s) URL or a path such as "/img/card.png" [front-matter/invalid]",
        "content/en/pages/index.md:8 error front matter "hero.actions.0.link": an address starting with "//" leads to another site: give a route of the site, such as "/docs/intro" [front-matter/invalid]",
        "content/en/pages/index.md:12 error front matter "features.0.link": a javascript: URL is not allowed here: give a route of the site, such as "/docs/intro" [front-matter/invalid]",
      ]
    `);
  });

  it('config link fields and redirect targets refuse them too, at their config line; redirect loops are errors', async () => {
    const config = [
      "  navbar: [{ type: 'external', label: 'X', href: 'JAVASCRIPT:alert(1)' }],",
      "  footer: { columns: [{ title: 'More', items: [{ label: 'A', to: '//evil.example/' }] }] },",
      "  head: [{ tag: 'link', attributes: { rel: 'icon', href: 'javascript:alert(1)' } }],",
      "  editUrl: 'javascript:alert(1)//',",
      '  redirects: [',
      "    { from: '/one', to: 'DaTa:text/html,<script>alert(1)</script>' },",
      "    { from: '/two', to: '/docs/a b' },",
      "    { from: '/three', to: '/three' },",
      "    { from: '/four', to: '/five#x' },",
      "    { from: '/five', to: '/four' },",
      '  ],',
      '',
    ].join('\n');
    expect(await failure({}, config)).toMatchInlineSnapshot(`
      [
        "laguna-docs.config.mjs:4:44 error navbar[0].href: a javascript: URL is not allowed here: give a full http(s), mailto or tel URL, such as "https://example.org"; got "JAVASCRIPT:alert(1)" [config/invalid]",
        "laguna-docs.config.mjs:5:62 error footer.columns[0].items[0].to: an address starting with "//" leads to another site: give a route of the site, such as "/docs/intro"; got "//evil.example/" [config/invalid]",
        "laguna-docs.config.mjs:6:52 error head[0].attributes.href: a javascript: URL is not allowed here: give an http(s), mailto or tel URL, or a relative address such as "/docs/intro"; got "javascript:alert(1)" [config/invalid]",
        "laguna-docs.config.mjs:7:3 error editUrl: a javascript: URL is not allowed here: give a full http(s), mailto or tel URL, such as "https://example.org"; got "javascript:alert(1)//" [config/invalid]",
        "laguna-docs.config.mjs:9:21 error redirects[0].to: a data: URL is not allowed here: give a route of the site, such as "/docs/intro", or a full http(s) URL; got "DaTa:text/html,<script>alert(1)</script>" [config/invalid]",
        "laguna-docs.config.mjs:10:21 error redirects[1].to: must be a route such as "/docs/intro" or a full URL, without spaces; got "/docs/a b" [config/invalid]",
      ]
    `);
    expect(await failure({}, "  redirects: [\n    { from: '/three', to: '/three' },\n    { from: '/four', to: '/five#x' },\n    { from: '/five', to: '/four' },\n  ],\n")).toMatchInlineSnapshot(`
      [
        "laguna-docs.config.mjs:5:7 error redirects[0]: "/three" redirects to itself [config/redirect-loop]",
        "laguna-docs.config.mjs:6:7 error redirects[1]: "/four" leads back to itself ("/four" → "/five" → "/four") [config/redirect-loop]",
        "laguna-docs.config.mjs:7:7 error redirects[2]: "/five" leads back to itself ("/five" → "/four" → "/five") [config/redirect-loop]",
      ]
    `);
  });

  it("a page's <head> may not lower the referrer policy or give a script URL as its image", async () => {
    expect(await failure({ 'content/en/docs/intro.md': '# Intro\n\n<head>\n  <meta name="referrer" content="unsafe-url">\n  <meta property="og:image" content="javascript:alert(1)">\n</head>\n' })).toMatchInlineSnapshot(`
      [
        "content/en/docs/intro.md:4:3 error <meta name="referrer" content="unsafe-url"> is not allowed in a page's <head>: it would send the page's full address to other sites [markdown/forbidden-html]",
        "content/en/docs/intro.md:5:3 error the content of <meta property="og:image"> in a page's <head>: a javascript: URL is not allowed here: give an http(s) URL or a path such as "/img/card.png" [markdown/forbidden-html]",
      ]
    `);
  });
});

describe('OpenAPI $refs', () => {
  const spec = (ref: string) => `openapi: 3.0.3\ninfo:\n  title: API\n  version: '1'\npaths:\n  /x:\n    get:\n      operationId: getX\n      responses:\n        '200':\n          description: OK\n          content:\n            application/json:\n              schema:\n                $ref: '${ref}'\n`;
  const withSpec = "  openapi: { spec: 'openapi/api.yaml' },\n";

  it('to a file outside the site, or reached through a symbolic link out of it, are refused and nothing of the file is read', async () => {
    fs.mkdirSync(path.join(hostile.site, 'openapi'), { recursive: true });
    fs.symlinkSync(path.join(hostile.parent, 'outside/secret.json'), path.join(hostile.site, 'openapi/linked.json'));
    expect(await failure({ 'openapi/api.yaml': spec('../../outside/secret.yaml#/secret') }, withSpec)).toMatchInlineSnapshot(`
      [
        "openapi/api.yaml:15:23 error /paths/~1x/get/responses/200/content/application~1json/schema/$ref: $ref "../../outside/secret.yaml#/secret" names a file outside the site's folder; it is not read [openapi/ref-outside-site]",
      ]
    `);
    expect(await failure({ 'openapi/api.yaml': spec('./linked.json') }, withSpec)).toMatchInlineSnapshot(`
      [
        "openapi/api.yaml:15:23 error /paths/~1x/get/responses/200/content/application~1json/schema/$ref: $ref "./linked.json" names a file outside the site's folder; it is not read [openapi/ref-outside-site]",
      ]
    `);
    expect(await failure({ 'openapi/api.yaml': spec(path.join(hostile.parent, 'outside/environ')) }, withSpec)).toMatchInlineSnapshot(`
      [
        "openapi/api.yaml:15:23 error /paths/~1x/get/responses/200/content/application~1json/schema/$ref: $ref "<parent>/outside/environ" names a file outside the site's folder; it is not read [openapi/ref-outside-site]",
      ]
    `);
    expect(await failure({ 'openapi/api.yaml': spec('/proc/self/environ') }, withSpec)).toMatchInlineSnapshot(`
      [
        "openapi/api.yaml:15:23 error /paths/~1x/get/responses/200/content/application~1json/schema/$ref: $ref "/proc/self/environ" names a file outside the site's folder; it is not read [openapi/ref-outside-site]",
      ]
    `);
    expect(await failure({ 'openapi/api.yaml': `${spec('#/components/schemas/X')}components:\n  schemas:\n    X:\n      x-data:\n        $ref: '../../outside/secret.yaml'\n` }, withSpec)).toMatchInlineSnapshot(`
      [
        "openapi/api.yaml:20:15 error /components/schemas/X/x-data/$ref: $ref "../../outside/secret.yaml" names a file outside the site's folder; it is not read [openapi/ref-outside-site]",
      ]
    `);
  });

  it('to something that is not a regular file inside the site are refused; a file that is no YAML is not quoted', async () => {
    fs.mkdirSync(path.join(hostile.site, 'openapi'), { recursive: true });
    execFileSync('mkfifo', [path.join(hostile.site, 'openapi/pipe.yaml')]);
    expect(await failure({ 'openapi/api.yaml': spec('./pipe.yaml') }, withSpec)).toMatchInlineSnapshot(`
      [
        "openapi/api.yaml:15:23 error /paths/~1x/get/responses/200/content/application~1json/schema/$ref: $ref "./pipe.yaml" names something that is not a regular file; it is not read [openapi/ref-not-a-file]",
      ]
    `);
    fs.rmSync(path.join(hostile.site, 'openapi/pipe.yaml'));
    const secret = `TOKEN=${'x'.repeat(200)}-not-yaml: [\n`;
    const messages = await failure({ 'openapi/api.yaml': spec('./notes.env'), 'openapi/notes.env': secret }, withSpec);
    expect(messages.join('\n')).not.toContain('x'.repeat(100));
    // A file YAML reads as one long text: the check quotes no more of it than an excerpt either.
    const scalar = await failure({ 'openapi/api.yaml': spec('./plain.env'), 'openapi/plain.env': `TOKEN=${'y'.repeat(200)}\n` }, withSpec);
    expect(scalar.join('\n')).not.toContain('y'.repeat(100));
    expect(messages).toMatchInlineSnapshot(`
      [
        "openapi/notes.env:2:1 error the spec is not valid YAML or JSON: Flow sequence in block collection must be sufficiently indented and end with a ] [openapi/syntax]",
      ]
    `);
  });

  it('links the reference publishes (terms of service, contact, license, external docs) pass the URL policy', async () => {
    const links = spec('#/components/schemas/X').replace("  version: '1'\n", "  version: '1'\n  termsOfService: ' JavaScript:alert(1)'\n  contact:\n    url: 'data:text/html,x'\n") + "tags:\n  - name: t\n    externalDocs:\n      url: 'vbscript:x'\ncomponents:\n  schemas:\n    X:\n      type: object\n";
    expect(await failure({ 'openapi/api.yaml': links }, withSpec)).toMatchInlineSnapshot(`
      [
        "openapi/api.yaml:5:19 error /info/termsOfService: a javascript: URL is not allowed here: give an http(s), mailto or tel URL, or a relative address such as "/docs/intro" [openapi/unsafe-link]",
        "openapi/api.yaml:7:10 error /info/contact/url: a data: URL is not allowed here: give an http(s), mailto or tel URL, or a relative address such as "/docs/intro" [openapi/unsafe-link]",
        "openapi/api.yaml:22:12 error /tags/0/externalDocs/url: a vbscript: URL is not allowed here: give an http(s), mailto or tel URL, or a relative address such as "/docs/intro" [openapi/unsafe-link]",
      ]
    `);
  });

  it('a spec file larger than limits.specFileBytes is refused before it is read', async () => {
    expect(await failure({ 'openapi/api.yaml': `${spec('#/components/schemas/X')}components:\n  schemas:\n    X:\n      description: "${'long '.repeat(400)}"\n` }, `${withSpec}  limits: { specFileBytes: 1000 },\n`)).toMatchInlineSnapshot(`
      [
        "openapi/api.yaml error the spec is 3 KB, larger than the 1 KB a description's file may be; it is not read [openapi/too-large]",
      ]
    `);
  });
});

describe('text that reaches images and feeds', () => {
  it('a control character in a front matter title is an error at its line; one in a heading is left off the social card', async () => {
    expect(await failure({ 'content/en/docs/intro.md': '---\ntitle: "Bell \\a here"\ndescription: "A\\x1b[31m red"\n---\n# Intro\n' }, '  socialCards: true,\n')).toMatchInlineSnapshot(`
      [
        "content/en/docs/intro.md:2 error front matter "title": has the control character U+0007; remove it [front-matter/invalid]",
        "content/en/docs/intro.md:3 error front matter "description": has the control character U+001B; remove it [front-matter/invalid]",
      ]
    `);
    const { ok, messages } = await build({ 'content/en/docs/intro.md': '# Bell \u0007 here\n\nText.\n' }, '  socialCards: true,\n');
    expect(messages).toEqual([]);
    expect(ok).toBe(true);
    expect(fs.readdirSync(path.join(hostile.outDir, 'assets/cards')).length).toBeGreaterThan(0);
  });

  it('a byte-order mark before front matter is dropped, and the front matter read', async () => {
    const { ok, messages } = await build({
      'content/en/docs/intro.md': '\uFEFF---\ntitle: Marked\n---\nText.\n',
      'content/en/docs/guides/_category_.yml': '\uFEFFlabel: Guides\n',
      'content/en/docs/guides/one.mdx': "import Part from './_part.mdx';\n\n# One\n\n<Part />\n",
      'content/en/docs/guides/_part.mdx': '\uFEFF---\ntitle: Part\n---\nPart text.\n',
      'i18n/en.json': '\uFEFF{}\n',
      'openapi/api.json': `\uFEFF${JSON.stringify({ openapi: '3.0.3', info: { title: 'API', version: '1' }, paths: {} })}`,
    }, "  openapi: { spec: 'openapi/api.json' },\n");
    expect(messages).toEqual([]);
    expect(ok).toBe(true);
    expect(fs.readFileSync(path.join(hostile.outDir, 'docs/guides/one.html'), 'utf8')).not.toContain('title: Part');
    const html = fs.readFileSync(path.join(hostile.outDir, 'docs/intro.html'), 'utf8');
    expect(html).toContain('<title>Marked');
    expect(html).not.toContain('title: Marked');
  });

  it('a page larger than limits.pageFileBytes is refused before it is read', async () => {
    expect(await failure({ 'content/en/docs/big.md': `# Big\n\n${'word '.repeat(400)}\n` }, '  limits: { pageFileBytes: 1000 },\n')).toMatchInlineSnapshot(`
      [
        "content/en/docs/big.md error "content/en/docs/big.md" is 2 KB, larger than the 1 KB a page may be; it is not read [content/too-large]",
      ]
    `);
  });
});

describe('what noindex and unlisted hide', () => {
  it('a page whose <head> says noindex is in no generated index page, search index, llms file or sitemap', async () => {
    const { ok, messages } = await build({
      'content/en/docs/hidden.md': '# Hidden Plans Title\n\n<head>\n  <meta content="noindex, nofollow" name="robots">\n</head>\n\nSecret text.\n',
      'content/en/docs/guides/_category_.yml': 'label: Guides\nlink:\n  type: generated-index\n',
      'content/en/docs/guides/quiet.md': '---\ndescription: Quiet Words\n---\n# Quiet Guide Title\n\n<head><meta name="robots" content="noindex"></head>\n',
      'content/en/docs/guides/loud.md': '# Loud Guide\n',
      'content/en/docs/guides/away.md': '---\nunlisted: true\n---\n# Away Guide Title\n',
    });
    expect(messages).toEqual([]);
    expect(ok).toBe(true);
    const derived = ['docs.html', 'docs/category/guides.html', 'docs.md', 'docs/category/guides.md', 'llms.txt', 'llms-full.txt', 'sitemap.xml', ...fs.readdirSync(path.join(hostile.outDir, 'search-index')).map((file) => `search-index/${file}`)];
    for (const file of derived) {
      // A page's HTML holds the sidebar, where the page stays (it says noindex, not unlisted): its article is the index.
      const whole = fs.readFileSync(path.join(hostile.outDir, file), 'utf8');
      const text = file.endsWith('.html') ? (/<article[\s\S]*<\/article>/.exec(whole)?.[0] ?? '') : whole;
      if (file.endsWith('.html')) expect(text, file).toContain(file === 'docs.html' ? 'Guides' : 'Loud Guide');
      for (const hidden of ['Hidden Plans Title', 'Quiet Guide Title', 'Quiet Words', 'Away Guide Title', 'docs/hidden', 'guides/quiet', 'guides/away']) expect(text, `${file} ${hidden}`).not.toContain(hidden);
    }
    expect(fs.readFileSync(path.join(hostile.outDir, 'docs/category/guides.html'), 'utf8')).toContain('Loud Guide');
  });
});

describe('files of the static folder that look secret', () => {
  it('a .git folder and .env files are published with a warning naming each', async () => {
    const { ok, messages } = await build({ 'static/.git/config': '[core]\n', 'static/.git/HEAD': 'ref: refs/heads/main\n', 'static/.env': 'TOKEN=1\n', 'static/app/.env.production': 'TOKEN=2\n', 'static/.nojekyll': '', 'static/environment.txt': 'fine\n' });
    expect(ok).toBe(true);
    expect(messages.map((message) => message.split('\n')[0])).toMatchInlineSnapshot(`
      [
        "static/.env warning "static/.env" is published with the site: an .env file usually holds secrets [static/secret-looking]",
        "static/.git warning "static/.git/" is published with the site: a git repository's history, and anything ever committed to it, becomes public [static/secret-looking]",
        "static/app/.env.production warning "static/app/.env.production" is published with the site: an .env file usually holds secrets [static/secret-looking]",
      ]
    `);
  });
});

describe('code and commands in pages', () => {
  it("an .mdx page's failing expression names its line; math's \\href and \\includegraphics are warned about", async () => {
    expect(await failure({ 'content/en/docs/code.mdx': `# Code\n\nText.\n\n{require('fs').readFileSync('${path.join(hostile.parent, 'outside/secret.json')}', 'utf8')}\n` })).toMatchInlineSnapshot(`
      [
        "content/en/docs/code.mdx:5 error the page's code failed: require is not defined [mdx/run]",
      ]
    `);
    fs.rmSync(path.join(hostile.site, 'content/en/docs/code.mdx'));
    const { ok, messages } = await build({ 'content/en/docs/math.md': '# Math\n\n$$\n\\href{javascript:alert(1)}{x} + \\includegraphics{/etc/passwd}\n$$\n' });
    expect(ok).toBe(true);
    expect(messages.map((message) => message.split('\n')[0])).toMatchInlineSnapshot(`
      [
        "content/en/docs/math.md:3:1 warning math uses \\href, \\includegraphics, which a page's math may not: they are shown as text [markdown/math-untrusted]",
      ]
    `);
  });
});
