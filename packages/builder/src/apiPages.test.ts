import { describe, expect, it } from 'vitest';
import type { ApiModel, ApiOperationPageData } from '@laguna-docs/shared';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_SIDEBAR_OPEN_LIMIT, apiPages, apiPageSource, apiSidebar, SCHEMA_PAGES_AUTO_OPERATIONS, schemaPageRoutes, type ApiPage } from '@laguna-docs/api-reference';
import { estimateApiPageCount } from './speed/threads/helpers.js';
import { buildReference, referenceOptions } from './api/testReference.js';

const spec = `openapi: 3.1.0
info:
  title: Zoo API
  version: 3.2.1
  summary: Animals as a service.
  description: |
    Start with the [guide](/docs/intro).

    ## Limits

    Be gentle.
servers:
  - url: https://zoo.example/v3
security:
  - key: []
tags:
  - name: animals
    description: Everything with legs.
  - name: keepers
paths:
  /animals/{id}:
    parameters:
      - name: id
        in: path
        required: true
        description: The animal's id.
        schema:
          type: string
          format: uuid
        example: 3fa85f64-5717-4562-b3fc-2c963f66afa6
    get:
      tags: [animals]
      operationId: get_animal
      summary: Get an animal
      description: Returns one animal. See the [old notes](./missing.md).
      responses:
        '200':
          description: The animal.
          headers:
            X-Rate:
              description: Calls left.
              schema:
                type: integer
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Animal'
        '404':
          description: No such animal.
    put:
      tags: [animals, keepers]
      operationId: put_animal
      summary: Replace an animal
      requestBody:
        required: true
        content:
          application/json:
            schema:
              $ref: '#/components/schemas/Animal'
            example: { name: Rex, kind: dog }
      responses:
        '200':
          description: The animal, replaced.
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Animal'
  /ping:
    get:
      operationId: ping
      security: []
      responses:
        '204':
          description: Pong.
components:
  securitySchemes:
    key:
      type: apiKey
      in: header
      name: X-Key
  schemas:
    Animal:
      type: object
      description: An animal in the zoo.
      required: [name]
      properties:
        id:
          type: string
          readOnly: true
        name:
          type: string
          maxLength: 40
        kind:
          type: string
          enum: [cat, dog]
        parent:
          $ref: '#/components/schemas/Animal'
        friends:
          type: array
          items:
            $ref: '#/components/schemas/Animal'
        home:
          oneOf:
            - $ref: '#/components/schemas/Cage'
            - $ref: '#/components/schemas/Pond'
          discriminator:
            propertyName: type
        tags:
          type: object
          additionalProperties:
            type: string
        badge:
          allOf:
            - $ref: '#/components/schemas/Base'
            - type: object
              properties:
                colour:
                  type: [string, 'null']
    Base:
      type: object
      properties:
        since:
          type: string
          format: date
    Cage:
      type: object
      properties:
        type: { const: cage }
        bars: { type: integer, minimum: 2 }
    Pond:
      type: object
      properties:
        type: { const: pond }
        depth: { type: number }
`;

const page = (built: Awaited<ReturnType<typeof buildReference>>, route: string) => {
  const found = built.pages.find((entry) => entry.page.route === route);
  if (!found) throw new Error(`no page ${route}`);
  return found;
};

describe('the API pages of a locale', async () => {
  const en = await buildReference(spec, 'en');
  const sl = await buildReference(spec, 'sl');

  it('are /api, /api/introduction and one page per operation, all of kind api in the api sidebar', () => {
    expect(en.pages.map((entry) => entry.page.route)).toEqual(['/api', '/api/introduction', '/api/get-animal', '/api/put-animal', '/api/ping']);
    for (const { page: data } of en.pages) expect(data).toMatchObject({ kind: 'api', sidebarId: 'api', locale: 'en', source: 'openapi/spec.yaml' });
    expect(page(en, '/api/get-animal').page).toMatchObject({
      title: 'Get an animal',
      description: 'GET /animals/{id}',
      breadcrumbs: [{ label: 'API', route: '/api' }, { label: 'animals' }],
      prev: { label: 'Introduction', route: '/api/introduction' },
      next: { label: 'Replace an animal', route: '/api/put-animal' },
    });
    expect(page(en, '/api/ping').page.title).toBe('ping');
    expect(page(sl, '/api/ping').page.alternates).toEqual([
      { locale: 'en', hreflang: 'en', href: '/site/api/ping' },
      { locale: 'sl', hreflang: 'sl', href: '/site/sl/api/ping' },
      { locale: 'en', hreflang: 'x-default', href: '/site/api/ping' },
    ]);
  });

  it('group the sidebar by tag in spec order, with the method as badge and untagged operations last', () => {
    expect(en.sidebar.api?.items).toEqual([
      { type: 'link', label: 'Introduction', route: '/api/introduction' },
      {
        type: 'category',
        label: 'animals',
        collapsed: false,
        items: [
          { type: 'link', label: 'Get an animal', route: '/api/get-animal', badge: 'get' },
          { type: 'link', label: 'Replace an animal', route: '/api/put-animal', badge: 'put' },
        ],
      },
      { type: 'category', label: 'keepers', collapsed: false, items: [{ type: 'link', label: 'Replace an animal', route: '/api/put-animal', badge: 'put' }] },
      { type: 'link', label: 'ping', route: '/api/ping', badge: 'get' },
    ]);
    expect(sl.sidebar.api?.items[0]).toEqual({ type: 'link', label: 'Uvod', route: '/api/introduction' });
  });

  it('start the tag categories collapsed in a large reference, so a page shows only its own tag open', () => {
    const model = (count: number) => ({
      tags: [{ name: 'a' }, { name: 'b' }],
      operations: Array.from({ length: count }, (_, index) => ({ operationId: `op${index}`, slug: `op-${index}`, method: 'get', tags: [index % 2 ? 'b' : 'a'] })),
    }) as unknown as ApiModel;
    const collapsed = (count: number) => apiSidebar(model(count), '/api', {}, 'en').items.flatMap((item) => (item.type === 'category' ? [item.collapsed] : []));
    expect(collapsed(API_SIDEBAR_OPEN_LIMIT)).toEqual([false, false]);
    expect(collapsed(API_SIDEBAR_OPEN_LIMIT + 1)).toEqual([true, true]);
  });

  it('list the sections in the table of contents and give every entry its element', () => {
    const entry = page(en, '/api/get-animal');
    expect(entry.page.toc).toEqual([
      { depth: 2, id: 'parameters', text: 'Parameters' },
      { depth: 2, id: 'request-samples', text: 'Request samples' },
      { depth: 2, id: 'responses', text: 'Responses' },
      { depth: 3, id: 'response-200', text: '200 OK' },
      { depth: 3, id: 'response-404', text: '404 Not Found' },
    ]);
    // The samples beside the request, before the responses.
    expect(entry.html.indexOf('id="request-samples"')).toBeLessThan(entry.html.indexOf('id="responses"'));
    for (const id of [...entry.page.toc.map((item) => item.id), ...entry.headingIds]) expect(entry.html, id).toContain(`id="${id}"`);
    const intro = page(en, '/api/introduction');
    expect(intro.page.toc.map((item) => item.id)).toEqual(['limits', 'api-servers', 'api-security', 'api-operations', 'tag-animals', 'tag-keepers', 'tag-Other-operations']);
    for (const item of intro.page.toc) expect(intro.html, item.id).toContain(`id="${item.id}"`);
  });

  it('render method, path, description, parameters, responses and samples in the server HTML', () => {
    const html = page(en, '/api/get-animal').html;
    expect(html).toContain('<span class="api-method api-method-get">GET</span>');
    expect(html).toContain('<span class="api-path-parameter">{id}</span>');
    expect(html).toContain('<th scope="col">Example</th>');
    expect(html).toContain('<code class="api-example-value">3fa85f64-5717-4562-b3fc-2c963f66afa6</code>');
    expect(html).toContain('<h3 id="response-404" class="api-response-head"><span class="api-status api-status-4xx">404</span> Not Found</h3>');
    expect(html).toContain('<code class="api-property-name">X-Rate</code>');
    expect(html).toContain('class="code-block"');
    expect(html).toContain('<code class="language-bash">curl <span class="hljs-string">\'https://zoo.example/v3/animals/3fa85f64-5717-4562-b3fc-2c963f66afa6\'</span>');
    expect(html.match(/<label class="api-tab" for="[^"]+">(curl|JavaScript|Python|Go|Java|PHP|Ruby|C#)<\/label>/g)).toHaveLength(8);
    expect(html).toContain('API key in the X-Key header');
    expect(html).not.toMatch(/undefined|\[object Object\]/);
  });

  it('send the first request sample complete and leave the other generated ones to the browser, with the request plan', () => {
    const built = page(en, '/api/get-animal');
    const { data } = built.content as { type: 'custom'; data: ApiOperationPageData };
    expect(data.samples.map((sample) => [sample.label, sample.inBrowser === true, sample.html === ''])).toEqual([
      ['curl', false, false],
      ...['JavaScript', 'Python', 'Go', 'Java', 'PHP', 'Ruby', 'C#'].map((label) => [label, true, true]),
    ]);
    expect(data.requestPlan).toEqual({ method: 'GET', url: 'https://zoo.example/v3/animals/3fa85f64-5717-4562-b3fc-2c963f66afa6', headers: [['X-Key', '<token>']], cookies: [], response: 'json' });
    expect(built.page.features).toEqual(['requestSamples']);
    const html = built.html;
    expect(html).toContain('<div class="api-tab-panel" data-request-sample="go"><p class="api-sample-note">This sample is written by the page&#x27;s script. Without JavaScript, the curl sample makes the same request.</p></div>');
    expect(html).toContain('<script type="application/json" data-request-plan="">{"method":"GET","url":"https://zoo.example/v3/animals/3fa85f64-5717-4562-b3fc-2c963f66afa6","headers":[["X-Key","\\u003ctoken>"]],"cookies":[],"response":"json"}</script><script>try{var c=localStorage.getItem("laguna-docs:sample-language");');
    // The language the reader chose last is checked by that script as the parser reaches the tabs.
    expect(html.match(/<script>try\{var c=localStorage/g)).toHaveLength(1);
    expect(html).not.toContain('language-go');
    // A webhook has no samples, so nothing is left to the browser.
    expect(page(en, '/api/introduction').page.features).toBeUndefined();
  });

  it('describe a named schema once per page and link to it from every other use, cycles included', () => {
    const html = page(en, '/api/put-animal').html;
    expect(html.match(/id="schema-Animal"/g)).toHaveLength(1);
    expect(html).toContain('<p class="api-see api-see-circular"><span aria-hidden="true">↻ </span><a href="#schema-Animal">Animal</a>, circular reference</p>');
    expect(html).toContain('<p class="api-see api-see-above"><a href="#schema-Animal">Animal</a>, described above</p>');
    expect(html.match(/id="schema-Cage"/g)).toHaveLength(1);
    // An array of a schema described elsewhere links straight to it, with nothing folded away.
    expect(html).not.toMatch(/<summary>[^<]*<\/summary><p class="api-see/);
  });

  it('show alternatives with their discriminator, merged allOf, maps, enums, limits and flags', () => {
    const html = page(en, '/api/get-animal').html;
    expect(html).toContain('<p class="api-alternatives-label">One of</p>');
    expect(html).toContain('The <code>type</code> property tells the alternatives apart:');
    expect(html).toContain('<li><span class="api-fact-label">Includes:</span> Base</li>');
    expect(html).toContain('<em class="api-property-name">additional properties</em>');
    expect(html).toContain('<span class="api-fact-label">Allowed values:</span> <span><code>&quot;cat&quot;</code></span><span>, <code>&quot;dog&quot;</code></span>');
    expect(html).toContain('<li><span class="api-fact-label">Length:</span> ≤ 40</li>');
    expect(html).toContain('<span class="api-badge">read-only</span>');
    expect(html).toContain('<span class="api-badge">nullable</span>');
    expect(html).toContain('<details class="api-nested"');
  });

  it('show the examples the spec gives, or generate one, without read-only fields in requests', () => {
    const data = page(en, '/api/put-animal').content as { type: 'custom'; data: ApiOperationPageData };
    const request = Object.entries(data.data.examples).find(([pointer]) => pointer.includes('requestBody'))?.[1];
    expect(request?.map((example) => example.label)).toEqual(['Example']);
    const response = Object.entries(data.data.examples).find(([pointer]) => pointer.includes('responses'))?.[1];
    expect(response?.[0]?.label).toBe('Generated example');
    expect(response?.[0]?.html).toContain('"id"');
    const requestSample = data.data.samples[0]!.html;
    expect(requestSample).toContain('Rex');
  });

  it('translate the labels but keep spec texts as written', () => {
    const html = page(sl, '/api/get-animal').html;
    expect(html).toContain('<h2 id="parameters">Parametri</h2>');
    expect(html).toContain('<h2 id="responses">Odgovori</h2>');
    expect(html).toContain('Returns one animal.');
    expect(page(sl, '/api/get-animal').page.toc[0]).toEqual({ depth: 2, id: 'parameters', text: 'Parametri' });
  });

  it('resolve links in spec texts per locale and record them at their place in the spec', () => {
    expect(page(en, '/api/introduction').html).toContain('<a href="/site/docs/intro">guide</a>');
    expect(page(sl, '/api/introduction').html).toContain('<a href="/site/sl/docs/intro">guide</a>');
    expect(page(sl, '/api/introduction').links).toContainEqual({ href: '/site/sl/docs/intro', written: '/docs/intro', origin: 'spec', file: 'openapi/spec.yaml', pointer: '/info/description', line: 7 });
  });

  it('report a broken file link in a spec text once, at its line in the spec', () => {
    expect(en.diagnostics).toHaveLength(1);
    expect(en.diagnostics[0]).toMatchObject({ severity: 'warning', file: 'openapi/spec.yaml', line: 35 });
    expect(en.diagnostics[0]?.message).toMatchInlineSnapshot(`"/paths/~1animals~1{id}/get/description: link to "./missing.md": no markdown page at "missing.md""`);
  });
});

const pagedSpec = `openapi: 3.1.0
info: { title: Shop, version: '1' }
paths:
  /orders:
    get:
      operationId: list_orders
      summary: List orders
      responses:
        '200':
          description: The orders.
          content:
            application/json:
              schema:
                type: array
                items:
                  $ref: '#/components/schemas/Order'
    post:
      operationId: create_order
      summary: Create an order
      requestBody:
        content:
          application/json:
            schema:
              $ref: '#/components/schemas/Order'
      responses:
        '201':
          description: Created.
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Order'
components:
  schemas:
    Order:
      type: object
      description: An order of **goods**.
      required: [id]
      properties:
        id: { type: string, readOnly: true }
        status:
          $ref: '#/components/schemas/Status'
        lines:
          type: array
          items:
            $ref: '#/components/schemas/OrderLine'
        next:
          $ref: '#/components/schemas/Order'
    OrderLine:
      type: object
      required: [sku]
      properties:
        sku: { type: string }
        note:
          $ref: '#/components/schemas/order_line'
    order_line:
      type: object
      properties:
        text: { type: string }
    Status:
      type: string
      description: Where the order is.
      enum: [open, paid]
`;

describe('webhooks', async () => {
  const hooks = fs.readFileSync(new URL('../../openapi/test/fixtures/events.yaml', import.meta.url), 'utf8');
  const en = await buildReference(hooks, 'en');
  const sl = await buildReference(hooks, 'sl');

  it('are listed under Webhooks, after the operations, in the sidebar and on the introduction', () => {
    expect(en.sidebar.api?.items.slice(1)).toEqual([
      { type: 'category', label: 'users', collapsed: false, items: [{ type: 'link', label: 'list_users', route: '/api/list-users', badge: 'get' }] },
      { type: 'link', label: 'ping', route: '/api/ping', badge: 'get' },
      { type: 'link', label: 'subscribe', route: '/api/subscribe', badge: 'post' },
      {
        type: 'category',
        label: 'Webhooks',
        collapsed: false,
        items: [
          { type: 'link', label: 'A user signed up', route: '/api/user-created', badge: 'post' },
          { type: 'link', label: 'list_users', route: '/api/list-users-2', badge: 'post' },
        ],
      },
    ]);
    expect(sl.sidebar.api?.items.at(-1)).toMatchObject({ type: 'category', label: 'Spletni kavlji' });
    const intro = page(en, '/api/introduction');
    expect(intro.page.toc.map((item) => item.text)).toEqual(['Servers', 'Security schemes', 'Operations', 'users', 'Other operations', 'Webhooks']);
    expect(intro.html).toContain('<h3 id="tag-Webhooks"');
  });

  it('get a page that names the webhook, says who sends it, and has no request samples', () => {
    const entry = page(en, '/api/user-created');
    expect(entry.page).toMatchObject({ title: 'A user signed up', description: 'Webhook POST userCreated', breadcrumbs: [{ label: 'API', route: '/api' }, { label: 'Webhooks' }] });
    expect(entry.page.toc.map((item) => item.id)).toEqual(['request-body', 'responses', 'response-204']);
    expect(entry.html).toContain('<p class="api-endpoint"><span class="api-badge api-badge-webhook">Webhook</span><span class="api-method api-method-post">POST</span>');
    expect(entry.html).toContain('<p class="api-webhook-note">The API sends this request to your server when the event happens.');
    expect(entry.html).not.toContain('request-samples');
    expect(entry.html).not.toContain('api-auth');
    // One with requirements of its own says how the API proves itself.
    expect(page(en, '/api/list-users-2').html).toContain('api-auth');
    expect(page(sl, '/api/user-created').html).toContain('<span class="api-badge api-badge-webhook">Spletni kavelj</span>');
    // An operation's page keeps its samples.
    expect(page(en, '/api/ping').html).toContain('id="request-samples"');
  });

  it('show the callbacks of an operation on its page: each request, its body and the answers it expects', () => {
    const entry = page(en, '/api/subscribe');
    expect(entry.page.toc.map((item) => [item.depth, item.id, item.text])).toEqual([
      [2, 'request-body', 'Request body'],
      [2, 'request-samples', 'Request samples'],
      [2, 'responses', 'Responses'],
      [3, 'response-201', '201 Created'],
      [2, 'callbacks', 'Callbacks'],
      [3, 'callback-1', 'userChanged (POST)'],
    ]);
    for (const id of [...entry.page.toc.map((item) => item.id), ...entry.headingIds]) expect(entry.html, id).toContain(`id="${id}"`);
    expect(entry.html).toContain('<span class="api-method api-method-post">POST</span><code class="api-path"><span class="api-path-parameter">{$request.body#/callbackUrl}</span></code>');
    expect(entry.html).toContain('Sent for each <strong>change</strong>.');
    // The callback's answers are not in the table of contents and carry no ids of their own.
    expect(entry.html).toContain('<h4 class="api-response-head"><span class="api-status api-status-4xx">410</span> Gone</h4>');
    // The schemas only the callback uses are described on the page.
    expect(entry.headingIds).toEqual(expect.arrayContaining(['schema-Change', 'schema-User']));
    expect(page(sl, '/api/subscribe').html).toContain('<h2 id="callbacks">Povratni klici</h2>');
  });
});

describe('schema pages', async () => {
  const en = await buildReference(pagedSpec, 'en', undefined, true);
  const sl = await buildReference(pagedSpec, 'sl', undefined, true);

  it('are made range by range from one source as they are made whole, intro, operation and schema pages alike', async () => {
    const { options } = await referenceOptions(pagedSpec, 'en', undefined, true);
    const whole = apiPages(options);
    const source = apiPageSource(options);
    const pages: ApiPage[] = [];
    const diagnostics: typeof whole.diagnostics = [];
    for (const range of [{ start: 0, end: 1 }, { start: 1, end: 3 }, { start: 3, end: 5 }, { start: 5, end: 7 }]) pages.push(...source(range, diagnostics));
    expect(pages.map((entry) => entry.page.route)).toEqual(en.pages.map((entry) => entry.page.route));
    expect(pages).toEqual(whole.pages);
    expect(diagnostics).toEqual(whole.diagnostics);
  });

  it('give every named schema with contents a page after the operations, and a sidebar category of their own', () => {
    expect(en.pages.map((entry) => entry.page.route)).toEqual(['/api', '/api/introduction', '/api/list-orders', '/api/create-order', '/api/schemas/order', '/api/schemas/order-line', '/api/schemas/order-line-2']);
    expect(en.sidebar.api?.items.at(-1)).toEqual({
      type: 'category',
      label: 'Schemas',
      collapsed: false,
      items: [
        { type: 'link', label: 'Order', route: '/api/schemas/order' },
        { type: 'link', label: 'OrderLine', route: '/api/schemas/order-line' },
        { type: 'link', label: 'order_line', route: '/api/schemas/order-line-2' },
      ],
    });
    expect(sl.sidebar.api?.items.at(-1)).toMatchObject({ type: 'category', label: 'Sheme' });
    expect(page(sl, '/api/schemas/order-line').page).toMatchObject({
      kind: 'api',
      sidebarId: 'api',
      title: 'OrderLine',
      breadcrumbs: [{ label: 'API', route: '/api' }, { label: 'Sheme' }],
      prev: { label: 'Order', route: '/api/schemas/order' },
      next: { label: 'order_line', route: '/api/schemas/order-line-2' },
    });
  });

  it('describe on an operation page the schemas it names and link to the pages of the ones inside them', () => {
    const created = page(en, '/api/create-order');
    // The schema's anchor, and its properties' (`#schema-Order-lines`).
    expect(created.html.match(/id="schema-[^"]*"/g)?.filter((id) => !id.startsWith('id="schema-Order-'))).toEqual(['id="schema-Order"']);
    expect(created.headingIds.filter((id) => id.startsWith('schema-Order-')).map((id) => created.html.includes(`id="${id}"`))).not.toContain(false);
    expect(created.html).toContain('<div class="api-text"><p>An order of <strong>goods</strong>.</p></div>');
    expect(created.html).toContain('<span class="api-type">array of </span><a class="api-type-name" href="/site/api/schemas/order-line">OrderLine</a>');
    expect(created.html).not.toContain('<summary>');
    // A cycle back to the described schema stays on the page; a later use links up to it.
    expect(created.html).toContain('<a href="#schema-Order">Order</a>, circular reference');
    expect(created.html).toContain('<p class="api-see api-see-above"><a href="#schema-Order">Order</a>, described above</p>');
    // A plain named value has no page: it is shown in full where it is used.
    expect(created.html).toContain('Where the order is.');
    expect(created.html).not.toContain('schemas/status');
    for (const id of created.headingIds) expect(created.html, id).toContain(`id="${id}"`);
    // A schema inside an unnamed one (the items of a list) links to its page, in the page's locale.
    expect(page(sl, '/api/list-orders').html).toContain('<p class="api-see api-see-page"><a href="/site/sl/api/schemas/order">Order</a>, opisano na svoji strani</p>');
  });

  it('show the schema, a generated example and the operations that name it on its page', () => {
    const order = page(en, '/api/schemas/order');
    expect(order.html).toContain('<div class="api-schema" id="schema-Order"><div class="api-schema-head"><span class="api-type">object</span></div>');
    expect(order.html).toContain('<a href="#schema-Order">Order</a>, circular reference');
    expect(order.html).toContain('<h2 id="example">Generated example</h2>');
    expect(order.html).toContain('"sku"');
    expect(order.html).toContain('<h2 id="used-by">Used by</h2>');
    expect(order.html).toContain('<a href="/site/api/list-orders"><span class="api-method api-method-get api-method-small">GET</span><span class="api-operation-label">List orders</span><code class="api-operation-path">/orders</code></a>');
    expect(order.html).toContain('href="/site/api/create-order"');
    expect(order.page.toc).toEqual([
      { depth: 2, id: 'example', text: 'Generated example' },
      { depth: 2, id: 'used-by', text: 'Used by' },
    ]);
    for (const id of order.headingIds) expect(order.html, id).toContain(`id="${id}"`);
    // Named only inside another schema: no operation to list.
    const line = page(sl, '/api/schemas/order-line-2');
    expect(line.html).not.toContain('used-by');
    expect(line.page.toc).toEqual([{ depth: 2, id: 'example', text: 'Samodejno ustvarjen primer' }]);
  });

  it('are made by `auto` for a reference of more than 100 operations only, and never with `false`', async () => {
    expect((await buildReference(pagedSpec, 'en')).pages.map((entry) => entry.page.route)).not.toContain('/api/schemas/order');
    const model = (count: number) => ({ operations: Array.from({ length: count }, () => ({ parameters: [], responses: [] })), schemas: { Thing: { types: ['object'], nullable: false, properties: [{ name: 'a', required: false, schema: { types: ['string'], nullable: false } }] } } }) as unknown as ApiModel;
    expect(schemaPageRoutes(model(SCHEMA_PAGES_AUTO_OPERATIONS), '/api')).toBeUndefined();
    expect(schemaPageRoutes(model(SCHEMA_PAGES_AUTO_OPERATIONS + 1), '/api')).toEqual({ Thing: '/api/schemas/thing' });
    expect(schemaPageRoutes(model(SCHEMA_PAGES_AUTO_OPERATIONS + 1), '/api', false)).toBeUndefined();
    expect(schemaPageRoutes(model(1), '/reference', true)).toEqual({ Thing: '/reference/schemas/thing' });
  });
});

describe('estimating the pages of a reference from its text', () => {
  const write = (name: string, text: string) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-estimate-')), name);
    fs.writeFileSync(file, text);
    return file;
  };

  it('counts the operations of a JSON spec, pretty or not, and of a YAML one', async () => {
    const paths = { '/a': { get: { responses: {} }, post: { responses: {} } }, '/b': { delete: { responses: {} } } };
    expect(await estimateApiPageCount(write('spec.json', JSON.stringify({ openapi: '3.1.0', paths }, null, 2)))).toBe(2 + 3);
    expect(await estimateApiPageCount(write('spec.json', JSON.stringify({ openapi: '3.1.0', paths })))).toBe(2 + 3);
    const yaml = ['openapi: 3.1.0', 'paths:', '  /a:', '    get:', '      responses: {}', '    patch:   # changes it', '      responses: {}', '  /b:', '    parameters: []', '    head:', '      responses: {}', 'x-get: get'].join('\n');
    expect(await estimateApiPageCount(write('spec.yaml', yaml))).toBe(2 + 3);
  });

  it('counts nothing without a spec or for one it cannot read', async () => {
    expect(await estimateApiPageCount(undefined)).toBe(0);
    expect(await estimateApiPageCount(path.join(os.tmpdir(), 'laguna-no-such-spec.yaml'))).toBe(0);
  });
});

describe('request samples the spec writes', async () => {
  const written = `openapi: 3.1.0
info: { title: Shop, version: '1' }
servers: [{ url: 'https://shop.example' }]
paths:
  /orders:
    get:
      operationId: orders
      x-codeSamples:
        - { lang: Go, label: Go SDK, source: 'client.Orders()' }
        - { lang: Python, source: 'shop.orders()' }
      responses: { '204': { description: None. } }
  /everything:
    get:
      operationId: everything
      x-codeSamples:
        - { lang: curl, source: 'curl https://shop.example/everything' }
        - { lang: JavaScript, source: 'shop.everything()' }
        - { lang: Python, source: 'shop.everything()' }
        - { lang: Go, source: 'shop.Everything()' }
        - { lang: Java, source: 'shop.everything();' }
        - { lang: PHP, source: '$shop->everything();' }
        - { lang: Ruby, source: 'shop.everything' }
        - { lang: C#, source: 'shop.Everything();' }
      responses: { '204': { description: None. } }
`;
  const en = await buildReference(written, 'en');

  it('stay complete in the HTML; only generated samples are left to the browser', () => {
    const built = page(en, '/api/orders');
    const { data } = built.content as { type: 'custom'; data: ApiOperationPageData };
    expect(data.samples.map((sample) => [sample.label, sample.inBrowser === true])).toEqual([
      ['Go SDK', false],
      ['Python', false],
      ...['curl', 'JavaScript', 'Java', 'PHP', 'Ruby', 'C#'].map((label) => [label, true]),
    ]);
    expect(built.html).toContain('client.Orders()');
    expect(built.html).toContain('shop.orders()');
    expect(built.html).toContain('Without JavaScript, the Go SDK sample makes the same request.');
    expect(data.requestPlan?.url).toBe('https://shop.example/orders');
  });

  it('need no request plan or script when the spec writes every language', () => {
    const built = page(en, '/api/everything');
    const { data } = built.content as { type: 'custom'; data: ApiOperationPageData };
    expect(data.samples.every((sample) => !sample.inBrowser && sample.html !== '')).toBe(true);
    expect(data.requestPlan).toBeUndefined();
    expect(built.page.features).toBeUndefined();
    expect(built.html).not.toContain('data-request-plan');
  });
});
