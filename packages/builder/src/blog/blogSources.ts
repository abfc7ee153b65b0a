import { isUserError, UserError, type Diagnostic } from '@laguna-docs/shared';
import { parseBlogAuthors, parseBlogTags, type BlogAuthor, type BlogMetaSource, type BlogTag } from '@laguna-docs/content';
import type { SiteConfig } from '@laguna-docs/config';
import type { LocaleSources } from '@laguna-docs/content';
import { blogModel, type BlogConfig } from './blogModel.js';

/**
 * Each locale's sources with the blog's authors and tags: the default locale's `authors.yml` and
 * `tags.yml`, each entry replaced by the locale's own where it has one. Every problem of every file is
 * thrown together.
 */
export function withBlogMeta(locales: LocaleSources[], meta: readonly BlogMetaSource[], defaultLocale: string): LocaleSources[] {
  const errors: Diagnostic[] = [];
  const parsed = new Map<string, { authors?: Map<string, BlogAuthor>; tags?: Map<string, BlogTag> }>();
  for (const source of meta) {
    try {
      const entry = parsed.get(source.locale) ?? {};
      if (source.kind === 'authors') entry.authors = parseBlogAuthors(source.text, source.file);
      else entry.tags = parseBlogTags(source.text, source.file);
      parsed.set(source.locale, entry);
    } catch (error) {
      if (!isUserError(error)) throw error;
      errors.push(...error.diagnostics);
    }
  }
  if (errors.length > 0) throw new UserError(errors);
  const fallback = parsed.get(defaultLocale) ?? {};
  return locales.map((locale) => {
    const own = parsed.get(locale.locale) ?? {};
    return { ...locale, blog: { authors: new Map([...(fallback.authors ?? []), ...(own.authors ?? [])]), tags: new Map([...(fallback.tags ?? []), ...(own.tags ?? [])]) } };
  });
}

/**
 * The errors of posts that name an author `authors.yml` does not have (a typo would otherwise show the key
 * as a name), and of posts whose route is one of the blog's own pages (`<blog>/tags`, `<blog>/page/2`).
 */
export function postProblems(locales: readonly LocaleSources[], blogRoute: string): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const base = blogRoute === '/' ? '' : blogRoute;
  const reserved = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(tags|archive|authors|page)(/|$)`);
  const seen = new Set<string>();
  for (const locale of locales) {
    const authors = locale.blog?.authors ?? new Map();
    for (const planned of locale.pages) {
      if (planned.source.section !== 'blog' || seen.has(planned.source.file)) continue;
      seen.add(planned.source.file);
      const given = planned.frontMatter.authors;
      for (const entry of given === undefined ? [] : Array.isArray(given) ? given : [given]) {
        const key = typeof entry === 'string' ? entry : entry.key;
        if (key === undefined || authors.has(key) || (typeof entry !== 'string' && entry.name)) continue;
        problems.push({ severity: 'error', code: 'blog/unknown-author', message: `author "${key}" of "${planned.source.file}" is not in the blog's authors.yml`, hint: authors.size > 0 ? `known authors: ${[...authors.keys()].join(', ')}` : `add it to content/${locale.locale}/blog/authors.yml, or write the author out: { name: … }`, file: planned.source.file });
      }
      if (reserved.test(planned.route)) problems.push({ severity: 'error', code: 'content/duplicate-route', message: `blog post "${planned.source.file}" has the route "${planned.route}", which is one of the blog's own pages`, hint: 'rename the file or give the post another slug', file: planned.source.file });
    }
  }
  return problems;
}

/** Each locale's sources with the routes of every locale's blog posts and pages (see `LocaleSources.blog.routes`). */
export function withBlogRoutes(locales: LocaleSources[], config: SiteConfig, blog: BlogConfig): LocaleSources[] {
  const empty = () => '';
  const hasBlog = locales.some((locale) => locale.pages.some((planned) => planned.source.section === 'blog'));
  const routes = Object.fromEntries(
    locales.map((locale) => {
      const posts = locale.pages.filter((planned) => planned.source.section === 'blog');
      if (!hasBlog) return [locale.locale, []];
      // Titles and labels do not change routes.
      const model = blogModel({ blog, locale: { code: locale.locale, label: '', htmlLang: 'en', direction: 'ltr', prefix: '' }, defaultLocale: config.locales.default, posts: posts.map((planned) => ({ planned, title: '' })), meta: locale.blog ?? { authors: new Map(), tags: new Map() }, labels: { recentPosts: '', tags: '', archive: '', taggedWith: empty, postsBy: empty } });
      return [locale.locale, [...posts.map((planned) => planned.route), ...model.pages.map((page) => page.route)]];
    }),
  );
  return locales.map((locale) => ({ ...locale, blog: { authors: new Map(), tags: new Map(), ...locale.blog, routes } }));
}
