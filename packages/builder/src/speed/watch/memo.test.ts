import { expect, it } from 'vitest';
import { Identities, Memo } from './memo.js';

it('makes a value once per key and forgets keys a build did not use', () => {
  const memo = new Memo<string>();
  let made = 0;
  const make = (text: string) => () => (made += 1, text);
  memo.begin();
  expect(memo.use('a', make('A'))).toBe('A');
  expect(memo.use('b', make('B'))).toBe('B');
  memo.prune();
  memo.begin();
  expect(memo.use('a', make('other'))).toBe('A');
  expect([memo.hits, memo.misses, made]).toEqual([1, 0, 2]);
  memo.prune();
  expect(memo.size).toBe(1);
});

it('fingerprints named objects by name and everything else by content', () => {
  const ids = new Identities();
  const tree = { type: 'root', children: [{ value: 'long text' }] };
  const same = { type: 'root', children: [{ value: 'long text' }] };
  expect(ids.fingerprint({ tree })).toBe(ids.fingerprint({ tree: same }));
  ids.of(tree);
  // Once named, the tree counts as itself: an equal copy is a different input.
  expect(ids.fingerprint({ tree })).not.toBe(ids.fingerprint({ tree: same }));
  expect(ids.fingerprint({ tree, title: 'a' })).not.toBe(ids.fingerprint({ tree, title: 'b' }));
  expect(ids.fingerprint({ tree, title: 'a' })).toBe(ids.fingerprint({ tree, title: 'a' }));
});
