import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ApiMediaType, ApiOperation, ApiOperationPageData, ApiSchemaObject, SiteData } from '@laguna-docs/shared';
import { siteData } from '../../test/fixtures.js';
import { ApiOperationContent } from './ApiOperationContent.js';
import { rememberedDescriptionCount } from './rememberedDescription.js';

// Two schemas that refer to each other, a third that only A reaches, and one nobody else reaches.
const schemas: Record<string, ApiSchemaObject> = {
  A: { types: ['object'], nullable: false, properties: [{ name: 'b', required: true, schema: { ref: 'B' } }, { name: 'c', required: false, schema: { ref: 'C' } }] },
  B: { types: ['object'], nullable: false, properties: [{ name: 'a', required: false, schema: { ref: 'A' } }] },
  C: { types: ['object'], nullable: false, properties: [{ name: 'size', required: false, schema: { types: ['integer'], nullable: false } }] },
  D: { types: ['object'], nullable: false, properties: [{ name: 'name', required: false, schema: { types: ['string'], nullable: false } }] },
};

const media = (ref: string, pointer: string): ApiMediaType => ({ mediaType: 'application/json', schema: { ref }, examples: [], pointer });

/** An operation page whose request body (if any) and response use the named schemas. */
function page(slug: string, response: string, body?: string): ApiOperationPageData {
  const operation: ApiOperation = {
    operationId: slug,
    slug,
    method: body ? 'post' : 'get',
    path: `/${slug}`,
    tags: [],
    deprecated: false,
    parameters: [],
    ...(body ? { requestBody: { required: true, content: [media(body, `/paths/~1${slug}/post/requestBody/content/application~1json`)], pointer: `/paths/~1${slug}/post/requestBody` } } : {}),
    responses: [{ status: '200', headers: [], content: [media(response, `/paths/~1${slug}/get/responses/200/content/application~1json`)], pointer: `/paths/~1${slug}/get/responses/200` }],
    security: [],
    servers: [],
    pointer: `/paths/~1${slug}`,
  };
  return { operation, schemas, html: {}, examples: {}, samples: [], securitySchemes: [] };
}

const render = (site: SiteData, data: ApiOperationPageData) => renderToStaticMarkup(<ApiOperationContent site={site} page={null as never} data={data} />);

describe('a schema description reused across the pages of a build', () => {
  const pages = [page('first', 'A'), page('again', 'A'), page('after-b', 'A', 'B'), page('after-c', 'A', 'C'), page('other', 'D'), page('again-after-b', 'A', 'B'), page('twice', 'A', 'A'), page('twice-again', 'A', 'A'), page('d-twice', 'D', 'D')];

  it('is byte for byte what rendering it on its page alone writes', () => {
    const site = siteData('en');
    for (const data of pages) expect(render(site, data)).toBe(render({ ...siteData('en') }, data));
  });

  it('is made once for each state a page meets it in, then reused', () => {
    const site = siteData('en');
    render(site, pages[0]!);
    const made = rememberedDescriptionCount(site);
    expect(made).toBeGreaterThan(0);
    // The same schema met the same way is not rendered again.
    render(site, pages[1]!);
    expect(rememberedDescriptionCount(site)).toBe(made);
    // After its partner was described, A's description links to B instead: a new entry.
    render(site, pages[2]!);
    const afterB = rememberedDescriptionCount(site);
    expect(afterB).toBeGreaterThan(made);
    render(site, pages[5]!);
    expect(rememberedDescriptionCount(site)).toBe(afterB);
  });

  it('links to a schema the page described before, and describes it where the page had not', () => {
    const site = siteData('en');
    const alone = render(site, pages[0]!);
    const afterB = render(site, pages[2]!);
    expect(alone).toContain('id="schema-B"');
    // B is described in the request body, so the response's A only links to it.
    expect(afterB.match(/id="schema-B"/g)).toHaveLength(1);
    expect(afterB.indexOf('id="schema-B"')).toBeLessThan(afterB.indexOf('id="schema-A"'));
  });

  it('links a second use of a schema on the page to the first, the same on every page', () => {
    const site = siteData('en');
    const twice = render(site, pages[6]!);
    expect(twice.match(/id="schema-A"/g)).toHaveLength(1);
    expect(twice).toContain('<p class="api-see api-see-above"><a href="#schema-A">A</a>');
    expect(render(site, pages[7]!)).toBe(twice.replaceAll('twice', 'twice-again'));
  });

  it('is kept per locale', () => {
    const en = siteData('en');
    const sl = siteData('sl');
    expect(render(en, pages[0]!)).not.toBe(render(sl, pages[0]!));
    expect(render(sl, pages[1]!)).toBe(render(siteData('sl'), pages[1]!));
  });
});

describe('a parameters table on the pages of a build', () => {
  const withParameter = (slug: string, name: string): ApiOperationPageData => {
    const data = page(slug, 'D');
    return { ...data, operation: { ...data.operation, parameters: [{ name, in: 'query', required: false, deprecated: false, schema: { types: ['string'], nullable: false }, pointer: `/paths/~1${slug}/get/parameters/0` }] } };
  };

  it('has the header row of its locale, written once and the same as on a page alone', () => {
    const en = siteData('en');
    const sl = siteData('sl');
    for (const [slug, name] of [['one', 'limit'], ['two', 'page']] as const) {
      expect(render(en, withParameter(slug, name))).toBe(render(siteData('en'), withParameter(slug, name)));
      expect(render(sl, withParameter(slug, name))).toBe(render(siteData('sl'), withParameter(slug, name)));
    }
    const head = (html: string) => /<thead>.*<\/thead>/.exec(html)?.[0];
    expect(head(render(en, withParameter('one', 'limit')))).toContain('<th scope="col">');
    expect(head(render(en, withParameter('one', 'limit')))).not.toBe(head(render(sl, withParameter('one', 'limit'))));
  });
});
