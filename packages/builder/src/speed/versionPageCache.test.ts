import { describe, expect, it } from 'vitest';
import { fullJson } from './versionPageCache.js';

// What the keys of kept pages hash: all of a value or nothing, the same text whichever way it is written.
describe('fullJson', () => {
  it('writes plain data as JSON does, and what JSON would lose in a form of its own or not at all', () => {
    const page = { route: '/docs/intro', title: 'Intro', toc: [{ id: 'a', depth: 2 }], missing: undefined, empty: null, count: 3, nested: [[1, 'two', false]] };
    expect(fullJson(page)).toBe(JSON.stringify(page));
    // A Map and a Set are written with their entries: two maps that differ give two texts.
    expect(fullJson({ routes: new Map([['a.md', '/a']]) })).not.toBe(fullJson({ routes: new Map([['a.md', '/b']]) }));
    expect(fullJson({ ids: new Set(['x']) })).not.toBe(fullJson({ ids: new Set(['y']) }));
    // A parsed tree's positions are left out, deep in a page as at its top.
    const tree = (line: number) => ({ type: 'root', children: [{ type: 'text', value: 'hi', position: { start: { line, column: 1 }, end: { line, column: 3 } } }] });
    expect(fullJson({ page, tree: tree(1) })).toBe(fullJson({ page, tree: tree(9) }));
    expect(fullJson(tree(1))).toBe(JSON.stringify({ type: 'root', children: [{ type: 'text', value: 'hi' }] }));
    // A field named position that is not a tree's position is kept.
    expect(fullJson({ position: 3 })).toBe('{"position":3}');
    // Dates are written as JSON writes them, whichever way is taken.
    expect(fullJson({ date: new Date(0) })).toBe('{"date":"1970-01-01T00:00:00.000Z"}');
    // A function or a cycle cannot be hashed whole.
    expect(fullJson({ render: () => 'x' })).toBeUndefined();
    const cycle: Record<string, unknown> = { name: 'loop' };
    cycle.self = cycle;
    expect(fullJson(cycle)).toBeUndefined();
  });
});
