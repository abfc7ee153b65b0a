import fg from 'fast-glob';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '@laguna-docs/shared';
import { parseCategoryMeta, type CategoryMeta } from './categoryMeta.js';

/** Where a markdown file lives: `docs/` becomes `/docs/...`, `pages/` becomes routes at the site root. */
export type Section = 'docs' | 'pages';

/** One markdown file as read from disk. */
export interface SourceFile {
  locale: string;
  section: Section;
  /** Posix path inside the section: `contributing/backend/01-requirements.md`. */
  relPath: string;
  /** Path relative to the site root, used in every message: `content/en/docs/intro.md`. */
  file: string;
  text: string;
}

/** Category metadata of one docs folder in one locale. */
export interface CategorySource {
  locale: string;
  /** Posix folder inside `docs/`: `contributing/backend`. */
  dir: string;
  file: string;
  meta: CategoryMeta;
}

/** A file beside the markdown (an image, a PDF) that pages may link to; read only by the build. */
export interface AssetFile {
  locale: string;
  /** Posix path inside the locale folder: `docs/overview/diagram.svg`. */
  key: string;
  /** Path relative to the site root, for messages: `content/en/docs/overview/diagram.svg`. */
  file: string;
  /** Absolute path. */
  path: string;
}

export interface DiscoveredSources {
  files: SourceFile[];
  categories: CategorySource[];
  assets: AssetFile[];
  diagnostics: Diagnostic[];
}

export interface DiscoverSourcesOptions {
  /** Absolute path of the content folder (one subfolder per locale). */
  contentDir: string;
  /** Absolute path of the site root, to make paths in messages relative. */
  root: string;
  locales: string[];
}

const CATEGORY_FILE = /(^|\/)_category_\.(ya?ml|json)$/;

/** Files operating systems leave in folders (fast-glob patterns), which no site means to publish. */
export const SYSTEM_FILES: readonly string[] = ['**/.DS_Store', '**/Thumbs.db', '**/desktop.ini'];

/**
 * Finds every markdown file and category metadata file of every locale and reads them, and lists the
 * other files beside them (dotfiles aside) as assets pages may link to.
 */
export async function discoverSources(options: DiscoverSourcesOptions): Promise<DiscoveredSources> {
  const { contentDir, root, locales } = options;
  const all = await fg(['*/docs/**/*', '*/pages/**/*'], { cwd: contentDir, onlyFiles: true, dot: false, ignore: [...SYSTEM_FILES] });
  all.sort();
  const isSource = (entry: string) => entry.endsWith('.md') || (entry.split('/')[1] === 'docs' && CATEGORY_FILE.test(entry));
  const entries = all.filter(isSource);
  const assetEntries = all.filter((entry) => !isSource(entry));
  const diagnostics: Diagnostic[] = [];
  const known = new Set(locales);
  const unknownLocales = new Set<string>();
  const display = (relative: string) => path.relative(root, path.join(contentDir, relative)).split(path.sep).join('/');

  const reads = entries.map(async (entry) => {
    const [locale, section, ...rest] = entry.split('/');
    if (!locale || !section || !known.has(locale)) {
      if (locale) unknownLocales.add(locale);
      return undefined;
    }
    let text: string;
    try {
      text = await fs.readFile(path.join(contentDir, entry), 'utf8');
    } catch (error) {
      // Deleted since the folder was listed (watch mode builds while files change): as if never found.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    return { locale, section: section as Section, relPath: rest.join('/'), file: display(entry), text };
  });
  const read = (await Promise.all(reads)).filter((value) => value !== undefined);

  for (const locale of unknownLocales) {
    diagnostics.push({
      severity: 'warning',
      code: 'content/unknown-locale',
      message: `folder "${display(locale)}" is not a configured locale and is ignored`,
      hint: `configured locales: ${locales.join(', ')}`,
      file: display(locale),
    });
  }

  const files: SourceFile[] = [];
  const categories: CategorySource[] = [];
  for (const source of read) {
    if (CATEGORY_FILE.test(source.relPath)) {
      const dir = path.posix.dirname(source.relPath);
      categories.push({ locale: source.locale, dir: dir === '.' ? '' : dir, file: source.file, meta: parseCategoryMeta(source.text, source.file) });
    } else {
      files.push(source);
    }
  }
  const assets: AssetFile[] = [];
  for (const entry of assetEntries) {
    const [locale, ...rest] = entry.split('/');
    if (!locale || !known.has(locale)) continue;
    assets.push({ locale, key: rest.join('/'), file: display(entry), path: path.join(contentDir, entry) });
    if (/\.mdx$/i.test(entry)) {
      diagnostics.push({ severity: 'warning', code: 'content/mdx', message: 'MDX files are not pages here: the file is not read', hint: 'rename it to .md; JSX and imports are not supported, admonitions and raw HTML are', file: display(entry) });
    }
  }
  return { files, categories, assets, diagnostics };
}
