import { describe, expect, it } from 'vitest';
import type { ApiModel, ApiOperationPageData, SidebarCategory, SidebarItem } from '@laguna-docs/shared';
import { API_SIDEBAR_OPEN_LIMIT, apiSidebar } from '@laguna-docs/api-reference';
import { buildReference } from './api/testReference.js';

const long = 'Creates a **charge** on a [card](https://cards.example/docs), the way to take a payment from a customer when the card is present or saved before';

const spec = `openapi: 3.1.0
info: { title: Pay, version: '1' }
servers: [{ url: 'https://pay.example' }]
tags: [{ name: charges }]
paths:
  /charges:
    post:
      operationId: createCharge
      tags: [charges]
      summary: '${long}'
      responses: { '200': { description: ok } }
  /charges/{id}:
    get:
      operationId: getCharge
      tags: [charges]
      summary: Get a \`charge\`
      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
      responses: { '200': { description: ok } }
`;

const page = (built: Awaited<ReturnType<typeof buildReference>>, route: string) => built.pages.find((entry) => entry.page.route === route)!;

describe('operation summaries', async () => {
  const en = await buildReference(spec, 'en');

  it('give plain, short titles, breadcrumbs and sidebar labels, cut at a word boundary', () => {
    const title = 'Creates a charge on a card, the way to take a payment from a customer when the…';
    expect(page(en, '/api/create-charge').page.title).toBe(title);
    expect(page(en, '/api/get-charge').page.title).toBe('Get a charge');
    const charges = en.sidebar.api!.items[1] as SidebarCategory;
    expect(charges.items).toEqual([
      { type: 'link', label: title, route: '/api/create-charge', badge: 'post', title: 'Creates a charge on a card, the way to take a payment from a customer when the card is present or saved before' },
      { type: 'link', label: 'Get a charge', route: '/api/get-charge', badge: 'get' },
    ]);
    expect(page(en, '/api/get-charge').page.prev).toEqual({ label: title, route: '/api/create-charge' });
  });

  it('are shown in full as inline markdown on the page when the title shortens them or drops their markup', () => {
    const create = page(en, '/api/create-charge');
    const data = create.content.type === 'custom' ? (create.content.data as ApiOperationPageData) : undefined;
    expect(data?.summary).toEqual({ markdown: long, pointer: '/paths/~1charges/post/summary' });
    expect(create.html).toContain('<div class="api-text api-summary"><p>Creates a <strong>charge</strong> on a <a href="https://cards.example/docs">card</a>, the way');
    expect(page(en, '/api/get-charge').html).toContain('<div class="api-text api-summary"><p>Get a <code>charge</code></p></div>');
  });
});

const model = (operations: Array<{ path: string; tags?: string[]; summary?: string }>, tags: string[] = []) =>
  ({
    tags: tags.map((name) => ({ name })),
    operations: operations.map((operation, index) => ({ operationId: `op${index}`, slug: `op-${index}`, method: 'get', tags: [], ...operation })),
  }) as unknown as ApiModel;

describe('the API sidebar of a large reference', () => {
  it('groups a reference without tags by the first path segment after the prefix all paths share, not as one flat list', () => {
    const paths = ['/v1/pets', '/v1/pets/{id}', '/v1/owners', '/v1/owners/{id}/pets', '/v1/stores', '/v1/stores/{id}', '/v1/pets/{id}/photos', '/v1/owners/{id}', '/v1/stores/{id}/staff', '/v1/pets/search', '/v1'];
    const items = apiSidebar(model(paths.map((path) => ({ path }))), '/api', {}, 'en').items.slice(1);
    expect(items.map((item) => (item.type === 'category' ? [item.label, item.items.length] : item.label))).toEqual([
      ['pets', 4],
      ['owners', 3],
      ['stores', 3],
      ['/', 1],
    ]);
  });

  it('lists a small reference without tags as it is', () => {
    const items = apiSidebar(model([{ path: '/a' }, { path: '/b' }]), '/api', {}, 'en').items;
    expect(items.map((item) => item.type)).toEqual(['link', 'link', 'link']);
  });

  it(`splits a category of more than ${API_SIDEBAR_OPEN_LIMIT} entries into closed parts of even size named by their ends`, () => {
    const parts = (count: number) => {
      const operations = Array.from({ length: count }, (_, index) => ({ path: `/things/${index}`, tags: ['things'], summary: `Thing ${String(index).padStart(4, '0')}` }));
      const [, things] = apiSidebar(model(operations, ['things']), '/api', {}, 'en').items as [SidebarItem, SidebarCategory];
      return things.items.map((part) => part.type === 'category' && [part.label, part.collapsed, part.items.length]);
    };
    expect(parts(API_SIDEBAR_OPEN_LIMIT)).not.toContainEqual(expect.arrayContaining([true]));
    expect(parts(60)).toEqual([
      ['Thing 0000 – Thing 0019', true, 20],
      ['Thing 0020 – Thing 0039', true, 20],
      ['Thing 0040 – Thing 0059', true, 20],
    ]);
    expect(parts(120).map((part) => part && part[2])).toEqual([24, 24, 24, 24, 24]);
    // More than eight parts are grouped in turn: a page shows the groups, its group's parts and its part's entries.
    const thousand = parts(1000);
    expect(thousand).toHaveLength(8);
    expect(thousand[0]).toEqual(['Thing 0000 – Thing 0124', true, 5]);
  });
});

describe('operations without a summary', () => {
  it('are labelled by their operationId, free to wrap where its words meet and whole on hover', async () => {
    const built = await buildReference(`openapi: 3.0.3
info: { title: Pods, version: '1' }
paths:
  /pods:
    patch: { operationId: patchCoreV1NamespacedPod, responses: { '200': { description: ok } } }
    get: { operationId: list_core_v1_namespaced_pods, responses: { '200': { description: ok } } }
`, 'en');
    const links = built.sidebar.api!.items.slice(1) as SidebarItem[];
    expect(links.map((item) => ('label' in item ? item.label : ''))).toEqual(['patch\u200bCore\u200bV1\u200bNamespaced\u200bPod', 'list_\u200bcore_\u200bv1_\u200bnamespaced_\u200bpods']);
    expect(links.map((item) => ('title' in item ? item.title : undefined))).toEqual(['patchCoreV1NamespacedPod', 'list_core_v1_namespaced_pods']);
    expect(page(built, '/api/patch-core-v1-namespaced-pod').page.title).toBe('patchCoreV1NamespacedPod');
  });
});
