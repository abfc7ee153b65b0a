import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { displayPath } from './displayPath.js';

describe('displayPath', () => {
  const root = path.resolve('/site');

  it('shows a path inside the folder relative to it, with forward slashes', () => {
    expect(displayPath(path.join(root, 'content', 'en', 'intro.md'), root)).toBe('content/en/intro.md');
    expect(displayPath(root, root)).toBe('.');
    expect(displayPath(path.join(root, '..site', 'x'), root)).toBe('..site/x');
  });

  it('shows a path outside the folder whole', () => {
    expect(displayPath(path.resolve('/elsewhere/build'), root)).toBe(path.resolve('/elsewhere/build'));
    expect(displayPath(path.resolve('/site-two'), root)).toBe(path.resolve('/site-two'));
  });
});
