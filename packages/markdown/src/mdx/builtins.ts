import type { Element, ElementContent } from 'hast';
import { tabSetElement } from '../tabs/tabSet.js';
import { admonitionKind } from '../directives/admonitionKinds.js';
import { DOCUSAURUS_HOOKS, DOCUSAURUS_IMPORTS, docusaurusComponents, type DocusaurusName } from './docusaurusBuiltins.js';
import { ComponentError, hastChildren, type HastChild, type HastComponent } from './hastRuntime.js';

/**
 * The components every `.mdx` page has without an import, under the names Docusaurus authors write
 * (`@theme/Tabs` …). Each returns plain markup: all tab panels are in the page, so nothing is lost
 * without JavaScript; the client's tab script (and the theme's CSS) make them a tab set.
 */
export type BuiltinName = 'Tabs' | 'TabItem' | 'Details' | 'Admonition' | 'CodeBlock' | DocusaurusName;

/** The import paths authors write for the built-in components. */
export const THEME_IMPORTS: Readonly<Record<string, BuiltinName>> = {
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
  '@theme/Details': 'Details',
  '@theme/Admonition': 'Admonition',
  '@theme/CodeBlock': 'CodeBlock',
  ...DOCUSAURUS_IMPORTS,
};


const text = (value: unknown): string | undefined => (value === undefined || value === null ? undefined : String(value));

/** The built-in components of one page; `admonitions` are the site's own kinds, `nextId` numbers tab sets. */
export function builtinComponents(admonitions: readonly string[], nextId: () => number): Record<BuiltinName, HastComponent> {
  return {
    ...docusaurusComponents(),
    TabItem: (props) => ({
      type: 'element',
      tagName: 'div',
      properties: { role: 'tabpanel', dataValue: text(props.value), dataLabel: text(props.label), dataDefault: props.default ? 'true' : undefined },
      children: hastChildren(props.children as HastChild),
    }),
    Tabs: (props) => tabs(props, nextId()),
    Details: (props) => details(props),
    CodeBlock: (props) => codeBlock(props),
    Admonition: (props) => {
      const type = text(props.type) ?? 'note';
      const kind = admonitionKind(type, admonitions);
      if (!kind) throw new ComponentError(`<Admonition type="${type}"> is not an admonition kind`);
      const title = text(props.title);
      return { type: 'element', tagName: 'admonition', properties: { kind, ...(title ? { title } : {}) }, children: hastChildren(props.children as HastChild) };
    },
  };
}

/** `values` as Docusaurus takes it: `[{ value, label }]`, naming the tabs in order. */
function labelsOf(values: unknown): Map<string, string> {
  const labels = new Map<string, string>();
  if (!Array.isArray(values)) return labels;
  for (const entry of values as unknown[]) {
    if (entry && typeof entry === 'object' && 'value' in entry) {
      const { value, label } = entry as { value: unknown; label?: unknown };
      labels.set(String(value), text(label) ?? String(value));
    }
  }
  return labels;
}

function tabs(props: Record<string, unknown>, id: number): Element {
  const items = hastChildren(props.children as HastChild).filter((child): child is Element => child.type === 'element' && child.properties.role === 'tabpanel');
  if (items.length === 0) throw new ComponentError('<Tabs> needs at least one <TabItem value="…"> inside');
  const labels = labelsOf(props.values);
  const seen = new Set<string>();
  const panels = items.map((item, index) => {
    const value = text(item.properties.dataValue);
    if (value === undefined) throw new ComponentError(`<TabItem> number ${index + 1} of a <Tabs> has no value`);
    if (seen.has(value)) throw new ComponentError(`two <TabItem>s of one <Tabs> have the value "${value}"`);
    seen.add(value);
    return { value, label: text(item.properties.dataLabel) ?? labels.get(value) ?? value, isDefault: item.properties.dataDefault === 'true', children: item.children };
  });
  const defaultValue = text(props.defaultValue) ?? panels.find((panel) => panel.isDefault)?.value ?? panels[0]!.value;
  if (!seen.has(defaultValue)) throw new ComponentError(`<Tabs defaultValue="${defaultValue}"> names no <TabItem>; values: ${[...seen].join(', ')}`);
  const groupId = text(props.groupId);
  return tabSetElement({ panels, defaultValue, ...(groupId ? { groupId } : {}) }, id);
}

function details(props: Record<string, unknown>): Element {
  const children = hastChildren(props.children as HastChild);
  const written = children.findIndex((child) => child.type === 'element' && child.tagName === 'summary');
  const summaryProp = props.summary;
  const summary: ElementContent =
    written !== -1
      ? children[written]!
      : { type: 'element', tagName: 'summary', properties: {}, children: summaryProp === undefined ? [{ type: 'text', value: 'Details' }] : hastChildren(summaryProp as HastChild) };
  const rest = children.filter((_, index) => index !== written);
  return { type: 'element', tagName: 'details', properties: { className: ['details'], ...(props.open ? { open: true } : {}) }, children: [summary, ...rest] };
}

/**
 * `<CodeBlock language="js" title="app.js" showLineNumbers>{`…`}</CodeBlock>` as the fenced code block
 * ```` ```js title="app.js" showLineNumbers ```` is before the code-block pass (see `codeHandler`): that pass
 * then highlights it, marks its lines and gives it its title and copy button, as for any fence. Docusaurus's
 * `className="language-js"` and `metastring="{1,3}"` are taken too.
 */
function codeBlock(props: Record<string, unknown>): Element {
  const fromClass = /(?:^|\s)language-(\S+)/.exec(text(props.className) ?? '')?.[1];
  const language = (text(props.language) ?? fromClass ?? 'text').toLowerCase();
  // A template literal written on the line after the tag starts with a line break that is not code.
  const code = codeText(hastChildren(props.children as HastChild)).replace(/^\r?\n/, '').replace(/\s*$/, '');
  const title = text(props.title);
  const meta = [
    title === undefined ? '' : title.includes('"') ? `title='${title}'` : `title="${title}"`,
    props.showLineNumbers ? 'showLineNumbers' : '',
    text(props.metastring) ?? '',
  ].filter(Boolean).join(' ');
  return {
    type: 'element',
    tagName: 'pre',
    properties: {},
    children: [{ type: 'element', tagName: 'code', properties: { className: [`language-${language}`], dataMeta: meta }, children: [{ type: 'text', value: `${code}\n` }] }],
  };
}

/** The text of a code block's children: its code, however MDX split it. */
function codeText(nodes: ElementContent[]): string {
  return nodes.map((node) => (node.type === 'text' ? node.value : node.type === 'element' ? codeText(node.children) : '')).join('');
}

/** Whether an `.mdx` page may import `source` as it is: a built-in component or one of Docusaurus's hooks laguna-docs gives. */
export function isProvidedImport(source: string): boolean {
  return source in THEME_IMPORTS || source in DOCUSAURUS_HOOKS;
}
