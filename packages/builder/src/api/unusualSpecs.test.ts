import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ApiOperationPageData } from '@laguna-docs/shared';
import { buildReference } from './testReference.js';

const fixture = (name: string) => fs.readFileSync(new URL(`../../../openapi/test/fixtures/${name}`, import.meta.url), 'utf8');
const spec = fixture('external-examples.yaml');

describe('examples without a value', () => {
  it('shows an externalValue as a link and a summary-only example by its summary, and samples use the example with a value', async () => {
    const { pages, diagnostics } = await buildReference(spec, 'en');
    expect(diagnostics).toEqual([]);
    const page = pages.find((entry) => entry.page.route === '/api/create-menu')!;
    const data = (page.content as { data: ApiOperationPageData }).data;
    const request = data.examples['/paths/~1menus/post/requestBody/content/application~1json']!;
    expect(request.map((example) => example.label)).toEqual(['A lunch menu', 'A dinner menu, described only', 'A breakfast menu']);
    expect(request[0]!.html).toBe('<p class="api-example-external"><a href="https://examples.example/menus/lunch.json">https://examples.example/menus/lunch.json</a></p>');
    expect(request[1]!.html).toBe('');
    expect(request[2]!.html).toContain('Breakfast');
    const response = data.examples['/paths/~1menus/post/responses/201/content/application~1json']!;
    expect(response).toEqual([{ language: 'text', label: 'stored', html: '<p class="api-example-external"><code>examples/stored.json</code></p>' }]);
    expect(page.html).toContain('href="https://examples.example/menus/lunch.json"');
    // The curl sample sends the one example that has a value.
    expect(data.samples[0]!.html).toContain('Breakfast');
  });
});

describe('valid but unusual descriptions', () => {
  it('build every page: boolean schemas, path items and responses by $ref, parameters and headers with content, optional security', async () => {
    const { pages, diagnostics } = await buildReference(fixture('unusual.yaml'), 'en');
    expect(diagnostics).toEqual([]);
    expect(pages.map((entry) => entry.page.route)).toEqual(['/api', '/api/introduction', '/api/get-thing', '/api/post-bools', '/api/get-header-content', '/api/ping']);
  });
});
