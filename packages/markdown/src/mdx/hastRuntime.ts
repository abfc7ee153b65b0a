import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';

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
    readonly code = 'mdx/component',
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
  const { children, ...attributes } = props;
  // hastscript maps React names (className, htmlFor, style objects) to hast properties, as a browser would.
  const element = h(type, attributes as Parameters<typeof h>[1]) as Element;
  element.children = hastChildren(children);
  if (source?.lineNumber !== undefined) {
    const point = { line: source.lineNumber, column: source.columnNumber ?? 1 };
    element.position = { start: point, end: point };
  }
  return element;
}
