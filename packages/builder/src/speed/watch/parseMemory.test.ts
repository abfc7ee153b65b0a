import { expect, it } from 'vitest';
import type { StoredParse } from '../../parsePages.js';
import { ParseMemory } from './parseMemory.js';

const parse = (title: string): StoredParse => ({ markdown: { hast: { type: 'root', children: [] }, title, toc: [], headingIds: [], links: [], diagnostics: [] }, lookups: [] });

it('forgets after a good build the parses it did not use', () => {
  const memory = new ParseMemory();
  memory.set('old', parse('Old'));
  memory.set('kept', parse('Kept'));
  memory.begin();
  expect(memory.get('kept')?.markdown.title).toBe('Kept');
  memory.set('new', parse('New'));
  memory.prune();
  expect(memory.size).toBe(2);
  expect(memory.get('old')).toBeUndefined();
  expect({ hits: memory.hits, misses: memory.misses }).toEqual({ hits: 1, misses: 1 });
});

it('keeps at most its cap, the oldest going first, even when no build prunes it', () => {
  const memory = new ParseMemory(2);
  for (const key of ['a', 'b', 'c']) memory.set(key, parse(key));
  expect(memory.size).toBe(2);
  expect(memory.get('a')).toBeUndefined();
  expect(memory.get('c')?.markdown.title).toBe('c');
});
