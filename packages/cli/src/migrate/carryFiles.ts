import fs from 'node:fs';
import path from 'node:path';
import { isProvidedImport, parseMarkdown } from '@laguna-docs/markdown';
import { textLines } from './codeFences.js';
import { convertCodeTabs } from './codeTabs.js';
import { convertMdx } from './convertMdx.js';
import { rewritePageImports, type PageImportsContext } from './pageImports.js';
import { isRecord, type StaticValue } from './staticValue.js';
import type { MigratedFile, MigrationNote } from './types.js';

/** Files operating systems and editors leave behind, never carried. */
const JUNK = /(^|\/)(\.DS_Store|Thumbs\.db|desktop\.ini)$/;

/**
 * Files below the folder `folder` of the site `from`, `/`-separated and sorted, leaving out dot-named files
 * and folders and node_modules; `skipped` hears of each dot-named one left out (by its path in the folder).
 * A folder reached through a symbolic link (itself or a folder above it in the site) is not listed: migrate
 * follows no link (each is reported as not carried), so nothing from outside the site is copied.
 */
export function listFiles(from: string, folder: string, skipped?: (rel: string) => void): string[] {
  const dir = path.join(from, ...folder.split('/'));
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory() || throughLink(from, folder)) return [];
  const found: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.name === 'node_modules') continue;
      if (entry.name.startsWith('.') && entry.name !== '.nojekyll' && entry.name !== '.well-known') {
        if (!JUNK.test(child)) skipped?.(`${child}${entry.isDirectory() ? '/' : ''}`);
        continue;
      }
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile() && !JUNK.test(child)) found.push(child);
    }
  };
  walk('');
  return found.sort();
}

export interface CarriedDoc {
  relPath: string;
  text: string;
}

export interface CarryOptions {
  from: string;
  sourceDir: string;
  targetDir: string;
  files: MigratedFile[];
  notes: MigrationNote[];
  pages?: boolean;
  /** What the pages' imports need of the new site; without it, imports are taken as they are. */
  imports?: PageImportsContext;
  /** Files of the folder (by their path inside it) not to carry. */
  exclude?: (rel: string) => boolean;
}

/** Copies a folder of markdown and MDX into the content tree, converting MDX; returns the docs it wrote as markdown. */
export function carryMarkdownTree(options: CarryOptions): CarriedDoc[] {
  const { from, sourceDir, targetDir, files, notes } = options;
  const carried: CarriedDoc[] = [];
  for (const rel of listFiles(from, sourceDir)) {
    if (options.exclude?.(rel)) continue;
    const source = path.join(from, sourceDir, rel);
    const shown = `${sourceDir}/${rel}`;
    if (!/\.mdx?$/.test(rel)) {
      if (!options.pages) files.push({ path: `${targetDir}/${rel}`, copyOf: source });
      continue;
    }
    const fenced = convertCodeTabs(fs.readFileSync(source, 'utf8'));
    const original = fenced.text;
    const isMdx = rel.endsWith('.mdx');
    // Docusaurus reads .md as MDX too; a .md file with imports or components needs the same treatment.
    if (!isMdx && !hasEsm(original)) {
      files.push({ path: `${targetDir}/${rel}`, text: original });
      if (!path.posix.basename(rel).startsWith('_')) carried.push({ relPath: rel, text: original });
      if (fenced.changes.length > 0) notes.push({ kind: 'converted', file: shown, target: `${targetDir}/${rel}`, message: fenced.changes.join('; ') });
      continue;
    }
    const imported = options.imports ? rewritePageImports(original, options.imports) : { text: original, changes: [] };
    const rewritten = { text: imported.text, changes: [...fenced.changes, ...imported.changes] };
    const text = rewritten.text;
    const result = convertMdx(text);
    const mdPath = rel.replace(/\.mdx$/, '.md');
    // A `.md` file that needs MDX becomes an `.mdx` one (links to it follow, see `rewriteMdxLinks`).
    const mdxPath = rel.replace(/\.md$/, '.mdx');
    const readFile = (file: string) => readSiteFile(from, sourceDir, targetDir, file) ?? options.imports?.modules.get(file);
    // A partial (`_note.md`) is no page: carried under its name, which its importers use, and not counted.
    const partial = path.posix.basename(rel).startsWith('_');
    const kept = (why: string) => {
      files.push({ path: `${targetDir}/${partial ? rel : mdxPath}`, text });
      if (!partial) carried.push({ relPath: mdxPath, text });
      notes.push({ kind: 'converted', file: shown, target: `${targetDir}/${partial ? rel : mdxPath}`, message: [`kept as MDX: ${why}`, ...rewritten.changes].join('; ') });
    };
    if (result.ok) {
      const written = partial ? rel : mdPath;
      files.push({ path: `${targetDir}/${written}`, text: result.markdown });
      if (!partial) carried.push({ relPath: mdPath, text: result.markdown });
      const changes = [...fenced.changes, ...result.changes];
      notes.push({ kind: 'converted', file: shown, target: `${targetDir}/${written}`, message: changes.length > 0 ? changes.join('; ') : 'plain markdown already' });
    } else if (usesSiteComponents(text)) {
      // laguna-docs renders the site's components (`src/components` is carried): the page stays MDX.
      kept('it uses components of src/components, rendered at build time');
    } else if (compilesAsMdx(text, `${targetDir}/${mdxPath}`, readFile)) {
      // What it needs React for, laguna-docs's MDX does at build time (components the page exports, expressions).
      kept(`${result.reason}, which laguna-docs renders at build time`);
    } else {
      // Under a `_` name, as a partial: built as a page, its component would fail the build.
      const parked = path.posix.join(path.posix.dirname(rel), `_${path.posix.basename(rel)}`);
      files.push({ path: `${targetDir}/${parked}`, copyOf: source });
      notes.push({
        kind: 'not-carried',
        needsHuman: true,
        file: shown,
        ...(result.line ? { line: result.line } : {}),
        message: `not converted, ${result.reason}; copied as ${targetDir}/${parked}, which the build leaves out (a name starting with _ is never a page) until it is rewritten and renamed ${path.posix.basename(rel)}`,
      });
    }
  }
  return carried;
}

/** Whether markdown has `import`/`export` lines outside its code blocks (Docusaurus reads a `.md` file as MDX). */
function hasEsm(text: string): boolean {
  const lines = text.split('\n');
  const isText = textLines(lines);
  return lines.some((line, index) => isText[index] && /^(import|export)\s/.test(line));
}

/**
 * Whether laguna-docs's MDX compiles and runs the page without an error (warnings are the build's to show):
 * then it stays an `.mdx` page. `file` is the page's path in the new site; `readFile` reads the files its
 * imports name, by their paths there.
 */
function compilesAsMdx(text: string, file: string, readFile: (file: string) => string | undefined): boolean {
  const frontMatter = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/.exec(text)?.[0] ?? '';
  try {
    const parsed = parseMarkdown({ markdown: text.slice(frontMatter.length), file, lineOffset: frontMatter.split('\n').length, readFile });
    return parsed.diagnostics.every((diagnostic) => diagnostic.severity !== 'error');
  } catch {
    return false;
  }
}

/** A file of the old site by its path in the new one: the carried folder's files from where they were, others from the site's folder. */
function readSiteFile(from: string, sourceDir: string, targetDir: string, file: string): string | undefined {
  const source = file.startsWith(`${targetDir}/`) ? path.join(from, sourceDir, file.slice(targetDir.length + 1)) : path.join(from, file);
  try {
    return fs.readFileSync(source, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Whether an MDX file imports the site's components (`@site/src/components/…`), and no other code than
 * those, partials and what laguna-docs provides under Docusaurus's names.
 */
function usesSiteComponents(text: string): boolean {
  const sources = [...text.matchAll(/^import\s+[\w$]+\s+from\s+['"]([^'"]+)['"]/gm)].map((match) => match[1]!);
  return sources.some((source) => source.startsWith('@site/src/components/')) && sources.every((source) => source.startsWith('@site/src/components/') || isProvidedImport(source) || /^\.{1,2}\/.*\.mdx?$/.test(source));
}

/** A relative link to an `.mdx` file that became `.md`, or to an `.md` file that became `.mdx`, follows it. */
export function rewriteMdxLinks(files: MigratedFile[]): void {
  const written = new Set(files.map((file) => file.path));
  // A translation may link to a page only the default locale has; laguna-docs shows that one.
  // (Within the same version: `versioned/<name>/content/<locale>/…` for a released one.)
  const withoutLocale = (file: string) => file.replace(/^((?:versioned\/[^/]+\/)?content\/)[^/]+\//, '$1');
  const anyLocale = new Set([...written].map(withoutLocale));
  for (const file of files) {
    if (!('text' in file) || !/\.mdx?$/.test(file.path)) continue;
    file.text = file.text.replace(/(\]\()([^)\s#]+)\.(mdx?)((?:#[^)\s]*)?\))/g, (whole, open: string, target: string, extension: string, rest: string) => {
      if (/^[a-z]+:|^\//i.test(target)) return whole;
      const other = extension === 'md' ? 'mdx' : 'md';
      const resolved = (ext: string) => withoutLocale(path.posix.normalize(path.posix.join(path.posix.dirname(file.path), `${target}.${ext}`)));
      return !anyLocale.has(resolved(extension)) && anyLocale.has(resolved(other)) ? `${open}${target}.${other}${rest}` : whole;
    });
  }
}

/** The stylesheets of the preset's `theme.customCss`, copied to the same paths; the new config's `customCss`. */
export function carryCustomCss(from: string, preset: { [key: string]: StaticValue }, files: MigratedFile[], notes: MigrationNote[]): string[] {
  const theme = isRecord(preset.theme) ? preset.theme.customCss : undefined;
  const given = (Array.isArray(theme) ? theme : [theme]).filter((entry): entry is string => typeof entry === 'string');
  const carried: string[] = [];
  for (const entry of given) {
    const rel = path.posix.normalize(entry.replace(/^\.\//, ''));
    const source = path.join(from, rel);
    if (rel.startsWith('..') || !fs.existsSync(source)) {
      notes.push({ kind: 'not-carried', file: rel, message: 'custom CSS not found' });
      continue;
    }
    let text = fs.readFileSync(source, 'utf8');
    if (/--ifm-color-primary\s*:/.test(text)) {
      text += "\n/* Added by laguna-docs migrate: the theme's primary colour from Docusaurus's, in light and dark mode. */\n:root,\n[data-theme='dark'] {\n  --primary: var(--ifm-color-primary);\n}\n";
      notes.push({ kind: 'converted', file: rel, target: rel, message: `--ifm-color-primary now sets the theme's --primary; other --ifm-* variables and Infima classes have no effect` });
    }
    files.push({ path: rel, text });
    carried.push(`./${rel}`);
  }
  return carried;
}

/** `key → text` of `navbar.json` and `footer.json`, each key led by its file's name. */
export function themeTranslations(dir: string): Record<string, string> {
  const strings: Record<string, string> = {};
  for (const name of ['navbar', 'footer']) {
    const file = path.join(dir, `${name}.json`);
    if (!fs.existsSync(file)) continue;
    try {
      const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { message?: unknown }>;
      for (const [key, entry] of Object.entries(json)) if (typeof entry?.message === 'string') strings[`${name}\u0000${key}`] = entry.message;
    } catch {
      // A translation file that is not JSON leaves the labels in the default locale.
    }
  }
  return strings;
}

export function homePage(config: { [key: string]: StaticValue }, firstRoute: string): string {
  const title = typeof config.title === 'string' ? config.title : 'Docs';
  const tagline = typeof config.tagline === 'string' ? config.tagline : '';
  return `---
layout: home
title: ${JSON.stringify(title)}
hero:
  title: ${JSON.stringify(title)}
  tagline: ${JSON.stringify(tagline || 'Documentation')}
  actions:
    - text: Get started
      link: ${firstRoute}
---
`;
}

/** Whether the path `rel` of the site `from` (a file or a folder) is a symbolic link or is reached through one. */
export function throughLink(from: string, rel: string): boolean {
  let at = from;
  for (const part of rel.split('/').filter((segment) => segment !== '' && segment !== '.')) {
    at = path.join(at, part);
    try {
      if (fs.lstatSync(at).isSymbolicLink()) return true;
    } catch {
      return false;
    }
  }
  return false;
}
