import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { report } from '../report.js';
import { SKIP, walkElements } from '../walkElements.js';
import { codeBlockElement } from './highlightCode.js';
import { parseCodeMeta } from './parseCodeMeta.js';

/**
 * Replaces every fenced code block (`pre > code[data-meta]`, see `codeHandler`) with a `code-block`
 * element: highlighted at build time, one `span.line` per line, fence options applied. An unknown
 * language is shown unhighlighted without complaint; bad options are warnings.
 */
export function rehypeCodeBlocks() {
  return (tree: Root, file: VFile) => {
    walkElements(tree, (node: Element, parent, index) => {
      if (node.tagName !== 'pre') return undefined;
      const code = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      const metaText = code?.properties.dataMeta;
      if (!code || typeof metaText !== 'string') return undefined;
      parent.children[index] = codeBlock(node, code, metaText, file);
      return SKIP;
    });
  };
}

function codeBlock(pre: Element, code: Element, metaText: string, file: VFile): Element {
  // remark-rehype ends the code with a newline that is not part of what the author wrote.
  const text = toString(code).replace(/\n$/, '');
  const meta = parseCodeMeta(metaText, text.split('\n').length);
  const { element, lineCount } = codeBlockElement(
    { language: languageOf(code), code: text, ...(meta.title ? { title: meta.title } : {}), highlightLines: meta.highlightLines, showLineNumbers: meta.showLineNumbers },
    pre.position,
  );
  for (const problem of meta.problems) report(file, { rule: 'code-block-option', severity: 'warning', node: pre, ...problem });
  const past = [...meta.pastEnd, ...meta.highlightLines.filter((line) => line > lineCount).map(String)];
  if (past.length > 0) {
    // Listed in full only while short: `{1,2,3,…}` of a thousand lines past the end is one line of warning.
    const listed = past.length > 10 ? `${past.slice(0, 10).join(', ')} and ${past.length - 10} more` : past.join(', ');
    report(file, {
      rule: 'code-block-option',
      severity: 'warning',
      node: pre,
      message: `cannot highlight line${past.length > 1 || past[0]!.includes('-') ? 's' : ''} ${listed}: the code block has ${lineCount} line${lineCount === 1 ? '' : 's'}`,
      hint: 'line numbers in {…} count from 1 at the first line of the code',
    });
  }
  return element;
}

function languageOf(code: Element): string {
  const classes = Array.isArray(code.properties.className) ? code.properties.className : [];
  const name = classes.map(String).find((value) => value.startsWith('language-'));
  return name ? name.slice('language-'.length) : 'text';
}
