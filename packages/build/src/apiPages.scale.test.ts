import { describe, expect, it } from 'vitest';
import { syntheticSpec } from '@laguna-docs/openapi/synthetic';
import { buildReference } from './api/testReference.js';

/** The largest operation page's content, in bytes, for a synthetic spec of `operations` operations. */
async function largestPage(operations: number): Promise<{ largest: number; pages: number }> {
  const built = await buildReference(JSON.stringify(syntheticSpec({ operations, schemas: 100 })), 'en');
  return { largest: Math.max(...built.pages.map((entry) => entry.html.length)), pages: built.pages.length };
}

describe('API page size', () => {
  it('does not grow with the size of the spec: shared schemas are described once per page, not copied without end', async () => {
    const small = await largestPage(20);
    const large = await largestPage(120);
    expect(small.pages).toBe(22);
    expect(large.pages).toBe(122);
    expect(large.largest).toBeLessThan(small.largest * 1.1);
    expect(large.largest).toBeLessThan(300_000);
  }, 300_000);
});
