import type { BuildFailure, BuildOptions, Plugin } from 'esbuild';
import path from 'node:path';
import { UserError, type ThemeComponentName } from '@laguna-docs/shared';
import { buildProblems, sitePlugin } from './sitePlugin.js';

/*
 * The page runtime of a site that overrides theme components: the theme's Layout given the site's
 * overrides, bundled with them, so the browser hydrates what the build rendered. `@theme-original/<Name>`
 * is the theme's own component (its browser entry exports them as `components`), `@theme/<Name>` the
 * one the site shows, and React the runtime's.
 */

/** A site's override of a theme component: the component it replaces and its file (relative to the site folder, posix). */
export interface ThemeOverride {
  name: ThemeComponentName;
  file: string;
}

/** The runtime's entry: `start` with the theme's Layout, given the overrides. */
export function overridingEntry(runtime: string, layout: string, root: string, overrides: readonly ThemeOverride[]): string {
  const imports = overrides.map((override, index) => `import o${index} from ${JSON.stringify(path.join(root, ...override.file.split('/')))};`);
  const components = overrides.map((override, index) => `${JSON.stringify(override.name)}: o${index}`).join(', ');
  return [
    `import { start } from ${JSON.stringify(runtime)};`,
    `import { createElement } from "react";`,
    `import { Layout } from ${JSON.stringify(layout)};`,
    ...imports,
    `const components = { ${components} };`,
    'start(function SiteLayout(props) { return createElement(Layout, Object.assign({}, props, { components: components })); });',
    '',
  ].join('\n');
}

/** What the runtime's esbuild run adds for the site's files: JSX in `.js`, the theme's modules, React, the site's folder checked. */
export function overridesBuild(root: string, runtime: string, layout: string, overrides: readonly ThemeOverride[]): Pick<BuildOptions, 'plugins' | 'loader' | 'jsx'> {
  return { jsx: 'automatic', loader: { '.js': 'jsx', '.css': 'empty' }, plugins: [themeImports(root, layout, overrides), runtimeReact(root, runtime), sitePlugin(root)] };
}

function themeImports(root: string, layout: string, overrides: readonly ThemeOverride[]): Plugin {
  const own = new Map(overrides.map((override) => [override.name as string, path.join(root, ...override.file.split('/'))]));
  return {
    name: 'laguna-theme-imports',
    setup(build) {
      build.onResolve({ filter: /^@theme(-original)?\// }, (args) => ({ path: args.path, namespace: 'laguna-theme' }));
      build.onLoad({ filter: /.*/, namespace: 'laguna-theme' }, (args) => {
        const match = /^@theme(-original)?\/([A-Za-z]+)$/.exec(args.path);
        const name = match?.[2];
        const override = name !== undefined && match?.[1] === undefined ? own.get(name) : undefined;
        if (override) return { contents: `export { default } from ${JSON.stringify(override)};\n`, loader: 'js', resolveDir: root };
        if (name === undefined || name === 'Layout') return { errors: [{ text: `"${args.path}" cannot be used by a theme override; @theme-original/<Name> and @theme/<Name> can, for the overridable components` }] };
        return { contents: `import { components } from ${JSON.stringify(layout)};\nif (!components || !components.${name}) throw new Error(${JSON.stringify(`the theme has no component ${name}`)});\nexport default components.${name};\n`, loader: 'js', resolveDir: path.dirname(layout) };
      });
    },
  };
}

/** React imported by the site's files is the runtime's own: one React on the page. */
function runtimeReact(root: string, runtime: string): Plugin {
  return {
    name: 'laguna-runtime-react',
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, async (args) => {
        if (args.pluginData === 'laguna-runtime-react' || !path.isAbsolute(args.importer) || args.importer.split(path.sep).includes('node_modules') || !args.importer.startsWith(root)) return undefined;
        return build.resolve(args.path, { kind: args.kind, resolveDir: path.dirname(runtime), pluginData: 'laguna-runtime-react' });
      });
    },
  };
}

/** An override that does not compile: each problem at its file, line and column. */
export async function overrideProblems(error: unknown, root: string): Promise<unknown> {
  const failure = error as BuildFailure;
  if (!Array.isArray(failure?.errors)) return error;
  const { formatMessagesSync } = await import('esbuild');
  return new UserError(buildProblems(failure, root, formatMessagesSync).map((problem) => ({ ...problem, code: 'theme/override-build', message: problem.message.replace('a site component', 'a theme override') })));
}
