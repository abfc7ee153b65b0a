import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { escapeLikeReact, unescapeLikeReact } from './escape.js';

describe('escaping as React does', () => {
  const value = `a "quoted" & <tagged> it's &amp; already`;

  it('writes an attribute value byte for byte as React writes it', () => {
    expect(renderToStaticMarkup(<i title={value} />)).toBe(`<i title="${escapeLikeReact(value)}"></i>`);
  });

  it('reads back what it wrote, and leaves text without entities as it is', () => {
    expect(unescapeLikeReact(escapeLikeReact(value))).toBe(value);
    expect(unescapeLikeReact('plain text')).toBe('plain text');
  });
});
