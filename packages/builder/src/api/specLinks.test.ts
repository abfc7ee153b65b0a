import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadApiText } from '@laguna-docs/openapi';
import type { ApiModel, ApiOperationPageData } from '@laguna-docs/shared';
import { createSpecLinkResolver, siteSpecLinks, specLinkProblems, type SpecLinkSettings } from '@laguna-docs/api-reference';
import { specMarkdown } from './specMarkdown.js';
import { buildReference } from './testReference.js';

const text = fs.readFileSync(new URL('../../../openapi/test/fixtures/vendor-links.yaml', import.meta.url), 'utf8');
const load = (): Promise<ApiModel> => loadApiText(text, 'openapi/vendor.yaml');
const docs = new Map([['docs/intro.md', '/docs/intro']]);

describe('createSpecLinkResolver', () => {
  it("maps Redoc's anchors to this reference's pages and sends root-relative links that match no page to linkBase", async () => {
    const api = await load();
    const resolve = createSpecLinkResolver({ api, route: '/api', schemaRoutes: { Menu: '/api/schemas/menu' }, isPage: (route) => route === '/docs/intro', linkBase: 'https://vendor.example', onBrokenLinks: 'error' });
    expect(resolve('#operation/listMenus')).toEqual({ url: '/api/list-menus' });
    expect(resolve('#tag/Menus/operation/listMenus')).toEqual({ url: '/api/list-menus' });
    expect(resolve('#tag/Menus')).toEqual({ url: '/api/introduction#tag-Menus' });
    expect(resolve('#schema/Menu')).toEqual({ url: '/api/schemas/menu' });
    expect(resolve('#section/Errors')).toEqual({ url: '/api/introduction#errors' });
    expect(resolve('#top')).toEqual({ url: '#top' });
    expect(resolve('/docs/intro')).toEqual({ url: '/docs/intro' });
    expect(resolve('/docs/rate-limits#burst')).toEqual({ url: 'https://vendor.example/docs/rate-limits#burst' });
    // Files too: with linkBase, every root-relative link that is no page of this site is the vendor's.
    expect(resolve('/pkg/apis/core/v1/types.go#ObjectMeta')).toEqual({ url: 'https://vendor.example/pkg/apis/core/v1/types.go#ObjectMeta' });
    expect(resolve('https://elsewhere.example/x')).toEqual({ url: 'https://elsewhere.example/x' });
    expect(createSpecLinkResolver({ api, route: '/api', isPage: () => false, onBrokenLinks: 'error' })('/img/logo.svg')).toEqual({ url: '/img/logo.svg' });
  });

  it("takes Redoc's tag anchors with a tag's spaces as dashes", async () => {
    const api = await load();
    api.tags.push({ ...api.tags[0]!, name: 'Domain Records' });
    const resolve = createSpecLinkResolver({ api, route: '/api', isPage: () => false, onBrokenLinks: 'error' });
    expect(resolve('#tag/Domain-Records')).toEqual({ url: '/api/introduction#tag-Domain-Records' });
    expect(resolve('#tag/Domain Records')).toEqual({ url: '/api/introduction#tag-Domain-Records' });
    expect(resolve('#tag/Domain-Record')).toMatchObject({ broken: true, hint: 'did you mean "Domain-Records"?' });
  });

  it('finds targets this reference cannot have broken, with a hint', async () => {
    const api = await load();
    const resolve = createSpecLinkResolver({ api, route: '/api', isPage: () => false, onBrokenLinks: 'error' });
    expect(resolve('#operation/listMenu')).toEqual({ broken: true, message: 'link to "#operation/listMenu": no operation has the operationId "listMenu"', hint: 'did you mean "listMenus"?' });
    expect(resolve('#tag/Menu')).toEqual({ broken: true, message: 'link to "#tag/Menu": the spec has no tag "Menu"', hint: 'did you mean "Menus"?' });
    expect(resolve('#schema/Menu')).toEqual({ broken: true, message: 'link to "#schema/Menu": schema "Menu" has no page of its own', hint: 'set openapi.schemaPages to true to give every schema a page' });
    expect(resolve('/docs/naming')).toEqual({
      broken: true,
      message: 'link to "/docs/naming": no page at /docs/naming on this site',
      hint: 'set openapi.linkBase to the site such links point to (for example "https://vendor.example"), or link to a page of this site',
    });
  });
});

describe('specLinkProblems', () => {
  it('lists every broken link of every text before rendering, at its line in the spec (folded and literal scalars too)', async () => {
    const api = await load();
    const settings: SpecLinkSettings = { onBrokenLinks: 'error' };
    const links = siteSpecLinks({ api, route: '/api', schemaPages: false, links: settings }, docs)!;
    const problems = specLinkProblems(api, links.resolve, settings);
    expect(problems.map((d) => `${d.file}:${d.line} ${d.severity} ${d.message}`)).toEqual([
      'openapi/vendor.yaml:7 error /info/description: link to "/docs/rate-limits#burst": no page at /docs/rate-limits on this site',
      'openapi/vendor.yaml:25 error /paths/~1menus/get/description: link to "#schema/Menu": schema "Menu" has no page of its own',
      'openapi/vendor.yaml:26 error /paths/~1menus/get/description: link to "/changelog": no page at /changelog on this site',
      'openapi/vendor.yaml:31 error /paths/~1menus/get/responses/200/description: link to "#operation/listMenu": no operation has the operationId "listMenu"',
      'openapi/vendor.yaml:43 error /components/schemas/Menu/properties/name/description: link to "/docs/naming": no page at /docs/naming on this site',
    ]);
    expect(problems[0]!.code).toBe('openapi/broken-link');
  });

  it('finds none that linkBase resolves, and warns with onBrokenLinks: warn', async () => {
    const api = await load();
    const base: SpecLinkSettings = { onBrokenLinks: 'warn', linkBase: 'https://vendor.example' };
    const links = siteSpecLinks({ api, route: '/api', schemaPages: true, links: base }, docs)!;
    expect(specLinkProblems(api, links.resolve, base).map((d) => `${d.line} ${d.severity} ${d.message}`)).toEqual([
      '31 warning /paths/~1menus/get/responses/200/description: link to "#operation/listMenu": no operation has the operationId "listMenu"',
    ]);
  });
});

describe('specLinkProblems and code', () => {
  it('does not take link syntax shown as code for a link', async () => {
    const api = await load();
    const settings: SpecLinkSettings = { onBrokenLinks: 'error' };
    api.info.description = { markdown: 'Write `[x](/nowhere)` to link.\n\n```md\n[y](#operation/none)\n```\n\nBut [this](/gone) is a link.', pointer: '/info/description', line: 5 };
    const links = siteSpecLinks({ api, route: '/api', schemaPages: true, links: settings }, docs)!;
    expect(specLinkProblems(api, links.resolve, settings).filter((d) => d.message.startsWith('/info/')).map((d) => `${d.line} ${d.message}`)).toEqual([
      '11 /info/description: link to "/gone": no page at /gone on this site',
    ]);
  });
});

describe('spec links on the pages', () => {
  it('render Redoc anchors and linkBase links as links, and a broken one as text reported once at its line', async () => {
    const api = await load();
    const { pages, diagnostics } = await buildReference(text, 'sl', {
      api,
      route: '/api',
      label: () => 'API',
      markdown: specMarkdown,
      diagnostics: [],
      schemaPages: true,
      links: { onBrokenLinks: 'warn', linkBase: 'https://vendor.example' },
    });
    const intro = pages.find((entry) => entry.page.route === '/api/introduction')!.html;
    expect(intro).toContain('href="/site/sl/docs/intro"');
    expect(intro).toContain('href="https://vendor.example/docs/rate-limits#burst"');
    expect(intro).toContain('href="/site/sl/api/list-menus"');
    expect(intro).toContain('href="/site/sl/api/introduction#tag-Menus"');
    const operation = pages.find((entry) => entry.page.route === '/api/list-menus')!;
    const html = Object.values((operation.content as { data: ApiOperationPageData }).data.html).join('\n');
    expect(html).toContain('href="/site/sl/api/introduction#errors"');
    expect(html).toContain('href="/site/sl/api/schemas/menu"');
    expect(html).toContain('href="https://vendor.example/changelog"');
    expect(html).toMatch(/<a[^>]*data-broken-link[^>]*>a missing one<\/a>/);
    // Each link is recorded at its own line, inside the folded scalar too.
    expect(operation.links.map((link) => `${link.written} ${link.line}`)).toEqual(expect.arrayContaining(['#section/Errors 24', '#schema/Menu 25', '/changelog 26', '#tag/Menus/operation/listMenus 30']));
    expect(diagnostics.map((d) => `${d.file}:${d.line} ${d.severity} ${d.code} ${d.message}`)).toEqual([
      'openapi/vendor.yaml:31 warning openapi/broken-link /paths/~1menus/get/responses/200/description: link to "#operation/listMenu": no operation has the operationId "listMenu"',
    ]);
  });
});
