import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { loadApiText } from './loadApi.js';
import { UserError } from '@laguna-docs/shared';
import { naming, operationSlug } from './buildModel.js';

describe('naming', () => {
  it('names the spec file, the operation and its pointer in an error the conversion throws', () => {
    const step = () => naming('openapi/shop.yaml', 'GET /menus', '/paths/~1menus/get', () => (undefined as unknown as string[]).length);
    expect(step).toThrow("openapi/shop.yaml: GET /menus (/paths/~1menus/get): Cannot read properties of undefined (reading 'length')");
  });

  it('passes a user error on as it is', () => {
    const error = new UserError({ severity: 'error', code: 'openapi/invalid', message: 'bad' });
    expect(() => naming('a.yaml', 'GET /', '/paths/~1/get', () => { throw error; })).toThrow(error);
  });
});

describe('operationSlug', () => {
  const slug = (operationId: string, method = 'get', path = '/users/{id}') => operationSlug({ operationId, method, path });

  it('folds letters to ASCII the way heading ids do', () => {
    expect(slug('übersicht')).toBe('ubersicht');
    expect(slug('Übersicht_Abrufen')).toBe('ubersicht-abrufen');
    expect(slug('čas_đaka')).toBe('cas-daka');
    expect(slug('getUserById')).toBe('get-user-by-id');
  });

  it('takes the method and path when the operationId has letters that do not fold', () => {
    expect(slug('获取用户')).toBe('get-users-id');
    expect(slug('обзор', 'post', '/overview')).toBe('post-overview');
    expect(slug('get用户')).toBe('get-users-id');
  });
});

describe('route slugs of a description', () => {
  it('keep the letters of Unicode operationIds, and CJK ones do not collapse to get, get-2', async () => {
    const op = (operationId: string) => ({ operationId, responses: { '200': { description: 'ok' } } });
    const api = await loadApiText(
      stringify({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: { '/overview': { get: op('übersicht') }, '/users': { get: op('获取用户'), post: op('创建用户') } } }),
      'spec.yaml',
    );
    expect(api.operations.map((operation) => operation.slug)).toEqual(['ubersicht', 'get-users', 'post-users']);
  });
});

describe('texts beside a $ref (3.1)', () => {
  it('are placed where they are written, not in the target', async () => {
    const text = `openapi: 3.1.0
info: {title: T, version: '1'}
paths:
  /a:
    get:
      parameters:
        - $ref: '#/components/parameters/P'
          description: Param [beside](/p1).
      responses:
        '200':
          $ref: '#/components/responses/R'
          description: Response [beside](/r1).
components:
  parameters:
    P: {name: p, in: query, description: own, schema: {type: string}}
  responses:
    R: {description: own response}
  schemas:
    Root:
      type: object
      properties:
        owner:
          $ref: '#/components/schemas/User'
          description: The owner, see [users](/docs/users).
    User:
      type: object
      description: A user.
`;
    const api = await loadApiText(text, 'a.yaml');
    const operation = api.operations[0]!;
    expect(operation.parameters[0]!.description).toEqual({ markdown: 'Param [beside](/p1).', pointer: '/paths/~1a/get/parameters/0/description', line: 8 });
    expect(operation.responses[0]!.description).toEqual({ markdown: 'Response [beside](/r1).', pointer: '/paths/~1a/get/responses/200/description', line: 12 });
    const owner = api.schemas.Root!.properties![0]!.schema;
    expect('description' in owner && owner.description).toEqual({ markdown: 'The owner, see [users](/docs/users).', pointer: '/components/schemas/Root/properties/owner/description', line: 24 });
    expect(api.schemas.User!.description).toEqual({ markdown: 'A user.', pointer: '/components/schemas/User/description', line: 27 });
  });
});

describe('$refs inside extensions', () => {
  it('are left alone when nothing uses them, broken or to other files', async () => {
    const api = await loadApiText(
      stringify({
        openapi: '3.0.3',
        info: { title: 'T', version: '1', 'x-logo': { $ref: './logo.yaml' } },
        paths: { '/a': { get: { operationId: 'a', 'x-extra': { $ref: '#/components/nothing' }, responses: { '200': { description: 'ok' } } } } },
      }),
      'spec.yaml',
    );
    expect(api.operations.map((operation) => operation.slug)).toEqual(['a']);
  });
});
