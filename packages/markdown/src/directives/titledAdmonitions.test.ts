import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { rewriteTitledAdmonitions } from './titledAdmonitions.js';

const parser = unified().use(remarkParse).use(remarkDirective).freeze();
const rewrite = (markdown: string) => rewriteTitledAdmonitions(parser.parse(markdown), markdown);

describe('rewriteTitledAdmonitions', () => {
  it('turns a title after the name into a bracketed label', () => {
    expect(rewrite(':::note Custom title\nBody.\n:::')).toBe(':::note[Custom title]\nBody.\n:::');
  });

  it('reads VitePress\'s form, with a blank after the colons, keeping the title\'s columns', () => {
    expect(rewrite('::: info Title here\nBody.\n:::')).toBe(':::info[ Title here]\nBody.\n:::');
    expect(rewrite('::: warning\nBody.\n:::')).toBe(':::warning\nBody.\n:::');
    expect(rewrite('::: spoiler Not ours\nx\n:::')).toBeUndefined();
  });

  it('escapes brackets in the title and keeps carriage returns', () => {
    expect(rewrite(':::tip Port [6969]  \r\nBody.\r\n:::')).toBe(':::tip[Port \\[6969\\]]\r\nBody.\r\n:::');
  });

  it('finds the form in blockquotes, lists and after a paragraph line', () => {
    expect(rewrite('> :::info In a quote\n> Body.\n> :::')).toBe('> :::info[In a quote]\n> Body.\n> :::');
    expect(rewrite('- item\n\n  :::caution In a list\n  Body.\n  :::')).toBe('- item\n\n  :::caution[In a list]\n  Body.\n  :::');
    expect(rewrite('Text\n:::danger Right after text\nBody.\n:::')).toBe('Text\n:::danger[Right after text]\nBody.\n:::');
  });

  it('finds the form inside an admonition that the parser did take', () => {
    expect(rewrite('::::note\n:::tip Inner title\nx\n:::\n::::')).toBe('::::note\n:::tip[Inner title]\nx\n:::\n::::');
  });

  it('keeps titles that hold markdown as written', () => {
    expect(rewrite(':::note The **bold** `code`\nx\n:::')).toBe(':::note[The **bold** `code`]\nx\n:::');
  });

  it('leaves code, unknown names and already bracketed titles alone', () => {
    expect(rewrite('```\n:::note Example\n:::\n```')).toBeUndefined();
    expect(rewrite('    :::note Indented code\n')).toBeUndefined();
    expect(rewrite(':::spoiler Not ours\nx\n:::')).toBeUndefined();
    expect(rewrite(':::note[Already]\nx\n:::')).toBeUndefined();
    expect(rewrite('Ratio 1:::2 in text')).toBeUndefined();
  });
});
