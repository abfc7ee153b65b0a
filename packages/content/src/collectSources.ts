import { CURRENT_VERSION, excerpt, isUserError, UserError, type Diagnostic } from '@laguna-docs/shared';
import { planPost } from './blogPosts.js';
import type { CategoryMeta } from './categoryMeta.js';
import type { DiscoveredSources, Section } from './discoverSources.js';
import { parseFrontMatter } from './frontMatter.js';
import type { LocaleSources, PlannedSource } from './plannedSources.js';
import { planRoute, routeProblem } from './planRoute.js';
import { translationStatus } from './translations.js';

export interface CollectSourcesResult {
  locales: LocaleSources[];
  /** Route of every markdown file by its path inside the locale folder. */
  routesByPath: Map<string, string>;
  diagnostics: Diagnostic[];
}

export interface CollectSourcesOptions {
  discovered: DiscoveredSources;
  locales: readonly string[];
  defaultLocale: string;
  /** Unknown front matter keys are errors (config `frontMatter.strict`). */
  strictFrontMatter?: boolean;
  /** Route of the docs section (config `docs.routeBasePath`); `/docs` by default. */
  docsRoute?: string;
  /** Routes of the docs sections beside `docs` (config `docs.sections`), by folder. */
  sectionRoutes?: ReadonlyMap<string, string>;
  /** Keep pages whose front matter says `draft: true` (`serve --watch`); left out by default. */
  drafts?: boolean;
  /** Route of the blog (config `blog.routeBasePath`), whose posts are the files of the section `blog`. */
  blogRoute?: string;
}

/**
 * Splits front matter, plans routes from the default locale's files, and pairs every other locale's
 * files with them; a missing translation falls back to the default locale's file. All front matter errors
 * of all files are gathered and thrown together.
 */
export function collectSources({ discovered, locales, defaultLocale, strictFrontMatter, drafts, docsRoute, sectionRoutes, blogRoute }: CollectSourcesOptions): CollectSourcesResult {
  const errors: Diagnostic[] = [];
  const diagnostics: Diagnostic[] = [...discovered.diagnostics];
  const planned = new Map<string, Map<string, PlannedSource>>(locales.map((locale) => [locale, new Map()]));
  const twins: Diagnostic[] = [];

  for (const source of discovered.files) {
    try {
      const { data, custom, diagnostics: warnings, body, bodyLine } = parseFrontMatter(source.text, source.file, { strict: strictFrontMatter === true });
      diagnostics.push(...warnings);
      const key = `${source.section}/${source.relPath}`;
      const post = source.section === 'blog' && blogRoute !== undefined ? planPost(source.relPath, data, blogRoute) : undefined;
      const route = post?.route ?? planRoute(source.section as Section, source.relPath, data.slug, data.id, sectionRoutes?.get(source.section) ?? docsRoute);
      if (post && post.date === undefined && source.locale === defaultLocale) {
        errors.push({ severity: 'error', code: 'content/post-without-date', message: `blog post "${source.file}" has no date`, hint: 'start its file or folder name with the date (2024-01-02-hello.md) or give it one in its front matter (date: 2024-01-02)', file: source.file });
      }
      // A name's date (`2024-13-45-hello.md`) is read as it is written: one that is no day is the file's mistake.
      if (post?.date !== undefined && Number.isNaN(Date.parse(post.date))) {
        errors.push({ severity: 'error', code: 'content/post-without-date', message: `blog post "${source.file}" is dated "${excerpt(post.date)}", which is not a date`, hint: 'start its file or folder name with a real date (2024-01-02-hello.md) or give it one in its front matter (date: 2024-01-02)', file: source.file });
      }
      // Routes come from the default locale's files (translations take the original's).
      const problem = source.locale === defaultLocale ? routeProblem(route) : undefined;
      if (problem) errors.push({ severity: 'error', code: 'content/unlinkable-route', message: problem, hint: 'rename the file or folder, or give the page a slug in its front matter, without % # ? or \\', file: source.file });
      // Two files of one page (`src/pages/x.tsx` and `x.mdx`): neither may replace the other without a word.
      const twin = planned.get(source.locale)?.get(key);
      if (twin) twins.push({ severity: 'error', code: 'content/duplicate-route', message: `route "${route}" comes from two files: ${twin.source.file} and ${source.file}`, hint: 'rename or remove one of them', file: source.file });
      planned.get(source.locale)?.set(key, { source, frontMatter: data, customFrontMatter: custom, body, bodyLine, key, route });
    } catch (error) {
      if (!isUserError(error)) throw error;
      errors.push(...error.diagnostics);
    }
  }
  if (errors.length > 0) throw new UserError(errors);

  const defaults = planned.get(defaultLocale) ?? new Map<string, PlannedSource>();
  // A draft (as its original says) is not published in any locale, and links to it are broken.
  const draftKeys = new Set<string>();
  if (drafts !== true) {
    for (const [key, entry] of defaults) if (entry.frontMatter.draft === true) draftKeys.add(key);
    for (const key of draftKeys) defaults.delete(key);
  }
  errors.push(...twins);
  const routesByPath = new Map<string, string>();
  const seenRoutes = new Map<string, string>();
  for (const entry of defaults.values()) {
    routesByPath.set(entry.key, entry.route);
    const other = seenRoutes.get(entry.route);
    if (other) {
      errors.push({ severity: 'error', code: 'content/duplicate-route', message: `route "${entry.route}" comes from two files: ${other} and ${entry.source.file}`, hint: 'rename one of them or give it a different slug', file: entry.source.file });
    }
    seenRoutes.set(entry.route, entry.source.file);
    const owner = versionSectionAt(entry.route, entry.source.section, sectionRoutes);
    if (owner) {
      errors.push({
        severity: 'error',
        code: 'content/duplicate-route',
        message: `route "${entry.route}" belongs to ${owner.name} (${owner.route} and below)`,
        hint: 'rename the file or folder, or give the page a slug in its front matter, so its route leaves that version\'s routes to it',
        file: entry.source.file,
      });
    }
  }
  if (errors.length > 0) throw new UserError(errors);

  const result: LocaleSources[] = locales.map((locale) => {
    const own = planned.get(locale) ?? new Map<string, PlannedSource>();
    for (const entry of own.values()) {
      if (locale !== defaultLocale && !defaults.has(entry.key) && !draftKeys.has(entry.key)) {
        diagnostics.push({ severity: 'warning', code: 'content/no-original', message: `"${entry.source.file}" has no ${defaultLocale} original and is not published`, hint: `add content/${defaultLocale}/${entry.key}`, file: entry.source.file });
      }
    }
    const pages = [...defaults.values()].map((original) => {
      const translated = own.get(original.key);
      // A post is not written in a locale it was not translated into: the blog shows what the locale has.
      if (!translated && locale !== defaultLocale && original.source.section === 'blog') return undefined;
      // A translation keeps the original's route so every locale has the same routes.
      if (!translated) return { ...original, untranslated: locale !== defaultLocale };
      return { ...translated, route: original.route, untranslated: false, ...(locale !== defaultLocale && translationStatus(original, translated) === 'stale' ? { outdated: true as const } : {}) };
    }).filter((page) => page !== undefined);
    const categoriesOf = (section: string) => {
      const categories = new Map<string, CategoryMeta>();
      const categoryFiles = new Map<string, string>();
      for (const wanted of [defaultLocale, locale]) {
        for (const category of discovered.categories) {
          if (category.locale !== wanted || category.section !== section) continue;
          categories.set(category.dir, category.meta);
          categoryFiles.set(category.dir, category.file);
        }
      }
      return { categories, categoryFiles };
    };
    const sections = [...(sectionRoutes?.keys() ?? [])];
    return { locale, pages, ...categoriesOf('docs'), ...(sections.length > 0 ? { sectionCategories: new Map(sections.map((section) => [section, categoriesOf(section)])) } : {}) };
  });
  return { locales: result, routesByPath, diagnostics };
}

/**
 * The docs section of another version whose routes hold `route` (its docs home or below), if any: a page of
 * the latest docs named `next.md` or `1.0/…`, or of `pages/`, would take the place of that version's pages.
 * Sections of one version are told apart by their ids (`docs@1.0`, `docs@current`, see `DocsLayout`).
 */
function versionSectionAt(route: string, section: string, sectionRoutes: ReadonlyMap<string, string> | undefined): { name: string; route: string } | undefined {
  for (const [id, base] of sectionRoutes ?? []) {
    const at = id.indexOf('@');
    if (at === -1 || id === section || !(route === base || route.startsWith(`${base}/`))) continue;
    const version = id.slice(at + 1);
    const folder = id.slice(0, at);
    return { name: `${version === CURRENT_VERSION ? 'the unreleased version' : `version ${version}`}'s ${folder}`, route: base };
  }
  return undefined;
}
