import { formatDiagnostic } from '@laguna-docs/shared';
import { describe, expect, it } from 'vitest';
import { specHtmlProblems } from '@laguna-docs/api-reference';
import { buildReference, siteApiOf } from './api/testReference.js';

// Vendor HTML with event handlers, the same one in two places and another kind once.
const spec = `openapi: 3.0.3
info: { title: Vendor, version: '1' }
paths:
  /a:
    get:
      operationId: getA
      description: <a href="#" onclick="toggle()">Show more</a>
      responses:
        '200': { description: '<span onclick="toggle()">ok</span>' }
  /b:
    get:
      operationId: getB
      description: <img src="x.png" alt="x" onmouseover="zoom()">
      responses:
        '200': { description: ok }
`;

async function build(html?: 'error' | 'strip') {
  return buildReference(spec, 'en', await siteApiOf(spec, html ? { html } : {}));
}

describe("openapi.html: 'strip'", () => {
  it('fails on event handler attributes by default', async () => {
    const { diagnostics } = await build();
    expect(diagnostics.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual(['markdown/forbidden-html', 'markdown/forbidden-html', 'markdown/forbidden-html']);
  });

  it('strips them with one warning per attribute, and publishes none', async () => {
    const { diagnostics, pages } = await build('strip');
    expect(diagnostics.map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "openapi/spec.yaml:7 warning /paths/~1a/get/description: event handler attribute "onclick" stripped from the spec's HTML, here and wherever else it is written [openapi/stripped-html]
        hint: openapi.html: 'strip' leaves such attributes out; the published pages never run them",
        "openapi/spec.yaml:13 warning /paths/~1b/get/description: event handler attribute "onmouseover" stripped from the spec's HTML, here and wherever else it is written [openapi/stripped-html]
        hint: openapi.html: 'strip' leaves such attributes out; the published pages never run them",
      ]
    `);
    expect(pages.map((page) => page.html).join('')).not.toMatch(/onclick|onmouseover/);
  });
});

describe('specHtmlProblems', () => {
  it('finds every event handler when the spec is read, at its line, before any page is rendered', async () => {
    const { api } = await siteApiOf(spec);
    expect(specHtmlProblems(api!, undefined).map((d) => `${d.line} ${d.message}`)).toEqual([
      '7 /paths/~1a/get/description: event handler attribute "onclick" on <a> is not allowed in markdown',
      '9 /paths/~1a/get/responses/200/description: event handler attribute "onclick" on <span> is not allowed in markdown',
      '13 /paths/~1b/get/description: event handler attribute "onmouseover" on <img> is not allowed in markdown',
    ]);
    expect(specHtmlProblems(api!, 'strip')).toEqual([]);
  });
});
