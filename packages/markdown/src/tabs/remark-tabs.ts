import type { Code, Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { closest } from '@laguna-docs/shared';
import { report } from '../report.js';
import { walkMdast } from '../walkMdast.js';
import { closingFence, labelChildren } from '../directives/restoreDirective.js';

/** The container names this plugin reads; every other container is left to the admonitions. */
export const TAB_DIRECTIVES: ReadonlySet<string> = new Set(['tabs', 'tab', 'code-group']);

/** The attributes each container takes, as authors write them. */
const ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  tabs: ['groupId', 'defaultValue'],
  'code-group': ['groupId', 'defaultValue'],
  tab: ['label', 'value', 'default'],
};

/** The element a tab set stands as until `rehypeTabSets` makes its markup (see `tabSetElement`). */
export const TAB_SET = 'tab-set';
/** The element one tab stands as until then. */
export const TAB_PANEL = 'tab-panel';

/**
 * Tab sets in markdown, as directives: `::::tabs{groupId="os"}` holding `:::tab{label="macOS" value="mac"}`
 * containers, and VitePress's code groups, `:::code-group` holding fenced code blocks whose info string
 * names the tab in brackets (```` ```sh [npm] ````). Each becomes a `tab-set` element of `tab-panel`s with
 * the set's settings checked here, where the lines are known; `rehypeTabSets` then makes the markup of
 * MDX's `<Tabs>` from it. A tab outside a tab set, two tabs with one value, an empty set or code group and
 * an unknown attribute are errors at their line.
 */
export function remarkTabs() {
  return (tree: Root, file: VFile) => {
    if (!String(file.value).includes(':::')) return;
    walkMdast(tree, (node, parent, index) => {
      if (node.type !== 'containerDirective' || !TAB_DIRECTIVES.has(node.name)) return undefined;
      if (node.name === 'tab') {
        // A set's own tabs were made panels when the set was read.
        if (node.data?.hName === TAB_PANEL) return undefined;
        report(file, { rule: 'tabs', severity: 'error', node, message: '":::tab" stands outside a tab set', hint: 'put the tabs in a container with one colon more: "::::tabs" … ":::tab{label="…"}" … ":::" … "::::"' });
        parent.children.splice(index, 1, ...(node.children.filter((child) => !isLabel(child)) as never[]));
        return index;
      }
      checkAttributes(node, file);
      warnIfUnclosed(node, file);
      if (node.name === 'tabs') tabSet(node, file);
      else codeGroup(node, file);
      return undefined;
    });
  };
}

/**
 * A tab set with no closing fence takes in everything after it (to the end of the page, or of the block
 * around it), which then fails as content beside its tabs; the warning at its opening line says why.
 */
function warnIfUnclosed(node: ContainerDirective, file: VFile): void {
  const source = String(file.value);
  if (closingFence(node, source) !== undefined) return;
  const start = node.position?.start.offset;
  const colons = (start === undefined ? undefined : /^:{3,}/.exec(source.slice(start))?.[0]) ?? '::::';
  report(file, {
    rule: 'unclosed-tabs',
    severity: 'warning',
    node,
    message: `"${colons}${node.name}" is never closed, so it runs to the end of the page or of the block around it`,
    hint: `end it with a line holding only "${colons}"`,
  });
}

interface Tab {
  /** Where the tab was written, for messages about it. */
  node: RootContent;
  value: string;
  label: string;
  isDefault: boolean;
}

/** `::::tabs`: its `:::tab` containers become the panels; anything else beside them is an error. */
function tabSet(node: ContainerDirective, file: VFile): void {
  const tabs: Tab[] = [];
  for (const child of node.children) {
    if (isLabel(child)) continue;
    if (child.type === 'containerDirective' && child.name === 'tab') {
      checkAttributes(child, file);
      const tab = tabOf(child, file);
      if (!tab) continue;
      child.data = { ...child.data, hName: TAB_PANEL, hProperties: { dataValue: tab.value, dataLabel: tab.label } };
      tabs.push(tab);
    } else {
      report(file, { rule: 'tabs', severity: 'error', node: child, message: 'a tab set holds only ":::tab" containers: this is outside every tab', hint: 'move it into a ":::tab{label="…"}" … ":::" container, or out of the tab set' });
    }
  }
  node.children = node.children.filter((child) => child.type === 'containerDirective' && child.name === 'tab' && child.data?.hName === TAB_PANEL);
  finish(node, tabs, file, 'a tab set holds no ":::tab"', 'write each tab as ":::tab{label="…"}" … ":::" inside the "::::tabs" container');
}

/** `:::code-group`: each fenced code block is a tab, labelled by the `[label]` of its info string (or its language). */
function codeGroup(node: ContainerDirective, file: VFile): void {
  const tabs: Tab[] = [];
  const panels: RootContent[] = [];
  for (const child of node.children) {
    if (isLabel(child)) continue;
    if (child.type !== 'code') {
      report(file, { rule: 'tabs', severity: 'error', node: child, message: 'a code group holds only fenced code blocks', hint: 'write each tab as a fenced code block with its label in brackets: ```sh [npm]' });
      continue;
    }
    const label = takeLabel(child);
    const tab = { node: child, value: label, label, isDefault: false };
    tabs.push(tab);
    // A container of the directive's kind, so no handler is needed to make it an element with its code inside.
    panels.push({ type: 'containerDirective', name: 'tab', attributes: {}, children: [child], data: { hName: TAB_PANEL, hProperties: { dataValue: tab.value, dataLabel: tab.label } } });
  }
  node.children = panels as ContainerDirective['children'];
  finish(node, tabs, file, 'a code group holds no fenced code block', 'write each tab as a fenced code block with its label in brackets: ```sh [npm]');
}

/** The set's checks once its tabs are known, then its element with the chosen tab and group. */
function finish(node: ContainerDirective, tabs: Tab[], file: VFile, emptyMessage: string, emptyHint: string): void {
  if (tabs.length === 0) report(file, { rule: 'tabs', severity: 'error', node, message: emptyMessage, hint: emptyHint });
  const seen = new Set<string>();
  for (const tab of tabs) {
    if (seen.has(tab.value)) report(file, { rule: 'tabs', severity: 'error', node: tab.node, message: `two tabs of one tab set have the value "${tab.value}"`, hint: 'give each tab a label or value of its own' });
    seen.add(tab.value);
  }
  const attributes = node.attributes ?? {};
  const written = attributes.defaultValue ?? undefined;
  if (written !== undefined && !seen.has(written)) {
    report(file, { rule: 'tabs', severity: 'error', node, message: `defaultValue="${written}" names no tab of this tab set`, hint: `the values are ${[...seen].map((value) => `"${value}"`).join(', ')}` });
  }
  const defaultValue = (written !== undefined && seen.has(written) ? written : undefined) ?? tabs.find((tab) => tab.isDefault)?.value ?? tabs[0]?.value ?? '';
  const groupId = attributes.groupId ?? undefined;
  node.data = { ...node.data, hName: TAB_SET, hProperties: { dataDefaultValue: defaultValue, ...(groupId ? { dataGroupId: groupId } : {}) } };
}

/** A `:::tab`'s value and label: each stands for the other when only one is written. */
function tabOf(node: ContainerDirective, file: VFile): Tab | undefined {
  const attributes = node.attributes ?? {};
  const written = labelChildren(node);
  if (written.length > 0) node.children.shift();
  const label = attributes.label ?? (written.length > 0 ? toString({ type: 'paragraph', children: written }).trim() : undefined) ?? attributes.value ?? undefined;
  const value = attributes.value ?? label;
  if (label === undefined || value === undefined || label === '') {
    report(file, { rule: 'tabs', severity: 'error', node, message: '":::tab" has no label', hint: 'name the tab: ":::tab{label="macOS"}" (and value="mac" to sync it with other tab sets of a groupId)' });
    return undefined;
  }
  return { node, value, label, isDefault: attributes.default !== undefined && attributes.default !== null && attributes.default !== 'false' };
}

/** The `[label]` of a code block's info string, taken out of it (the rest are the block's options); else its language. */
function takeLabel(code: Code): string {
  const meta = code.meta ?? '';
  const match = /\[([^\]]*)\]/.exec(meta);
  if (match && match[1]!.trim() !== '') {
    const rest = `${meta.slice(0, match.index)}${meta.slice(match.index + match[0].length)}`.trim();
    code.meta = rest === '' ? null : rest;
    return match[1]!.trim();
  }
  return code.lang ?? 'text';
}

/** Unknown attributes are errors naming the ones the container takes, with a guess when one is close. */
function checkAttributes(node: ContainerDirective, file: VFile): void {
  const known = ATTRIBUTES[node.name] ?? [];
  for (const name of Object.keys(node.attributes ?? {})) {
    if (known.includes(name)) continue;
    const guess = closest(name, known);
    report(file, {
      rule: 'tabs',
      severity: 'error',
      node,
      message: `unknown attribute "${name}" on ":::${node.name}"${guess ? `; did you mean "${guess}"?` : ''}`,
      hint: `":::${node.name}" takes ${known.map((key) => (key === 'default' ? key : `${key}="…"`)).join(', ')}`,
    });
  }
}

function isLabel(node: RootContent): boolean {
  return node.type === 'paragraph' && node.data?.directiveLabel === true;
}
