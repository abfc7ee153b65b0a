import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, isUserError } from '@laguna-docs/shared';
import { loadApiText } from './loadApi.js';
import { checkedElsewhere } from './testSpec.js';

const petstore = fs.readFileSync(new URL('../test/fixtures/petstore-swagger2.yaml', import.meta.url), 'utf8');

describe('a Swagger 2.0 description', () => {
  it('is converted to OpenAPI 3.0: servers, bodies, form data, content per produces, components, security', async () => {
    const api = await loadApiText(petstore, 'openapi/petstore.yaml');
    expect(api.openapi).toBe('3.0.3');
    expect(api.servers.map((server) => server.url)).toEqual(['https://petstore.example/v2', 'http://petstore.example/v2']);
    const [addPet, findByStatus, uploadFile] = api.operations;
    expect(addPet!.requestBody).toMatchObject({ required: true, description: { markdown: 'The pet to add.', line: 23 }, content: [{ mediaType: 'application/json', schema: { ref: 'Pet' } }] });
    expect(findByStatus!.parameters.map((parameter) => `${parameter.name} ${parameter.in} ${parameter.required}`)).toEqual(['status query true', 'tags query false']);
    expect(findByStatus!.parameters[0]!.schema).toMatchObject({ types: ['array'], items: { types: ['string'], enum: ['available', 'pending', 'sold'] } });
    const ok = findByStatus!.responses[0]!;
    expect(ok.content.map((media) => media.mediaType)).toEqual(['application/json', 'application/xml']);
    expect(ok.content[0]!.examples).toEqual([{ name: 'default', value: [{ id: 1, name: 'doggie' }] }]);
    expect(uploadFile!.parameters.map((parameter) => `${parameter.name} ${parameter.in}`)).toEqual(['petId path']);
    expect(uploadFile!.requestBody!.content[0]).toMatchObject({ mediaType: 'multipart/form-data' });
    const form = uploadFile!.requestBody!.content[0]!.schema!;
    expect('properties' in form && form.properties!.map((property) => `${property.name} ${property.required}`)).toEqual(['additionalMetadata false', 'file true']);
    expect(uploadFile!.responses[0]).toMatchObject({ status: '200', headers: [{ name: 'X-Rate-Limit' }], content: [{ mediaType: 'application/json', schema: { ref: 'ApiResponse' } }, { mediaType: 'application/xml', schema: { ref: 'ApiResponse' } }] });
    expect(api.securitySchemes.map((scheme) => `${scheme.key} ${scheme.type}${scheme.scheme ? ` ${scheme.scheme}` : ''}`)).toEqual(['petstore_auth oauth2', 'api_key apiKey', 'basic http basic']);
    expect(api.securitySchemes[0]!.flows).toEqual([{ flow: 'implicit', authorizationUrl: 'https://petstore.example/oauth/dialog', scopes: { 'write:pets': 'modify pets in your account' } }]);
    const pet = api.schemas.Pet!;
    expect(pet.properties!.find((property) => property.name === 'photo')!.schema).toMatchObject({ types: ['string'], format: 'binary' });
    expect(pet.properties!.find((property) => property.name === 'owner')!.schema).toMatchObject({ nullable: true });
    // Texts keep their lines in the 2.0 file.
    expect(pet.properties!.find((property) => property.name === 'name')!.schema).toMatchObject({ description: { markdown: "The pet's name.", line: 122 } });
  });

  it('warns about what could not carry over, each at its pointer in the file', async () => {
    const api = await loadApiText(petstore, 'openapi/petstore.yaml');
    expect(api.warnings?.map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "openapi/petstore.yaml warning converted from Swagger 2.0 to OpenAPI 3.0; not carried over: "tsv" has no OpenAPI 3.0 style; the parameter is taken as comma-separated (/paths/~1pet~1findByStatus/get/parameters/1/collectionFormat) [openapi/swagger2]
        hint: convert the description to OpenAPI 3 yourself to say what these mean in it",
      ]
    `);
  });

  it('reports its problems at their lines in the 2.0 file, also when its converted document is checked elsewhere', async () => {
    const broken = petstore.replace("$ref: '#/definitions/ApiResponse'", "$ref: '#/definitions/ApiResponses'").replace('description: Invalid input', 'descriptio: Invalid input');
    const error = await loadApiText(broken, 'openapi/petstore.yaml').then(() => undefined, (caught: unknown) => caught);
    if (!isUserError(error)) throw new Error(`expected a UserError, got ${String(error)}`);
    const elsewhere = await loadApiText(broken, 'openapi/petstore.yaml', { check: checkedElsewhere }).then(() => undefined, (caught: unknown) => caught);
    expect(isUserError(elsewhere) ? elsewhere.diagnostics : elsewhere).toEqual(error.diagnostics);
    expect(error.diagnostics.map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "openapi/petstore.yaml:29:23 error /paths/~1pet/post/responses/405/descriptio: unknown property "descriptio" [openapi/invalid]
        hint: did you mean "description"?",
        "openapi/petstore.yaml:97:13 error /responses/Uploaded/schema/$ref: $ref "#/components/schemas/ApiResponses" points at nothing [openapi/unresolved-ref]
        hint: did you mean "#/components/schemas/ApiResponse"?",
      ]
    `);
  });
});

describe('the OpenAPI Initiative’s Swagger 2.0 petstore example, as published', () => {
  const published = fs.readFileSync(new URL('../test/fixtures/petstore-official/petstore.yaml', import.meta.url), 'utf8');

  it('builds with lenient validation: $refs by a definition’s name alone, a path parameter without required', async () => {
    const api = await loadApiText(published, 'openapi/petstore.yaml', { validation: 'lenient' });
    expect(api.operations.map((operation) => operation.operationId)).toEqual(['listPets', 'createPets', 'showPetById']);
    expect(api.operations[0]!.responses[0]!.content[0]!.schema).toEqual({ ref: 'Pets' });
    expect(api.warnings?.map((d) => `${d.line} ${d.code}`)).toEqual(['61 openapi/optional-path-parameter']);
  });
});

describe('a large generated Swagger 2.0 description', () => {
  const vendor = fs.readFileSync(new URL('../test/fixtures/swagger2-vendor.yaml', import.meta.url), 'utf8');

  it('sends */* bodies as their real type, keeps uniqueItems to arrays, and summarises what did not carry over in one line', async () => {
    const api = await loadApiText(vendor, 'openapi/vendor.yaml');
    const byId = new Map(api.operations.map((operation) => [operation.operationId, operation]));
    expect(byId.get('replacePod')!.requestBody!.content.map((media) => media.mediaType)).toEqual(['application/json']);
    expect(byId.get('uploadPodLog')!.requestBody!.content.map((media) => media.mediaType)).toEqual(['application/octet-stream']);
    expect(JSON.stringify(byId.get('readPod')!.parameters)).not.toContain('unique');
    expect(api.warnings?.map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "openapi/vendor.yaml warning converted from Swagger 2.0 to OpenAPI 3.0; not carried over: an operation's own schemes are not carried over (the servers come from the top level) (/paths/~1pods~1{name}/get/schemes and 4 more places) [openapi/swagger2]
        hint: convert the description to OpenAPI 3 yourself to say what these mean in it",
      ]
    `);
  });
});
