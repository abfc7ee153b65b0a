import { describe, expect, it } from 'vitest';
import { loadApiText } from './loadApi.js';

const spec = `openapi: 3.0.3
info:
  title: Shop
  version: '2'
  description: The **shop**.
  license:
    name: MIT
    url: https://opensource.org/licenses/MIT
servers:
  - url: https://{region}.shop.example/v2
    description: Production
    variables:
      region:
        default: eu
        enum: [eu, us]
security:
  - key: []
tags:
  - name: pets
    description: Pets for sale.
paths:
  /pets/{petId}:
    parameters:
      - $ref: '#/components/parameters/PetId'
      - name: verbose
        in: query
        schema:
          type: boolean
    get:
      tags: [pets]
      operationId: getPet
      summary: ' Get a pet '
      parameters:
        - name: verbose
          in: query
          description: Overrides the path-level one.
          schema:
            type: integer
          example: 1
        - name: filter
          in: query
          content:
            application/json:
              schema:
                type: object
      responses:
        '200':
          description: The pet.
          headers:
            X-Rate:
              description: Calls left.
              required: true
              schema:
                type: integer
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Pet'
              examples:
                small:
                  summary: A small pet
                  value: { name: Rex }
        default:
          $ref: '#/components/responses/Error'
    put:
      tags: [pets, admin]
      security: []
      servers:
        - url: https://admin.shop.example
      requestBody:
        required: true
        description: The new pet.
        content:
          multipart/form-data:
            schema:
              type: object
              properties:
                photo:
                  type: string
                  format: binary
            encoding:
              photo:
                contentType: image/png
      responses:
        '204':
          description: Stored.
  /pets:
    post:
      operationId: get_pet
      security:
        - key: []
          oauth: [write]
      responses:
        '201':
          description: Created.
components:
  parameters:
    PetId:
      name: petId
      in: path
      required: true
      description: The pet's id.
      schema:
        type: string
      examples:
        one:
          value: p-1
  responses:
    Error:
      description: Something failed.
  securitySchemes:
    key:
      type: apiKey
      in: header
      name: X-Key
    oauth:
      type: oauth2
      flows:
        clientCredentials:
          tokenUrl: https://shop.example/token
          scopes:
            write: Change things
  schemas:
    Pet:
      type: object
      properties:
        name:
          type: string
`;

describe('the operation model', async () => {
  const api = await loadApiText(spec, 'shop.yaml');
  const [getPet, putPet, postPet] = api.operations;

  it('keeps info, servers, schemes and tags', () => {
    expect(api.openapi).toBe('3.0.3');
    expect(api.info).toMatchObject({ title: 'Shop', version: '2', description: { markdown: 'The **shop**.', pointer: '/info/description', line: 5 }, license: { name: 'MIT', url: 'https://opensource.org/licenses/MIT' } });
    expect(api.servers).toMatchObject([{ url: 'https://{region}.shop.example/v2', variables: [{ name: 'region', default: 'eu', enum: ['eu', 'us'] }] }]);
    expect(api.securitySchemes.map((scheme) => [scheme.key, scheme.type])).toEqual([['key', 'apiKey'], ['oauth', 'oauth2']]);
    expect(api.securitySchemes[1]?.flows).toEqual([{ flow: 'clientCredentials', tokenUrl: 'https://shop.example/token', scopes: { write: 'Change things' } }]);
    // Declared tags first, then the ones only operations use.
    expect(api.tags.map((tag) => tag.name)).toEqual(['pets', 'admin']);
  });

  it('lists operations in spec order with unique slugs', () => {
    expect(api.operations.map((operation) => [operation.method, operation.path, operation.operationId, operation.slug])).toEqual([
      ['get', '/pets/{petId}', 'getPet', 'get-pet'],
      ['put', '/pets/{petId}', 'put/pets/{petId}', 'put-pets-pet-id'],
      ['post', '/pets', 'get_pet', 'get-pet-2'],
    ]);
    expect(getPet?.summary).toBe('Get a pet');
  });

  it('merges path-level parameters, the operation overriding one of the same name and place', () => {
    expect(getPet?.parameters.map((parameter) => [parameter.name, parameter.in, parameter.required])).toEqual([
      ['petId', 'path', true],
      ['verbose', 'query', false],
      ['filter', 'query', false],
    ]);
    expect(getPet?.parameters[0]).toMatchObject({ example: 'p-1', pointer: '/components/parameters/PetId', description: { pointer: '/components/parameters/PetId/description' } });
    expect(getPet?.parameters[1]).toMatchObject({ schema: { types: ['integer'] }, example: 1 });
    expect(getPet?.parameters[2]?.schema).toMatchObject({ types: ['object'] });
  });

  it('keeps responses with headers, content and examples, following response refs', () => {
    expect(getPet?.responses.map((response) => response.status)).toEqual(['200', 'default']);
    const ok = getPet!.responses[0]!;
    expect(ok.headers).toEqual([{ name: 'X-Rate', description: { markdown: 'Calls left.', pointer: ok.headers[0]!.pointer + '/description', line: 51 }, required: true, schema: { types: ['integer'], nullable: false }, pointer: '/paths/~1pets~1{petId}/get/responses/200/headers/X-Rate' }]);
    expect(ok.content[0]).toMatchObject({ mediaType: 'application/json', schema: { ref: 'Pet' }, examples: [{ name: 'small', summary: 'A small pet', value: { name: 'Rex' } }] });
    expect(getPet?.responses[1]).toMatchObject({ description: { markdown: 'Something failed.', pointer: '/components/responses/Error/description' }, content: [] });
  });

  it('keeps request bodies with the part types of multipart bodies', () => {
    expect(putPet?.requestBody).toMatchObject({ required: true, description: { markdown: 'The new pet.' }, content: [{ mediaType: 'multipart/form-data', encoding: { photo: { contentType: 'image/png' } } }] });
  });

  it('applies security and servers from the operation, else from the document', () => {
    expect(getPet?.security).toEqual([[{ scheme: 'key', scopes: [] }]]);
    expect(putPet?.security).toEqual([]);
    expect(postPet?.security).toEqual([[{ scheme: 'key', scopes: [] }, { scheme: 'oauth', scopes: ['write'] }]]);
    expect(getPet?.servers[0]?.url).toBe('https://{region}.shop.example/v2');
    expect(putPet?.servers[0]?.url).toBe('https://admin.shop.example');
  });
});
