import fs from 'node:fs';
import path from 'node:path';
import { isThemeComponentName, manualPage, THEME_COMPONENT_NAMES } from '@laguna-docs/shared';
import { listFiles } from './carryFiles.js';
import type { MigratedFile, MigrationNote } from './types.js';

/*
 * A Docusaurus site's React pages (`src/pages/*.tsx|jsx|js`) and swizzled components (`src/theme/<Name>`)
 * carried to the same places, which laguna-docs reads the same way, when they import nothing but what
 * laguna-docs provides: React, `@theme/Layout`, the overridable components through `@theme/<Name>` and
 * `@theme-original/<Name>`, and the site's own files. Anything else is reported at its import's line.
 * Components that keep state, run effects or handle events get `client:load` where carried pages use
 * them, so they still work in the browser (laguna-docs hydrates only islands).
 */

const CODE_FILE = /\.(tsx|jsx|ts|js)$/;
const IMPORT = /^[ \t]*import\s+(type\s+)?(?:([\w$]+)\s*,?\s*)?(?:\{[^}]*\}|\*\s+as\s+[\w$]+)?\s*(?:from\s+)?(['"])([^'"]+)\3/gm;
const REQUIRE = /\brequire\(\s*(['"])([^'"]+)\1\s*\)/g;
const REACT = new Set(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client']);
/** What makes a component need the browser: state, effects, refs, or an event handler on an element. */
const INTERACTIVE = /\buse(State|Reducer|Effect|LayoutEffect|Ref|Callback|SyncExternalStore|Transition|DeferredValue)\b|\son[A-Z]\w*=\{/;

export interface CarryThemeOptions {
  /** Absolute path of the Docusaurus site. */
  from: string;
  files: MigratedFile[];
  notes: MigrationNote[];
}

/**
 * Carries the React pages (but the home page, which the plan makes) that import only what laguna-docs provides;
 * reports the rest. Returns the files of `src/pages/` carried and those left behind.
 */
export function carryReactPages({ from, files, notes }: CarryThemeOptions): { carried: string[]; left: string[] } {
  const folder = path.join(from, 'src/pages');
  const all = listFiles(from, 'src/pages');
  const pages = all.filter((file) => CODE_FILE.test(file) && !/^index\.(j|t)sx?$/.test(file) && !file.split('/').some((part) => part.startsWith('_')));
  const carried: string[] = [];
  const left: string[] = [];
  for (const file of pages) {
    const shown = `src/pages/${file}`;
    (carryCode(from, shown, files, notes, 'a React page', "a React page, carried: laguna-docs makes src/pages/ routes and shows @theme/Layout in the site's layout") ? carried : left).push(file);
  }
  // What the pages import beside them (styles, images, components whose names start with _) goes along.
  if (carried.length > 0) for (const file of all.filter((file) => !CODE_FILE.test(file) || file.split('/').some((part) => part.startsWith('_')))) if (!/\.mdx?$/.test(file)) files.push({ path: `src/pages/${file}`, copyOf: path.join(folder, file) });
  return { carried, left };
}

/** Carries the swizzled components that override what laguna-docs lets a site override, importing only what it provides; reports the rest. */
export function carrySwizzled({ from, files, notes }: CarryThemeOptions): void {
  const folder = path.join(from, 'src/theme');
  const all = listFiles(from, 'src/theme');
  const carried = new Set<string>();
  for (const file of all.filter((file) => CODE_FILE.test(file))) {
    const shown = `src/theme/${file}`;
    const name = file.replace(/(\/index)?\.(tsx|jsx|ts|js)$/, '');
    if (!isThemeComponentName(name)) {
      notes.push({ kind: 'not-carried', file: shown, message: `a swizzled theme component, ${name}: laguna-docs lets a site override ${THEME_COMPONENT_NAMES.join(', ')}` });
      continue;
    }
    if (carryCode(from, shown, files, notes, `the swizzled ${name}`, `the swizzled ${name}, carried: it replaces the theme's ${name} (its props are laguna-docs' own: ${manualPage('docs/guides/theme-overrides')})`)) carried.add(name);
  }
  // Stylesheets and images in a carried component's folder go along with it.
  for (const file of all.filter((file) => !CODE_FILE.test(file) && carried.has(file.split('/')[0]!))) files.push({ path: `src/theme/${file}`, copyOf: path.join(folder, file) });
}

/** Carries a page's or component's file when its imports are all provided, with `client:load` added where it renders interactive components; false (and notes) when not. */
function carryCode(from: string, shown: string, files: MigratedFile[], notes: MigrationNote[], what: string, carriedNote: string): boolean {
  const text = fs.readFileSync(path.join(from, shown), 'utf8');
  const problems = unprovidedImports(text);
  for (const problem of problems) notes.push({ kind: 'not-carried', file: shown, line: problem.line, message: `${what} imports "${problem.source}", which laguna-docs does not provide: it may import React, @theme/Layout, @theme/<Name> and @theme-original/<Name> of the overridable components, and the site's own files` });
  if (problems.length > 0) return false;
  const { text: carried, islands } = withClientLoad(from, shown, text);
  files.push({ path: shown, text: carried });
  notes.push({ kind: 'converted', file: shown, target: shown, message: carriedNote });
  if (islands.length > 0) notes.push({ kind: 'converted', file: shown, target: shown, message: clientLoadNote(islands) });
  return true;
}

/** The imports of `text` laguna-docs does not provide, with their lines; type-only imports are left out, as the build drops them. */
export function unprovidedImports(text: string): Array<{ source: string; line: number }> {
  const found: Array<{ source: string; line: number }> = [];
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  for (const match of text.matchAll(IMPORT)) if (!match[1] && !provided(match[4]!)) found.push({ source: match[4]!, line: lineAt(match.index + match[0].indexOf(match[4]!)) });
  for (const match of text.matchAll(REQUIRE)) if (!provided(match[2]!)) found.push({ source: match[2]!, line: lineAt(match.index) });
  return found.sort((a, b) => a.line - b.line);
}

function provided(source: string): boolean {
  if (REACT.has(source) || source === '@theme/Layout' || source.startsWith('./') || source.startsWith('../') || source.startsWith('@site/')) return true;
  const theme = /^@theme(-original)?\/(\w+)$/.exec(source);
  return theme !== null && isThemeComponentName(theme[2]!);
}

/**
 * `text` with `client:load` on each element of a component it imports from the site whose file keeps
 * state, runs effects or handles events, unless the element has a `client:` directive already.
 */
export function withClientLoad(from: string, shown: string, text: string): { text: string; islands: string[] } {
  const islands: string[] = [];
  let result = text;
  for (const match of text.matchAll(IMPORT)) {
    const name = match[2];
    const source = match[4]!;
    if (match[1] || !name || !/^(\.\.?\/|@site\/)/.test(source)) continue;
    const file = componentFile(from, source.startsWith('@site/') ? source.slice('@site/'.length) : path.posix.join(path.posix.dirname(shown), source));
    if (!file || !INTERACTIVE.test(fs.readFileSync(file, 'utf8'))) continue;
    const element = new RegExp(`<${name}(?=[\\s/>])(?![^>]*\\bclient:)`, 'g');
    if (!element.test(result)) continue;
    result = result.replace(element, `<${name} client:load`);
    islands.push(name);
  }
  return { text: result, islands };
}

/** The component file an import names (extensions and `index` tried), inside the site; undefined when there is none. */
function componentFile(from: string, target: string): string | undefined {
  const base = path.join(from, ...path.posix.normalize(target).split('/'));
  if (!base.startsWith(from + path.sep)) return undefined;
  for (const candidate of [base, ...['.tsx', '.jsx', '.ts', '.js'].flatMap((extension) => [`${base}${extension}`, path.join(base, `index${extension}`)])]) {
    if (CODE_FILE.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** The carried `.mdx` pages with `client:load` on the interactive site components they use (see `withClientLoad`). */
export function islandsInMdx({ from, files, notes }: CarryThemeOptions): void {
  for (const [index, file] of files.entries()) {
    if (!file.path.endsWith('.mdx')) continue;
    const text = 'text' in file ? file.text : fs.readFileSync(file.copyOf, 'utf8');
    // Named as the report names it: the file of the old site it came from.
    const source = 'copyOf' in file ? path.relative(from, file.copyOf).split(path.sep).join('/') : (notes.find((note) => note.target === file.path)?.file ?? file.path);
    const made = withClientLoad(from, source, text);
    if (made.islands.length === 0) continue;
    files[index] = { path: file.path, text: made.text };
    notes.push({ kind: 'converted', file: source, target: file.path, message: clientLoadNote(made.islands) });
  }
}

function clientLoadNote(islands: readonly string[]): string {
  return `client:load added to ${islands.map((name) => `<${name}>`).join(', ')}: ${islands.length === 1 ? 'it keeps state or handles' : 'they keep state or handle'} events, and laguna-docs runs only islands in the browser`;
}
