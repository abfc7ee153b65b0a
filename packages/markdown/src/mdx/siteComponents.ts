import { inspect } from 'node:util';
import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import type { Position } from 'unist';
import { ComponentError, hastChildren, type HastChild, type HastComponent } from './hastRuntime.js';
import { ISLAND_TAG } from '@laguna-docs/shared';

/*
 * Site components: `.tsx`/`.jsx`/`.ts`/`.js` files of the site an `.mdx` file imports. Running the page
 * leaves a `laguna-component` placeholder where each is used, holding its props and the MDX-rendered
 * children; the page's `SiteComponentHost` (React, in the build) then renders each to HTML. A component
 * without a `client:*` directive is rendered once, and its HTML parsed into the page's tree before the
 * page's HTML passes, so its links, images and headings are resolved and checked like the page's own.
 * An island (`client:load`, `client:idle`, `client:visible`) keeps React's markup as it is, for the
 * browser to hydrate, inside a `laguna-island` element with its props.
 */

/** When an island is hydrated in the browser. */
export type IslandMode = 'load' | 'idle' | 'visible';

const ISLAND_MODES: readonly IslandMode[] = ['load', 'idle', 'visible'];

/** What renders a site component at build time (the build gives one, with the site's components bundled). */
export interface SiteComponentHost {
  /**
   * The server HTML of the component of `target` (its path relative to the site folder) with `props`.
   * When `children` is given, the component gets children that render as that text (no markup of its
   * own), for the caller to replace with the real children; an island's children sit in a
   * `<laguna-slot>` element, which the browser keeps as the server wrote it. What the component throws
   * is thrown with its `stack` naming the component's own files and lines, as far as they are known.
   */
  render(request: { target: string; props: Record<string, unknown>; island: boolean; children?: string }): string;
  /**
   * What the last render made outside islands: the event handlers its elements were given
   * (`onClick on <button>`), which never run in markup written once, and whether it made islands of
   * its own (a site component written with `client:*` inside a component).
   */
  lastRender?(): { handlers: string[] };
}

/**
 * The attribute (`data-…`) of a `laguna-island` element a component's HTML leaves for a site component it
 * renders with a `client:*` directive (in a React page): the page renders it as one of its own islands.
 */
export const ISLAND_PENDING = 'laguna-pending';

/** The element an island becomes; its attributes are read by the browser's island loader. */
export { ISLAND_TAG };
/** The placeholder a site component leaves while the page runs. */
const PLACEHOLDER_TAG = 'laguna-component';
/** What stands for the children in a component's HTML: letters only, so React writes it as it is. */
const CHILDREN_MARKER = 'lagunaDocsChildrenZq7xW';

/** A site component as its render starts: its name in the page, its file and the element's line. */
export interface RenderedComponent {
  name: string;
  target: string;
  line?: number;
}

/** What a placeholder holds besides its children. */
interface PlaceholderData {
  target: string;
  name: string;
  props: Record<string, unknown>;
  island?: IslandMode;
}

/** A component of an `.mdx` page that stands for the site component of `target`, imported as `name`. */
export function siteComponentStub(target: string, name: string): HastComponent {
  return (written) => {
    const props: Record<string, unknown> = {};
    let island: IslandMode | undefined;
    for (const [key, value] of Object.entries(written)) {
      if (key === 'children') continue;
      if (key.startsWith('client:')) {
        const mode = key.slice('client:'.length) as IslandMode;
        if (!ISLAND_MODES.includes(mode)) throw new ComponentError(`<${name} ${key}> is not a directive; use client:load, client:idle or client:visible`);
        island = mode;
        continue;
      }
      props[key] = value;
    }
    if (island) {
      const problem = unserialisable(props, '');
      if (problem) throw new ComponentError(`prop "${problem.path}" of <${name} client:${island}> is ${problem.what}: an island's props are sent to the browser as JSON (text, numbers, booleans, null, arrays and plain objects)`);
    }
    const data: PlaceholderData = { target, name, props, ...(island ? { island } : {}) };
    return { type: 'element', tagName: PLACEHOLDER_TAG, properties: {}, data: data as unknown as Element["data"], children: hastChildren(written.children as HastChild) };
  };
}

/**
 * The first value in `value` that JSON would lose or change, with its path. `undefined` in an object is
 * left out by JSON as if not given, which is what the component sees either way; in an array it would be
 * `null`. An object met again inside itself is a cycle JSON cannot write.
 */
export function unserialisable(value: unknown, path: string, within: readonly object[] = []): { path: string; what: string } | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : { path, what: String(value) };
  if (typeof value === 'object' && within.includes(value)) return { path, what: 'the object it is in (a cycle)' };
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const problem = unserialisable(item, `${path}[${index}]`, [...within, value]);
      if (problem) return problem;
    }
    return undefined;
  }
  if (typeof value === 'object' && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)) {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (item === undefined) continue;
      const problem = unserialisable(item, path ? `${path}.${key}` : key, [...within, value]);
      if (problem) return problem;
    }
    return undefined;
  }
  return { path, what: kindOf(value) };
}

/** What a value that is not JSON is, as a message says it: `a function`, `a Date`, `a bigint`. */
function kindOf(value: unknown): string {
  if (typeof value === 'function') return 'a function';
  if (typeof value !== 'object' || value === null) return `${typeof value === 'undefined' ? '' : 'a '}${String(typeof value)}`;
  if ('type' in value) return 'JSX';
  const name = (Object.getPrototypeOf(value) as { constructor?: { name?: unknown } } | null)?.constructor?.name;
  return typeof name === 'string' && name !== '' ? `a${/^[AEIOU]/.test(name) ? 'n' : ''} ${name}` : 'an object of a class';
}

/** What expanding a page's site components needs. */
export interface ExpandOptions {
  host: SiteComponentHost | undefined;
  /** The page's imported files: the published address each is given as a prop, and back. */
  assets: ReadonlyMap<string, string>;
  /** Told of every component as its render starts. */
  rendered?: (component: RenderedComponent) => void;
  /** Told of a component rendered without a directive that gave elements event handlers, which cannot run. */
  deadHandlers?: (component: RenderedComponent, handlers: string[], at: Element) => void;
}

/**
 * Replaces the placeholders of components without a directive by their HTML, parsed, with their children
 * where the component put them. Islands stay placeholders (see `expandIslands`). An error names the
 * component; the caller adds the page.
 */
export function expandStatic(tree: Root, options: ExpandOptions): Root {
  const visit = (nodes: ElementContent[]): ElementContent[] =>
    nodes.flatMap((node): ElementContent[] => {
      if (node.type !== 'element') return [node];
      const children = visit(node.children);
      const data = placeholderData(node);
      if (!data || data.island) return [{ ...node, children }];
      const html = render(options, data, node, false, children.length > 0);
      const made = options.host?.lastRender?.();
      if (made && made.handlers.length > 0) options.deadHandlers?.({ name: data.name, target: data.target, ...(node.position ? { line: node.position.start.line } : {}) }, [...new Set(made.handlers)], node);
      const parsed = pendingIslands(fromHtml(html, { fragment: true }).children as ElementContent[]);
      return placed(withSources(parsed, options.assets), children, node.position);
    });
  return { ...tree, children: visit(tree.children as ElementContent[]) };
}

/**
 * Replaces the placeholders of islands (after the page's HTML passes, which their children went through)
 * by `laguna-island` elements: React's markup, kept as raw HTML for hydration, around the children.
 */
export function expandIslands(tree: Root, options: ExpandOptions, found: (island: { target: string; mode: IslandMode; line?: number; files: string[] }) => void): Root {
  const visit = (nodes: ElementContent[]): ElementContent[] =>
    nodes.map((node): ElementContent => {
      if (node.type !== 'element') return node;
      const children = visit(node.children);
      const data = placeholderData(node);
      if (!data?.island) return children === node.children ? node : { ...node, children };
      const files = new Set<string>();
      const props = withHrefs(data.props, options.assets, files) as Record<string, unknown>;
      found({ target: data.target, mode: data.island, ...(node.position ? { line: node.position.start.line } : {}), files: [...files] });
      const html = render(options, { ...data, props }, node, true, children.length > 0);
      const [before, ...rest] = html.split(CHILDREN_MARKER);
      const inner: ElementContent[] = [raw(before!)];
      for (const after of rest) inner.push(...children, raw(after));
      return {
        type: 'element',
        tagName: ISLAND_TAG,
        properties: { dataComponent: data.target, dataHydrate: data.island, dataProps: JSON.stringify(props), style: 'display:contents' },
        children: inner,
      };
    });
  return { ...tree, children: visit(tree.children as ElementContent[]) };
}

function placeholderData(node: Element): PlaceholderData | undefined {
  return node.tagName === PLACEHOLDER_TAG ? (node.data as unknown as PlaceholderData) : undefined;
}

function render(options: ExpandOptions, data: PlaceholderData, node: Element, island: boolean, hasChildren: boolean): string {
  options.rendered?.({ name: data.name, target: data.target, ...(node.position ? { line: node.position.start.line } : {}) });
  const atLine = (problem: ComponentError): ComponentError => {
    if (node.position) problem.line = node.position.start.line;
    return problem;
  };
  if (!options.host) throw atLine(new ComponentError(`<${data.name}> from "${data.target}" cannot be rendered: no site components were bundled for this build`, 'mdx/component-error'));
  try {
    return options.host.render({ target: data.target, props: island ? data.props : withHrefs(data.props, options.assets) as Record<string, unknown>, island, ...(hasChildren ? { children: CHILDREN_MARKER } : {}) });
  } catch (error) {
    // A thrown value that is no Error (`throw { code: 1 }`) is shown as Node shows it, not as "[object Object]".
    const reason = error instanceof Error ? error.message : shortened(inspect(error, { depth: 2, breakLength: Infinity }));
    const problem = new ComponentError(`<${data.name}> (${data.target}) threw while rendering: ${reason}`, 'mdx/component-error');
    if (error instanceof Error && error.stack) problem.trace = error.stack;
    throw atLine(problem);
  }
}

/** Nodes of a component's HTML, with the children where the marker is and the element's position. */
function placed(nodes: ElementContent[], children: ElementContent[], position: Position | undefined): ElementContent[] {
  return nodes.flatMap((node): ElementContent[] => {
    if (node.type === 'text' && node.value.includes(CHILDREN_MARKER)) {
      const [before, ...rest] = node.value.split(CHILDREN_MARKER);
      const out: ElementContent[] = before ? [{ type: 'text', value: before }] : [];
      for (const after of rest) out.push(...children, ...(after ? [{ type: 'text', value: after } as ElementContent] : []));
      return out;
    }
    if (node.type !== 'element') return [node];
    // Marked as the component's own markup, which the raw HTML policy leaves to the site (see `rehypeHtmlPolicy`).
    return [{ ...node, ...(position ? { position } : {}), data: { ...node.data, siteComponent: true } as Element['data'], children: placed(node.children, children, position) }];
  });
}

/** Props with each imported file's path as its published address (what a component sees and the browser gets). */
function withHrefs(value: unknown, assets: ReadonlyMap<string, string>, used?: Set<string>): unknown {
  if (typeof value === 'string') {
    const href = assets.get(value);
    if (href === undefined) return value;
    used?.add(value);
    return href;
  }
  if (Array.isArray(value)) return value.map((item) => withHrefs(item, assets, used));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withHrefs(item, assets, used)]));
  }
  return value;
}

/**
 * A component's HTML with each published address of an imported file back as the path the page wrote, so
 * the link pass resolves it as the page's own `<img src={img}>` (and gives an image its size).
 */
function withSources(nodes: ElementContent[], assets: ReadonlyMap<string, string>): ElementContent[] {
  if (assets.size === 0) return nodes;
  const sources = new Map([...assets].map(([source, href]) => [href, source]));
  const visit = (node: ElementContent): ElementContent => {
    if (node.type !== 'element') return node;
    const properties = { ...node.properties };
    for (const name of ['href', 'src'] as const) {
      const value = properties[name];
      if (typeof value === 'string' && sources.has(value)) properties[name] = sources.get(value)!;
    }
    return { ...node, properties, children: node.children.map(visit) };
  };
  return nodes.map(visit);
}

/** The islands a component's HTML left (see `ISLAND_PENDING`), made placeholders like those of the page's own. */
function pendingIslands(nodes: ElementContent[]): ElementContent[] {
  // `data-laguna-pending` as hast names it.
  const pending = 'dataLagunaPending';
  return nodes.map((node) => {
    if (node.type !== 'element') return node;
    const { properties } = node;
    if (node.tagName !== ISLAND_TAG || properties[pending] === undefined) return { ...node, children: pendingIslands(node.children) };
    const target = String(properties.dataComponent);
    const data: PlaceholderData = { target, name: target.split('/').pop()!.replace(/\.\w+$/, ''), props: JSON.parse(String(properties.dataProps)) as Record<string, unknown>, island: String(properties.dataHydrate) as IslandMode };
    return { type: 'element', tagName: PLACEHOLDER_TAG, properties: {}, data: data as unknown as Element['data'], children: [] };
  });
}

/** HTML written as it is (see the render stage's support of hast `raw` nodes). */
function raw(value: string): ElementContent {
  return { type: 'raw', value } as unknown as ElementContent;
}

function shortened(text: string): string {
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}
