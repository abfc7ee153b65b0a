import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import type { DiagnosticCode } from '@laguna-docs/shared';

/**
 * A JSX runtime whose elements are hast nodes, not React elements: an `.mdx` page evaluates to the same
 * plain, serialisable tree as a `.md` page, so the render stage, the caches, hydration and client
 * navigation treat both alike. Components are functions of props that return hast (see `builtins.ts`).
 */

/** What a component or an MDX expression may give: hast, text, numbers, nothing, or lists of those. */
export type HastChild = ElementContent | string | number | boolean | null | undefined | HastChild[];

/** A component of an `.mdx` page: props in, hast out. */
export type HastComponent = (props: Record<string, unknown>) => HastChild;

/** An author's mistake in a component's props; the runtime adds the line of the element that used it. */
export class ComponentError extends Error {
  line?: number;
  /** The stack of the site's code that failed (see `Diagnostic.stack`), shown with `--debug`. */
  trace?: string;
  constructor(
    message: string,
    /** The diagnostic's code. */
    readonly code: DiagnosticCode = 'mdx/component',
  ) {
    super(message);
  }
}

/** Marks a fragment (`<>…</>` and the page's own root); a fragment is its children. */
export const Fragment = Symbol('Fragment');

/** Where MDX says (in development mode) an element was written, relative to the text it compiled. */
interface JsxSource {
  lineNumber?: number;
  columnNumber?: number;
}

/** The flat list of hast nodes a child stands for. */
export function hastChildren(child: unknown): ElementContent[] {
  if (child === null || child === undefined || typeof child === 'boolean') return [];
  if (Array.isArray(child)) return child.flatMap(hastChildren);
  if (typeof child === 'string' || typeof child === 'number') return [{ type: 'text', value: String(child) }];
  if (typeof child === 'object' && 'type' in child) return [child as ElementContent];
  return [{ type: 'text', value: String(child) }];
}

/** `jsxDEV` of MDX's development output: the one entry point, so every element gets its position. */
export function jsxDEV(type: unknown, props: Record<string, unknown>, _key: unknown, _isStatic: unknown, source?: JsxSource): HastChild {

  if (type === Fragment) return hastChildren(props.children);
  if (typeof type === 'function') {
    try {
      const made = (type as HastComponent)(props);
      // A component's element says where it was written, so the passes after can warn at that line.
      if (made && typeof made === 'object' && !Array.isArray(made) && made.type === 'element' && !made.position && source?.lineNumber !== undefined) {
        const point = { line: source.lineNumber, column: source.columnNumber ?? 1 };
        made.position = { start: point, end: point };
      }
      return made;
    } catch (error) {
      // The innermost element that knows where it was written names the line.
      if (error instanceof ComponentError && error.line === undefined && source?.lineNumber !== undefined) error.line = source.lineNumber;
      throw error;
    }
  }
  if (typeof type !== 'string') throw new TypeError(`an element of type ${typeof type} cannot be rendered`);
  const { children, ...given } = props;
  const attributes: Record<string, unknown> = {};
  const handlers: string[] = [];
  for (const [name, value] of Object.entries(given)) {
    // An event handler cannot run: the page is HTML made at build time (islands are how code runs in the browser).
    if (typeof value === 'function') handlers.push(name);
    else attributes[name] = name === 'style' && value !== null && typeof value === 'object' ? styleText(value as Record<string, unknown>) : value;
  }
  // hastscript maps React names (className, htmlFor) to hast properties, as a browser would.
  const element = h(type, attributes as Parameters<typeof h>[1]) as Element;
  element.children = hastChildren(children);
  if (handlers.length > 0) element.data = { ...element.data, [DROPPED_HANDLERS]: handlers } as Element['data'];
  if (source?.lineNumber !== undefined) {
    const point = { line: source.lineNumber, column: source.columnNumber ?? 1 };
    element.position = { start: point, end: point };
  }
  return element;
}

/** Where an element keeps the names of the function props it was given and left out (see `droppedHandlers`). */
const DROPPED_HANDLERS = 'lagunaDroppedHandlers';

/** The function props (`onClick`) an element was given and left out, taken off it; empty for most. */
export function droppedHandlers(element: Element): string[] {
  const data = element.data as Record<string, unknown> | undefined;
  const names = data?.[DROPPED_HANDLERS];
  if (!Array.isArray(names)) return [];
  delete data![DROPPED_HANDLERS];
  if (Object.keys(data!).length === 0) delete element.data;
  return names as string[];
}

/** CSS properties whose numbers have no unit; React writes other numbers in pixels. */
const UNITLESS = new Set(['animation-iteration-count', 'aspect-ratio', 'column-count', 'columns', 'fill-opacity', 'flex', 'flex-grow', 'flex-shrink', 'font-weight', 'grid-area', 'grid-column', 'grid-row', 'line-clamp', 'line-height', 'opacity', 'order', 'orphans', 'stroke-opacity', 'stroke-width', 'tab-size', 'widows', 'z-index', 'zoom']);

/** A React style object as CSS text, as React writes it: `{ backgroundColor: 'red', padding: 10 }` → `background-color: red; padding: 10px`. */
export function styleText(style: Record<string, unknown>): string {
  const declarations: string[] = [];
  for (const [name, value] of Object.entries(style)) {
    if (value === null || value === undefined || typeof value === 'boolean' || value === '') continue;
    // `--custom` properties stay as written; `WebkitLineClamp` and `msTransform` get their leading dash.
    const property = name.startsWith('--') ? name : name.replace(/^(Webkit|Moz|O|ms)(?=[A-Z])/, (prefix) => `-${prefix.toLowerCase()}`).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    const text = typeof value === 'number' && value !== 0 && !UNITLESS.has(property.replace(/^-[a-z]+-/, '')) && !property.startsWith('--') ? `${value}px` : String(value);
    declarations.push(`${property}: ${text}`);
  }
  return declarations.join('; ');
}
