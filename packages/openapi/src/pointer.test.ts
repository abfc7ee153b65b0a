import { describe, expect, it } from 'vitest';
import { childPointer, escapeSegment, parsePointer, refPointer, toPointer, valueAt } from './pointer.js';

describe('JSON pointers', () => {
  it('escapes ~ and / in segments and reads them back', () => {
    expect(escapeSegment('a/b~c')).toBe('a~1b~0c');
    expect(toPointer(['paths', '/user/{id}', 'get'])).toBe('/paths/~1user~1{id}/get');
    expect(parsePointer('/paths/~1user~1{id}/get')).toEqual(['paths', '/user/{id}', 'get']);
    expect(parsePointer('')).toEqual([]);
    expect(childPointer('/a', 'b/c', 0)).toBe('/a/b~1c/0');
  });

  it('turns local refs into pointers, URL-decoded, and rejects other refs', () => {
    expect(refPointer('#/components/schemas/User')).toBe('/components/schemas/User');
    expect(refPointer('#/components/schemas/A%20B')).toBe('/components/schemas/A B');
    expect(refPointer('#')).toBe('');
    expect(refPointer('other.yaml#/x')).toBeUndefined();
  });

  it('finds values, including falsy ones, and gives undefined for missing paths', () => {
    const document = { a: { 'b/c': [0, { d: false }] } };
    expect(valueAt(document, '/a/b~1c/0')).toBe(0);
    expect(valueAt(document, '/a/b~1c/1/d')).toBe(false);
    expect(valueAt(document, '/a/x')).toBeUndefined();
    expect(valueAt(document, '/a/b~1c/0/deeper')).toBeUndefined();
    expect(valueAt(document, '/toString')).toBeUndefined();
  });
});
