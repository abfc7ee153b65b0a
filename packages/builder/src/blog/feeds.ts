/**
 * The blog's feeds as text, from plain data: RSS 2.0, Atom 1.0 (RFC 4287) and JSON Feed 1.1. Every URL
 * in the data is absolute; dates are ISO 8601.
 */

import { withoutXmlInvalid, xmlText } from '@laguna-docs/shared';

/** A post in a feed. */
export interface FeedItem {
  /** The post's absolute URL, which is also its id. */
  url: string;
  title: string;
  /** When it was published: ISO date (`2024-01-02`) or date-time. */
  date: string;
  /** Its description or the part above its truncate marker, as text. */
  summary?: string;
  /** Its content (the whole post, or its excerpt) as HTML. */
  contentHtml?: string;
  authors: Array<{ name: string; url?: string; email?: string }>;
  tags: string[];
}

/** A feed: the blog's title and description, its addresses and its posts, newest first. */
export interface FeedData {
  title: string;
  description?: string;
  /** The blog's absolute URL. */
  link: string;
  /** The absolute URL of each feed, by type. */
  feedUrls: { rss: string; atom: string; json: string };
  /** `<html lang>` of the locale: `en`, `sl`. */
  language: string;
  /** Who publishes the blog (Atom needs an author for the feed): the site's title. */
  publisher: string;
  items: FeedItem[];
}

export type FeedType = keyof FeedData['feedUrls'];

/** Where each feed goes under the blog's route. */
export const FEED_FILES: Record<FeedType, string> = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' };

/** The MIME type each feed is linked with. */
export const FEED_TYPES = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/feed+json' } as const;

// Text from a heading or a post's body may hold characters XML cannot (see `xmlText`): a reader would refuse the whole feed.
const xml = xmlText;

/** An ISO date-time of a post's date (a date alone is midnight UTC). */
export function isoDate(date: string): string {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date).toISOString();
}

/** The newest post's date: the feed changes when a post is added, not each time it is built. */
function updated(data: FeedData): string {
  const times = data.items.map((item) => Date.parse(isoDate(item.date)));
  return new Date(times.length > 0 ? Math.max(...times) : 0).toISOString();
}

/** RSS 2.0, with each post's HTML in `content:encoded`. */
export function renderRss(data: FeedData): string {
  const items = data.items.map((item) =>
    [
      '<item>',
      `<title>${xml(item.title)}</title>`,
      `<link>${xml(item.url)}</link>`,
      `<guid isPermaLink="true">${xml(item.url)}</guid>`,
      `<pubDate>${new Date(isoDate(item.date)).toUTCString()}</pubDate>`,
      ...(item.summary ? [`<description>${xml(item.summary)}</description>`] : []),
      ...(item.contentHtml !== undefined ? [`<content:encoded><![CDATA[${withoutXmlInvalid(item.contentHtml).replaceAll(']]>', ']]]]><![CDATA[>')}]]></content:encoded>`] : []),
      ...item.authors.map((author) => `<dc:creator>${xml(author.name)}</dc:creator>`),
      ...item.tags.map((tag) => `<category>${xml(tag)}</category>`),
      '</item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${xml(data.title)}</title>`,
    `<link>${xml(data.link)}</link>`,
    `<description>${xml(data.description ?? data.title)}</description>`,
    `<language>${xml(data.language)}</language>`,
    `<lastBuildDate>${new Date(updated(data)).toUTCString()}</lastBuildDate>`,
    `<atom:link href="${xml(data.feedUrls.rss)}" rel="self" type="${FEED_TYPES.rss}"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Atom 1.0: an entry's HTML in `content`, its text in `summary`. */
export function renderAtom(data: FeedData): string {
  const person = (author: FeedItem['authors'][number]) => `<author><name>${xml(author.name)}</name>${author.url ? `<uri>${xml(author.url)}</uri>` : ''}${author.email ? `<email>${xml(author.email)}</email>` : ''}</author>`;
  const entries = data.items.map((item) =>
    [
      '<entry>',
      `<title type="text">${xml(item.title)}</title>`,
      `<id>${xml(item.url)}</id>`,
      `<link rel="alternate" type="text/html" href="${xml(item.url)}"/>`,
      `<published>${isoDate(item.date)}</published>`,
      `<updated>${isoDate(item.date)}</updated>`,
      ...item.authors.map(person),
      ...item.tags.map((tag) => `<category term="${xml(tag)}"/>`),
      ...(item.summary ? [`<summary type="text">${xml(item.summary)}</summary>`] : []),
      ...(item.contentHtml !== undefined ? [`<content type="html">${xml(item.contentHtml)}</content>`] : []),
      '</entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xml(data.language)}">`,
    `<id>${xml(data.link)}</id>`,
    `<title type="text">${xml(data.title)}</title>`,
    ...(data.description ? [`<subtitle type="text">${xml(data.description)}</subtitle>`] : []),
    `<updated>${updated(data)}</updated>`,
    `<link rel="self" type="${FEED_TYPES.atom}" href="${xml(data.feedUrls.atom)}"/>`,
    `<link rel="alternate" type="text/html" href="${xml(data.link)}"/>`,
    `<author><name>${xml(data.publisher)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** JSON Feed 1.1. */
export function renderJsonFeed(data: FeedData): string {
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: data.title,
    home_page_url: data.link,
    feed_url: data.feedUrls.json,
    ...(data.description ? { description: data.description } : {}),
    language: data.language,
    authors: [{ name: data.publisher }],
    items: data.items.map((item) => ({
      id: item.url,
      url: item.url,
      title: item.title,
      // An item needs content_html or content_text.
      ...(item.contentHtml !== undefined ? { content_html: item.contentHtml } : { content_text: item.summary ?? item.title }),
      ...(item.summary ? { summary: item.summary } : {}),
      date_published: isoDate(item.date),
      ...(item.authors.length > 0 ? { authors: item.authors.map((author) => ({ name: author.name, ...(author.url ? { url: author.url } : {}) })) } : {}),
      ...(item.tags.length > 0 ? { tags: item.tags } : {}),
    })),
  };
  // JSON holds any character, but a reader shows a control character as garbage: the same text as the XML feeds.
  return `${JSON.stringify(feed, (_key, value: unknown) => (typeof value === 'string' ? withoutXmlInvalid(value) : value), 2)}\n`;
}

/** The feeds of the given types, each with its path under the blog's route. */
export function renderFeeds(data: FeedData, types: readonly FeedType[]): Array<{ type: FeedType; file: string; contents: string }> {
  const render = { rss: renderRss, atom: renderAtom, json: renderJsonFeed };
  return types.map((type) => ({ type, file: FEED_FILES[type], contents: render[type](data) }));
}
