import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, isUserError } from '@laguna-docs/shared';
import { loadApi, loadApiBundle, readSpec } from './loadApi.js';
import { checkedElsewhere } from './testSpec.js';

const fixture = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test/fixtures/multi-file');

/** A copy of the multi-file fixture with some files replaced, for the error cases. */
function copyWith(changes: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'multi-file-'));
  fs.cpSync(fixture, dir, { recursive: true });
  for (const [file, text] of Object.entries(changes)) fs.writeFileSync(path.join(dir, file), text);
  return dir;
}

/** The messages a broken description fails with; the same when its bundle is checked elsewhere (a helper thread). */
async function failure(dir: string): Promise<string[]> {
  const options = { file: path.join(dir, 'openapi.yaml'), displayName: 'openapi/openapi.yaml' };
  const caught = (loading: Promise<unknown>) => loading.then(() => undefined, (error: unknown) => error);
  const error = await caught(loadApi(options));
  if (!isUserError(error)) throw new Error(`expected a UserError, got ${String(error)}`);
  const elsewhere = await caught(readSpec(options.file, options.displayName).then((bundled) => loadApiBundle(bundled, options.displayName, { check: checkedElsewhere })));
  expect(isUserError(elsewhere) ? elsewhere.diagnostics : elsewhere).toEqual(error.diagnostics);
  return error.diagnostics.map(formatDiagnostic);
}

describe('a description of several files', () => {
  it('reads every file its $refs name, YAML and JSON, with a cycle across files, and leaves $refs in extensions alone', async () => {
    const bundled = await readSpec(path.join(fixture, 'openapi.yaml'), 'openapi/openapi.yaml');
    expect(bundled.diagnostics).toEqual([]);
    expect(bundled.files.map((file) => file.displayName)).toEqual(['openapi/openapi.yaml', 'openapi/paths/menus.yaml', 'openapi/paths/menu.yaml', 'openapi/schemas.json', 'openapi/items.yaml']);
    const api = await loadApi({ file: path.join(fixture, 'openapi.yaml'), displayName: 'openapi/openapi.yaml' });
    expect(api.operations.map((operation) => `${operation.method} ${operation.path} ${operation.operationId} ${operation.parameters.map((p) => p.name).join(',')}`)).toEqual(['get /menus listMenus ', 'get /menus/{id} getMenu id']);
    expect(Object.keys(api.schemas)).toEqual(['Menu']);
    expect(api.operations[1]!.responses[0]!.content[0]!.schema).toEqual({ ref: 'Menu' });
    // Menu → Item (items.yaml) → Menu again: the cycle ends at the named schema.
    const items = api.schemas.Menu!.properties!.find((property) => property.name === 'items')!.schema;
    expect(JSON.stringify(items)).toContain('{"ref":"Menu"}');
  });

  it('places each text in the file it is written in, with its line', async () => {
    const api = await loadApi({ file: path.join(fixture, 'openapi.yaml'), displayName: 'openapi/openapi.yaml' });
    expect(api.operations[0]!.description).toMatchObject({ line: 4, lines: [36], source: { file: 'openapi/paths/menus.yaml', pointer: '/get/description' } });
    const name = api.schemas.Menu!.properties!.find((property) => property.name === 'name')!.schema;
    expect('description' in name && name.description).toMatchObject({ line: 5, source: { file: 'openapi/schemas.json', pointer: '/Menu/properties/name/description' } });
  });

  it('names the file and line of a problem in another file, and of a $ref to a file that is not there', async () => {
    const dir = copyWith({
      'paths/menu.yaml': fs.readFileSync(path.join(fixture, 'paths/menu.yaml'), 'utf8').replace('description: One menu.', 'descriptio: One menu.'),
      'paths/menus.yaml': fs.readFileSync(path.join(fixture, 'paths/menus.yaml'), 'utf8').replace('../schemas.json#/Menu', '../schemas.json#/Menus'),
    });
    expect(await failure(dir)).toMatchInlineSnapshot(`
      [
        "openapi/paths/menu.yaml:11:19 error /get/responses/200/descriptio: unknown property "descriptio" [openapi/invalid]
        hint: did you mean "description"?",
        "openapi/paths/menus.yaml:14:21 error /get/responses/200/content/application~1json/schema/items/$ref: $ref "../schemas.json#/Menus" points at nothing in openapi/schemas.json [openapi/unresolved-ref]
        hint: define the target or correct the reference",
      ]
    `);
    const missing = copyWith({ 'openapi.yaml': fs.readFileSync(path.join(fixture, 'openapi.yaml'), 'utf8').replace('paths/menu.yaml', 'paths/menu.yml') });
    expect(await failure(missing)).toMatchInlineSnapshot(`
      [
        "openapi/openapi.yaml:11:11 error /paths/~1menus~1{id}/$ref: $ref "paths/menu.yml" names a file that cannot be read (ENOENT): openapi/paths/menu.yml [openapi/unreadable-ref]
        hint: a $ref to another file is relative to the file it is written in",
      ]
    `);
  });

  it('quotes a $ref as its author wrote it, at its file and line, where the bundle points it at a component', async () => {
    const dir = copyWith({
      'paths/menu.yaml': fs.readFileSync(path.join(fixture, 'paths/menu.yaml'), 'utf8').replace(/^parameters:\n(?:  .*\n)+/, 'parameters:\n  $ref: ../schemas.json#/Menu\n'),
    });
    const messages = await failure(dir);
    expect(messages.join('\n')).not.toContain('#/components/schemas/Menu');
    expect(messages).toMatchInlineSnapshot(`
      [
        "openapi/paths/menu.yaml:2:3 error /parameters: must be of type array (found {"$ref":"../schemas.json#/Menu"}) [openapi/invalid]",
        "openapi/paths/menu.yaml:4:3 error /get: "/paths/menus/{id}/get" is missing path parameter(s) for "{id}". [openapi/invalid]",
      ]
    `);
  });

  it('copies a part that several operations use (`properties: {$ref}`) into each, never pointing one operation into another', async () => {
    const shared = path.resolve(fixture, '../shared-properties');
    const bundled = await readSpec(path.join(shared, 'openapi.yaml'), 'openapi/openapi.yaml');
    expect(JSON.stringify(bundled.source.document)).not.toContain('"$ref":"#/paths');
    const api = await loadApi({ file: path.join(shared, 'openapi.yaml'), displayName: 'openapi/openapi.yaml' });
    const names = (schema: unknown) => ((schema as { properties?: Array<{ name: string }> }).properties ?? []).map((property) => property.name);
    expect(api.operations.map((operation) => `${operation.operationId}: ${names(operation.requestBody?.content[0]?.schema ?? operation.responses[0]?.content[0]?.schema ?? {}).join(',')}`)).toEqual([
      'createDroplet: name,size,tags',
      'getDroplet: name,size,tags',
      'listSizes: ',
    ]);
    // Each copy's texts are placed in the file they are written in.
    const size = (api.operations[1]!.responses[0]!.content[0]!.schema as { properties: Array<{ name: string; schema: { description?: unknown } }> }).properties[1]!.schema;
    expect(size.description).toMatchObject({ line: 7, source: { file: 'openapi/attributes.yml', pointer: '/droplet/size/description' } });
  });
});
