import type { BuildFailure, BuildOptions, formatMessagesSync, Message, Metafile, Plugin } from 'esbuild';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inside } from '@laguna-docs/content';
import { inputHashes, type InputHashes } from '@laguna-docs/config';
import { UserError } from '@laguna-docs/shared';
import { hashedName } from '../bundleClient.js';
import { resultKey } from '../steps/resultStore.js';
import { resolveFrom } from '../loadTheme.js';
import type { OutputFile } from '../output.js';
import type { ThemeOverride } from './overridingRuntime.js';
import { buildProblems, sitePlugin } from './sitePlugin.js';
import { ISLAND_REACT_KEY, REACT_MODULES } from './reactModules.js';

/** Files rendered at build time only, never islands: the site's React pages and its theme overrides (which the page runtime bundles itself). */
const SERVER_ONLY = /^src\/(pages|theme)\//;

/*
 * The site's components, bundled by esbuild once per build for all the pages that import them: one
 * CommonJS bundle for the render at build time (React and React DOM left out, to be ours), and ES modules
 * for the browser: a small loader that defines the island element, with one chunk per component, loaded
 * by pages with islands only and sharing the page runtime's React. CSS the components import (plain or
 * CSS modules) becomes one stylesheet, linked by the pages that use site components.
 */

/** The site's components, bundled (plain data: it travels to the render threads). */
export interface ComponentBundle {
  /** The build-time bundle: CommonJS whose exports are the components by their files (see `createComponentHost`). */
  server: string;
  /** The build-time bundle's source map (sources relative to `laguna-components/` in the site), so a component's stack names its own lines. */
  serverMap?: string;
  /** The files to publish: the island loader and chunks, the stylesheet. */
  files: Array<{ path: string; text: string }>;
  /** The island loader, relative to the output folder. */
  islands: string;
  /** The components' stylesheet, relative to the output folder, when they import CSS. */
  stylesheet?: string;
  /** Every file the bundles were made from, with its hash (the bundle holds while they are unchanged). */
  inputs: InputHashes;
  /**
   * Per component file: a fingerprint of the contents of every file it is made from (itself, the
   * components and modules it imports, their CSS), so watch mode renders again only the pages of a changed one.
   */
  fingerprints: Record<string, string>;
  /** The site's overrides of theme components among the files (see `findOverrides`). */
  overrides?: ThemeOverride[];
}

/** What each component's file gives as it is named in the build-time bundle's exports. */
export const SERVER_EXPORTS = 'components';

const COMMON = {
  bundle: true,
  write: false,
  metafile: true,
  logLevel: 'silent',
  jsx: 'automatic',
  // Docusaurus components are often `.js` files with JSX in them.
  loader: { '.js': 'jsx' },
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
} as const satisfies BuildOptions;

/** What the site's components are bundled from. */
export interface ComponentsInput {
  /** The site's folder. */
  root: string;
  /** The component files its pages import, relative to `root`. */
  files: readonly string[];
  /** Its overrides of theme components (see `findOverrides`). */
  overrides?: readonly ThemeOverride[];
}

/** Bundles the site's components; a bundle holds while every file of its `inputs` is unchanged. */
export type ComponentsStep = (input: ComponentsInput) => Promise<ComponentBundle>;

/** Bundles the components `files`. A component that does not compile fails the build naming its file, line and column. */
export const bundleComponents: ComponentsStep = async ({ root, files, overrides = [] }) => {
  const islandsModule = resolveFrom([path.join(root, 'package.json'), import.meta.url], '@laguna-docs/client/islands');
  if (!islandsModule) throw new Error('laguna-docs bug: cannot resolve the island loader');
  const { build, formatMessagesSync } = await import('esbuild');
  const server = `${files.map((file, index) => `import c${index} from ${JSON.stringify(`./${file}`)};`).join('\n')}\nexport const ${SERVER_EXPORTS} = {${files.map((file, index) => `${JSON.stringify(file)}: c${index}`).join(', ')}};\n`;
  const islandFiles = files.filter((file) => !SERVER_ONLY.test(file));
  const loader = `import { defineIslands } from ${JSON.stringify(islandsModule)};\ndefineIslands({${islandFiles.map((file) => `${JSON.stringify(file)}: () => import(${JSON.stringify(`./${file}`)})`).join(', ')}});\n`;
  const site = sitePlugin(root);
  let made: Awaited<ReturnType<typeof build>>[];
  try {
    made = await Promise.all([
      build({
        ...COMMON,
        absWorkingDir: root,
        stdin: { contents: server, resolveDir: root, sourcefile: 'laguna-components.js', loader: 'js' },
        platform: 'node',
        format: 'cjs',
        target: 'node18',
        outdir: 'laguna-components',
        sourcemap: 'external',
        sourcesContent: false,
        // `@theme/…` and `@theme-original/…` are given as the components load (see `loadSiteModules`).
        external: ['react', 'react-dom', 'react/*', 'react-dom/*', '@theme/*', '@theme-original/*'],
        plugins: [site],
      }),
      build({
        ...COMMON,
        absWorkingDir: root,
        stdin: { contents: loader, resolveDir: root, sourcefile: 'laguna-islands.js', loader: 'js' },
        platform: 'browser',
        format: 'esm',
        target: 'es2020',
        splitting: true,
        minify: true,
        outdir: 'assets/islands',
        entryNames: 'islands.[hash]',
        chunkNames: 'island.[hash]',
        plugins: [site, sharedReact()],
      }),
    ]);
  } catch (error) {
    throw new UserError(buildProblems(error as BuildFailure, root, formatMessagesSync));
  }
  const [serverBuild, browserBuild] = made as [Awaited<ReturnType<typeof build>>, Awaited<ReturnType<typeof build>>];
  const serverJs = serverBuild.outputFiles!.find((file) => file.path.endsWith('.js'))!.text;
  const serverMap = serverBuild.outputFiles!.find((file) => file.path.endsWith('.js.map'))?.text;
  const css = serverBuild.outputFiles!.find((file) => file.path.endsWith('.css'))?.text;
  const published = browserBuild.outputFiles!.filter((file) => file.path.endsWith('.js')).map((file) => ({ path: path.relative(root, file.path).split(path.sep).join('/'), text: file.text }));
  const islands = published.find((file) => path.posix.basename(file.path).startsWith('islands.'))!.path;
  const stylesheet = css ? hashedName('assets', 'components', '.css', css) : undefined;
  const inputs = inputHashes([serverBuild.metafile!, browserBuild.metafile!].flatMap((metafile: Metafile) => Object.keys(metafile.inputs).filter((input) => !input.includes(':')).map((input) => path.resolve(root, input))));
  const bundle: ComponentBundle = {
    server: serverJs,
    ...(serverMap ? { serverMap } : {}),
    files: [...published, ...(css && stylesheet ? [{ path: stylesheet, text: css }] : [])],
    islands,
    ...(stylesheet ? { stylesheet } : {}),
    inputs,
    fingerprints: componentFingerprints(serverBuild.metafile!, files, root, inputs),
    ...(overrides.length > 0 ? { overrides: [...overrides] } : {}),
  };
  return bundle;
};

/** Each component's fingerprint: the hashes of the files it is made from, found through the bundle's imports. */
function componentFingerprints(metafile: Metafile, files: readonly string[], root: string, inputs: InputHashes): Record<string, string> {
  const hashes = new Map(inputs);
  const fingerprints: Record<string, string> = {};
  for (const file of files) {
    const reached = new Set<string>();
    const queue = [file];
    while (queue.length > 0) {
      const input = queue.pop()!;
      if (reached.has(input)) continue;
      reached.add(input);
      for (const imported of metafile.inputs[input]?.imports ?? []) if (!imported.external) queue.push(imported.path);
    }
    fingerprints[file] = resultKey([...reached].sort().map((input) => `${input}@${hashes.get(path.resolve(root, input)) ?? ''}`));
  }
  return fingerprints;
}

/** Published files of a bundle as the output takes them. */
export function componentFiles(bundle: ComponentBundle): OutputFile[] {
  return bundle.files.map((file) => ({ path: file.path, contents: file.text }));
}

/**
 * React in the browser is the page runtime's own copy (see `ISLAND_REACT_KEY`), so islands share it and
 * add no second React: each React module a component imports is a module that gives the runtime's.
 */
function sharedReact(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'laguna-shared-react',
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({ path: args.path, namespace: 'laguna-react' }));
      build.onLoad({ filter: /.*/, namespace: 'laguna-react' }, (args) => {
        if (!REACT_MODULES.includes(args.path)) return { errors: [{ text: `"${args.path}" cannot be used in the browser by an island; use ${REACT_MODULES.join(', ')}` }] };
        const names = Object.keys(require(args.path) as object).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default');
        const contents = `const m = globalThis[Symbol.for(${JSON.stringify(ISLAND_REACT_KEY)})][${JSON.stringify(args.path)}];\nexport default m;\nexport const { ${names.join(', ')} } = m;\n`;
        return { contents, loader: 'js' };
      });
    },
  };
}
