import { describe, expect, it } from 'vitest';
import { buildReference, siteApiOf } from './api/testReference.js';

// Dollar signs as a container platform's descriptions write them, and one formula.
const spec = `openapi: 3.0.3
info: { title: Dollars, version: '1' }
paths:
  /run:
    post:
      operationId: run
      description: |
        Variable references $(VAR_NAME) are expanded. Double $$ are reduced to a single $, which allows
        for escaping: "$$(VAR_NAME)" gives "$(VAR_NAME)".
      responses:
        '204': { description: Started. }
  /area:
    get:
      operationId: area
      description: The area is $\\pi r^2$.
      responses:
        '204': { description: Measured. }
`;

async function operationHtml(route: string, math?: boolean): Promise<string> {
  const { pages, diagnostics } = await buildReference(spec, 'en', await siteApiOf(spec, math !== undefined ? { math } : {}));
  expect(diagnostics).toEqual([]);
  return pages.find((entry) => entry.page.route === route)!.html;
}

describe('math in API descriptions', () => {
  it('is off by default: every $ stays a dollar sign', async () => {
    const html = await operationHtml('/api/run');
    expect(html).toContain('Double $$ are reduced to a single $, which allows');
    expect(html).toContain('&quot;$$(VAR_NAME)&quot; gives &quot;$(VAR_NAME)&quot;');
    expect(html).not.toContain('katex');
    expect(await operationHtml('/api/area')).toContain('The area is $\\pi r^2$.');
  });

  it('is math with openapi.math', async () => {
    expect(await operationHtml('/api/area', true)).toContain('class="katex"');
  });
});
