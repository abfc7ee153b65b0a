import { describe, expect, it } from 'vitest';
import { loadApiText } from './loadApi.js';

const spec = `openapi: 3.1.0
info: { title: Events, version: '1' }
servers:
  - url: https://events.example
security:
  - key: []
tags:
  - name: users
paths:
  /users:
    get:
      tags: [users]
      operationId: list_users
      responses: { '200': { description: The users. } }
webhooks:
  userCreated:
    post:
      tags: [users, hooks-only]
      summary: A user signed up
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/User' }
      responses:
        '204': { description: Received. }
  user_deleted:
    post:
      operationId: list_users
      security:
        - signature: []
      responses:
        '200': { description: Received. }
components:
  securitySchemes:
    key: { type: apiKey, in: header, name: X-Key }
    signature: { type: apiKey, in: header, name: X-Signature }
  schemas:
    User:
      type: object
      properties:
        id: { type: string }
`;

describe('webhooks', () => {
  it('become operations marked as webhooks, named by the webhook, after the paths', async () => {
    const api = await loadApiText(spec, 'openapi/events.yaml');
    expect(api.operations.map(({ operationId, slug, method, path, webhook, pointer }) => ({ operationId, slug, method, path, webhook, pointer }))).toEqual([
      { operationId: 'list_users', slug: 'list-users', method: 'get', path: '/users', webhook: undefined, pointer: '/paths/~1users/get' },
      { operationId: 'userCreated', slug: 'user-created', method: 'post', path: 'userCreated', webhook: true, pointer: '/webhooks/userCreated/post' },
      // An operationId a path already uses still gets a page of its own.
      { operationId: 'list_users', slug: 'list-users-2', method: 'post', path: 'user_deleted', webhook: true, pointer: '/webhooks/user_deleted/post' },
    ]);
  });

  it('take neither the API servers nor its global security, only their own', async () => {
    const api = await loadApiText(spec, 'openapi/events.yaml');
    const [list, created, deleted] = api.operations;
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
