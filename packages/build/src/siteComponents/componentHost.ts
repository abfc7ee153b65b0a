import { createRequire } from 'node:module';
import path from 'node:path';
import type { SiteComponentHost } from '@laguna-docs/markdown';
import { UserError } from '@laguna-docs/shared';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMServer from 'react-dom/server';
import * as jsxRuntime from 'react/jsx-runtime';
import { SERVER_EXPORTS, type ComponentBundle } from './bundleComponents.js';

/** The React modules a component gets at build time: laguna-docs' own, so a site needs no React of its own. */
const OURS: Readonly<Record<string, unknown>> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/server': ReactDOMServer,
};

/** The host of the last bundle loaded: a build loads its bundle once, whichever locale asks first. */
let last: { server: string; root: string; host: SiteComponentHost } | undefined;

/**
 * Renders the site's components with React at build time, from the bundle's build-time code (run here,
 * as the site's `.mdx` pages run their own code). A component without a directive is written as
 * static markup; an island as `renderToString` writes it, for the browser to hydrate, its children
 * in a `<laguna-slot>` the browser keeps as it is.
 */
export function componentHost(bundle: ComponentBundle, root: string): SiteComponentHost {
  if (last?.server === bundle.server && last.root === root) return last.host;
  const components = loadComponents(bundle.server, root);
  const host: SiteComponentHost = {
    render({ target, props, island, children }) {
      const Component = components[target];
      if (Component === undefined) throw new Error(`laguna-docs bug: the component "${target}" was not bundled`);
      const inner = children === undefined ? undefined : island ? React.createElement('laguna-slot', { dangerouslySetInnerHTML: { __html: children } }) : children;
      const element = React.createElement(Component as React.ComponentType<Record<string, unknown>>, inner === undefined ? props : { ...props, children: inner });
      return island ? ReactDOMServer.renderToString(element) : ReactDOMServer.renderToStaticMarkup(element);
    },
  };
  last = { server: bundle.server, root, host };
  return host;
}

/** Runs the build-time bundle; React comes from us, anything else it requires from the site's folder. */
function loadComponents(code: string, root: string): Record<string, unknown> {
  const siteRequire = createRequire(path.join(root, 'package.json'));
  const require = (id: string): unknown => (id in OURS ? OURS[id] : siteRequire(id));
  const module: { exports: Record<string, unknown> } = { exports: {} };
  // The site's own code, run at build time as its `.mdx` pages' code is (see the README's MDX section).
  try {
    new Function('module', 'exports', 'require', '__filename', '__dirname', code)(module, module.exports, require, path.join(root, 'laguna-components.js'), root);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new UserError({ severity: 'error', code: 'mdx/component-error', message: `the site's components failed to load: ${reason}`, hint: 'a component file runs code when it is loaded; check what it does outside its function' });
  }
  return (module.exports[SERVER_EXPORTS] ?? {}) as Record<string, unknown>;
}
