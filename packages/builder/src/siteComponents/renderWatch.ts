import { createElement, Fragment, type ReactNode } from 'react';
import * as React from 'react';
import * as ReactDOMServer from 'react-dom/server';
import * as jsxRuntime from 'react/jsx-runtime';
import { ISLAND_PENDING, unserialisable, type IslandMode } from '@laguna-docs/markdown';
import { ISLAND_TAG } from '@laguna-docs/shared';

/*
 * The React a site's components get at build time, watching what they make while the host renders one:
 * an element given an event handler (`onClick`) in markup written once, where it can never run (the
 * "dead component" warning), and a site component written with a `client:*` directive inside a `.tsx`
 * page or override, which becomes an island as it would in an `.mdx` page.
 */

const ISLAND_MODES: readonly IslandMode[] = ['load', 'idle', 'visible'];
const HANDLER = /^on[A-Z]/;

/** What one render made: the handlers put on elements outside islands (`onClick on <button>`). */
export interface RenderWatch {
  handlers: string[];
}

/** The React modules a site's components get, with the watch the host reads after each render. */
export interface WatchedReact {
  modules: Readonly<Record<string, unknown>>;
  /** Renders `element` to static markup (`island`: React's markup for hydration), with what it made. */
  render(element: React.ReactElement, island: boolean): { html: string; watch: RenderWatch };
  /** Tells which component each of the site's files exports by default, so a `client:*` on it makes an island of that file. */
  knowFiles(components: Readonly<Record<string, unknown>>): void;
}

export function watchedReact(): WatchedReact {
  const files = new Map<unknown, string>();
  let watch: RenderWatch | undefined;
  // Left for the page to render as it renders its own islands (see `ISLAND_PENDING`), after its HTML passes.
  const Island = ({ file, mode, props }: { file: string; mode: IslandMode; props: Record<string, unknown> }) => createElement(ISLAND_TAG, { 'data-component': file, 'data-hydrate': mode, 'data-props': JSON.stringify(props), [`data-${ISLAND_PENDING}`]: '' });
  const seen = (type: unknown, props: Record<string, unknown> | null | undefined): { type: unknown; props: Record<string, unknown> | null | undefined } => {
    if (!props || !watch) return { type, props };
    if (typeof type === 'string') {
      for (const key of Object.keys(props)) if (HANDLER.test(key) && typeof props[key] === 'function') watch.handlers.push(`${key} on <${type}>`);
      return { type, props };
    }
    const directive = Object.keys(props).find((key) => key.startsWith('client:'));
    if (!directive) return { type, props };
    const mode = directive.slice('client:'.length) as IslandMode;
    const name = typeof type === 'function' ? type.name || 'a component' : 'a component';
    if (!ISLAND_MODES.includes(mode)) throw new Error(`<${name} ${directive}> is not a directive; use client:load, client:idle or client:visible`);
    const file = files.get(type);
    if (file === undefined) throw new Error(`<${name} ${directive}>: only a site component (the default export of a file in the site, such as src/components/${name}.tsx) can be an island`);
    const { [directive]: _directive, ...rest } = props;
    const problem = unserialisable(rest, '');
    if (problem) throw new Error(`prop "${problem.path}" of <${name} ${directive}> is ${problem.what}: an island's props are sent to the browser as JSON (text, numbers, booleans, null, arrays and plain objects)`);
    return { type: Island, props: { file, mode, props: rest } };
  };
  const jsx = (make: (type: never, props: never, ...rest: never[]) => unknown) => (type: unknown, props: Record<string, unknown>, ...rest: unknown[]) => {
    const watched = seen(type, props);
    return (make as (...args: unknown[]) => unknown)(watched.type, watched.props, ...rest);
  };
  const modules = {
    react: { ...React, createElement: jsx(React.createElement as never), default: { ...React, createElement: jsx(React.createElement as never) } },
    'react/jsx-runtime': { ...jsxRuntime, jsx: jsx(jsxRuntime.jsx as never), jsxs: jsx(jsxRuntime.jsxs as never) },
  };
  return {
    modules,
    render(element, island) {
      const outer = watch;
      const made: RenderWatch = { handlers: [] };
      // Inside an island everything runs in the browser: nothing to watch.
      watch = island ? undefined : made;
      try {
        return { html: island ? ReactDOMServer.renderToString(element) : ReactDOMServer.renderToStaticMarkup(element), watch: made };
      } finally {
        watch = outer;
      }
    },
    knowFiles(components) {
      for (const [file, component] of Object.entries(components)) if (component !== undefined && !files.has(component)) files.set(component, file);
    },
  };
}

/** `@theme/Layout` in a site's page: the page is shown in the site's layout around it, so this gives its children. */
export function PageLayout({ children, wrapperClassName }: { children?: ReactNode; wrapperClassName?: string; title?: string; description?: string }) {
  return wrapperClassName ? createElement('div', { className: wrapperClassName }, children) : createElement(Fragment, null, children);
}
