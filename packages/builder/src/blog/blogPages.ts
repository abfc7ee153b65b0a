import type { ParsedMarkdown } from '@laguna-docs/markdown';
import { alternatesFor, BLOG_RENDERER, translate, type BlogPageData, type LocaleInfo, type PostSummary, type UiStringKey, type UiStrings } from '@laguna-docs/shared';
import type { SitePage } from '../assemblePages.js';
import type { LocaleSources, PlannedSource } from '@laguna-docs/content';
import { blogModel, summarySource, truncateMarker, type BlogConfig, type BlogModel, type BlogPost } from './blogModel.js';

/** A locale's blog as the render stage uses it (see `localeBlog`). */
export interface LocaleBlog {
  model: BlogModel;
  /** A page of the locale as a post shows it (its meta, newer and older posts, sidebar), or as it is. */
  decorate(entry: SitePage): SitePage;
  /** The pages the blog makes, their posts' excerpts not rendered yet (see `fill`). */
  pages: SitePage[];
  /** A page the blog makes with its posts' excerpts rendered; any other page as it is. */
  fill(entry: SitePage): SitePage;
  /** A post's excerpt as HTML, rendered once per locale. */
  excerpt(post: BlogPost): { html: string; truncated: boolean };
  /** The place in the feeds of each post that is in them, by route. */
  inFeed: ReadonlyMap<string, number>;
}

export interface LocaleBlogOptions {
  blog: BlogConfig;
  locale: LocaleInfo;
  locales: readonly LocaleInfo[];
  defaultLocale: string;
  basePath: string;
  sources: LocaleSources;
  titles: ReadonlyArray<{ planned: PlannedSource; title: string }>;
  strings: UiStrings;
  /** Parses a post's markdown (its excerpt: a source with a shorter body). */
  parse: (planned: PlannedSource) => ParsedMarkdown;
  /** Renders parsed markdown to HTML with the theme. */
  render: (markdown: ParsedMarkdown) => string;
}

/** The locale's blog, or `undefined` when it has no posts. */
export function localeBlog(options: LocaleBlogOptions): LocaleBlog | undefined {
  const { blog, locale, strings } = options;
  const posts = options.titles.filter(({ planned }) => planned.source.section === 'blog');
  // A locale with no post of its own still has the blog's list, when another locale has posts.
  if (posts.length === 0 && !Object.values(options.sources.blog?.routes ?? {}).some((routes) => routes.length > 0)) return undefined;
  const text = (key: UiStringKey, values?: Record<string, string | number>) => translate(strings, locale.code, key, values);
  const model = blogModel({
    blog,
    locale,
    defaultLocale: options.defaultLocale,
    posts,
    meta: options.sources.blog ?? { authors: new Map(), tags: new Map() },
    labels: { recentPosts: text('blog.recentPosts'), tags: text('blog.tags'), archive: text('blog.archive'), taggedWith: (tag) => text('blog.taggedWith', { tag }), postsBy: (author) => text('blog.postsBy', { author }) },
  });
  const marker = truncateMarker(blog);
  // A post or list exists in the locales whose blog has it: the alternates name those alone.
  const inLocale = new Map(Object.entries(options.sources.blog?.routes ?? {}).map(([code, routes]) => [code, new Set(routes)]));
  const alternates = (route: string) => alternatesFor(route, options).filter((alternate) => inLocale.get(alternate.locale)?.has(route) ?? true);
  const sidebarId = model.sidebar ? { sidebarId: 'blog' } : {};
  const crumbs = [{ label: model.title, route: model.route }];
  const excerpts = new Map<BlogPost, { html: string; truncated: boolean }>();
  const excerpt = (post: BlogPost) => {
    let made = excerpts.get(post);
    if (!made) {
      const summary = summarySource(post.planned, marker);
      // Its own text too: parses kept in memory are keyed by the file's text (see `watchSiteSteps`).
      const source = { ...post.planned.source, text: summary.body };
      made = { html: options.render(options.parse({ ...post.planned, source, body: summary.body })), truncated: summary.truncated };
      excerpts.set(post, made);
    }
    return made;
  };
  const pages = model.pages.map(
    (spec): SitePage => ({
      page: { kind: 'blog', locale: locale.code, route: spec.route, title: spec.title, ...(spec.description ? { description: spec.description } : {}), contentHtml: '', toc: [], hideToc: true, breadcrumbs: spec.route === model.route ? [] : crumbs, ...sidebarId, alternates: alternates(spec.route) },
      content: { type: 'custom', renderer: BLOG_RENDERER, data: spec.data },
      headingIds: [],
      links: [],
      // Lists repeat their posts: search and llms.txt lead to the posts themselves.
      duplicate: true,
    }),
  );
  const summaries = (indexes: number[]): PostSummary[] =>
    indexes.map((index) => {
      const post = model.posts[index]!;
      const made = excerpt(post);
      return { ...post.meta, title: post.title, route: post.route, ...(post.description ? { description: post.description } : {}), excerptHtml: made.html, truncated: made.truncated };
    });
  return {
    model,
    decorate(entry) {
      const found = entry.page.source === undefined ? undefined : model.byRoute.get(entry.page.route);
      if (!found) return entry;
      const { prev: _prev, next: _next, ...page } = entry.page;
      return { ...entry, page: { ...page, kind: 'post', post: found.meta, alternates: alternates(entry.page.route), breadcrumbs: crumbs, ...sidebarId, ...(found.newer ? { prev: found.newer } : {}), ...(found.older ? { next: found.older } : {}) } };
    },
    pages,
    fill(entry) {
      if (entry.page.kind !== 'blog' || entry.content.type !== 'custom') return entry;
      const data = entry.content.data as BlogPageData | (Extract<BlogPageData, { type: 'list' }> & { posts: number[] });
      if (data.type !== 'list') return entry;
      return { ...entry, content: { ...entry.content, data: { ...data, posts: summaries(data.posts as unknown as number[]) } } };
    },
    excerpt,
    inFeed: new Map(model.posts.slice(0, blog.feed.limit).map((post, index) => [post.route, index])),
  };
}

/** The markdown copy of a page the blog makes: its posts (or tags, or years) as lists of links to their copies. */
export function blogMarkdown(title: string, data: BlogPageData, link: (route: string) => string): string {
  const lines = [`# ${title}`, ''];
  if (data.type === 'tags') lines.push(...data.tags.map((tag) => `- [${tag.label}](${link(tag.route)}) (${tag.count})`));
  else if (data.type === 'archive') for (const year of data.years) lines.push(`## ${year.year}`, '', ...year.posts.map((post) => `- ${post.date.slice(0, 10)} [${post.title}](${link(post.route)})`), '');
  else for (const post of data.posts) lines.push(`- ${post.date.slice(0, 10)} [${post.title}](${link(post.route)})${post.description ? `: ${post.description}` : ''}`);
  return `${lines.join('\n').trim()}\n`;
}
