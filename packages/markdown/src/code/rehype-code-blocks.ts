import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { report } from '../report.js';
import { SKIP, walkElements } from '../walkElements.js';
import { lowlight } from './lowlight.js';
import { parseCodeMeta } from './parseCodeMeta.js';
import { splitLines } from './splitLines.js';

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
  const language = languageOf(code);
  // remark-rehype ends the code with a newline that is not part of what the author wrote.
  const text = toString(code).replace(/\n$/, '');
  const meta = parseCodeMeta(metaText);
  const lines = splitLines(highlight(language, text));
  for (const problem of meta.problems) report(file, { rule: 'code-block-option', severity: 'warning', node: pre, ...problem });
  const past = meta.highlightLines.filter((line) => line > lines.length);
  if (past.length > 0) {
    report(file, {
      rule: 'code-block-option',
      severity: 'warning',
      node: pre,
      message: `cannot highlight line ${past.join(', ')}: the code block has ${lines.length} line${lines.length === 1 ? '' : 's'}`,
      hint: 'line numbers in {…} count from 1 at the first line of the code',
    });
  }
  const highlighted = new Set(meta.highlightLines);
  const children: ElementContent[] = [];
  lines.forEach((line, i) => {
    if (highlighted.has(i + 1)) line.properties.dataHighlighted = 'true';
    if (i > 0) children.push({ type: 'text', value: '\n' });
    children.push(line);
  });
  return {
    type: 'element',
    tagName: 'code-block',
    properties: {
      language,
      ...(meta.title ? { title: meta.title } : {}),
      code: text,
      showLineNumbers: meta.showLineNumbers,
      highlightLines: meta.highlightLines,
    },
    children: [
      {
        type: 'element',
        tagName: 'pre',
        // Long lines scroll; a focusable region lets keyboard users scroll it too.
        properties: { tabIndex: 0 },
        children: [{ type: 'element', tagName: 'code', properties: { className: [`language-${language}`] }, children }],
      },
    ],
    ...(pre.position ? { position: pre.position } : {}),
  };
}

function languageOf(code: Element): string {
  const classes = Array.isArray(code.properties.className) ? code.properties.className : [];
  const name = classes.map(String).find((value) => value.startsWith('language-'));
  return name ? name.slice('language-'.length) : 'text';
}

function highlight(language: string, text: string): ElementContent[] {
  if (!lowlight.registered(language)) return [{ type: 'text', value: text }];
  return lowlight.highlight(language, text).children as ElementContent[];
}
