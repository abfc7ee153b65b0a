import { describe, expect, it } from 'vitest';
import { plainInlineText, shortenText } from './labels.js';

describe('labels from spec texts', () => {
  it('read inline markdown as plain text', () => {
    expect(plainInlineText('Get **one** [pet](/pets) by `id`, _fast_ &amp; <em>safely</em>\n  now')).toBe('Get one pet by id, fast & safely now');
    expect(plainInlineText('List snake_case_names and 2*3*4')).toBe('List snake_case_names and 2*3*4');
    expect(plainInlineText('Escaped \\*stars\\*')).toBe('Escaped *stars*');
  });

  it('cut long text at a word boundary with an ellipsis, and leave short text alone', () => {
    expect(shortenText('Short one')).toBe('Short one');
    expect(shortenText('Creates a new charge object, which is the way you take a payment from a customer card', 40)).toBe('Creates a new charge object, which is…');
    expect(shortenText('x'.repeat(50), 20)).toBe(`${'x'.repeat(19)}…`);
    expect(shortenText('a'.repeat(85)).length).toBe(80);
  });
});
