import { describe, expect, it } from 'vitest';
import { ADMONITION_ALIASES, ADMONITION_KINDS, ADMONITION_NAMES, isAdmonitionKind } from './admonitions.js';

describe('admonition kinds', () => {
  it('accept the built-in kinds and their aliases after ":::"', () => {
    expect(ADMONITION_NAMES).toEqual(['note', 'tip', 'info', 'important', 'success', 'caution', 'danger', 'warning']);
    expect(ADMONITION_ALIASES).toEqual({ warning: 'caution' });
  });

  it('tell a built-in kind from an alias, a kind of the site\'s own or nothing', () => {
    expect(ADMONITION_KINDS.every(isAdmonitionKind)).toBe(true);
    expect(['warning', 'release', 'Note', '', undefined].map(isAdmonitionKind)).toEqual([false, false, false, false, false]);
  });
});
