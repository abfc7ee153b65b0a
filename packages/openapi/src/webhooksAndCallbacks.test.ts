import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadApiText } from './loadApi.js';

const spec = fs.readFileSync(new URL('../test/fixtures/events.yaml', import.meta.url), 'utf8');

describe('webhooks', () => {
  it('become operations marked as webhooks, named by the webhook, after the paths', async () => {
    const api = await loadApiText(spec, 'openapi/events.yaml');
    expect(api.operations.map(({ operationId, slug, method, path, webhook, pointer }) => ({ operationId, slug, method, path, webhook, pointer }))).toEqual([
      { operationId: 'list_users', slug: 'list-users', method: 'get', path: '/users', webhook: undefined, pointer: '/paths/~1users/get' },
      { operationId: 'ping', slug: 'ping', method: 'get', path: '/ping', webhook: undefined, pointer: '/paths/~1ping/get' },
      { operationId: 'subscribe', slug: 'subscribe', method: 'post', path: '/subscriptions', webhook: undefined, pointer: '/paths/~1subscriptions/post' },
      { operationId: 'userCreated', slug: 'user-created', method: 'post', path: 'userCreated', webhook: true, pointer: '/webhooks/userCreated/post' },
      // An operationId a path already uses still gets a page of its own.
      { operationId: 'list_users', slug: 'list-users-2', method: 'post', path: 'user_deleted', webhook: true, pointer: '/webhooks/user_deleted/post' },
    ]);
  });

  it('take neither the API servers nor its global security, only their own', async () => {
    const api = await loadApiText(spec, 'openapi/events.yaml');
    const [list, , , created, deleted] = api.operations;
    expect(list!.servers.map((server) => server.url)).toEqual(['https://events.example']);
    expect(list!.security).toEqual([[{ scheme: 'key', scopes: [] }]]);
    expect(created!.servers).toEqual([]);
    expect(created!.security).toEqual([]);
    expect(deleted!.security).toEqual([[{ scheme: 'signature', scopes: [] }]]);
    expect(created!.requestBody?.required).toBe(true);
    expect(created!.requestBody?.content[0]?.schema).toMatchObject({ ref: 'User' });
  });

  it('add no tags of their own to the tag list', async () => {
    const api = await loadApiText(spec, 'openapi/events.yaml');
    expect(api.tags.map((tag) => tag.name)).toEqual(['users']);
  });

  it('keep the callbacks of an operation with it, each request converted like an operation at its URL expression', async () => {
    const api = await loadApiText(spec, 'openapi/events.yaml');
    const subscribe = api.operations.find((operation) => operation.operationId === 'subscribe')!;
    expect(subscribe.callbacks).toHaveLength(1);
    const [callback] = subscribe.callbacks!;
    expect(callback!.name).toBe('userChanged');
    expect(callback!.operation).toMatchObject({
      method: 'post',
      path: '{$request.body#/callbackUrl}',
      pointer: '/paths/~1subscriptions/post/callbacks/userChanged/{$request.body#~1callbackUrl}/post',
      description: { markdown: 'Sent for each **change**.' },
      requestBody: { required: true, content: [{ mediaType: 'application/json', schema: { ref: 'Change' } }] },
      servers: [],
      security: [],
    });
    expect(callback!.operation.responses.map((response) => response.status)).toEqual(['200', '410']);
    expect(api.operations.find((operation) => operation.operationId === 'list_users')!.callbacks).toBeUndefined();
  });
});

describe('x-webhooks (the 3.0 extension)', () => {
  const spec30 = `openapi: 3.0.3
info: { title: Hooks, version: '1' }
servers: [{ url: 'https://hooks.example' }]
security: [{ key: [] }]
paths:
  /ping:
    get:
      operationId: ping
      responses: { '200': { description: pong } }
x-webhooks:
  orderPaid:
    post:
      summary: An order was paid
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Order' }
      responses: { '204': { description: Received } }
components:
  securitySchemes:
    key: { type: apiKey, in: header, name: X-Key }
  schemas:
    Order:
      type: object
      properties: { id: { type: string } }
`;

  it('become webhooks like 3.1 webhooks: named by the webhook, after the paths, without the API servers or security', async () => {
    const api = await loadApiText(spec30, 'openapi/hooks.yaml');
    const hook = api.operations[1]!;
    expect(api.operations.map(({ operationId, slug, webhook, pointer }) => ({ operationId, slug, webhook, pointer }))).toEqual([
      { operationId: 'ping', slug: 'ping', webhook: undefined, pointer: '/paths/~1ping/get' },
      { operationId: 'orderPaid', slug: 'order-paid', webhook: true, pointer: '/x-webhooks/orderPaid/post' },
    ]);
    expect(hook).toMatchObject({ path: 'orderPaid', method: 'post', summary: 'An order was paid', servers: [], security: [] });
    expect(hook.requestBody?.content[0]?.schema).toEqual({ ref: 'Order' });
  });
});
