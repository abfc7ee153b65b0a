import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadApiText } from './loadApi.js';

const spec = fs.readFileSync(new URL('../test/fixtures/webhooks.yaml', import.meta.url), 'utf8');

describe('webhooks', () => {
  it('become operations marked as webhooks, named by the webhook, after the paths', async () => {
    const api = await loadApiText(spec, 'openapi/events.yaml');
    expect(api.operations.map(({ operationId, slug, method, path, webhook, pointer }) => ({ operationId, slug, method, path, webhook, pointer }))).toEqual([
      { operationId: 'list_users', slug: 'list-users', method: 'get', path: '/users', webhook: undefined, pointer: '/paths/~1users/get' },
      { operationId: 'ping', slug: 'ping', method: 'get', path: '/ping', webhook: undefined, pointer: '/paths/~1ping/get' },
      { operationId: 'userCreated', slug: 'user-created', method: 'post', path: 'userCreated', webhook: true, pointer: '/webhooks/userCreated/post' },
      // An operationId a path already uses still gets a page of its own.
      { operationId: 'list_users', slug: 'list-users-2', method: 'post', path: 'user_deleted', webhook: true, pointer: '/webhooks/user_deleted/post' },
    ]);
  });

  it('take neither the API servers nor its global security, only their own', async () => {
    const api = await loadApiText(spec, 'openapi/events.yaml');
    const [list, , created, deleted] = api.operations;
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
});
