import { localize, type SiteConfig } from '@laguna-docs/config';
import { blogAuthor, planPost, postExcerpt, readingMinutes, tagPermalink, TRUNCATE_MARKER, type BlogAuthor, type BlogTag } from '@laguna-docs/content';
import type { BlogPageData, LocaleInfo, PageLink, PostAuthor, PostMeta, PostTag, Sidebar } from '@laguna-docs/shared';
import type { LocaleSources, PlannedSource } from '@laguna-docs/content';

/** The config's blog, when it is on. */
export type BlogConfig = Exclude<SiteConfig['blog'], false>;

/** A listed post of a locale: its source, title and what blog pages show of it. */
export interface BlogPost {
  planned: PlannedSource;
  title: string;
  route: string;
  meta: PostMeta;
  description?: string;
}

/** A page the blog makes: its route and title, and what it lists (posts by their place in `posts`). */
export interface BlogPageSpec {
  route: string;
  title: string;
  description?: string;
  data: Exclude<BlogPageData, { type: 'list' }> | (Omit<Extract<BlogPageData, { type: 'list' }>, 'posts'> & { posts: number[] });
}

/** A locale's blog: its listed posts newest first, each post's meta and neighbours, its pages and sidebar. */
export interface BlogModel {
  title: string;
  description?: string;
  route: string;
  /** Listed posts (not unlisted), newest first. */
  posts: BlogPost[];
  /** Every post's meta (unlisted ones too) and its newer and older listed neighbours, by route. */
  byRoute: Map<string, { meta: PostMeta; newer?: PageLink; older?: PageLink }>;
  pages: BlogPageSpec[];
  /** The recent posts, when the config shows any. */
  sidebar?: Sidebar;
}

export interface BlogModelOptions {
  blog: BlogConfig;
  locale: LocaleInfo;
  defaultLocale: string;
  /** The locale's blog posts with their titles. */
  posts: ReadonlyArray<{ planned: PlannedSource; title: string }>;
  meta: NonNullable<LocaleSources['blog']>;
  /** The labels of the pages the blog makes, in the locale's language. */
  labels: { recentPosts: string; tags: string; archive: string; taggedWith: (tag: string) => string; postsBy: (author: string) => string };
}

/** The blog's truncate marker: the config's, or Docusaurus's two. */
export function truncateMarker(blog: BlogConfig): RegExp {
  return blog.truncateMarker ? new RegExp(blog.truncateMarker) : TRUNCATE_MARKER;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A post's date in the page's language, in UTC so every machine writes the same. */
export function postDateText(date: string, lang: string): string {
  let format = dateFormats.get(lang);
  if (!format) dateFormats.set(lang, (format = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' })));
  return format.format(new Date(date));
}

/** A post's date as an ISO date-time, for sorting and feeds (a date alone is midnight UTC). */
export function postTime(date: string): number {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date).getTime();
}

/** The date a post's route and front matter give it (`collectSources` refused a post without one). */
export function postDate(planned: PlannedSource): string {
  return planPost(planned.source.relPath, planned.frontMatter, '/').date ?? '1970-01-01';
}

/** A post's authors as pages show them: keys looked up in `authors.yml`, inline ones as written. */
export function postAuthors(planned: PlannedSource, authors: ReadonlyMap<string, BlogAuthor>, blogRoute: string): PostAuthor[] {
  const fm = planned.frontMatter;
  const given = fm.authors;
  // Older posts name one author in keys of their own.
  const legacy: Exclude<typeof given, string | undefined> = fm.author ? [{ name: fm.author, ...(fm.author_url ? { url: fm.author_url } : {}), ...(fm.author_title ? { title: fm.author_title } : {}), ...(fm.author_image_url ? { image_url: fm.author_image_url } : {}) }] : [];
  const list = given === undefined ? legacy : Array.isArray(given) ? given : [given];
  return list.map((entry) => {
    const key = typeof entry === 'string' ? entry : entry.key;
    const known = key !== undefined ? authors.get(key) : undefined;
    const inline = typeof entry === 'string' ? undefined : blogAuthor(undefined, entry, key ?? '');
    const author = { ...known, ...inline, name: inline?.name || known?.name || key || '' };
    const { key: _key, ...shown } = author;
    return { ...shown, ...(known ? { route: `${routeBase(blogRoute)}/authors/${known.key}` } : {}) };
  });
}

/** A post's tags with their pages' routes: keys of `tags.yml`, or labels. */
export function postTags(planned: PlannedSource, tags: ReadonlyMap<string, BlogTag>, blogRoute: string): PostTag[] {
  return (planned.frontMatter.tags ?? []).map((entry) => {
    const label = typeof entry === 'string' ? entry : entry.label;
    const known = tags.get(label);
    const permalink = typeof entry === 'object' && entry.permalink ? entry.permalink.replace(/^\/+|\/+$/g, '') : (known?.permalink ?? tagPermalink(label));
    return { label: known?.label ?? label, route: `${routeBase(blogRoute)}/tags/${permalink}` };
  });
}

const routeBase = (route: string) => (route === '/' ? '' : route);

/** The page routes of a list of `count` posts at `route`: `route`, `route/page/2`, … */
function pageRoutes(route: string, count: number, perPage: number): string[] {
  const pages = Math.max(1, Math.ceil(count / perPage));
  return Array.from({ length: pages }, (_, index) => (index === 0 ? route || '/' : `${route}/page/${index + 1}`));
}

/** A list of posts cut into pages, each page spec with its pagination. */
function listPages(route: string, title: string, posts: readonly number[], perPage: number, extra: Pick<Extract<BlogPageData, { type: 'list' }>, 'tag' | 'author'>, description?: string): BlogPageSpec[] {
  const routes = pageRoutes(route, posts.length, perPage);
  return routes.map((pageRoute, index) => ({
    route: pageRoute,
    title,
    ...(description ? { description } : {}),
    data: {
      type: 'list',
      ...extra,
      posts: posts.slice(index * perPage, (index + 1) * perPage),
      pagination: { page: index + 1, pages: routes.length, total: posts.length, ...(index > 0 ? { newer: routes[index - 1]! } : {}), ...(index + 1 < routes.length ? { older: routes[index + 1]! } : {}) },
    },
  }));
}

/**
 * A locale's blog from its posts: the listed ones newest first (unlisted posts are built, but in no list,
 * tag or author page, archive, sidebar, feed or prev/next), the list's pages, a page per tag and per author
 * of `authors.yml`, the tags' index and the archive.
 */
export function blogModel({ blog, locale, defaultLocale, posts, meta, labels }: BlogModelOptions): BlogModel {
  const base = routeBase(blog.routeBasePath);
  const title = localize(blog.title, locale.code, defaultLocale);
  const description = blog.description !== undefined ? localize(blog.description, locale.code, defaultLocale) : undefined;
  const all = posts.map(({ planned, title: postTitle }): BlogPost => {
    const date = postDate(planned);
    const postMeta: PostMeta = {
      date,
      dateText: postDateText(date, locale.htmlLang),
      authors: postAuthors(planned, meta.authors, blog.routeBasePath),
      tags: postTags(planned, meta.tags, blog.routeBasePath),
      ...(blog.showReadingTime ? { readingMinutes: readingMinutes(planned.body) } : {}),
    };
    return { planned, title: postTitle, route: planned.route, meta: postMeta, ...(planned.frontMatter.description ? { description: planned.frontMatter.description } : {}) };
  });
  all.sort((a, b) => postTime(b.meta.date) - postTime(a.meta.date) || (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  const listed = all.filter((post) => post.planned.frontMatter.unlisted !== true);
  const byRoute: BlogModel['byRoute'] = new Map();
  const places = new Map(listed.map((post, index) => [post, index]));
  for (const post of all) {
    const at = places.get(post) ?? -1;
    const newer = at > 0 ? listed[at - 1] : undefined;
    const older = at >= 0 ? listed[at + 1] : undefined;
    byRoute.set(post.route, { meta: post.meta, ...(newer ? { newer: { label: newer.title, route: newer.route } } : {}), ...(older ? { older: { label: older.title, route: older.route } } : {}) });
  }
  const indexes = listed.map((_, index) => index);
  // The list is there in every locale of a site with a blog, so links to it hold where no post is translated yet.
  const pages: BlogPageSpec[] = listPages(base, title, indexes, blog.postsPerPage, {}, description);
  const tagPosts = new Map<string, { tag: PostTag; posts: number[] }>();
  const authorPosts = new Map<string, { author: PostAuthor; posts: number[] }>();
  listed.forEach((post, index) => {
    for (const tag of post.meta.tags) {
      const entry = tagPosts.get(tag.route) ?? { tag, posts: [] };
      if (!entry.posts.includes(index)) entry.posts.push(index);
      tagPosts.set(tag.route, entry);
    }
    for (const author of post.meta.authors) {
      if (!author.route) continue;
      const entry = authorPosts.get(author.route) ?? { author, posts: [] };
      entry.posts.push(index);
      authorPosts.set(author.route, entry);
    }
  });
  // A tag only unlisted posts carry has no page (its list would show them): those posts do not link to it.
  for (const post of all) if (!places.has(post)) post.meta.tags = post.meta.tags.filter((tag) => tagPosts.has(tag.route));
  const tagsRoute = `${base}/tags`;
  const tagDescriptions = new Map([...meta.tags.values()].map((tag) => [`${tagsRoute}/${tag.permalink}`, tag.description]));
  for (const [route, { tag, posts: tagged }] of [...tagPosts].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const about = tagDescriptions.get(route);
    pages.push(...listPages(route, labels.taggedWith(tag.label), tagged, blog.postsPerPage, { tag: { label: tag.label, ...(about ? { description: about } : {}), allTagsRoute: tagsRoute } }, about));
  }
  for (const [route, { author, posts: written }] of [...authorPosts].sort(([a], [b]) => (a < b ? -1 : 1))) {
    pages.push(...listPages(route, labels.postsBy(author.name), written, blog.postsPerPage, { author }));
  }
  if (listed.length > 0) {
    const tags = [...tagPosts.values()].map(({ tag, posts: tagged }) => ({ ...tag, count: tagged.length })).sort((a, b) => a.label.localeCompare(b.label, locale.htmlLang));
    pages.push({ route: tagsRoute, title: labels.tags, data: { type: 'tags', tags } });
    const years = new Map<string, Array<{ title: string; route: string; date: string; dateText: string }>>();
    for (const post of listed) {
      const year = new Date(postTime(post.meta.date)).getUTCFullYear().toString();
      const list = years.get(year) ?? [];
      list.push({ title: post.title, route: post.route, date: post.meta.date, dateText: post.meta.dateText });
      years.set(year, list);
    }
    pages.push({ route: `${base}/archive`, title: labels.archive, data: { type: 'archive', years: [...years].map(([year, list]) => ({ year, posts: list })) } });
  }
  const recent = listed.slice(0, blog.sidebarCount);
  const sidebar: Sidebar | undefined =
    recent.length > 0 ? { id: 'blog', items: [{ type: 'category', label: labels.recentPosts, collapsed: false, collapsible: false, items: recent.map((post) => ({ type: 'link' as const, label: post.title, route: post.route })) }] } : undefined;
  return { title, ...(description ? { description } : {}), route: base || '/', posts: listed, byRoute, pages, ...(sidebar ? { sidebar } : {}) };
}

/**
 * The markdown a post's list entry shows: the part above its truncate marker; without one, its first
 * paragraph (lists stay short however long the posts are). `truncated`: the post goes on after it.
 */
export function summarySource(planned: PlannedSource, marker: RegExp): { body: string; truncated: boolean } {
  // The list shows the title itself: a first `# heading` is left out.
  const untitled = planned.body.replace(/^\s*#\s[^\n]*\n/, '');
  const above = postExcerpt(untitled, marker);
  if (above !== undefined) return { body: above, truncated: true };
  const blocks = untitled.split(/\n[ \t]*\n/);
  const kept: string[] = [];
  // Imports and exports of an `.mdx` post and its first heading stay with the first paragraph.
  for (const block of blocks) {
    kept.push(block);
    const text = block.trim();
    if (text && !/^(import|export)\s/.test(text) && !/^#{1,6}\s/.test(text)) break;
  }
  const body = kept.join('\n\n');
  return { body, truncated: body.trim().length < untitled.trim().length };
}

/** Whether an edit of a post leaves what the lists show of it as it was: its excerpt and reading time. */
export function samePostSummary(before: PlannedSource, after: PlannedSource, blog: BlogConfig): boolean {
  const marker = truncateMarker(blog);
  return summarySource(before, marker).body === summarySource(after, marker).body && (!blog.showReadingTime || readingMinutes(before.body) === readingMinutes(after.body));
}
