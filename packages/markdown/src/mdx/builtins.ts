import type { Element, ElementContent } from 'hast';
import { tabSetElement } from '../tabs/tabSet.js';
import { admonitionKind } from '../directives/admonitionKinds.js';
import { ComponentError, hastChildren, type HastChild, type HastComponent } from './hastRuntime.js';

/**
 * The components every `.mdx` page has without an import, under the names Docusaurus authors write
 * (`@theme/Tabs` …). Each returns plain markup: all tab panels are in the page, so nothing is lost
 * without JavaScript; the client's tab script (and the theme's CSS) make them a tab set.
 */
export type BuiltinName = 'Tabs' | 'TabItem' | 'Details' | 'Admonition';

/** The import paths authors write for the built-in components. */
export const THEME_IMPORTS: Readonly<Record<string, BuiltinName>> = {
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
  '@theme/Details': 'Details',
  '@theme/Admonition': 'Admonition',
};


const text = (value: unknown): string | undefined => (value === undefined || value === null ? undefined : String(value));

/** The built-in components of one page; `admonitions` are the site's own kinds, `nextId` numbers tab sets. */
export function builtinComponents(admonitions: readonly string[], nextId: () => number): Record<BuiltinName, HastComponent> {
  return {
    TabItem: (props) => ({
      type: 'element',
      tagName: 'div',
      properties: { role: 'tabpanel', dataValue: text(props.value), dataLabel: text(props.label), dataDefault: props.default ? 'true' : undefined },
      children: hastChildren(props.children as HastChild),
    }),
    Tabs: (props) => tabs(props, nextId()),
    Details: (props) => details(props),
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
