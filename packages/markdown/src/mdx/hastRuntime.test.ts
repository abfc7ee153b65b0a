import { describe, expect, it } from 'vitest';
import { styleText } from './hastRuntime.js';

describe('styleText', () => {
  it('writes a React style object as React does: kebab-case names, vendor prefixes, pixels for numbers that take a unit', () => {
    expect(styleText({ backgroundColor: 'red', borderRadius: 2, padding: '0.2rem', margin: 0, lineHeight: 1.5, zIndex: 1, flexGrow: 2, WebkitLineClamp: 3, msTransform: 'none', '--accent': 'teal', fontWeight: undefined, color: null, opacity: '' })).toBe(
      'background-color: red; border-radius: 2px; padding: 0.2rem; margin: 0; line-height: 1.5; z-index: 1; flex-grow: 2; -webkit-line-clamp: 3; -ms-transform: none; --accent: teal',
    );
  });
});
