import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { loadApi } from './loadApi.js';

// The Laguna API description the site is built from (openapi/laguna.yaml at the repository root).
const file = new URL('../../../openapi/laguna.yaml', import.meta.url);

describe('the Laguna API description', async () => {
  const api = await loadApi({ file: file.pathname, displayName: 'openapi/laguna.yaml' });

  it('is OpenAPI 3.1 with the info the introduction needs', () => {
    expect(api.openapi).toBe('3.1.0');
    expect(api.info).toMatchObject({ title: 'Laguna API', version: '0.1.0', license: { name: 'Apache License 2.0', identifier: 'Apache-2.0' } });
    expect(api.servers.map((server) => server.url)).toEqual(['http://127.0.0.1:6969']);
    expect(api.securitySchemes.map((scheme) => [scheme.key, scheme.type, scheme.in, scheme.name])).toEqual([
      ['accessToken', 'apiKey', 'header', 'X-Access-Token'],
      ['accessTokenCookie', 'apiKey', 'cookie', 'X-Access-Token'],
    ]);
    expect(api.tags.map((tag) => tag.name)).toEqual(['meta', 'register', 'login', 'user', 'torrent', 'rating', 'peer']);
  });

  it('has the 19 operations at the routes the site lists, with their real methods and paths', () => {
    const operations = Object.fromEntries(api.operations.map((operation) => [operation.slug, `${operation.method.toUpperCase()} ${operation.path}`]));
    expect(operations).toEqual({
      'get-app-info': 'GET /misc/',
      healthcheck: 'GET /misc/healthcheck',
      register: 'POST /api/user/auth/register',
      login: 'POST /api/user/auth/login',
      'user-me-get': 'GET /api/user/me',
      'user-patch-me': 'PATCH /api/user/me',
      'user-me-delete': 'DELETE /api/user/me',
      'user-get': 'GET /api/user/{id}',
      'user-patch': 'PATCH /api/user/{id}',
      'user-torrents-get': 'GET /api/user/{id}/torrents',
      'torrent-put': 'PUT /api/torrent/',
      'torrent-get': 'GET /api/torrent/{info_hash}',
      'torrent-patch': 'PATCH /api/torrent/{info_hash}',
      'torrent-delete': 'DELETE /api/torrent/{info_hash}',
      'torrent-swarm': 'GET /api/torrent/{info_hash}/swarm',
      'rating-create': 'POST /api/torrent/rating',
      'rating-torrent-average': 'GET /api/torrent/rating/{info_hash}',
      'rating-delete': 'DELETE /api/torrent/rating/{info_hash}',
      'peer-announce': 'GET /peer/announce',
    });
  });

  it('gives every operation a summary, a description and a tag, and public routes no security', () => {
    for (const operation of api.operations) {
      expect(operation.summary, operation.operationId).toBeTruthy();
      expect(operation.description?.markdown, operation.operationId).toBeTruthy();
      expect(operation.tags, operation.operationId).toHaveLength(1);
    }
    const publicOperations = api.operations.filter((operation) => operation.security.length === 0).map((operation) => operation.operationId);
    expect(publicOperations).toEqual(['get_app_info', 'healthcheck', 'register', 'login', 'peer_announce']);
  });

  it('declares every templated path parameter and the announce query', () => {
    for (const operation of api.operations) {
      const placeholders = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const declared = operation.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
      expect(declared, operation.operationId).toEqual(placeholders);
    }
    const announce = api.operations.find((operation) => operation.operationId === 'peer_announce')!;
    expect(announce.parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name)).toEqual(['down_hash', 'info_hash', 'peer_id', 'port', 'uploaded', 'downloaded', 'left']);
  });

  it('defines every schema it refers to, and uses the vendor media type for JSON answers', async () => {
    const text = await fs.readFile(file, 'utf8');
    for (const match of text.matchAll(/\$ref: '#\/components\/schemas\/(\w+)'/g)) expect(api.schemas, match[1]).toHaveProperty(match[1]!);
    const put = api.operations.find((operation) => operation.operationId === 'torrent_put')!;
    expect(put.responses.map((response) => response.status)).toEqual(['200', '208', '400', '401', '415', '422', '500']);
    expect(put.responses[0]?.content[0]?.mediaType).toBe('application/vnd.sloveniaengineering.laguna.0.1.0+json');
    expect(put.requestBody?.content[0]).toMatchObject({ mediaType: 'multipart/form-data', schema: { ref: 'TorrentPutDTO' }, encoding: { torrent: { contentType: 'application/x-bittorrent' } } });
  });
});
