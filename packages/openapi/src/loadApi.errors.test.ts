import { describe, expect, it } from 'vitest';
import { formatDiagnostic, isUserError } from '@laguna-docs/shared';
import { checkApiDocument, loadApiText, type LoadApiTextOptions } from './loadApi.js';
import { checkedElsewhere } from './testSpec.js';

const caught = (text: string, file: string, options?: LoadApiTextOptions) =>
  loadApiText(text, file, options).then(
    () => undefined,
    (error: unknown) => error,
  );

/**
 * The messages a broken spec fails with, as the terminal shows them; the same when the spec is checked
 * elsewhere (in a helper thread) while the model is built.
 */
async function failure(text: string, file = 'openapi/broken.yaml'): Promise<string[]> {
  const error = await caught(text, file);
  if (!isUserError(error)) throw new Error(`expected a UserError, got ${String(error)}`);
  expect(error.stack === undefined || !error.message.includes('    at ')).toBe(true);
  const elsewhere = await caught(text, file, { check: checkedElsewhere });
  expect(isUserError(elsewhere) ? elsewhere.diagnostics : elsewhere).toEqual(error.diagnostics);
  return error.diagnostics.map(formatDiagnostic);
}

const head = `openapi: 3.1.0
info:
  title: Broken
  version: '1'
`;

describe('an invalid spec', () => {
  it('lists every reference that points at nothing, each at its line, with a suggestion, and the other problems with them', async () => {
    const text = `${head}paths:
  /a:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Usr'
        '204':
          descriptio: other problems are listed too
components:
  schemas:
    User:
      type: object
      properties:
        file:
          $ref: '#/components/schemas/ActixFile'
        ip:
          $ref: 'common.yaml#/IpAddr'
`;
    expect(await failure(text)).toMatchInlineSnapshot(`
      [
        "openapi/broken.yaml:14:23 error /paths/~1a/get/responses/200/content/application~1json/schema/$ref: $ref "#/components/schemas/Usr" points at nothing [openapi/unresolved-ref]
        hint: did you mean "#/components/schemas/User"?",
        "openapi/broken.yaml:16:23 error /paths/~1a/get/responses/204/descriptio: unknown property "descriptio" [openapi/invalid]
        hint: did you mean "description"?",
        "openapi/broken.yaml:23:17 error /components/schemas/User/properties/file/$ref: $ref "#/components/schemas/ActixFile" points at nothing [openapi/unresolved-ref]
        hint: define the target or correct the reference",
        "openapi/broken.yaml:25:17 error /components/schemas/User/properties/ip/$ref: $ref "common.yaml#/IpAddr" names another file, which is not read here [openapi/external-ref]
        hint: load the description from its file, so the files its $refs name are read too",
      ]
    `);
  });

  it('lists every place that breaks the OpenAPI schema, with pointer and line', async () => {
    const text = `openapi: 3.0.3
info:
  title: Broken
paths:
  /b:
    get:
      responses:
        '200':
          descriptio: d
  /c:
    put:
      parameters:
        - name: q
          in: body
      responses:
        '204':
          description: none
`;
    expect(await failure(text)).toMatchInlineSnapshot(`
      [
        "openapi/broken.yaml:3:3 error /info: missing required property "version" [openapi/invalid]",
        "openapi/broken.yaml:9:23 error /paths/~1b/get/responses/200/descriptio: unknown property "descriptio" [openapi/invalid]
        hint: did you mean "description"?",
        "openapi/broken.yaml:14:15 error /paths/~1c/put/parameters/0/in: must be one of "path", "query", "header", "cookie" (found "body") [openapi/invalid]",
      ]
    `);
  });

  it('names missing path parameters and duplicated operationIds', async () => {
    const text = `${head}paths:
  /user/{id}:
    get:
      operationId: getUser
      responses:
        '200':
          description: ok
  /users:
    get:
      operationId: getUser
      responses:
        '200':
          description: ok
`;
    expect(await failure(text)).toMatchInlineSnapshot(`
      [
        "openapi/broken.yaml:8:7 error /paths/~1user~1{id}/get: "/paths/user/{id}/get" is missing path parameter(s) for "{id}". [openapi/invalid]",
        "openapi/broken.yaml:14:20 error /paths/~1users/get/operationId: The operationId "getUser" is duplicated and must be made unique. [openapi/invalid]",
      ]
    `);
  });

  it('places problems under media types, whose keys hold slashes', async () => {
    const text = `openapi: 3.0.3
info:
  title: Broken
  version: '1'
paths:
  /list:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                type: array
`;
    expect(await failure(text)).toMatchInlineSnapshot(`
      [
        "openapi/broken.yaml:14:17 error /paths/~1list/get/responses/200/content/application~1json/schema: an array schema without "items" [openapi/array-without-items]
        hint: add items: the schema of its items (shown as any value until then)",
      ]
    `);
  });

  it('points into JSON specs too', async () => {
    const text = JSON.stringify({ openapi: '3.1.0', info: { title: 'T' }, paths: {} }, null, 2);
    expect(await failure(text, 'openapi/broken.json')).toMatchInlineSnapshot(`
      [
        "openapi/broken.json:3:11 error /info: missing required property "version" [openapi/invalid]",
      ]
    `);
  });

  it('refuses Swagger 1.2, unknown versions and documents that are not objects', async () => {
    expect(await failure('swagger: "1.2"\ninfo: {title: T, version: "1"}\npaths: {}\n')).toMatchInlineSnapshot(`
      [
        "openapi/broken.yaml:1:10 error /swagger: Swagger 1.2 is not supported [openapi/unsupported-version]
        hint: write swagger: "2.0", or convert the description to OpenAPI 3.0 or 3.1",
      ]
    `);
    expect(await failure('openapi: 4.0.0\ninfo: {title: T, version: "1"}\n')).toMatchInlineSnapshot(`
      [
        "openapi/broken.yaml:1:10 error /openapi: OpenAPI 4.0.0 is not supported [openapi/unsupported-version]
        hint: write openapi: 3.1.0 (or a 3.0.x version)",
      ]
    `);
    expect(await failure('- just\n- a list\n')).toMatchInlineSnapshot(`
      [
        "openapi/broken.yaml:1:1 error /: the spec must be a YAML or JSON object [openapi/not-openapi]",
      ]
    `);
  });

  it('reports YAML syntax errors with their line and stops there', async () => {
    expect(await failure(`${head}paths:\n  /a: {get: [\n`)).toMatchInlineSnapshot(`
      [
        "openapi/broken.yaml:7:1 error the spec is not valid YAML or JSON: Flow sequence in block collection must be sufficiently indented and end with a ] [openapi/syntax]",
        "openapi/broken.yaml:7:1 error the spec is not valid YAML or JSON: Flow map in block collection must be sufficiently indented and end with a } [openapi/syntax]",
      ]
    `);
  });

  it('is checked here when the check elsewhere fails, and a valid spec checked elsewhere makes the same model', async () => {
    const broken = `${head}paths:\n  /a:\n    get:\n      responses: {}\n      operationId: [1]\n`;
    const diagnostics = async (options?: LoadApiTextOptions) => {
      const error = await caught(broken, 'openapi/broken.yaml', options);
      if (!isUserError(error)) throw new Error(`expected a UserError, got ${String(error)}`);
      return error.diagnostics;
    };
    const here = await diagnostics();
    expect(here.length).toBeGreaterThan(0);
    expect(await diagnostics({ check: () => Promise.reject(new Error('helper gone')) })).toEqual(here);
    expect(await diagnostics({ check: () => { throw new Error('cannot be handed over'); } })).toEqual(here);
    const valid = `${head}paths:\n  /a:\n    get:\n      operationId: get_a\n      responses:\n        '200': { description: OK }\n`;
    const handed: unknown[] = [];
    const model = await loadApiText(valid, 'openapi/spec.yaml', { check: async (document) => (handed.push(document), checkedElsewhere(document)) });
    expect(model).toEqual(await loadApiText(valid, 'openapi/spec.yaml'));
    // The check is handed the document as read, nothing the model's dereferencing changed.
    expect(handed).toEqual([{ openapi: '3.1.0', info: { title: 'Broken', version: '1' }, paths: { '/a': { get: { operationId: 'get_a', responses: { '200': { description: 'OK' } } } } } }]);
    expect(await checkApiDocument(handed[0])).toEqual([]);
    // A helper thread's copy is its own to mend: the same problems, without a copy of its own.
    const mendable = { openapi: '3.1.0', info: { title: 'T', version: '1', contact: { url: 'javascript:alert(1)' } }, paths: { '/a/{id}': { get: { operationId: [1], responses: {}, parameters: [{ name: 'id', in: 'path', schema: { type: 'string' } }] } } } };
    const asWritten = structuredClone(mendable);
    const problems = await checkApiDocument(mendable);
    expect(mendable).toEqual(asWritten);
    expect(problems.map((problem) => problem.code)).toEqual(expect.arrayContaining(['openapi/optional-path-parameter', 'openapi/invalid', 'openapi/unsafe-link']));
    expect(await checkApiDocument(mendable, { owned: true })).toEqual(problems);
    expect(mendable.paths['/a/{id}'].get.parameters[0]).toHaveProperty('required', true);
    // Problems found elsewhere fail the load even where this thread saw none, placed here at their lines.
    const reported = await caught(valid, 'openapi/spec.yaml', { check: async () => [{ code: 'openapi/invalid', pointer: '/paths/~1a/get/operationId', message: 'found elsewhere' }] });
    if (!isUserError(reported)) throw new Error('expected a UserError');
    expect(reported.diagnostics.map(formatDiagnostic)).toEqual(['openapi/spec.yaml:8:20 error /paths/~1a/get/operationId: found elsewhere [openapi/invalid]']);
  });
});

describe('every problem of a spec in one run', () => {
  it('lists dangling references, schema problems and missing path parameters together', async () => {
    const text = `${head}paths:
  /torrents/{id}:
    get:
      operationId: getTorrent
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Torent'
  /users/{id}/ratings/{rating}:
    parameters:
      - $ref: '#/components/parameters/Id'
    delete:
      operationId: getTorrent
      responses:
        '204':
          descriptio: none
components:
  parameters:
    Id:
      name: id
      in: path
      required: true
      schema:
        type: string
  schemas:
    Torrent:
      type: object
`;
    expect(await failure(text)).toMatchInlineSnapshot(`
      [
        "openapi/broken.yaml:8:7 error /paths/~1torrents~1{id}/get: "/paths/torrents/{id}/get" is missing path parameter(s) for "{id}". [openapi/invalid]",
        "openapi/broken.yaml:15:23 error /paths/~1torrents~1{id}/get/responses/200/content/application~1json/schema/$ref: $ref "#/components/schemas/Torent" points at nothing [openapi/unresolved-ref]
        hint: did you mean "#/components/schemas/Torrent"?",
        "openapi/broken.yaml:20:7 error /paths/~1users~1{id}~1ratings~1{rating}/delete: "/paths/users/{id}/ratings/{rating}/delete" is missing path parameter(s) for "{rating}". [openapi/invalid]",
        "openapi/broken.yaml:20:20 error /paths/~1users~1{id}~1ratings~1{rating}/delete/operationId: The operationId "getTorrent" is duplicated and must be made unique. [openapi/invalid]",
        "openapi/broken.yaml:23:23 error /paths/~1users~1{id}~1ratings~1{rating}/delete/responses/204/descriptio: unknown property "descriptio" [openapi/invalid]
        hint: did you mean "description"?",
      ]
    `);
  });

  it('lists the operations problems with schema problems when every reference holds', async () => {
    const text = `${head}paths:
  /a/{id}:
    get:
      operationId: same
      responses:
        '200':
          descriptio: d
  /b:
    get:
      operationId: same
      parameters:
        - name: q
          in: path
          schema: { type: string }
      responses:
        '200':
          description: d
`;
    expect(await failure(text)).toMatchInlineSnapshot(`
      [
        "openapi/broken.yaml:8:7 error /paths/~1a~1{id}/get: "/paths/a/{id}/get" is missing path parameter(s) for "{id}". [openapi/invalid]",
        "openapi/broken.yaml:11:23 error /paths/~1a~1{id}/get/responses/200/descriptio: unknown property "descriptio" [openapi/invalid]
        hint: did you mean "description"?",
        "openapi/broken.yaml:14:20 error /paths/~1b/get/operationId: The operationId "same" is duplicated and must be made unique. [openapi/invalid]",
        "openapi/broken.yaml:16:11 error /paths/~1b/get/parameters/0: path parameter "q" is not marked required: true, which a path parameter always is [openapi/optional-path-parameter]
        hint: add required: true",
        "openapi/broken.yaml:16:11 error /paths/~1b/get/parameters/0: "/paths/b/get" has a path parameter named "q", but there is no corresponding "{q}" in the path string. [openapi/invalid]",
      ]
    `);
  });
});
