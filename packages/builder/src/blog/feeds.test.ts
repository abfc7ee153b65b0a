import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { renderAtom, renderJsonFeed, renderRss, type FeedData } from './feeds.js';

// Each feed is parsed back as XML (or JSON) and checked for what its specification requires: RSS 2.0's
// channel title, link and description and each item's title or description; Atom's feed and entry id,
// title and updated, an author, and the self link; JSON Feed 1.1's version, title and each item's id and
// content.

type Node = { type: string; name?: string; attribs?: Record<string, string>; children?: Node[]; data?: string };

const data: FeedData = {
  title: 'News & notes',
  description: 'What <changed>',
  link: 'https://example.org/blog',
  feedUrls: { rss: 'https://example.org/blog/rss.xml', atom: 'https://example.org/blog/atom.xml', json: 'https://example.org/blog/feed.json' },
  language: 'en',
  publisher: 'Example',
  items: [
    { url: 'https://example.org/blog/second', title: 'Second <post>', date: '2024-03-05T10:00:00Z', summary: 'Two & more', contentHtml: '<p>Two <a href="https://example.org/docs">docs</a> ]]> end</p>', authors: [{ name: 'Ana', url: 'https://ana.example' }], tags: ['releases'] },
    { url: 'https://example.org/blog/first', title: 'First', date: '2024-01-10', contentHtml: '<p>One</p>', authors: [], tags: [] },
  ],
};

function xml(text: string): Node {
  return parseDocument(text, { xmlMode: true }) as unknown as Node;
}
const children = (node: Node, name: string): Node[] => (node.children ?? []).filter((child) => child.type === 'tag' && child.name === name);
const child = (node: Node, name: string): Node => {
  const found = children(node, name)[0];
  if (!found) throw new Error(`<${node.name}> has no <${name}>`);
  return found;
};
const text = (node: Node): string => (node.children ?? []).map((part) => (part.type === 'text' || part.type === 'cdata' ? (part.data ?? text(part)) : text(part))).join('');

describe('feeds', () => {
  it('RSS 2.0 has a channel with title, link and description, and each item its title, link, guid and date', () => {
    const doc = xml(renderRss(data));
    const rss = child(doc, 'rss');
    expect(rss.attribs?.version).toBe('2.0');
    const channel = child(rss, 'channel');
    expect(text(child(channel, 'title'))).toBe('News & notes');
    expect(text(child(channel, 'link'))).toBe('https://example.org/blog');
    expect(text(child(channel, 'description'))).toBe('What <changed>');
    expect(child(channel, 'atom:link').attribs).toMatchObject({ rel: 'self', href: 'https://example.org/blog/rss.xml' });
    const items = children(channel, 'item');
    expect(items.map((item) => text(child(item, 'title')))).toEqual(['Second <post>', 'First']);
    expect(text(child(items[0]!, 'guid'))).toBe('https://example.org/blog/second');
    expect(text(child(items[0]!, 'pubDate'))).toBe('Tue, 05 Mar 2024 10:00:00 GMT');
    expect(text(child(items[1]!, 'pubDate'))).toBe('Wed, 10 Jan 2024 00:00:00 GMT');
    // RFC 822 dates, which Date reads back.
    expect(Number.isNaN(Date.parse(text(child(items[1]!, 'pubDate'))))).toBe(false);
    // The HTML comes back whole, "]]>" inside it included.
    expect(text(child(items[0]!, 'content:encoded'))).toBe(data.items[0]!.contentHtml);
    expect(text(child(items[0]!, 'dc:creator'))).toBe('Ana');
    expect(text(child(items[0]!, 'category'))).toBe('releases');
  });

  it('Atom 1.0 has the feed id, title, updated, author and self link, and each entry its id, title, updated and link', () => {
    const doc = xml(renderAtom(data));
    const feed = child(doc, 'feed');
    expect(feed.attribs?.xmlns).toBe('http://www.w3.org/2005/Atom');
    expect(text(child(feed, 'id'))).toBe('https://example.org/blog');
    expect(text(child(feed, 'title'))).toBe('News & notes');
    // The newest post's date, not the time of the build.
    expect(text(child(feed, 'updated'))).toBe('2024-03-05T10:00:00.000Z');
    expect(text(child(child(feed, 'author'), 'name'))).toBe('Example');
    expect(children(feed, 'link').map((link) => link.attribs)).toEqual([
      { rel: 'self', type: 'application/atom+xml', href: 'https://example.org/blog/atom.xml' },
      { rel: 'alternate', type: 'text/html', href: 'https://example.org/blog' },
    ]);
    const entries = children(feed, 'entry');
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      for (const name of ['id', 'title', 'updated', 'published']) expect(text(child(entry, name))).not.toBe('');
      expect(child(entry, 'link').attribs?.href).toMatch(/^https:\/\/example\.org\/blog\//);
    }
    expect(text(child(entries[0]!, 'content'))).toBe(data.items[0]!.contentHtml);
    expect(child(entries[0]!, 'content').attribs?.type).toBe('html');
    expect(text(child(child(entries[0]!, 'author'), 'uri'))).toBe('https://ana.example');
    expect(text(child(entries[1]!, 'updated'))).toBe('2024-01-10T00:00:00.000Z');
  });

  it('JSON Feed 1.1 has its version, title and addresses, and each item an id, content and date', () => {
    const feed = JSON.parse(renderJsonFeed(data)) as { version: string; title: string; home_page_url: string; feed_url: string; items: Array<Record<string, unknown>> };
    expect(feed).toMatchObject({ version: 'https://jsonfeed.org/version/1.1', title: 'News & notes', home_page_url: 'https://example.org/blog', feed_url: 'https://example.org/blog/feed.json' });
    expect(feed.items.map((item) => item.id)).toEqual(['https://example.org/blog/second', 'https://example.org/blog/first']);
    expect(feed.items[0]).toMatchObject({ url: 'https://example.org/blog/second', content_html: data.items[0]!.contentHtml, summary: 'Two & more', date_published: '2024-03-05T10:00:00.000Z', authors: [{ name: 'Ana', url: 'https://ana.example' }], tags: ['releases'] });
    expect(feed.items[1]).not.toHaveProperty('authors');
  });

  it('an item without HTML content has its summary as text', () => {
    const plain = { ...data, items: [{ ...data.items[0]!, contentHtml: undefined }] } as unknown as FeedData;
    const item = (JSON.parse(renderJsonFeed(plain)) as { items: Array<Record<string, unknown>> }).items[0];
    expect(item).toMatchObject({ content_text: 'Two & more' });
    expect(item).not.toHaveProperty('content_html');
  });
});
