import type { Element, ElementContent, Root } from 'hast';
import type { VFile } from 'vfile';
import { nodeMayHold, pageData } from '../pageData.js';
import { walkElements } from '../walkElements.js';
import { TAB_PANEL, TAB_SET } from './remark-tabs.js';
import { hasClass, isTabSet, tabSetElement, type TabPanel } from './tabSet.js';

/**
 * Makes the markup of each tab set the directives left (`tab-set`, see `remarkTabs`) with `tabSetElement`,
 * numbered after the sets MDX's `<Tabs>` already made, and marks a page with any tab set, or MDX's
 * `<Details>`, as needing the theme's styles for them (the `tabs` feature), so only such pages link them.
 */
export function rehypeTabSets() {
  return (tree: Root, file: VFile) => {
    // Tab sets and details boxes come from container directives (`::::tabs`, `:::details`) and raw HTML.
    if (!nodeMayHold(file, 'containerDirective', 'html')) return;
    const pending: Array<{ node: Element; parent: Root | Element; index: number }> = [];
    let built = 0;
    let details = false;
    walkElements(tree, (node, parent, index) => {
      if (node.tagName === TAB_SET) pending.push({ node, parent, index });
      else if (isTabSet(node)) built++;
      else if (node.tagName === 'details' && hasClass(node, 'details')) details = true;
    });
    if (pending.length === 0 && built === 0 && !details) return;
    // Innermost first, so a set inside a tab is made before the tab around it is; numbered in document order.
    for (let at = pending.length - 1; at >= 0; at--) {
      const { node, parent, index } = pending[at]!;
      parent.children[index] = withPosition(tabSetElement(setOf(node), built + at + 1), node);
    }
    const data = pageData(file);
    if (!data.features?.includes('tabs')) data.features = [...(data.features ?? []), 'tabs'];
  };
}

function setOf(node: Element): Parameters<typeof tabSetElement>[0] {
  const panels: TabPanel[] = node.children
    .filter((child): child is Element => child.type === 'element' && child.tagName === TAB_PANEL)
    .map((panel) => ({ value: String(panel.properties.dataValue), label: String(panel.properties.dataLabel), children: panel.children as ElementContent[] }));
  const groupId = node.properties.dataGroupId;
  return { panels, defaultValue: String(node.properties.dataDefaultValue), ...(typeof groupId === 'string' && groupId !== '' ? { groupId } : {}) };
}

function withPosition(element: Element, from: Element): Element {
  return from.position ? { ...element, position: from.position } : element;
}
