import { describe, expect, it } from 'vitest';
import { syntheticSpec } from '@laguna-docs/openapi/synthetic';
import { buildReference } from './api/testReference.js';
import type { SiteApi } from '@laguna-docs/api-reference';

/** The API pages' content sizes without their request samples, in bytes, for a synthetic spec of `operations` operations. */
async function pageSizes(operations: number, schemaPages: SiteApi['schemaPages']): Promise<{ operation: number; schema: number; pages: number; schemaPageCount: number }> {
  const built = await buildReference(JSON.stringify(syntheticSpec({ operations, schemas: 100 })), 'en', undefined, schemaPages);
  // The request samples are the same with schema pages or without, so they are left out of the sizes.
  const withoutSamples = (html: string) => {
    const start = html.indexOf('<section class="api-section" aria-labelledby="request-samples">');
    return start === -1 ? html : html.slice(0, start) + html.slice(html.indexOf('</section>', start) + '</section>'.length);
  };
  const largest = (list: typeof built.pages) => Math.max(0, ...list.map((entry) => withoutSamples(entry.html).length));
  const schemaPageList = built.pages.filter((entry) => entry.page.route.startsWith('/api/schemas/'));
  return { operation: largest(built.pages.filter((entry) => !schemaPageList.includes(entry))), schema: largest(schemaPageList), pages: built.pages.length, schemaPageCount: schemaPageList.length };
}

/** The 101-operation reference without schema pages, which both cases measure: built once. */
let inlineLarge: ReturnType<typeof pageSizes> | undefined;
const largeInline = () => (inlineLarge ??= pageSizes(101, false));

describe('API page size', () => {
  it('does not grow with the size of the spec: shared schemas are described once per page, not copied without end', async () => {
    const small = await pageSizes(20, false);
    const large = await largeInline();
    expect(small.pages).toBe(22);
    expect(large.pages).toBe(103);
    expect(large.operation).toBeLessThan(small.operation * 1.1);
    expect(large.operation).toBeLessThan(300_000);
  }, 300_000);

  it('is a fraction of that with schema pages, which a reference of more than 100 operations gets by itself', async () => {
    const inline = await largeInline();
    const paged = await pageSizes(101, 'auto');
    expect(paged.schemaPageCount).toBeGreaterThan(50);
    expect(paged.pages).toBe(103 + paged.schemaPageCount);
    expect(paged.operation).toBeLessThan(inline.operation * 0.6);
    expect(paged.schema).toBeLessThan(inline.operation * 0.6);
  }, 300_000);
});
