import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { remarkAutolinkLiteralBlocks } from './remark-autolink-literal-blocks.js';

const documents = [
  'Visit www.example.com, https://a.b/c?d=1). or mail me@x.org and xmpp:a@b.c/d and mailto:x@y.org.',
  '[www.linked.org and https://in.link](/x) but not <https://auto.link>, then HTTPS://UP.ORG and WWW.UP.ORG.',
  '# Heading www.h.org\n\n- item http://x.y\n  - nested a@b.co\n\n> quote www.q.org\n>\n> > deeper https://d.e',
  '| a | b@c.de |\n|---|---|\n| https://t.able | x |\n\nText[^1]\n\n[^1]: note www.foot.org',
  'No literal here: www, http:/x, a at b, example.com.\n\n```\nhttps://in.code www.code.org\n```\n\nInline `https://code.span` stays.',
  '*emphasis www.em.org* and **strong me@strong.org** and ~~https://struck.org~~',
  // Literals that only the transform links (the parser's own tokenizer leaves them as text).
  'After a character reference a&amp;www.amp.org, after a digit 1.www.digit.org.',
];

const tree = (withPlugin: boolean, markdown: string) => {
  const processor = unified().use(remarkParse).use(remarkGfm);
  if (withPlugin) processor.use(remarkAutolinkLiteralBlocks);
  return processor.runSync(processor.parse(markdown));
};

describe('remarkAutolinkLiteralBlocks', () => {
  it('makes the tree remark-gfm alone makes', () => {
    for (const markdown of documents) expect(tree(true, markdown), markdown).toEqual(tree(false, markdown));
  });

  it('still links literals in every kind of block', () => {
    const links: string[] = [];
    const visit = (node: { type: string; url?: string; children?: unknown[] }) => {
      if (node.type === 'link') links.push(node.url!);
      for (const child of (node.children ?? []) as (typeof node)[]) visit(child);
    };
    visit(tree(true, documents.join('\n\n')) as never);
    expect(links).toEqual(expect.arrayContaining(['http://www.example.com', 'mailto:me@x.org', 'http://www.h.org', 'mailto:a@b.co', 'https://d.e', 'https://t.able', 'http://www.foot.org', 'mailto:me@strong.org', 'https://struck.org', 'http://www.digit.org']));
    expect(links).not.toContain('https://in.code');
  });
});
