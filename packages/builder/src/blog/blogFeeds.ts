import type { SiteConfig } from '@laguna-docs/config';
import { routeFile, routeHref, type FeedLink, type LocaleInfo, type PostMeta } from '@laguna-docs/shared';
import type { OutputFile } from '../output.js';
import type { BlogConfig, BlogModel } from './blogModel.js';
import { FEED_FILES, FEED_TYPES, renderFeeds, type FeedData, type FeedItem, type FeedType } from './feeds.js';

const FEED_NAMES: Record<FeedType, string> = { rss: 'RSS', atom: 'Atom', json: 'JSON Feed' };

/** Where a feed of a locale is served: `/base/sl/blog/rss.xml`. */
function feedHref(config: SiteConfig, blog: BlogConfig, locale: LocaleInfo, type: FeedType): string {
  const base = blog.routeBasePath === '/' ? '' : blog.routeBasePath;
  return routeHref(config.basePath, locale.prefix, `${base}/${FEED_FILES[type]}`);
}

/** The links to a locale's feeds every page's `<head>` carries. */
export function blogFeedLinks(config: SiteConfig, blog: BlogConfig, model: BlogModel, locale: LocaleInfo): FeedLink[] {
  if (model.posts.length === 0) return [];
  return blog.feed.types.map((type) => ({ type: FEED_TYPES[type], title: `${model.title} (${FEED_NAMES[type]})`, href: feedHref(config, blog, locale, type) }));
}

/** A post as a feed holds it: its meta made absolute, and its content. */
export function feedItem(config: SiteConfig, locale: LocaleInfo, post: { route: string; title: string; description?: string; meta: PostMeta }, contentHtml: string): FeedItem {
  const absolute = (href: string) => (href.startsWith('/') ? config.url + href : href);
  const text = post.description ?? contentHtml.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return {
    url: config.url + routeHref(config.basePath, locale.prefix, post.route),
    title: post.title,
    date: post.meta.date,
    ...(text ? { summary: text } : {}),
    // Links and images in the content are made absolute: a feed reader shows it away from the site.
    contentHtml: contentHtml.replace(/(\s(?:href|src)=")(\/[^"]*)"/g, (_, before: string, href: string) => `${before}${absolute(href)}"`),
    authors: post.meta.authors.map((author) => ({ name: author.name, ...(author.url ? { url: author.url } : author.route ? { url: absolute(routeHref(config.basePath, locale.prefix, author.route)) } : {}), ...(author.email ? { email: author.email } : {}) })),
    tags: post.meta.tags.map((tag) => tag.label),
  };
}

/** A locale's feed files, from its posts' feed items in feed order. */
export function blogFeedFiles(config: SiteConfig, blog: BlogConfig, locale: LocaleInfo, about: { title: string; description?: string; route: string }, items: readonly FeedItem[]): OutputFile[] {
  if (items.length === 0) return [];
  const url = (type: FeedType) => config.url + feedHref(config, blog, locale, type);
  const data: FeedData = {
    title: about.title,
    ...(about.description ? { description: about.description } : {}),
    link: config.url + routeHref(config.basePath, locale.prefix, about.route),
    feedUrls: { rss: url('rss'), atom: url('atom'), json: url('json') },
    language: locale.htmlLang,
    publisher: config.title,
    items: [...items],
  };
  const base = blog.routeBasePath === '/' ? '' : blog.routeBasePath;
  return renderFeeds(data, blog.feed.types).map((feed) => {
    const dot = feed.file.lastIndexOf('.');
    return { path: routeFile(locale.prefix, `${base}/${feed.file.slice(0, dot)}`, feed.file.slice(dot)), contents: feed.contents };
  });
}
