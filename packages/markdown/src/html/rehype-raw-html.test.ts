import type { Root } from 'hast';
import { raw } from 'hast-util-raw';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { balancedRuns, rehypeRawHtml } from './rehype-raw-html.js';

/** The hast of `markdown` before raw HTML is parsed, as the pipeline has it at that step. */
function hastOf(markdown: string): Root {
  const processor = unified().use(remarkParse).use(remarkRehype, { allowDangerousHtml: true });
  return processor.runSync(processor.parse(markdown)) as Root;
}

/** How the plugin cuts the page: `raw` for a run it parses, `-` for a block it keeps. */
function runs(markdown: string): string[] | undefined {
  return balancedRuns(hastOf(markdown).children)?.map((run) => (run.raw ? `raw(${run.nodes.filter((node) => node.type !== 'text').length})` : '-'));
}

/** The plugin's page and the one parsing the whole page gives, both as JSON (without the parser's note on the document's mode). */
function bothWays(markdown: string): [string, string] {
  const file = new VFile({ path: 'page.md', value: markdown });
  const parts = rehypeRawHtml()(hastOf(markdown), file);
  const whole = raw(hastOf(markdown), { file }) as Root;
  return [JSON.stringify(parts.children), JSON.stringify(whole.children)];
}

const PAGES: Record<string, string> = {
  inline: 'Press <kbd>Ctrl</kbd>+<kbd>C</kbd>.\n\nPlain text.\n\nA line<br>break and <img src="a.png" alt="a">.',
  details: 'Intro.\n\n<details>\n<summary>More</summary>\n\nText with **bold**.\n\n- a list\n\n</details>\n\nAfter.',
  svg: 'Before.\n\n<figure>\n<svg viewBox="0 0 10 10"><title>A box</title><rect x="1" y="1" width="8" height="8"/><g><path d="M0 0"/></g></svg>\n<figcaption>A box</figcaption>\n</figure>\n\nAfter.',
  comment: 'One.\n\n<!-- a note\nover lines -->\n\nTwo <!-- inline --> three.',
  nested: '<div class="a">\n\n# Heading inside\n\n<div>\n\nText.\n\n</div>\n\n</div>\n\nOutside.',
  textElements: 'A <textarea>1 < 2 <b>not a tag</textarea> after.\n\nNext.',
  attributes: '<a href="/x" title="a > b">link</a> and <span data-x=\'<i>\'>s</span>.\n\nNext.',
};

describe('raw HTML, parsed in runs', () => {
  it('parses only the runs of blocks with HTML, as far as their elements stay open', () => {
    expect(runs(PAGES.inline!)).toEqual(['raw(1)', '-', '-', '-', 'raw(1)']);
    expect(runs(PAGES.details!)).toEqual(['-', '-', 'raw(4)', '-', '-']);
    expect(runs(PAGES.svg!)).toEqual(['-', '-', 'raw(1)', '-', '-']);
    expect(runs(PAGES.nested!)).toEqual(['raw(6)', '-', '-']);
  });

  it('gives the tree that parsing the whole page gives', () => {
    for (const [name, markdown] of Object.entries(PAGES)) {
      const [parts, whole] = bothWays(markdown);
      expect(parts, name).toBe(whole);
    }
  });

  it('parses the whole page when the HTML leaves an element open, closes nothing open or misnests', () => {
    for (const markdown of ['<div>\n\nNever closed.', 'Text.\n\n</div>', '<p>One <b>two</p> three</b>', '<ul>\n<li>implied end\n<li>tags\n</ul>', '<!-- never closed\n\nText.', '<div/>\n\nSwallowed by the div.']) {
      expect(runs(markdown), markdown).toBeUndefined();
      const [parts, whole] = bothWays(markdown);
      expect(parts, markdown).toBe(whole);
    }
  });

  it('leaves a page without HTML as it is', () => {
    const tree = hastOf('# Title\n\nText.');
    expect(rehypeRawHtml()(tree, new VFile())).toBe(tree);
  });
});
