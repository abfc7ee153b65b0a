/** Small DOM helpers of the plain controls. */

/** The element an event happened on (or inside) that matches `selector`, if any. */
export function closest<T extends Element = HTMLElement>(target: EventTarget | null, selector: string): T | undefined {
  return ((target as Element | null)?.closest?.(selector) as T | null) ?? undefined;
}

/** An element with a class, attributes and children. */
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string | undefined> = {}, ...children: Array<Node | string>): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) made.setAttribute(name, value);
  made.append(...children);
  return made;
}
