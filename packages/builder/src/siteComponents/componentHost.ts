import { createRequire, SourceMap } from 'node:module';
import path from 'node:path';
import { inspect } from 'node:util';
import vm from 'node:vm';
import { CODE_TIME_LIMIT_MS, seconds, TimeLimitError, withTimeLimit, type SiteComponentHost } from '@laguna-docs/markdown';
import { isThemeComponentName, THEME_COMPONENT_NAMES, UserError, type Theme, type ThemeComponentName } from '@laguna-docs/shared';
import * as React from 'react';
import * as ReactDOMServer from 'react-dom/server';
import { SERVER_EXPORTS, type ComponentBundle } from './bundleComponents.js';
import { PageLayout, watchedReact, type RenderWatch } from './renderWatch.js';

/** The site's components loaded from a bundle: each file's default export, and the host that renders them. */
export interface SiteModules {
  components: Record<string, unknown>;
  host: SiteComponentHost;
}

/** The modules of the last bundle loaded: a build loads its bundle once, whichever locale asks first. */
let last: { server: string; root: string; modules: SiteModules; theme: { current?: Theme } } | undefined;

/**
 * Renders the site's components with React at build time, from the bundle's build-time code (run here,
 * as the site's `.mdx` pages run their own code). A component without a directive is written as
 * static markup; an island as `renderToString` writes it, for the browser to hydrate, its children
 * in a `<laguna-slot>` the browser keeps as it is.
 */
export function componentHost(bundle: ComponentBundle, root: string, loadTimeLimitMs = CODE_TIME_LIMIT_MS): SiteComponentHost {
  return loadSiteModules(bundle, root, undefined, loadTimeLimitMs).host;
}

/**
 * The bundle's components and their host. `theme` is what `@theme-original/<Name>` and `@theme/<Name>` in
 * the site's overrides give (looked up as they render: the parse, which renders no override, has none).
 */
export function loadSiteModules(bundle: ComponentBundle, root: string, theme?: Theme, loadTimeLimitMs = CODE_TIME_LIMIT_MS): SiteModules {
  if (last?.server === bundle.server && last.root === root) {
    if (theme) last.theme.current = theme;
    return last.modules;
  }
  const stack = stackMapper(bundle, root);
  const themeSlot: { current?: Theme } = theme ? { current: theme } : {};
  const react = watchedReact();
  let lastWatch: RenderWatch = { handlers: [] };
  const fromTheme = themeModules(themeSlot, bundle);
  const given = (id: string): unknown => react.modules[id] ?? OURS[id]?.() ?? (id.startsWith('@theme') ? fromTheme.module(id) : undefined);
  const components = loadComponents(bundle.server, root, stack, loadTimeLimitMs, given);
  fromTheme.loaded(components);
  react.knowFiles(components);
  const host: SiteComponentHost = {
    render({ target, props, island, children }) {
      const Component = components[target];
      if (Component === undefined) throw new Error(`laguna-docs bug: the component "${target}" was not bundled`);
      const inner = children === undefined ? undefined : island ? React.createElement('laguna-slot', { dangerouslySetInnerHTML: { __html: children } }) : children;
      const element = React.createElement(Component as React.ComponentType<Record<string, unknown>>, inner === undefined ? props : { ...props, children: inner });
      try {
        const { html, watch } = react.render(element, island);
        lastWatch = watch;
        return html;
      } catch (error) {
        if (error instanceof Error) {
          // React's words for an async component's Promise say nothing of why: say it.
          if (/found: \[object Promise\]/.test(error.message)) error.message = ASYNC_COMPONENT;
          error.stack = stack(error);
        }
        throw error;
      }
    },
    lastRender: () => lastWatch,
  };
  const modules: SiteModules = { components, host };
  last = { server: bundle.server, root, modules, theme: themeSlot };
  return modules;
}

/** The React modules a component gets at build time besides the watched ones: laguna-docs' own, so a site needs no React of its own. */
const OURS: Readonly<Record<string, () => unknown>> = {
  // `react` and `react/jsx-runtime` are the watched ones (see `watchedReact`).
  'react-dom': () => (reactDom ??= moduleNamespace(createRequire(import.meta.url)('react-dom') as Record<string, unknown>)),
  'react-dom/server': () => ReactDOMServer,
};

/** React DOM's browser half, loaded (16 ms of CPU) only for a site whose components import it. */
let reactDom: unknown;

/** A CommonJS module's exports as an `import * as` of it gives them: each export, and the whole as `default`. */
function moduleNamespace(exported: Record<string, unknown>): Readonly<Record<string, unknown>> {
  return Object.freeze({ ...exported, default: exported });
}

/**
 * What a site's page or override imports from the theme: `@theme/Layout` (the page's layout, given
 * around it: see `PageLayout`), `@theme-original/<Name>` (the theme's own component) and `@theme/<Name>`
 * (the one the site shows: its override, else the theme's).
 */
function themeModules(theme: { current?: Theme }, bundle: ComponentBundle): { module(id: string): unknown; loaded(components: Record<string, unknown>): void } {
  const overridden = new Map((bundle.overrides ?? []).map((override) => [override.name, override.file]));
  const piece = (name: ThemeComponentName, original: boolean, components: () => Record<string, unknown>) => {
    const Piece = (props: Record<string, unknown>) => {
      const own = original || !overridden.has(name) ? theme.current?.components?.[name] : components()[overridden.get(name)!];
      if (!own) throw new Error(`the theme has no component ${name} to give as ${original ? '@theme-original' : '@theme'}/${name}`);
      return React.createElement(own as React.ComponentType<Record<string, unknown>>, props);
    };
    Piece.displayName = name;
    return Piece;
  };
  let loaded: Record<string, unknown> = {};
  return {
    module(id) {
      if (id === '@theme/Layout') return { __esModule: true, default: PageLayout };
      const match = /^@theme(-original)?\/([A-Za-z]+)$/.exec(id);
      if (!match || !isThemeComponentName(match[2]!)) {
        throw new Error(`"${id}" is not a module of laguna-docs: a page or override may import @theme/Layout, and @theme/<Name> or @theme-original/<Name> for ${THEME_COMPONENT_NAMES.join(', ')}`);
      }
      return { __esModule: true, default: piece(match[2], match[1] !== undefined, () => loaded) };
    },
    loaded(components) {
      loaded = components;
    },
  };
}

const ASYNC_COMPONENT =
  'a component returned a Promise (an async component?); components are rendered with React at build time, which does not wait: load the data at the top of the component file or pass it as props, and render without await';

/** Where the build-time bundle runs from, as its stack frames name it (no file is written there). */
const BUNDLE_FILE = 'laguna-components.js';

/** Runs the build-time bundle; React comes from us, anything else it requires from the site's folder. */
function loadComponents(code: string, root: string, stack: (error: Error) => string, limitMs: number, given: (id: string) => unknown): Record<string, unknown> {
  const siteRequire = createRequire(path.join(root, 'package.json'));
  const require = (id: string): unknown => given(id) ?? siteRequire(id);
  const module: { exports: Record<string, unknown> } = { exports: {} };
  const filename = path.join(root, BUNDLE_FILE);
  // The site's own code, run at build time as its `.mdx` pages' code is (see the README's MDX section).
  // Wrapped on its first line, as Node wraps a CommonJS module, so its lines are the bundle's (and the map's).
  try {
    const run = vm.runInThisContext(`(function (module, exports, require, __filename, __dirname) {${code}\n})`, { filename }) as (...args: unknown[]) => void;
    withTimeLimit(limitMs, () => run(module, module.exports, require, filename, root));
  } catch (error) {
    if (error instanceof TimeLimitError) {
      throw new UserError({
        severity: 'error',
        code: 'mdx/component-error',
        message: `the site's components ran for more than ${seconds(limitMs)} while loading and were stopped: a loop that never ends?`,
        hint: `a component file runs code when it is loaded; check what it does outside its function (it may take at most ${seconds(limitMs)})`,
      });
    }
    // A thrown value that is no Error (`throw { code: 1 }`) is shown as Node shows it, not as "[object Object]".
    const reason = error instanceof Error ? error.message : inspect(error, { depth: 2, breakLength: Infinity }).slice(0, 200);
    throw new UserError({
      severity: 'error',
      code: 'mdx/component-error',
      message: `the site's components failed to load: ${reason}`,
      hint: 'a component file runs code when it is loaded; check what it does outside its function',
      ...(error instanceof Error ? { stack: stack(error) } : {}),
    });
  }
  return (module.exports[SERVER_EXPORTS] ?? {}) as Record<string, unknown>;
}

/**
 * An error's stack as the site's author reads it: its message, then only the frames inside the components,
 * each at its file (relative to the site) and line through the bundle's source map; React's and
 * laguna-docs' own frames are left out. A stack with no such frame is its message alone.
 */
function stackMapper(bundle: ComponentBundle, root: string): (error: Error) => string {
  const map = bundle.serverMap ? new SourceMap(JSON.parse(bundle.serverMap) as ConstructorParameters<typeof SourceMap>[0]) : undefined;
  const mapDir = path.join(root, 'laguna-components');
  const bundleFile = path.join(root, BUNDLE_FILE);
  return (error) => {
    const lines = (error.stack ?? '').split('\n');
    const firstFrame = lines.findIndex((line) => /^\s+at /.test(line));
    const head = firstFrame === -1 ? lines : lines.slice(0, firstFrame);
    const frames: string[] = [];
    for (const line of firstFrame === -1 ? [] : lines.slice(firstFrame)) {
      const at = line.lastIndexOf(`${bundleFile}:`);
      if (at === -1) continue;
      const [lineText, columnText] = line.slice(at + bundleFile.length + 1).split(':');
      const entry = map?.findEntry(Number(lineText) - 1, Number.parseInt(columnText ?? '', 10) - 1);
      if (!entry || !('originalSource' in entry)) continue;
      const source = path.relative(root, path.resolve(mapDir, entry.originalSource)).split(path.sep).join('/');
      const name = /^\s+at (\S+) \(/.exec(line)?.[1];
      const where = `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
      frames.push(name ? `    at ${name} (${where})` : `    at ${where}`);
    }
    return [...head, ...frames].join('\n');
  };
}
