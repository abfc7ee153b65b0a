import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, isUserError } from '@laguna-docs/shared';
import { loadApiText } from './loadApi.js';
import { checkedElsewhere } from './testSpec.js';

const text = fs.readFileSync(new URL('../test/fixtures/lenient.yaml', import.meta.url), 'utf8');

describe("openapi.validation: 'lenient'", () => {
  it('fails a spec with invalid but common schema keywords when strict (the default)', async () => {
    const error = await loadApiText(text, 'openapi/common.yaml').then(() => undefined, (caught: unknown) => caught);
    expect(isUserError(error) && error.diagnostics.map((d) => `${d.severity} ${d.line}`)).toEqual(['error 24', 'error 26', 'error 32', 'error 33']);
  });

  it('lets them through as warnings and shows a 3.0 tuple as one', async () => {
    const api = await loadApiText(text, 'openapi/common.yaml', { validation: 'lenient' });
    expect(api.warnings?.map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "openapi/common.yaml:24:13 warning /components/schemas/Point/properties/coordinates/items: must be of type object (found [{"type":"number"},{"type":"number"}]) [openapi/invalid]
        hint: let through by openapi.validation: 'lenient' and shown as well as it can be",
        "openapi/common.yaml:26:28 warning /components/schemas/Point/properties/coordinates/additionalItems: unknown property "additionalItems" [openapi/invalid]
        hint: let through by openapi.validation: 'lenient' and shown as well as it can be",
        "openapi/common.yaml:32:18 warning /components/schemas/Point/properties/color/const: unknown property "const" [openapi/invalid]
        hint: let through by openapi.validation: 'lenient' and shown as well as it can be",
        "openapi/common.yaml:33:21 warning /components/schemas/Point/properties/color/examples: unknown property "examples" [openapi/invalid]
        hint: did you mean "example"?; let through by openapi.validation: 'lenient' and shown as well as it can be",
      ]
    `);
    const properties = api.schemas.Point!.properties!;
    const coordinates = properties.find((property) => property.name === 'coordinates')!.schema;
    expect(coordinates).toMatchObject({ types: ['array'], prefixItems: [{ types: ['number'] }, { types: ['number'] }] });
    expect('items' in coordinates && coordinates.items).toBeFalsy();
    expect(properties.find((property) => property.name === 'color')!.schema).toMatchObject({ const: 'red', examples: ['red'] });
  });

  it('still fails on problems outside schemas, with the tolerated ones checked elsewhere too', async () => {
    const broken = text.replace("$ref: '#/components/schemas/Point'", "$ref: '#/components/schemas/Pointer'");
    const error = await loadApiText(broken, 'openapi/common.yaml', { validation: 'lenient', check: checkedElsewhere }).then(() => undefined, (caught: unknown) => caught);
    expect(isUserError(error) && error.diagnostics.map((d) => `${d.severity} ${d.code} ${d.line}`)).toEqual(['error openapi/unresolved-ref 15']);
  });
});

describe('examples beside a 3.0 tuple', () => {
  it('keep their own items arrays as written', async () => {
    const withExample = text.replace('          additionalItems: false', '          additionalItems: false\n          example: [1, 2]\n        box:\n          type: object\n          example:\n            items: [a, b]');
    const api = await loadApiText(withExample, 'openapi/common.yaml', { validation: 'lenient' });
    const box = api.schemas.Point!.properties!.find((property) => property.name === 'box')!.schema;
    expect(box).toMatchObject({ examples: [{ items: ['a', 'b'] }] });
  });
});

describe('parameters that render well once mended', () => {
  const parameters = fs.readFileSync(new URL('../test/fixtures/lenient-parameters.yaml', import.meta.url), 'utf8');

  it('fail a strict build, every one in the same run, each at its own line with one message', async () => {
    const error = await loadApiText(parameters, 'openapi/things.yaml').then(() => undefined, (caught: unknown) => caught);
    expect(isUserError(error) && error.diagnostics.map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "openapi/things.yaml:11:11 error /paths/~1things~1{id}/get/parameters/0: path parameter "id" is not marked required: true, which a path parameter always is [openapi/optional-path-parameter]
        hint: add required: true",
        "openapi/things.yaml:17:11 error /paths/~1things~1{id}/get/parameters/2/schema: an array schema without "items" [openapi/array-without-items]
        hint: add items: the schema of its items (shown as any value until then)",
      ]
    `);
  });

  it('are warnings when lenient: the path parameter is required, the array holds any value, an unknown format is shown', async () => {
    const api = await loadApiText(parameters, 'openapi/things.yaml', { validation: 'lenient' });
    expect(api.warnings?.map((d) => `${d.line} ${d.code}`)).toEqual(['11 openapi/optional-path-parameter', '17 openapi/array-without-items']);
    const [id, , fields, since] = api.operations[0]!.parameters;
    expect(id).toMatchObject({ name: 'id', required: true });
    expect(fields).toMatchObject({ name: 'fields', schema: { types: ['array'] } });
    expect(since).toMatchObject({ name: 'since', schema: { format: 'date-time-ish' } });
  });
});
