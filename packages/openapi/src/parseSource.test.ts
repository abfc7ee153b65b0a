import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '@laguna-docs/shared';
import { parseSpecSource } from './parseSource.js';

const yaml = `openapi: 3.1.0
info:
  title: T
  version: '1'
  description: |
    First line.
    Second line.
paths:
  /a/{id}:
    get:
      responses:
        '200':
          description: ok
`;

describe('parseSpecSource', () => {
  it('refuses YAML aliases that would expand to a huge document, at the first alias', () => {
    const levels = ['x-a: &a [x, x, x, x, x, x, x, x, x]', ...Array.from({ length: 8 }, (_, i) => `x-${'bcdefghi'[i]}: &${'bcdefghi'[i]} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(', ')}]`)];
    const source = parseSpecSource(['openapi: 3.1.0', 'info: { title: t, version: "1" }', 'paths: {}', ...levels].join('\n'), 'openapi/bomb.yaml');
    expect(source.document).toBeUndefined();
    expect(source.diagnostics.map(formatDiagnostic)).toEqual([
      'openapi/bomb.yaml:5:10 error the spec uses YAML aliases (*name) so often that it would expand to a huge document [openapi/too-many-aliases]\n  hint: use $ref to share a schema instead of repeating it with aliases',
    ]);
  });

  it('reads YAML and locates pointers at their lines', () => {
    const source = parseSpecSource(yaml, 'spec.yaml');
    expect(source.diagnostics).toEqual([]);
    expect(source.document).toMatchObject({ info: { title: 'T' } });
    expect(source.locate('/info/title')).toEqual({ line: 3, column: 10 });
    expect(source.locate('/paths/~1a~1{id}/get/responses/200/description')).toEqual({ line: 13, column: 24 });
  });

  it('gives the deepest existing node for a pointer past the document', () => {
    const source = parseSpecSource(yaml, 'spec.yaml');
    expect(source.locate('/paths/~1a~1{id}/get/parameters/0')).toEqual({ line: 11, column: 7 });
  });

  it('starts block scalar texts on the line after the indicator', () => {
    const source = parseSpecSource(yaml, 'spec.yaml');
    expect(source.textLine('/info/description')).toBe(6);
    expect(source.textLine('/info/title')).toBe(3);
    expect(source.textLine('/info/missing')).toBeUndefined();
  });

  it('reads JSON with positions too', () => {
    const json = '{\n  "openapi": "3.0.3",\n  "info": {\n    "title": "T"\n  }\n}\n';
    const source = parseSpecSource(json, 'spec.json');
    expect(source.document).toEqual({ openapi: '3.0.3', info: { title: 'T' } });
    expect(source.locate('/info/title')).toEqual({ line: 4, column: 14 });
  });

  it('follows YAML aliases when locating', () => {
    const source = parseSpecSource('a: &x\n  b: 1\nc: *x\n', 'spec.yaml');
    expect(source.document).toEqual({ a: { b: 1 }, c: { b: 1 } });
    expect(source.locate('/c/b')).toEqual({ line: 2, column: 6 });
  });

  it('reports syntax errors and duplicate keys with their lines', () => {
    const source = parseSpecSource('openapi: 3.1.0\ninfo:\n  title: [unclosed\npaths: {}\npaths: {}\n', 'spec.yaml');
    expect(source.document).toBeUndefined();
    expect(source.diagnostics.map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "spec.yaml:4:1 error the spec is not valid YAML or JSON: Flow sequence in block collection must be sufficiently indented and end with a ] [openapi/syntax]",
        "spec.yaml:5:1 error the spec is not valid YAML or JSON: Map keys must be unique [openapi/syntax]",
      ]
    `);
  });
});
