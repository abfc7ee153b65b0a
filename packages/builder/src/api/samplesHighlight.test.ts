import { describe, expect, it } from 'vitest';
import { highlightCode } from '@laguna-docs/markdown';
import { loadApiText, requestSamples } from '@laguna-docs/openapi';
import { syntheticSpec } from '@laguna-docs/openapi/synthetic';

/** A spec whose request bodies hold every kind of JSON value, awkward strings included. */
const awkward = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'Awkward', version: '1' },
  paths: {
    '/things': {
      post: {
        operationId: 'make',
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object' },
              example: { text: 'quote " backslash \\ tab \t ${x} `y` #z \'q\'', unicode: 'čšž – ✓', numbers: [0, -1, 2.5, -3e-7, 1e21], flags: [true, false, null], nested: { empty: {}, list: [] } },
            },
          },
        },
        responses: { '204': { description: 'Made.' } },
      },
    },
  },
});

describe('request samples highlighted in pieces', () => {
  it('look exactly as the whole sample highlighted at once', async () => {
    const specs = [await loadApiText(JSON.stringify(syntheticSpec({ operations: 60, schemas: 20 })), 'synthetic.json'), await loadApiText(awkward, 'awkward.json')];
    let pieced = 0;
    for (const api of specs) {
      for (const operation of api.operations) {
        for (const sample of requestSamples(operation, api.schemas, api.securitySchemes)) {
          if (!sample.parts) continue;
          pieced += 1;
          expect(sample.parts.map((part) => part.code).join('')).toBe(sample.code);
          expect(highlightCode({ language: sample.language, code: sample.code, parts: sample.parts })).toEqual(highlightCode({ language: sample.language, code: sample.code }));
        }
      }
    }
    // Every operation with a JSON body has a JavaScript and a Python sample in pieces.
    expect(pieced).toBeGreaterThan(60);
  });
});
