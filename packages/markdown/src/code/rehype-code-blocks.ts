import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { pageData } from '../pageData.js';
import { report } from '../report.js';
import { SKIP, walkElements } from '../walkElements.js';
import { codeBlockElement, lineCount } from './highlightCode.js';
import { parseCodeMeta } from './parseCodeMeta.js';
import { grammarName, languageNames } from './grammars.js';
import { readMagicComments } from './magicComments.js';
import { closest } from '@laguna-docs/shared';

/**
 * Replaces every fenced code block (`pre > code[data-meta]`, see `codeHandler`) with a `code-block`
 * element: highlighted at build time, one `span.line` per line, fence options and magic comments (see
 * `readMagicComments`) applied. An unknown language is shown unhighlighted with a warning (the build
 * keeps the first of each language); bad options are warnings.
 */
export function rehypeCodeBlocks() {
  return (tree: Root, file: VFile) => {
    walkElements(tree, (node: Element, parent, index) => {
      if (node.tagName !== 'pre') return undefined;
      const code = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      const metaText = code?.properties.dataMeta;
      if (!code || typeof metaText !== 'string') return undefined;
      const block = codeBlock(node, code, metaText, file);
      parent.children[index] = block.properties.language === 'mermaid' ? diagram(block, file) : block;
      return SKIP;
    });
  };
}

function codeBlock(pre: Element, code: Element, metaText: string, file: VFile): Element {
  // remark-rehype ends the code with a newline that is not part of what the author wrote.
  const language = languageOf(code);
  const text = toString(code);
  const marked = readMagicComments(text.endsWith('\n') ? text.slice(0, -1) : text, language);
  const meta = parseCodeMeta(metaText, lineCount(marked.code));
  // Most fences mark no lines: no set or sorted copy is made for them.
  const highlightLines =
    marked.highlightLines.length === 0 ? meta.highlightLines : meta.highlightLines.length === 0 ? marked.highlightLines : [...new Set([...meta.highlightLines, ...marked.highlightLines])].sort((a, b) => a - b);
  const { element, lineCount: lines } = codeBlockElement(
    { language, code: marked.code, ...(meta.title ? { title: meta.title } : {}), highlightLines, showLineNumbers: meta.showLineNumbers, ...(marked.diff.size > 0 ? { diffLines: marked.diff } : {}) },
    pre.position,
  );
  if (!grammarName(language) && !UNHIGHLIGHTED.has(language)) {
    const guess = closest(language, languageNames());
    report(file, {
      rule: 'unknown-language',
      severity: 'warning',
      node: pre,
      message: `unknown code block language "${language}"${guess ? `; did you mean "${guess}"?` : ''}`,
      hint: 'its code is shown without highlighting; the language names highlight.js knows are listed at https://highlightjs.readthedocs.io/en/latest/supported-languages.html',
    });
  }
  for (const problem of meta.problems) report(file, { rule: 'code-block-option', severity: 'warning', node: pre, ...problem });
  for (const problem of marked.problems) report(file, { rule: 'code-block-option', severity: 'warning', node: pre, ...problem });
  if (meta.pastEnd.length > 0 || meta.highlightLines.some((line) => line > lines)) {
    const past = [...meta.pastEnd, ...meta.highlightLines.filter((line) => line > lines).map(String)];
    // Listed in full only while short: `{1,2,3,…}` of a thousand lines past the end is one line of warning.
    const listed = past.length > 10 ? `${past.slice(0, 10).join(', ')} and ${past.length - 10} more` : past.join(', ');
    report(file, {
      rule: 'code-block-option',
      severity: 'warning',
      node: pre,
      message: `cannot highlight line${past.length > 1 || past[0]!.includes('-') ? 's' : ''} ${listed}: the code block has ${lines} line${lines === 1 ? '' : 's'}`,
      hint: 'line numbers in {…} count from 1 at the first line of the code',
    });
  }
  return element;
}

/**
 * A ```` ```mermaid ```` block: its code, readable as it is without JavaScript, inside the element the
 * browser draws the diagram into (`div.diagram[data-diagram="mermaid"]`); the page says it has one.
 */
function diagram(block: Element, file: VFile): Element {
  const data = pageData(file);
  if (!data.features?.includes('diagram')) data.features = [...(data.features ?? []), 'diagram'];
  return { type: 'element', tagName: 'div', properties: { className: ['diagram'], dataDiagram: 'mermaid' }, children: [block], ...(block.position ? { position: block.position } : {}) };
}

/** Languages that ask for no highlighting, or that another pass shows (diagrams, math). */
const UNHIGHLIGHTED = new Set(['text', 'none', 'nohighlight', 'mermaid', 'math']);

function languageOf(code: Element): string {
  const classes = code.properties.className;
  if (Array.isArray(classes)) {
    for (const value of classes) {
      const name = String(value);
      if (name.startsWith('language-')) return name.slice('language-'.length);
    }
  }
  return 'text';
}
