/** A 1×1 PNG, for a folder post's image. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The config of `BLOG_SITE`: two locales, two posts a page, three recent posts in the sidebar. */
export const BLOG_CONFIG = {
  title: 'Blogged',
  url: 'https://example.org',
  basePath: '/site/',
  locales: { default: 'en', items: [{ code: 'en', label: 'English' }, { code: 'sl', label: 'Slovenščina' }] },
  navbar: [{ type: 'link', label: 'Blog', to: '/blog' }],
  blog: { title: { en: 'News', sl: 'Novice' }, description: 'What changed', postsPerPage: 2, sidebarCount: 3 },
};

/**
 * A site with a blog: dated posts as files and as a folder with an image, authors and tags from their
 * files, truncate markers in markdown and MDX, a draft, an unlisted post and a post dated by its front
 * matter, two of them translated into Slovenian, and a docs page linking into the blog.
 */
export const BLOG_SITE: Record<string, string | Buffer> = {
  'content/en/pages/index.md': '# Home\n\nRead the [news](/blog).\n',
  'content/en/docs/intro.md': '# Intro\n\nSee [the first release](../blog/2024-01-10-first-release.md) and [everything about releases](/blog/tags/releases).\n',
  'content/en/blog/authors.yml': 'ana:\n  name: Ana Novak\n  title: Maintainer\n  url: https://ana.example.org\n  socials:\n    github: ananovak\nbo:\n  name: Bo Berg\n',
  'content/en/blog/tags.yml': 'releases:\n  label: Releases\n  description: Every release of the project.\n',
  'content/en/blog/2024-01-10-first-release.md': `---
authors: [ana]
tags: [releases, news]
description: The first release is out.
---

# First release

Version 1.0 is out.

<!-- truncate -->

## What is in it

Everything, and [the folder post](./2024-02-01-folder-post/index.md). See the [intro](/docs/intro).
`,
  'content/en/blog/2024-02-01-folder-post/index.md': `---
title: A folder post
authors: bo
tags: [news]
---

A post in its own folder, with its image.

![The cover](./cover.png)

More text after the first paragraph.
`,
  'content/en/blog/2024-02-01-folder-post/cover.png': PNG,
  'content/en/blog/2024-03-05-mdx-post.mdx': `---
title: An MDX post
authors:
  - name: Guest Writer
    url: https://guest.example.org
tags: [releases]
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

Above the marker with **MDX**.

{/* truncate */}

<Tabs>
  <TabItem value="a" label="First">One tab.</TabItem>
  <TabItem value="b" label="Second">Other tab.</TabItem>
</Tabs>

:::tip
An admonition in a post.
:::

Math: $a^2 + b^2$.
`,
  'content/en/blog/2024-04-01-secret-draft.md': '---\ntitle: Secret draft post\ndraft: true\nauthors: [ana]\ntags: [hidden-draft-tag]\n---\n\nNot ready.\n',
  'content/en/blog/2024-05-01-quiet.md': '---\ntitle: Quiet unlisted post\nunlisted: true\ntags: [news]\n---\n\nOnly for those with the link.\n',
  'content/en/blog/old-news.md': '---\ntitle: Old news\ndate: 2023-12-20\nslug: old\ntags: [news]\nauthors: [ana]\n---\n\nFrom last year.\n',
  'content/en/blog/2022/06/01/legacy.md': '---\ntitle: Legacy post\nauthor: Old Timer\nauthor_url: https://old.example.org\nunlisted: true\n---\n\nWritten the old way.\n',
  'content/sl/blog/2024-01-10-first-release.md': `---
authors: [ana]
tags: [releases, news]
---

# Prva izdaja

Različica 1.0 je izšla.

<!-- truncate -->

## Kaj prinaša

Vse.
`,
  'content/sl/blog/2024-02-01-folder-post/index.md': '---\ntitle: Objava v mapi\nauthors: bo\ntags: [news]\n---\n\nObjava v svoji mapi.\n',
};
