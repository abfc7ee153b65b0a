import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { createRequire } from 'node:module';
import type { VFile } from 'vfile';
import { nodeMayHold, pageData } from '../pageData.js';
import { report } from '../report.js';
import { vendoredFile } from '../vendored.js';
import { SKIP, walkElements } from '../walkElements.js';

// KaTeX is loaded by the first page with math (parsing is synchronous, hence `require`), so a site without
// math never loads its 270 KB. Its minified UMD build is required by path, so that the published package
// carries it among its vendored files (see vendored.ts) rather than bundling it into every build.
const require = createRequire(import.meta.url);
let katex: typeof import('katex').default | undefined;

/**
 * Renders math to HTML at build time with KaTeX: `$…$` (inline) and `$$…$$` (display), as remark-math
 * leaves them (`code.language-math.math-inline`, `pre > code.language-math.math-display`), and
 * ```` ```math ```` fences. A formula KaTeX cannot read is a warning at its line and shows KaTeX's
 * error text in its place. A page with math says so (`features`), so only its HTML links KaTeX's CSS.
 */
export function rehypeMath() {
  return (tree: Root, file: VFile) => {
    // Math elements come from `$` and `$$` math, ```` ```math ```` blocks and raw HTML.
    if (!nodeMayHold(file, 'math', 'inlineMath', 'code:math', 'html')) return;
    let found = false;
    walkElements(tree, (node, parent, index) => {
      const code = node.tagName === 'pre' ? onlyCode(node) : node.tagName === 'code' ? node : undefined;
      if (!code || !isMath(code)) return undefined;
      const display = node.tagName === 'pre';
      parent.children[index] = render(toString(code).replace(/\n$/, ''), display, node, file);
      found = true;
      return SKIP;
    });
    if (found) {
      const data = pageData(file);
      data.features = [...new Set([...(data.features ?? []), 'math' as const])];
    }
  };
}

function onlyCode(pre: Element): Element | undefined {
  const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
  return code;
}

function isMath(code: Element): boolean {
  const classes = code.properties.className;
  return Array.isArray(classes) && classes.includes('language-math');
}

function render(tex: string, displayMode: boolean, node: Element, file: VFile): Element {
  katex ??= require(vendoredFile('katex', 'dist/katex.min.js', [import.meta.url])) as typeof import('katex').default;
  let html: string;
  // Commands that link, load an image or set HTML attributes (`\href`, `\includegraphics`, `\htmlClass`, …)
  // are never trusted: math is content. KaTeX shows them as plain text; the author is told so.
  const untrusted = new Set<string>();
  const trust = (context: { command: string }) => {
    untrusted.add(context.command);
    return false;
  };
  try {
    html = katex.renderToString(tex, { displayMode, throwOnError: true, output: 'htmlAndMathml', strict: 'ignore', trust });
  } catch (error) {
    report(file, { rule: 'math', severity: 'warning', node, message: `cannot render math: ${(error as Error).message.replace(/^KaTeX parse error: /, '')}`, hint: 'KaTeX reads LaTeX math; see https://katex.org/docs/supported for what it supports' });
    html = katex.renderToString(tex, { displayMode, throwOnError: false, output: 'htmlAndMathml', strict: 'ignore', trust });
  }
  if (untrusted.size > 0) {
    const names = [...untrusted].sort().join(', ');
    report(file, { rule: 'math-untrusted', severity: 'warning', node, message: `math uses ${names}, which a page's math may not: ${untrusted.size > 1 ? 'they are' : 'it is'} shown as text`, hint: 'links and images go in the markdown around the formula, not inside it' });
  }
  const children = fromHtml(html, { fragment: true }).children as ElementContent[];
  const rendered = children.length === 1 && children[0]!.type === 'element' ? children[0] : undefined;
  if (rendered) {
    if (node.position) rendered.position = node.position;
    return rendered;
  }
  return { type: 'element', tagName: 'span', properties: { className: ['katex-display'] }, children, ...(node.position ? { position: node.position } : {}) };
}
