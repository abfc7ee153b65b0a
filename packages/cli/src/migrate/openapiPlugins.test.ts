import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { siteFolder } from '../testing/siteFolder.js';
import { carryOpenApi } from './openapiPlugins.js';
import { readModuleValue, type StaticValue } from './staticValue.js';
import type { MigratedFile, MigrationNote } from './types.js';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

/** carryOpenApi on a config written as JavaScript, in a site holding `files`. */
function carry(configText: string, files: Record<string, string>) {
  const site = siteFolder('openapi-plugins', files);
  roots.push(site.root);
  const config = readModuleValue(configText).value as { [key: string]: StaticValue };
  const written: MigratedFile[] = [];
  const notes: MigrationNote[] = [];
  const carried = carryOpenApi({ from: site.root, config, configFile: 'docusaurus.config.js', docsPath: 'docs', docsRoute: '/docs', files: written, notes });
  return { carried, written: written.map((file) => file.path), notes: notes.map((note) => `${note.file}:${note.line ?? '-'} ${note.kind}: ${note.message}`) };
}

describe('carryOpenApi', () => {
  it('takes redocusaurus: the first spec at its route, the next reported, one given as a URL reported', () => {
    const result = carry(
      `module.exports = { presets: [['redocusaurus', { specs: [
        { id: 'pets', spec: 'openapi/pets.yaml', route: '/reference/' },
        { id: 'remote', spec: 'https://api.example/openapi.json' },
        { id: 'more', spec: 'openapi/more.yaml', route: '/more/' },
      ] }]] };`,
      { 'openapi/pets.yaml': 'openapi: 3.0.3\n', 'openapi/more.yaml': 'openapi: 3.0.3\n', 'openapi/notes.txt': 'not a spec' },
    );
    expect(result.carried.config).toEqual({ spec: 'openapi/pets.yaml', route: '/reference' });
    expect(result.written).toEqual(['openapi/more.yaml', 'openapi/pets.yaml']);
    expect(result.notes).toMatchInlineSnapshot(`
      [
        "docusaurus.config.js:2 converted: redocusaurus: the reference of openapi/pets.yaml at /reference, in openapi",
        "docusaurus.config.js:3 not-carried: redocusaurus: a further OpenAPI description (https://api.example/openapi.json); laguna-docs builds one reference",
        "docusaurus.config.js:4 not-carried: redocusaurus: a further OpenAPI description (openapi/more.yaml); laguna-docs builds one reference",
      ]
    `);
  });

  it('takes docusaurus-plugin-openapi-docs: its spec as the reference at /api, the docs it generated left to it and their links moved', () => {
    const result = carry(
      `module.exports = { plugins: [['docusaurus-plugin-openapi-docs', { id: 'api', docsPluginId: 'classic', config: { petstore: { specPath: 'examples/petstore.yaml', outputDir: 'docs/petstore' } } }]], themes: ['docusaurus-theme-openapi-docs'] };`,
      { 'examples/petstore.yaml': 'openapi: 3.0.3\n' },
    );
    expect(result.carried.config).toEqual({ spec: 'examples/petstore.yaml', route: '/api' });
    expect(result.carried.generatedDocs).toEqual(['petstore']);
    expect([...result.carried.moved]).toEqual([['/docs/petstore', '/api']]);
    expect([...result.carried.carried]).toEqual(['docusaurus-plugin-openapi-docs', 'docusaurus-theme-openapi-docs']);
    expect(path.basename(result.written[0] ?? '')).toBe('petstore.yaml');
  });
});
