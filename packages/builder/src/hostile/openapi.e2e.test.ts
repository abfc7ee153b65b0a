import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hostileSite } from '../testing/hostileSite.js';
import { writtenFiles } from '../testing/writtenFiles.js';

// A vendor's OpenAPI description as it may come: HTML that runs script written every way a browser reads it,
// Redoc anchors with odd characters, and a link base that is no site. With `openapi.html: 'strip'` the site
// builds with a warning for each kind of thing left out, and no API page holds anything that runs.
const site = hostileSite({ 'content/en/pages/index.md': '# Home\n', 'content/en/docs/intro.md': '# Intro\n', 'README.md': "The site's own README.\n" });
const html = [
  '<img src="x.png" OnErRoR="alert(1)">',
  '<a href="JaVaScRiPt:alert(2)">a</a>',
  '<a href="&#106;avascript:alert(3)">b</a>',
  '<a href="java&#x09;script:alert(4)">c</a>',
  '<iframe srcdoc="&lt;script&gt;alert(5)&lt;/script&gt;"></iframe>',
  '<script>alert(6)</script>',
  '<svg><animate onbegin="alert(7)" attributeName="x"/></svg>',
  '<form action="javascript:alert(8)"><button formaction="javascript:alert(9)">f</button></form>',
  '<object data="javascript:alert(10)"></object>',
  '<embed src="javascript:alert(11)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(12)">',
  '<a href="vbscript:alert(13)">d</a>',
  '<a href="data:text/html,<script>alert(14)</script>">e</a>',
  '<iframe src="javascript:alert(15)"></iframe>',
  '<div style="background:url(javascript:alert(16))">s</div>',
  '<a href="#operation/x&quot;&gt;&lt;script&gt;alert(17)">r</a>',
  '<base href="javascript:alert(18)//">',
  '<math><mi xlink:href="javascript:alert(19)">m</mi></math>',
  '<details open ontoggle="alert(20)">t</details>',
  '<a href="  javascript:alert(21)">g</a>',
  '[md](javascript:alert(22))',
  '[redoc](#tag/..%2F..%2Fx) [redoc2](#operation/get"x) [redoc3](#/paths/~1x/get) [redoc4](#schema/%00)',
].join('\n\n');
const spec = (description: string) => `openapi: 3.0.3\ninfo:\n  title: A\n  version: '1'\n  description: ${JSON.stringify(description)}\npaths:\n  /x:\n    get:\n      operationId: getX\n      tags: [T]\n      description: ${JSON.stringify(description)}\n      responses: { '200': { description: ok } }\n`;

describe("openapi.html: 'strip'", () => {
  it('leaves out every event handler in any case, script URLs, srcdoc, <script> and the like, each kind with a warning', async () => {
    const { ok, messages } = await site.build({ 'openapi/api.yaml': spec(html) }, "  openapi: { spec: 'openapi/api.yaml', html: 'strip', onBrokenLinks: 'warn' },\n");
    expect(ok, messages.join('\n')).toBe(true);
    expect(messages.filter((line) => line.includes('[openapi/stripped-html]')).map((line) => line.split('\n')[0]!.replace(/^openapi\/api\.yaml:\d+ warning \/info\/description: /, '').replace(/ stripped from the spec's HTML.*/, ''))).toMatchInlineSnapshot(`
      [
        "event handler attribute "onerror"",
        "a javascript: URL in "href" on <a>",
        "<iframe>",
        "<script>",
        "event handler attribute "onbegin"",
        "<form>",
        "<object>",
        "<embed>",
        "<meta>",
        "a vbscript: URL in "href" on <a>",
        "a data: URL in "href" on <a>",
        "a style attribute using "url(" on <div>",
        "<base>",
        "a javascript: URL in "xlink:href" on <mi>",
        "event handler attribute "ontoggle"",
      ]
    `);
    const pages = [...writtenFiles(site.outDir)].filter(([file]) => /^api.*\.html$/.test(file));
    expect(pages.length).toBeGreaterThan(1);
    for (const [file, bytes] of pages) {
      // Outside attribute values the policy escapes (a broken link's title), nothing of the script is there.
      const html = bytes.toString().replace(/="[^"]*"/g, '=""');
      expect(html, file).not.toMatch(/alert\(|<script>alert|<iframe|<object|<embed|<base|http-equiv|srcdoc|\son[a-z]+=|javascript:|vbscript:|data:text/i);
    }
  });

  it('without it, the same description fails the build at its lines', async () => {
    const lines = await site.failure({ 'openapi/api.yaml': spec(html) }, "  openapi: { spec: 'openapi/api.yaml', onBrokenLinks: 'warn' },\n");
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => /^openapi\/api\.yaml:\d+ error .*\[markdown\/forbidden-html\]$/.test(line)), lines.join('\n')).toBe(true);
  });

  it('a linkBase that is not an http(s) site is a config error', async () => {
    expect(await site.failure({ 'openapi/api.yaml': spec('Text.') }, "  openapi: { spec: 'openapi/api.yaml', linkBase: 'javascript:alert(1)' },\n")).toMatchInlineSnapshot(`
      [
        "laguna-docs.config.mjs:4:40 error openapi.linkBase: must be an http(s) URL such as "https://vendor.example"; got "javascript:alert(1)" [config/invalid]",
      ]
    `);
    expect(await site.failure({ 'openapi/api.yaml': spec('Text.') }, "  openapi: { spec: 'openapi/api.yaml', linkBase: '//evil.example' },\n")).toMatchInlineSnapshot(`
      [
        "laguna-docs.config.mjs:4:40 error openapi.linkBase: must be an http(s) URL such as "https://vendor.example"; got "//evil.example" [config/invalid]",
      ]
    `);
  });
});
