import type { Element, ElementContent, Root } from 'hast';
import type { VFile } from 'vfile';
import { nodeMayHold } from '../pageData.js';
import { walkElements } from '../walkElements.js';

/**
 * Names the checkbox of each GFM task-list item after the item's own text (nested lists left out), so
 * assistive technology reads "Install PostgreSQL, checkbox, checked" instead of an unnamed checkbox.
 */
export function rehypeTaskLists() {
  return (tree: Root, file: VFile) => {
    // Task-list items come from GFM's `- [ ]` items and raw HTML.
    if (!nodeMayHold(file, 'taskListItem', 'html')) return;
    walkElements(tree, (node) => {
      if (node.tagName !== 'li' || !hasClass(node, 'task-list-item')) return;
      const checkbox = findCheckbox(node);
      if (!checkbox) return;
      const label = itemText(node.children).replace(/\s+/g, ' ').trim();
      if (label) checkbox.properties.ariaLabel = label;
    });
  };
}

function hasClass(node: Element, name: string): boolean {
  const value = node.properties.className;
  return Array.isArray(value) && value.includes(name);
}

/** The checkbox is the item's first element, or the first element of its first paragraph (loose lists). */
function findCheckbox(item: Element): Element | undefined {
  for (const child of item.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'input' && child.properties.type === 'checkbox') return child;
    if (child.tagName === 'p') return findCheckbox(child);
    return undefined;
  }
  return undefined;
}

function itemText(children: readonly ElementContent[]): string {
  let text = '';
  for (const child of children) {
    if (child.type === 'text') text += child.value;
    else if (child.type === 'element' && child.tagName !== 'ul' && child.tagName !== 'ol') text += ` ${itemText(child.children)}`;
  }
  return text;
}
