import type { Element, ElementContent } from 'hast';

/** One tab of a tab set: what it is called in the tab list, its value (what `groupId` syncs) and its content. */
export interface TabPanel {
  value: string;
  label: string;
  children: ElementContent[];
}

/** A tab set, checked: at least one panel, values distinct, `defaultValue` one of them. */
export interface TabSet {
  panels: TabPanel[];
  defaultValue: string;
  groupId?: string;
}

/**
 * The markup of a tab set, the one place it is made: MDX's `<Tabs>`, the `::::tabs` directive and code
 * groups of `.md` pages all come here, so the theme's tab CSS and the client's tab script drive each alike.
 * Every panel is in the page; without the tab script the tab list stays hidden and every panel shows, led
 * by its label. `id` numbers the set within its page (`tabs-1-tab-0`, `tabs-1-panel-0`).
 */
export function tabSetElement(set: TabSet, id: number): Element {
  const base = `tabs-${id}`;
  const { panels, defaultValue, groupId } = set;
  const tabButtons: ElementContent[] = panels.map((panel, index) => ({
    type: 'element',
    tagName: 'button',
    properties: {
      type: 'button',
      role: 'tab',
      id: `${base}-tab-${index}`,
      ariaControls: [`${base}-panel-${index}`],
      ariaSelected: panel.value === defaultValue ? 'true' : 'false',
      tabIndex: panel.value === defaultValue ? 0 : -1,
      dataValue: panel.value,
    },
    children: [{ type: 'text', value: panel.label }],
  }));
  const tabPanels: ElementContent[] = panels.map((panel, index) => ({
    type: 'element',
    tagName: 'div',
    properties: { role: 'tabpanel', id: `${base}-panel-${index}`, ariaLabelledBy: [`${base}-tab-${index}`], tabIndex: 0, dataValue: panel.value, ...(panel.value === defaultValue ? { dataSelected: 'true' } : {}) },
    // Without the tab script every panel shows, so each says which tab it is (and the tab list, of no use
    // then, stays hidden); the script shows the list and hides these labels.
    children: [{ type: 'element', tagName: 'p', properties: { className: ['tabs-panel-label'] }, children: [{ type: 'text', value: panel.label }] }, ...panel.children],
  }));
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['tabs'], ...(groupId ? { dataGroupId: groupId } : {}) },
    children: [{ type: 'element', tagName: 'div', properties: { role: 'tablist', className: ['tabs-list'], hidden: true }, children: tabButtons }, ...tabPanels],
  };
}

/** Whether an element is a tab set made by `tabSetElement` (or written like one): pages with one link the tab styles. */
export function isTabSet(node: Element): boolean {
  return node.tagName === 'div' && hasClass(node, 'tabs');
}

/** Whether an element has a class. */
export function hasClass(node: Element, name: string): boolean {
  const className = node.properties.className;
  return Array.isArray(className) && className.includes(name);
}
