import type { BuildOptions, Metafile } from 'esbuild';
import { createHash } from 'node:crypto';
import fs, { readFileSync } from 'node:fs';
import path from 'node:path';
import { esbuildVersion, inputHashes, inputsUnchanged, type InputHashes } from '@laguna-docs/config';
import type { PageFeature, Theme } from '@laguna-docs/shared';
import { resultKey } from './steps/resultStore.js';
import { resolveFrom } from './loadTheme.js';
import type { OutputFile } from './output.js';
import { overrideProblems, overridesBuild, overridingEntry } from './siteComponents/overridingRuntime.js';
import type { ThemeOverride } from './siteComponents/overridingRuntime.js';

export interface ClientAssets {
  files: OutputFile[];
  /** Output paths, relative to the output folder. */
  js: string;
  css: string;
  /** The lazily loaded search chunk. */
  search: string;
  /** The diagram chunk, loaded by pages with diagrams. */
  diagrams: string;
  /** The request sample chunk, loaded by API pages that leave samples to the browser. */
  samples: string;
  /** The theme's stylesheets that only pages with a feature link (`Theme.featureStylesheets`), by feature. */
  featureCss: Partial<Record<PageFeature, string>>;
}

/** Content-hashed output name: `assets/app.3f2a9c1b.js`. */
export function hashedName(folder: string, name: string, extension: string, contents: string | Uint8Array): string {
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 10);
  return `${folder}/${name}.${hash}${extension}`;
}

/** What every browser bundle shares: ESM for current browsers, minified, kept in memory. */
const BROWSER_BUNDLE = {
  bundle: true,
  platform: 'browser',
  format: 'esm',
  target: 'es2020',
  minify: true,
  write: false,
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
  outdir: 'assets',
  logLevel: 'silent',
} as const satisfies BuildOptions;

/** A client bundle as the disk cache keeps it: its output, and every file it was made from with its hash. */
export interface StoredBundle {
  inputs: InputHashes;
  files: Array<{ path: string; text: string }>;
  /** Taken from the theme's prebuilt bundle (see `writePrebuiltClient`): kept there, not in a cache. */
  prebuilt?: true;
}

/** What the browser script is bundled from: its entries, resolved from the site's folder (see `clientEntries`). */
export interface ClientBundleInput {
  runtime: string;
  /** The page runtime's entry module, as text. */
  entry: string;
  searchEntry: string;
  bootModule: string;
  diagramsEntry: string;
  samplesEntry: string;
  /** The entries of a page that loads no React but for its islands, when the theme has plain controls. */
  plain?: PlainEntries;
  /** The site's overrides of theme components, which its runtime bundles. */
  site?: { root: string; layout: string; overrides: readonly ThemeOverride[] };
  /**
   * The theme's prebuilt bundle to take while it holds: its file, its key (the same entries, named where
   * the theme is) and the folders of the entries, which the packages it names are found from.
   */
  prebuilt?: { file: string; key: string; from: string[] };
}

/** Bundles the browser script (or takes the theme's prebuilt one); a bundle holds while every file of its `inputs` is unchanged. */
export type ClientBundleStep = (input: ClientBundleInput) => Promise<StoredBundle>;

/** What a client bundle's output depends on besides its inputs: esbuild's version and settings. */
export function clientBundler(): string {
  return `${esbuildVersion()}|${JSON.stringify(BROWSER_BUNDLE)}`;
}

/** `ClientBundleStep` done plainly: the prebuilt bundle while every file it was made from has the contents it had, else esbuild's. */
export const clientBundle: ClientBundleStep = async (input) => {
  const { runtime, entry, searchEntry, bootModule, diagramsEntry, samplesEntry, plain, site, prebuilt } = input;
  if (prebuilt) {
    const stored = readPrebuilt(prebuilt.file);
    if (stored?.key === prebuilt.key && prebuiltInputsUnchanged(path.dirname(prebuilt.file), prebuilt.from, stored.inputs)) return { inputs: stored.inputs, files: stored.files, prebuilt: true };
  }
  return bundle(runtime, entry, searchEntry, bootModule, diagramsEntry, samplesEntry, plain, site);
};

/**
 * A bundle made ahead of time and kept beside a theme's client entry (see `writePrebuiltClient`). It moves
 * with the theme (the published package is made in one folder and installed in another), so its input
 * files are named where they are found again: relative to the bundle's folder when inside it, as
 * `npm:<package>/<file>` when in an installed package, else by their absolute path.
 */
interface PrebuiltBundle extends StoredBundle {
  /** What the bundle was made from besides its input files, with paths named as its inputs are. */
  key: string;
}

/** The name of a prebuilt bundle, beside the theme's client entry. */
const PREBUILT_FILE = 'client-bundle.json';

/**
 * The modules of a page that loads no React but for its islands: the client's page script, the theme's
 * plain controls, and the React chunk of the islands.
 */
export interface PlainEntries {
  page: string;
  controls: string;
  reactIslands: string;
}

/** Where the bundle's entries are, and the disk cache key of what it is made from besides its input files. */
function clientEntries(theme: Theme, root: string, overrides: readonly ThemeOverride[] = []): { runtime: string; layout: string; entry: string; searchEntry: string; bootModule: string; diagramsEntry: string; samplesEntry: string; plain: PlainEntries | undefined; prebuilt: string; prebuiltKey: string } {
  const bases = [path.join(root, 'package.json'), import.meta.url];
  const runtime = resolveFrom(bases, '@laguna-docs/client');
  const layout = resolveFrom(bases, theme.clientEntry);
  if (!runtime || !layout) throw new Error(`laguna-docs bug: cannot resolve the client runtime or "${theme.clientEntry}"`);
  const searchEntry = resolveFrom(bases, '@laguna-docs/client/search');
  if (!searchEntry) throw new Error('laguna-docs bug: cannot resolve the search chunk');
  const bootModule = resolveFrom(bases, '@laguna-docs/client/boot');
  if (!bootModule) throw new Error('laguna-docs bug: cannot resolve the boot script');
  const diagramsEntry = resolveFrom(bases, '@laguna-docs/client/diagrams');
  if (!diagramsEntry) throw new Error('laguna-docs bug: cannot resolve the diagram chunk');
  const samplesEntry = resolveFrom(bases, '@laguna-docs/client/samples');
  if (!samplesEntry) throw new Error('laguna-docs bug: cannot resolve the request sample chunk');
  // A site that overrides theme components has its whole page hydrated, so that the overrides work as written.
  const plain = theme.controlsEntry && overrides.length === 0 ? plainEntries(bases, theme.controlsEntry) : undefined;
  const entryFor = (start: string, theme: string) => `import { start } from ${JSON.stringify(start)};\nimport { Layout } from ${JSON.stringify(theme)};\nstart(Layout);\n`;
  const entry = overrides.length > 0 ? overridingEntry(runtime, layout, root, overrides) : entryFor(runtime, layout);
  const plainKey = (at: (file: string) => string) => (plain ? [at(plain.page), at(plain.controls), at(plain.reactIslands)] : []);
  const prebuilt = path.join(path.dirname(layout), PREBUILT_FILE);
  const at = (file: string) => portablePath(path.dirname(prebuilt), file);
  const prebuiltKey = resultKey(['client', 'booted', esbuildVersion(), JSON.stringify(BROWSER_BUNDLE), entryFor(at(runtime), at(layout)), at(searchEntry), at(bootModule), at(diagramsEntry), at(samplesEntry), ...plainKey(at)]);
  return { runtime, layout, entry, searchEntry, bootModule, diagramsEntry, samplesEntry, plain, prebuilt, prebuiltKey };
}

function plainEntries(bases: string[], controlsEntry: string): PlainEntries {
  const page = resolveFrom(bases, '@laguna-docs/client/page');
  const reactIslands = resolveFrom(bases, '@laguna-docs/client/react-islands');
  const controls = resolveFrom(bases, controlsEntry);
  if (!page || !reactIslands || !controls) throw new Error(`laguna-docs bug: cannot resolve the page script or "${controlsEntry}"`);
  return { page, controls, reactIslands };
}

/** `file` named as a prebuilt bundle in `dir` keeps it (see `PrebuiltBundle`). */
function portablePath(dir: string, file: string): string {
  const relative = path.relative(dir, file);
  if (!relative.startsWith('..') && !path.isAbsolute(relative)) return relative.split(path.sep).join('/');
  const parts = file.split(path.sep);
  const modules = parts.lastIndexOf('node_modules');
  if (modules < 0 || modules + 2 > parts.length) return file;
  return `npm:${parts.slice(modules + 1).join('/')}`;
}

/**
 * Finds the installed package `name` as Node would from one of the folders `from`: the entries whose imports
 * found it, or packages found before (a dependency of React DOM sits beside it, not beside the entries).
 * Returns its folder, symbolic links resolved.
 */
function findPackage(name: string, from: Iterable<string>): string | undefined {
  for (const start of from) {
    for (let at = start; ; at = path.dirname(at)) {
      const candidate = path.join(at, 'node_modules', name);
      if (fs.existsSync(candidate)) return fs.realpathSync(candidate);
      if (at === path.dirname(at)) break;
    }
  }
  return undefined;
}

/**
 * Runs esbuild: with a theme's plain controls (`plain`), the page script that pages load (the controls,
 * navigation, search's trigger: `@laguna-docs/client/page`) and React for the islands of the pages that
 * have them; else the page's runtime (React, the theme's Layout, the router) and the small boot script
 * that pages load, which imports the runtime at idle time or on the reader's first intent (see
 * `@laguna-docs/client/boot`). Then the search chunk; each with every file it was made from and its hash.
 * The page script is named `app.<hash>.js` and names the runtime by its own hashed name. The diagram script too,
 * loaded by pages with diagrams; Mermaid itself is published as it comes. And the request sample script,
 * loaded by API pages that leave samples to the browser.
 */
async function bundle(runtime: string, entry: string, searchEntry: string, bootModule: string, diagramsEntry: string, samplesEntry: string, plain: PlainEntries | undefined, site?: { root: string; layout: string; overrides: readonly ThemeOverride[] }): Promise<StoredBundle> {
  // Loaded only to bundle: a build that takes the bundle from a cache or a prebuilt file does without it.
  const { build } = await import('esbuild');
  const overriding = site ? overridesBuild(site.root, runtime, site.layout, site.overrides) : {};
  const [app, search, diagrams, samples] = await Promise.all([
    // Without whole-page hydration, the runtime is React for the islands of the pages that have them.
    plain
      ? build({ ...BROWSER_BUNDLE, metafile: true, entryPoints: [plain.reactIslands], entryNames: 'react.[hash]' })
      : build({ ...BROWSER_BUNDLE, ...overriding, metafile: true, stdin: { contents: entry, resolveDir: path.dirname(runtime), sourcefile: 'laguna-client.js', loader: 'js' }, entryNames: 'runtime.[hash]' }).catch(async (error: unknown) => {
          throw site ? await overrideProblems(error, site.root) : error;
        }),
    // The search dialog is its own entry, loaded with import() on first use; it uses no React.
    build({ ...BROWSER_BUNDLE, metafile: true, entryPoints: [searchEntry], entryNames: 'search.[hash]' }),
    // The diagram script likewise, loaded by pages with diagrams; Mermaid itself is published as it comes.
    build({ ...BROWSER_BUNDLE, metafile: true, entryPoints: [diagramsEntry], entryNames: 'diagrams.[hash]' }),
    // The request sample writers and the grammars they need, loaded by API pages with samples left to the browser.
    build({ ...BROWSER_BUNDLE, metafile: true, entryPoints: [samplesEntry], entryNames: 'samples.[hash]' }),
  ]);
  // Named by their contents alone: esbuild's own hash also takes in where the site's packages are, so
  // the same site built from two folders would name the same script differently.
  const runtimeFiles = app.outputFiles.map((file) => ({ path: hashedName('assets', plain ? 'react' : 'runtime', '.js', file.text), text: file.text }));
  const runtimeName = path.posix.basename(runtimeFiles[0]?.path ?? '');
  // The runtime's URL is worked out in the browser from the page script's own, so a base path needs nothing.
  const runtimeUrl = `import(new URL(${JSON.stringify(`./${runtimeName}`)}, import.meta.url).href)`;
  const bootEntry = plain
    ? `import { startPage } from ${JSON.stringify(plain.page)};\nimport { controls } from ${JSON.stringify(plain.controls)};\nstartPage(controls, () => ${runtimeUrl});\n`
    : `import { boot } from ${JSON.stringify(bootModule)};\nboot(() => ${runtimeUrl});\n`;
  const booted = await build({ ...BROWSER_BUNDLE, metafile: true, stdin: { contents: bootEntry, resolveDir: path.dirname(bootModule), sourcefile: 'laguna-boot.js', loader: 'js' }, entryNames: 'app.[hash]' });
  const files = [
    ...booted.outputFiles.map((file) => ({ path: hashedName('assets', 'app', '.js', file.text), text: file.text })),
    ...runtimeFiles,
    ...search.outputFiles.map((file) => ({ path: hashedName('assets', 'search', '.js', file.text), text: file.text })),
    ...diagrams.outputFiles.map((file) => ({ path: hashedName('assets', 'diagrams', '.js', file.text), text: file.text })),
    ...samples.outputFiles.map((file) => ({ path: hashedName('assets', 'samples', '.js', file.text), text: file.text })),
  ];
  return { inputs: inputHashes([app.metafile, search.metafile, booted.metafile, diagrams.metafile, samples.metafile].flatMap((metafile: Metafile) => Object.keys(metafile.inputs))), files };
}

/**
 * Bundles the browser runtime with the theme's client entry (ESM, minified, code-split) and copies the
 * theme's stylesheet, all under content-hashed names. The bundle is made by `bundle` (`clientBundle`, or
 * the speed layer's form of it, which looks in the disk cache first): from the theme's prebuilt bundle
 * while it holds (`prebuilt: false` looks past it), else by esbuild.
 */
export async function bundleClient(theme: Theme, root: string, options: { prebuilt?: boolean; overrides?: readonly ThemeOverride[]; bundle?: ClientBundleStep } = {}): Promise<ClientAssets> {
  const overrides = options.overrides ?? [];
  const { runtime, layout, entry, searchEntry, bootModule, diagramsEntry, samplesEntry, plain, prebuilt, prebuiltKey } = clientEntries(theme, root, overrides);
  // A site that overrides theme components has a page runtime of its own: the theme's is not it.
  const made = await (options.bundle ?? clientBundle)({
    runtime,
    entry,
    searchEntry,
    bootModule,
    diagramsEntry,
    samplesEntry,
    ...(plain ? { plain } : {}),
    ...(overrides.length > 0 ? { site: { root, layout, overrides } } : {}),
    ...(options.prebuilt !== false && overrides.length === 0 ? { prebuilt: { file: prebuilt, key: prebuiltKey, from: [runtime, layout, searchEntry, bootModule, diagramsEntry, samplesEntry, ...(plain ? [plain.page, plain.controls, plain.reactIslands] : [])].map((file) => path.dirname(file)) } } : {}),
  });
  const files: OutputFile[] = made.files.map((file) => ({ path: file.path, contents: file.text }));
  const js = files.find((file) => file.path.startsWith('assets/app.') && file.path.endsWith('.js'))?.path ?? '';
  const searchJs = files.find((file) => file.path.startsWith('assets/search.') && file.path.endsWith('.js'))?.path ?? '';
  const diagramsJs = files.find((file) => file.path.startsWith('assets/diagrams.') && file.path.endsWith('.js'))?.path ?? '';
  const samplesJs = files.find((file) => file.path.startsWith('assets/samples.') && file.path.endsWith('.js'))?.path ?? '';
  const css = await themeStylesheet(theme.stylesheet, 'theme', root, files);
  const featureCss: Partial<Record<PageFeature, string>> = {};
  for (const [feature, specifier] of Object.entries(theme.featureStylesheets ?? {}) as Array<[PageFeature, string]>) {
    // The API reference's styles joined to the theme's: the one stylesheet API pages link (see `Theme`).
    featureCss[feature] = await themeStylesheet(specifier, feature, root, files, feature === 'api' ? theme.stylesheet : undefined);
  }
  return { files, js, css, search: searchJs, diagrams: diagramsJs, samples: samplesJs, featureCss };
}

/**
 * One of the theme's stylesheets, copied among the files under a content-hashed name (after the text of
 * `after`, when given: `api.<hash>.css` holds the theme's styles, then the API reference's); its output path.
 */
async function themeStylesheet(specifier: string, name: string, root: string, files: OutputFile[], after?: string): Promise<string> {
  const read = async (specifier: string) => {
    const stylesheet = resolveFrom([path.join(root, 'package.json'), import.meta.url], specifier);
    if (!stylesheet) throw new Error(`laguna-docs bug: cannot resolve the stylesheet "${specifier}"`);
    return fs.promises.readFile(stylesheet);
  };
  const own = await read(specifier);
  const first = after ? await read(after) : undefined;
  // A minified stylesheet ends in `}`: joined as it is, the two compress as one.
  const cssText = first ? Buffer.concat([first, Buffer.from(/[}\s]$/.test(first.toString('latin1').slice(-1)) ? '' : '\n'), own]) : own;
  const css = hashedName('assets', name, '.css', cssText);
  files.push({ path: css, contents: cssText });
  return css;
}

/**
 * Bundles a theme's client as a site in `root` would and keeps the result beside the theme's client
 * entry, where `bundleClient` finds it: a theme compiled once (the package compiler does this for the
 * default theme) spares every build of every site esbuild's run. Returns the file written.
 */
export async function writePrebuiltClient(theme: Theme, root: string): Promise<string> {
  const { runtime, entry, searchEntry, bootModule, diagramsEntry, samplesEntry, plain, prebuilt, prebuiltKey } = clientEntries(theme, root);
  const made = await bundle(runtime, entry, searchEntry, bootModule, diagramsEntry, samplesEntry, plain);
  const dir = path.dirname(prebuilt);
  const inputs: InputHashes = made.inputs.map(([file, hash]) => [portablePath(dir, file), hash]);
  await fs.promises.writeFile(prebuilt, JSON.stringify({ key: prebuiltKey, inputs, files: made.files } satisfies PrebuiltBundle));
  return prebuilt;
}

/** Whether every input of a prebuilt bundle in `dir`, found where it is now, still has the contents it had. */
function prebuiltInputsUnchanged(dir: string, from: readonly string[], inputs: InputHashes): boolean {
  const found: InputHashes = [];
  const packages = new Map<string, string | undefined>();
  const starts = new Set(from);
  let pending = inputs;
  // Packages found open the folders their own dependencies are found from, so look again while that helps.
  while (pending.length > 0) {
    const missing: InputHashes = [];
    for (const [name, hash] of pending) {
      if (!name.startsWith('npm:')) {
        found.push([path.isAbsolute(name) ? name : path.join(dir, ...name.split('/')), hash]);
        continue;
      }
      const parts = name.slice('npm:'.length).split('/');
      const packageName = parts.slice(0, parts[0]?.startsWith('@') ? 2 : 1).join('/');
      if (!packages.get(packageName)) packages.set(packageName, findPackage(packageName, starts));
      const packageDir = packages.get(packageName);
      if (!packageDir) missing.push([name, hash]);
      else {
        starts.add(packageDir);
        found.push([path.join(packageDir, ...parts.slice(packageName.split('/').length)), hash]);
      }
    }
    if (missing.length === pending.length) return false;
    pending = missing;
  }
  return inputsUnchanged(found);
}

/** A prebuilt bundle, or `undefined` when there is none or it cannot be read. */
function readPrebuilt(file: string): PrebuiltBundle | undefined {
  let read: Partial<PrebuiltBundle>;
  try {
    read = JSON.parse(readFileSync(file, 'utf8')) as Partial<PrebuiltBundle>;
  } catch {
    return undefined;
  }
  return typeof read.key === 'string' && Array.isArray(read.inputs) && Array.isArray(read.files) ? (read as PrebuiltBundle) : undefined;
}
