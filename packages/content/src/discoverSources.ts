import fs from 'node:fs/promises';
import path from 'node:path';
import { FILES_OPEN_AT_ONCE, inTurns, isUserError, sizeText, UserError, type Diagnostic } from '@laguna-docs/shared';
import { parseCategoryMeta, type CategoryMeta } from './categoryMeta.js';
import { listFiles, type RefusedLink } from './listFiles.js';

/**
 * Where a markdown file lives: `docs/` becomes `/docs/...`, `pages/` becomes routes at the site root, and
 * the folder of another docs section (config `docs.sections`, such as `sdk`) becomes its route.
 */
// `string & {}` keeps the two fixed names offered by editors while allowing the sections' folder names.
export type Section = 'docs' | 'pages' | (string & {});

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
  /** The docs section the folder is in: `docs`, or another section's folder name. */
  section: string;
  /** Posix folder inside the section: `contributing/backend`. */
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

/** A blog's `authors.yml` or `tags.yml` in one locale, read (see `parseBlogAuthors`, `parseBlogTags`). */
export interface BlogMetaSource {
  locale: string;
  kind: 'authors' | 'tags';
  file: string;
  text: string;
}

export interface DiscoveredSources {
  files: SourceFile[];
  /** The blog's `authors.yml` and `tags.yml` of each locale, when the blog is read. */
  blogMeta?: BlogMetaSource[];
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
  /** Folders of docs sections beside `docs` (config `docs.sections`): `['sdk']`. */
  sections?: readonly string[];
  /** Read `blog/` too: its posts as the section `blog`, and its `authors.yml` and `tags.yml`. */
  blog?: boolean;
  /** The largest page read, in bytes (config `limits.pageFileBytes`); a larger one is an error, not read. */
  maxPageBytes?: number;
}

const CATEGORY_FILE = /(^|\/)_category_\.(ya?ml|json)$/;
const BLOG_META = /^[^/]+\/blog\/(authors|tags)\.ya?ml$/;

/** Files operating systems leave in folders, which no site means to publish. */
export const SYSTEM_FILE_NAMES: ReadonlySet<string> = new Set(['.DS_Store', 'Thumbs.db', 'desktop.ini']);

/** `en/docs`, `sl/pages`, `en/sdk`: the folders of a locale that hold pages. */
const sectionFolder = (sections: readonly string[] = []) => new RegExp(`^[^/]+/(${['docs', 'pages', ...sections].map((name) => name.replace(/[^\w-]/g, '')).join('|')})$`);

/**
 * The error for a symbolic link out of the site (see `listFiles`), naming the link and where it points;
 * `folder` is what the link is in (`content`, `static`).
 */
export function refusedLinkDiagnostic(refused: RefusedLink, root: string, folder: string): Diagnostic {
  const link = path.relative(root, refused.link).split(path.sep).join('/') || '.';
  return {
    severity: 'error',
    code: `${folder}/link-outside-site`,
    message: `"${link}" is a symbolic link to "${refused.target}", outside the site's folder; it is not read`,
    hint: "copy the file into the site's folder, or remove the link",
    file: link,
  };
}

/**
 * Finds every markdown file and category metadata file of every locale and reads them, and lists the
 * other files beside them (dotfiles aside) as assets pages may link to. A symbolic link out of the site
 * is an error and is not read (see `listFiles`); a missing content folder is an error too.
 */
export async function discoverSources(options: DiscoverSourcesOptions): Promise<DiscoveredSources> {
  const { contentDir, root, locales } = options;
  const SECTION_FOLDER = sectionFolder([...(options.sections ?? []), ...(options.blog ? ['blog'] : [])]);
  const docsSections = new Set(['docs', ...(options.sections ?? [])]);
  const display = (relative: string) => path.relative(root, path.join(contentDir, relative)).split(path.sep).join('/');
  const listed = await listFiles({ dir: contentDir, root, dot: false, skipNames: SYSTEM_FILE_NAMES, enter: (folder) => folder.split('/').length !== 2 || SECTION_FOLDER.test(folder) });
  if (listed.missing) {
    throw new UserError({ severity: 'error', code: 'content/missing-folder', message: `the content folder "${display('') || '.'}" does not exist`, hint: 'create it with a folder per locale (content/en/docs/intro.md), or set contentDir in the config', file: display('') || '.' });
  }
  const all = listed.files.filter((entry) => SECTION_FOLDER.test(entry.split('/').slice(0, 2).join('/')) && entry.split('/').length > 2);
  const isSource = (entry: string) => /\.mdx?$/.test(entry) || (docsSections.has(entry.split('/')[1] ?? '') && CATEGORY_FILE.test(entry)) || (options.blog === true && BLOG_META.test(entry));
  // Markdown and MDX under a name starting with `_` (`_partials/`, `_snippet.md`) is never a page, as in Docusaurus.
  const isPartial = (entry: string) => /\.mdx?$/.test(entry) && entry.split('/').slice(2).some((segment) => segment.startsWith('_'));
  const entries = all.filter((entry) => isSource(entry) && !isPartial(entry));
  const assetEntries = all.filter((entry) => !isSource(entry));
  const diagnostics: Diagnostic[] = listed.refused.map((refused) => refusedLinkDiagnostic(refused, root, 'content'));
  const known = new Set(locales);
  const unknownLocales = new Set<string>();

  const tooLarge: Diagnostic[] = [];
  const readEntry = async (entry: string) => {
    const [locale, section, ...rest] = entry.split('/');
    if (!locale || !section || !known.has(locale)) {
      if (locale) unknownLocales.add(locale);
      return undefined;
    }
    let text: string;
    try {
      if (options.maxPageBytes !== undefined) {
        const { size } = await fs.stat(path.join(contentDir, entry));
        if (size > options.maxPageBytes) {
          tooLarge.push({ severity: 'error', code: 'content/too-large', message: `"${display(entry)}" is ${sizeText(size)}, larger than the ${sizeText(options.maxPageBytes)} a page may be; it is not read`, hint: 'split the page, or raise limits.pageFileBytes in the config', file: display(entry) });
          return undefined;
        }
      }
      text = await fs.readFile(path.join(contentDir, entry), 'utf8');
    } catch (error) {
      // Deleted since the folder was listed (watch mode builds while files change): as if never found.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    return { locale, section: section as Section, relPath: rest.join('/'), file: display(entry), text };
  };
  const read = (await inTurns(entries, FILES_OPEN_AT_ONCE, readEntry)).filter((value) => value !== undefined);
  if (tooLarge.length > 0) throw new UserError(tooLarge);

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
  const blogMeta: BlogMetaSource[] = [];
  // Every problem of every category file, reported together.
  const problems: Diagnostic[] = [];
  for (const source of read) {
    const meta = source.section === 'blog' ? /^(authors|tags)\.ya?ml$/.exec(source.relPath) : null;
    if (meta) {
      blogMeta.push({ locale: source.locale, kind: meta[1] as BlogMetaSource['kind'], file: source.file, text: source.text });
    } else if (CATEGORY_FILE.test(source.relPath)) {
      const dir = path.posix.dirname(source.relPath);
      try {
        categories.push({ locale: source.locale, section: source.section, dir: dir === '.' ? '' : dir, file: source.file, meta: parseCategoryMeta(source.text, source.file) });
      } catch (error) {
        if (!isUserError(error)) throw error;
        problems.push(...error.diagnostics);
      }
    } else {
      files.push(source);
    }
  }
  if (problems.length > 0) throw new UserError(problems.sort((a, b) => (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0)));
  const assets: AssetFile[] = [];
  for (const entry of assetEntries) {
    const [locale, ...rest] = entry.split('/');
    if (!locale || !known.has(locale)) continue;
    assets.push({ locale, key: rest.join('/'), file: display(entry), path: path.join(contentDir, entry) });
  }
  return { files, categories, assets, diagnostics, ...(options.blog ? { blogMeta } : {}) };
}

