import { isRecord, type StaticValue, type Unread } from './staticValue.js';

/** A JSX attribute as the MDX reader found it: a string, a bare name, plain data, or an expression it could not read. */
export type TagAttribute = string | true | Unread | { value: unknown };

/** Where a `<Tabs>` or `<TabItem>` tag stood, with its attributes; the text holds a marker line in its place. */
export interface TabMarker {
  kind: 'tabs' | '/tabs' | 'tab' | '/tab';
  attributes: Record<string, TagAttribute>;
  /** The tag's line in the file, for the report. */
  line: number;
}

/** The line standing for marker `index` until `writeTabDirectives` writes the directives. */
export const markerLine = (index: number): string => `\u0000tabs:${index}\u0000`;

/** Why the tabs of a file could not be written as directives, at the line of the tag concerned. */
export class TabsProblem extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

interface TabSet {
  marker: TabMarker;
  tabs: TabBody[];
}
interface TabBody {
  marker: TabMarker;
  items: Item[];
}
type Item = string | TabSet;

const TABS_ATTRIBUTES = new Set(['groupId', 'defaultValue', 'values']);
const TAB_ATTRIBUTES = new Set(['value', 'label', 'default']);

/**
 * Writes the tab sets whose tags `convertMdx` left as marker lines as `::::tabs` / `:::tab` containers
 * (see the README's "Tabs and code groups"). Each container gets one colon more than the deepest
 * container inside it (an admonition, a nested tab set), so nesting parses whatever the content; a set
 * whose every tab is one fenced code block, and whose labels are its values, becomes a `:::code-group`,
 * as a VitePress author writes package-manager tabs. Labels come from `label`, then `values` of `<Tabs>`,
 * then `value`, as in Docusaurus. Throws `TabsProblem` for a structure Docusaurus would refuse too.
 */
export function writeTabDirectives(text: string, markers: readonly TabMarker[], changes: Set<string>): string {
  const root = readTree(text, markers);
  return renderItems(root, changes).join('\n');
}

function readTree(text: string, markers: readonly TabMarker[]): Item[] {
  const root: Item[] = [];
  const stack: Array<TabSet | TabBody> = [];
  for (const line of text.split('\n')) {
    const index = /^\u0000tabs:(\d+)\u0000$/.exec(line)?.[1];
    const top = stack.at(-1);
    if (index === undefined) {
      if (top && 'tabs' in top) {
        if (line.trim() !== '') throw new TabsProblem(`its <Tabs> holds text outside every <TabItem> ("${line.trim().slice(0, 40)}")`, top.marker.line);
      } else {
        (top ? top.items : root).push(line);
      }
      continue;
    }
    const marker = markers[Number(index)]!;
    if (marker.kind === 'tabs') {
      if (top && 'tabs' in top) throw new TabsProblem('its <Tabs> holds a <Tabs> outside every <TabItem>', marker.line);
      const set: TabSet = { marker, tabs: [] };
      (top ? top.items : root).push(set);
      stack.push(set);
    } else if (marker.kind === 'tab') {
      if (!top || !('tabs' in top)) throw new TabsProblem('it has a <TabItem> outside a <Tabs>', marker.line);
      const tab: TabBody = { marker, items: [] };
      top.tabs.push(tab);
      stack.push(tab);
    } else if (marker.kind === (top && 'tabs' in top ? '/tabs' : '/tab') && top) {
      stack.pop();
    } else if (top && !('tabs' in top)) {
      throw new TabsProblem('its <TabItem> is never closed', top.marker.line);
    } else {
      throw new TabsProblem(`its <${marker.kind === '/tabs' ? 'Tabs' : 'TabItem'}> closing tag does not match the tag it closes`, marker.line);
    }
  }
  const open = stack.at(-1);
  if (open) throw new TabsProblem(`its <${'tabs' in open ? 'Tabs' : 'TabItem'}> is never closed`, open.marker.line);
  return root;
}

function renderItems(items: readonly Item[], changes: Set<string>): string[] {
  return items.flatMap((item) => (typeof item === 'string' ? [item] : renderSet(item, changes)));
}

function renderSet(set: TabSet, changes: Set<string>): string[] {
  if (set.tabs.length === 0) throw new TabsProblem('its <Tabs> holds no <TabItem>', set.marker.line);
  const attributes = readAttributes(set.marker, 'Tabs', TABS_ATTRIBUTES, changes);
  const labels = labelsOf(set.marker.attributes.values);
  const tabs = set.tabs.map((tab) => {
    const own = readAttributes(tab.marker, 'TabItem', TAB_ATTRIBUTES, changes);
    const value = own.value ?? own.label;
    if (value === undefined) throw new TabsProblem('it has a <TabItem> without a value', tab.marker.line);
    const label = own.label ?? labels.get(value) ?? value;
    const body = trimBlankLines(renderItems(dedent(tab.items), changes));
    return { value, label, isDefault: own.default !== undefined && own.default !== 'false', body, nested: tab.items.some((item) => typeof item !== 'string') };
  });

  const groupId = attributes.groupId === undefined ? '' : ` groupId=${quote(attributes.groupId)}`;
  if (tabs.every((tab) => tab.label === tab.value && !tab.nested && isOneCodeBlock(tab.body) && !tab.label.includes(']'))) {
    changes.add('tabs of code blocks alone became a ::: code-group');
    const chosen = attributes.defaultValue ?? tabs.find((tab) => tab.isDefault)?.value;
    const defaultValue = chosen !== undefined && chosen !== tabs[0]!.value ? ` defaultValue=${quote(chosen)}` : '';
    const settings = `${groupId}${defaultValue}`.trim();
    const lines = tabs.flatMap((tab) => [labelled(tab.body[0]!, tab.label), ...tab.body.slice(1)]);
    return [`:::code-group${settings ? `{${settings}}` : ''}`, ...lines, ':::'];
  }

  changes.add('tabs became ::::tabs directives');
  const colons = Math.max(...tabs.map((tab) => Math.max(3, deepestContainer(tab.body) + 1)));
  const fence = ':'.repeat(colons);
  const settings = `${groupId}${attributes.defaultValue === undefined ? '' : ` defaultValue=${quote(attributes.defaultValue)}`}`.trim();
  const lines = [`${fence}:tabs${settings ? `{${settings}}` : ''}`];
  for (const tab of tabs) {
    const own = [`label=${quote(tab.label)}`, tab.value === tab.label ? '' : `value=${quote(tab.value)}`, tab.isDefault ? 'default' : ''].filter(Boolean).join(' ');
    lines.push(`${fence}tab{${own}}`, ...tab.body, fence);
  }
  lines.push(`${fence}:`);
  return lines;
}

/** The string attributes of a tag; an expression that is not plain data fails, one with no counterpart is dropped and reported. */
function readAttributes(marker: TabMarker, tag: string, known: ReadonlySet<string>, changes: Set<string>): Record<string, string> {
  const read: Record<string, string> = {};
  for (const [name, value] of Object.entries(marker.attributes)) {
    if (!known.has(name)) {
      changes.add(`<${tag} ${name}> has no counterpart in markdown tabs and was left out`);
      continue;
    }
    if (name === 'values') continue;
    if (value === true) read[name] = 'true';
    else if (typeof value === 'string') read[name] = value;
    else if ('value' in value && ['string', 'number', 'boolean'].includes(typeof value.value)) read[name] = String(value.value);
    else throw new TabsProblem(`its <${tag}> has the JSX attribute ${name}={…}`, marker.line);
  }
  return read;
}

/** `values` of `<Tabs>` as Docusaurus takes it: `[{ value, label }]`. */
function labelsOf(values: TagAttribute | undefined): Map<string, string> {
  const labels = new Map<string, string>();
  const list = values && typeof values === 'object' && 'value' in values && Array.isArray(values.value) ? (values.value as StaticValue[]) : [];
  for (const entry of list.filter(isRecord)) {
    if (entry.value !== undefined) labels.set(String(entry.value), String(entry.label ?? entry.value));
  }
  return labels;
}

/** A directive attribute value: quotes and ampersands as character references, which the directive syntax reads. */
function quote(value: string): string {
  return `"${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
}

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;

/**
 * Removes the indentation the tab's lines share (Docusaurus authors indent a `<TabItem>`'s content, which in
 * markdown would make it an indented code block); inside a fenced block only up to that much, so code keeps
 * its own indentation.
 */
function dedent(items: readonly Item[]): Item[] {
  let shared = Infinity;
  scanLines(items, (line, inCode) => {
    if (!inCode && line.trim() !== '') shared = Math.min(shared, /^[ \t]*/.exec(line)![0].length);
  });
  if (shared === Infinity || shared === 0) return [...items];
  return items.map((item) => (typeof item === 'string' ? item.replace(new RegExp(`^[ \\t]{0,${shared}}`), '') : item));
}

/** Calls `visit` for each line, telling whether it is inside a fenced code block (its opening and closing lines are not). */
function scanLines(items: readonly Item[], visit: (line: string, inCode: boolean) => void): void {
  let open: string | undefined;
  for (const item of items) {
    if (typeof item !== 'string') continue;
    const fence = FENCE.exec(item);
    if (open) {
      const closes = fence && fence[2]![0] === open[0] && fence[2]!.length >= open.length && fence[3]!.trim() === '';
      if (closes) open = undefined;
      visit(item, !closes);
      continue;
    }
    if (fence && !(fence[2]![0] === '`' && fence[3]!.includes('`'))) open = fence[2]!;
    visit(item, false);
  }
}

/** The most colons that open or close a container in these lines (outside code), 0 when none does. */
function deepestContainer(lines: readonly string[]): number {
  let deepest = 0;
  scanLines(lines, (line, inCode) => {
    const colons = inCode ? undefined : /^\s*(:{3,})/.exec(line)?.[1];
    if (colons) deepest = Math.max(deepest, colons.length);
  });
  return deepest;
}

/** Whether the lines are one fenced code block, unindented, with a language and no `[label]` of its own. */
function isOneCodeBlock(lines: readonly string[]): boolean {
  const opener = FENCE.exec(lines[0] ?? '');
  if (!opener || opener[1] !== '' || lines.length < 2) return false;
  const info = opener[3]!.trim();
  if (!/^[^\s{[]/.test(info) || info.includes('[')) return false;
  // The block closes on its last line and nowhere before.
  const inCode: boolean[] = [];
  scanLines(lines, (_, code) => inCode.push(code));
  return inCode.slice(1, -1).every(Boolean) && !inCode.at(-1) && FENCE.test(lines.at(-1)!);
}

/** A code block's opening line with `[label]` after its language: ```` ```sh title="x" ```` → ```` ```sh [npm] title="x" ````. */
function labelled(opener: string, label: string): string {
  const [, , fence, info] = FENCE.exec(opener)!;
  const [language, ...options] = info!.trim().split(/\s+/);
  return [`${fence}${language}`, `[${label}]`, ...options].join(' ');
}

function trimBlankLines(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start]!.trim() === '') start++;
  while (end > start && lines[end - 1]!.trim() === '') end--;
  return lines.slice(start, end);
}
