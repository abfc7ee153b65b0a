import { describe, expect, it } from 'vitest';
import type { ApiOperation, ApiSecurityScheme } from '@laguna-docs/shared';
import { pythonLiteral, requestSamples } from './samples.js';

const operation = (overrides: Partial<ApiOperation>): ApiOperation => ({
  operationId: 'op',
  slug: 'op',
  method: 'get',
  path: '/',
  tags: [],
  deprecated: false,
  parameters: [],
  responses: [{ status: '200', headers: [], content: [{ mediaType: 'application/json', examples: [], pointer: '/x' }], pointer: '/r' }],
  security: [],
  servers: [{ url: 'https://api.example.org/v1/', variables: [] }],
  pointer: '/paths/~1/get',
  ...overrides,
});

const schemes: ApiSecurityScheme[] = [
  { key: 'token', type: 'apiKey', in: 'header', name: 'X-Token', pointer: '/a' },
  { key: 'session', type: 'apiKey', in: 'cookie', name: 'sid', pointer: '/b' },
  { key: 'bearer', type: 'http', scheme: 'bearer', pointer: '/c' },
];

describe('request samples', () => {
  it('send a JSON body with path and query parameters and an API key', () => {
    const samples = requestSamples(
      operation({
        method: 'post',
        path: '/pets/{id}',
        parameters: [
          { name: 'id', in: 'path', required: true, deprecated: false, example: 'a b', pointer: '/p0' },
          { name: 'dry', in: 'query', required: true, deprecated: false, schema: { types: ['boolean'], nullable: false }, pointer: '/p1' },
          { name: 'page', in: 'query', required: false, deprecated: false, pointer: '/p2' },
        ],
        requestBody: { required: true, content: [{ mediaType: 'application/json', schema: { ref: 'Pet' }, examples: [], pointer: '/b' }], pointer: '/rb' },
        security: [[{ scheme: 'token', scopes: [] }]],
      }),
      { Pet: { types: ['object'], nullable: false, properties: [{ name: 'name', required: true, schema: { types: ['string'], nullable: false, examples: ["Rex's"] } }, { name: 'ok', required: false, schema: { types: ['boolean'], nullable: false } }] } },
      schemes,
    );
    expect(samples.map((sample) => sample.label)).toEqual(['curl', 'JavaScript', 'Python', 'Go', 'Java', 'PHP', 'Ruby', 'C#']);
    expect(samples[0]?.code).toMatchInlineSnapshot(`
      "curl -X POST 'https://api.example.org/v1/pets/a%20b?dry=true' \\
        -H 'Content-Type: application/json' \\
        -H 'X-Token: <token>' \\
        --data '{
        "name": "Rex'\\''s",
        "ok": true
      }'"
    `);
    expect(samples[1]?.code).toMatchInlineSnapshot(`
      "const response = await fetch('https://api.example.org/v1/pets/a%20b?dry=true', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Token': '<token>',
        },
        body: JSON.stringify({
          "name": "Rex's",
          "ok": true
        }),
      });
      const data = await response.json();"
    `);
    expect(samples[2]?.code).toMatchInlineSnapshot(`
      "import requests

      response = requests.post(
          "https://api.example.org/v1/pets/a%20b?dry=true",
          headers={"Content-Type": "application/json", "X-Token": "<token>"},
          json={
              "name": "Rex's",
              "ok": True,
          },
      )
      print(response.status_code, response.json())"
    `);
  });

  it('upload files as multipart parts with their part type, and send cookies and bearer tokens', () => {
    const samples = requestSamples(
      operation({
        method: 'put',
        requestBody: {
          required: true,
          content: [
            {
              mediaType: 'multipart/form-data',
              schema: { types: ['object'], nullable: false, properties: [{ name: 'file', required: true, schema: { types: ['string'], nullable: false, format: 'binary' } }, { name: 'note', required: false, schema: { types: ['string'], nullable: false } }] },
              encoding: { file: { contentType: 'application/x-bittorrent' } },
              examples: [],
              pointer: '/m',
            },
          ],
          pointer: '/rb',
        },
        responses: [{ status: '204', headers: [], content: [], pointer: '/r' }],
        security: [[{ scheme: 'session', scopes: [] }, { scheme: 'bearer', scopes: [] }]],
        servers: [],
      }),
      {},
      schemes,
    );
    expect(samples.slice(0, 3).map((sample) => sample.code).join('\n\n')).toMatchInlineSnapshot(`
      "curl -X PUT '{baseUrl}/' \\
        -H 'Authorization: Bearer <token>' \\
        --cookie 'sid=<token>' \\
        -F 'file=@file.torrent;type=application/x-bittorrent' \\
        -F 'note=string'

      // fileBytes: the file to upload (a Blob, File or ArrayBuffer)
      const body = new FormData();
      body.append('file', new Blob([fileBytes], { type: 'application/x-bittorrent' }), 'file.torrent');
      body.append('note', 'string');

      const response = await fetch('{baseUrl}/', {
        method: 'PUT',
        headers: {
          'Authorization': 'Bearer <token>',
          'Cookie': 'sid=<token>',
        },
        body,
      });
      console.log(response.status);

      import requests

      response = requests.put(
          "{baseUrl}/",
          headers={"Authorization": "Bearer <token>"},
          cookies={"sid": "<token>"},
          data={"note": "string"},
          files={"file": ("file.torrent", open("file.torrent", "rb"), "application/x-bittorrent")},
      )
      print(response.status_code)"
    `);
  });

  it('write JSON as Python literals', () => {
    expect(pythonLiteral({ a: [true, false, null], b: {} , c: 'x"y' }, '')).toMatchInlineSnapshot(`
      "{
          "a": [
              True,
              False,
              None,
          ],
          "b": {},
          "c": "x\\"y",
      }"
    `);
  });
});
