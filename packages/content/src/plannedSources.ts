import type { BlogTag, BlogAuthor } from './blogPosts.js';
import type { CategoryMeta } from './categoryMeta.js';
import type { SourceFile } from './discoverSources.js';
import type { FrontMatter } from './frontMatter.js';
import type { LastUpdate } from './pageMeta/gitDates.js';

export { PAGES_FOLDER } from '@laguna-docs/shared';

/** A markdown source with its front matter split off and its route planned. */
export interface PlannedSource {
  source: SourceFile;
  frontMatter: FrontMatter;
  /** Front matter keys no one knows, for the theme (see `parseFrontMatter`). */
  customFrontMatter: Record<string, unknown>;
  body: string;
  bodyLine: number;
  route: string;
  /** `docs/intro.md`: the path inside the locale folder, the same in every locale. */
  key: string;
  /** "Edit this page" URL of the file (see `addPageMeta`). */
  editUrl?: string;
  /** The last commit that changed the file (see `addPageMeta`); `author` is empty unless the config shows it. */
  lastUpdate?: LastUpdate;
}

/** What one locale shows: every route of the default locale, each from its own file or the fallback. */
export interface LocaleSources {
  locale: string;
  /** `outdated`: a translation whose original changed since it was marked (see translations.ts). */
  pages: Array<PlannedSource & { untranslated: boolean; outdated?: true }>;
  categories: Map<string, CategoryMeta>;
  /** The file each folder's category metadata came from, for messages. */
  categoryFiles: Map<string, string>;
  /** The same two for each docs section beside `docs` (config `docs.sections`), by its folder. */
  sectionCategories?: Map<string, { categories: Map<string, CategoryMeta>; categoryFiles: Map<string, string> }>;
  /** The blog's authors and tags in this locale (its own `authors.yml` and `tags.yml` over the default locale's). */
  blog?: {
    authors: Map<string, BlogAuthor>;
    tags: Map<string, BlogTag>;
    /** The routes of the blog's posts and pages in every locale, by locale: a page's alternates name only the locales that have it. */
    routes?: Record<string, string[]>;
  };
}
