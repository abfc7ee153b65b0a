import type { Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { nodeMayHold, pageData } from '../pageData.js';
import { report } from '../report.js';
import { walkMdast, type MdastVisitor } from '../walkMdast.js';
import { admonitionKind, unknownAdmonition } from './admonitionKinds.js';
import { findFenceLines } from './fenceLines.js';
import { closingFence, labelChildren, paragraph, restoredOpening } from './restoreDirective.js';

/**
 * Turns `:::note` … `:::` containers into `admonition` elements (`kind`, `title?`) and every other
 * directive remark-directive found back into the text the author wrote. Text directives are the common
 * accident (`12:30`, `note:thing`), so nothing but our containers is ever treated as a directive.
 * Unknown container names and stray fences are warnings at their line.
 */
export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    const own = pageData(file).admonitions ?? [];
    // Before the tree changes: restored containers would otherwise show up as stray fences.
    if (source.includes(':::')) warnAboutFenceLines(tree, file, own);
    if (!nodeMayHold(file, 'containerDirective', 'leafDirective', 'textDirective')) return;
    // `parent.children` is typed as a union of arrays, so splices need a cast; what goes in is always
    // content of the kind the directive stood for (phrasing for text, blocks for leaf and container).
    const visitor: MdastVisitor = (node, parent, index) => {
      if (node.type === 'textDirective') {
        const parts = restoredOpening(node, source);
        parent.children.splice(index, 1, ...(parts as never[]));
        // Visit what replaced it: a label may hold further directives.
        return index;
      }
      if (node.type === 'leafDirective') {
        parent.children.splice(index, 1, paragraph(restoredOpening(node, source)) as never);
        return index;
      }
      // Containers another plugin has made elements of (tab sets) are theirs; their content is still walked.
      if (node.type !== 'containerDirective' || node.data?.hName) return undefined;
      const kind = admonitionKind(node.name, own);
      if (kind) {
        // The title is plain text, so text directives in the label (`[At 12:30]`) must be restored first.
        const label = node.children[0];
        if (label?.type === 'paragraph' && label.data?.directiveLabel) walkMdast(label, visitor);
        toAdmonition(node, kind, file, source);
        return undefined;
      }
      report(file, { rule: 'unknown-admonition', severity: 'warning', node, ...unknownAdmonition(node.name, own) });
      const content = node.children.filter((child) => !(child.type === 'paragraph' && child.data?.directiveLabel));
      const fence = closingFence(node, source);
      const replacement = [paragraph(restoredOpening(node, source)), ...content, ...(fence ? [paragraph([{ type: 'text', value: fence }])] : [])];
      parent.children.splice(index, 1, ...(replacement as never[]));
      return index;
    };
    walkMdast(tree, visitor);
  };
}

/** Makes a known container an `admonition` element; the label becomes the plain-text title. */
function toAdmonition(node: ContainerDirective, kind: string, file: VFile, source: string): void {
  const label = labelChildren(node);
  const title = label.length > 0 ? toString({ type: 'paragraph', children: label }).trim() : node.attributes?.title?.trim();
  if (label.length > 0) node.children.shift();
  node.data = { ...node.data, hName: 'admonition', hProperties: { kind, ...(title ? { title } : {}) } };
  if (closingFence(node, source) === undefined) {
    report(file, {
      rule: 'unclosed-admonition',
      severity: 'warning',
      node,
      message: `":::${node.name}" is never closed, so it runs to the end of the page or of the block around it`,
      hint: 'end it with a line holding only ":::"',
    });
  }
}

/**
 * Warns about paragraph lines that look like fences but are not (see `findFenceLines`). A bare `:::` after
 * an opening line that is no admonition says so, since that line is why nothing is open to close.
 */
function warnAboutFenceLines(tree: Root, file: VFile, own: readonly string[]): void {
  let notOpened: { line: number; text: string } | undefined;
  for (const fence of findFenceLines(tree).sort((a, b) => a.line - b.line)) {
    const node = { type: 'fence', position: { start: { line: fence.line, column: fence.column ?? 1 }, end: { line: fence.line, column: fence.column ?? 1 } } };
    const written = `${fence.colons}${fence.spaced ? ' ' : ''}${fence.name}`;
    if (fence.name === '') {
      report(file, {
        rule: 'stray-fence',
        severity: 'warning',
        node,
        message: notOpened ? `"${fence.colons}" closes no admonition: the "${notOpened.text}" on line ${notOpened.line} did not open one` : `"${fence.colons}" closes no admonition`,
        hint: notOpened ? 'fix that line (see its own warning), and this one closes it' : 'to put an admonition inside another, give the outer one more colons: "::::note" … ":::tip" … ":::" … "::::"',
      });
      notOpened = undefined;
    } else if (admonitionKind(fence.name, own)) {
      notOpened = { line: fence.line, text: written };
      report(file, {
        rule: 'malformed-admonition',
        severity: 'warning',
        node,
        message: `this "${written}" line is not an admonition: something follows its [title] or {attributes}`,
        hint: `write "${fence.colons}${fence.name}[Title]" or "${fence.colons}${fence.name} Title" on a line of its own`,
      });
    } else {
      notOpened = { line: fence.line, text: written };
      report(file, { rule: 'unknown-admonition', severity: 'warning', node, ...unknownAdmonition(fence.name, own) });
    }
  }
}
