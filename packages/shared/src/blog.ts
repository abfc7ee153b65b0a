
/** The name the theme renders the blog's own pages under (`Theme.contentRenderers`), with `BlogPageData`. */
export const BLOG_RENDERER = 'blog';

/** An author as blog pages show them. */
export interface PostAuthor {
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  email?: string;
  /** Links to the author elsewhere, by network name. */
  socials?: Record<string, string>;
  /** The author's page of posts, when the author is in the blog's `authors.yml`. */
  route?: string;
}

/** A tag of a post, with the route of its page. */
export interface PostTag {
  label: string;
  route: string;
}

/** What blog pages show of a post beside its content: its date, authors, tags and reading time. */
export interface PostMeta {
  /** ISO date or date-time, for `<time datetime>`. */
  date: string;
  /** The date written in the page's language. */
  dateText: string;
  authors: PostAuthor[];
  tags: PostTag[];
  /** Minutes to read, when the config shows reading times. */
  readingMinutes?: number;
}

/** A post in a list (the blog's pages, a tag's, an author's): its meta, title, route and the part above its truncate marker. */
export interface PostSummary extends PostMeta {
  title: string;
  route: string;
  description?: string;
  /** The rendered part above the truncate marker, or the whole post when it has none. */
  excerptHtml: string;
  /** The post goes on past `excerptHtml`: lists show "Read more". */
  truncated: boolean;
}

/** What a generated blog page shows (`PageData.blog`). */
export type BlogPageData =
  | {
      type: 'list';
      /** A tag's page: the tag; an author's page: the author. */
      tag?: { label: string; description?: string; allTagsRoute: string };
      author?: PostAuthor;
      posts: PostSummary[];
      /** Page `page` of `pages` of a list of `total` posts, with the newer and older pages' routes. */
      pagination: { page: number; pages: number; total: number; newer?: string; older?: string };
    }
  | { type: 'tags'; tags: Array<PostTag & { count: number }> }
  | { type: 'archive'; years: Array<{ year: string; posts: Array<{ title: string; route: string; date: string; dateText: string }> }> };

/** A feed of a locale's posts, linked from every page's `<head>`. */
export interface FeedLink {
  type: 'application/rss+xml' | 'application/atom+xml' | 'application/feed+json';
  title: string;
  href: string;
}


