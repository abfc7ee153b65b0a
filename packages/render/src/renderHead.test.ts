import { describe, expect, it } from 'vitest';
import { isPerPageHead, PER_PAGE_HEAD_SELECTOR, type PageData, type PageHeadTag, type SiteData } from '@laguna-docs/shared';
import { headTagHtml, pageHeadTags, renderHead } from './renderHead.js';

const locales = [
  { code: 'en', label: 'English', htmlLang: 'en-GB', direction: 'ltr' as const, prefix: '' },
  { code: 'sl', label: 'Slovenščina', htmlLang: 'sl', direction: 'ltr' as const, prefix: '/sl' },
];

const site: SiteData = {
  title: 'Docs',
  tagline: 'Docs for "all"',
  url: 'https://example.org',
  basePath: '/docs-site/',
  locale: locales[0]!,
  locales,
  defaultLocale: 'en',
  navbar: [],
  footer: { columns: [], copyright: '' },
  sidebars: {},
  strings: {},
  version: '0.0.0',
  docsVersionLabel: 'Next',
  assets: { css: '/docs-site/assets/theme.css', js: '/docs-site/assets/app.js', favicon: '/docs-site/img/favicon.svg', llms: '/docs-site/llms.txt', customCss: ['/docs-site/assets/site.css'] },
};

const page: PageData = {
  kind: 'doc',
  locale: 'en',
  route: '/docs/intro',
  title: 'Intro',
  contentHtml: '',
  toc: [],
  breadcrumbs: [],
  keywords: ['a', 'b'],
  noindex: true,
  image: '/docs-site/assets/cards/intro.png',
  stylesheets: ['/docs-site/assets/katex.css'],
  alternates: [{ locale: 'sl', hreflang: 'sl', href: '/docs-site/sl/docs/intro' }],
};

/** Tag name and attributes of every element of rendered head HTML (void elements and `<title>`/`<script>` openers alike). */
function elements(html: string): Array<{ tag: string; attributes: Record<string, string> }> {
  return [...html.matchAll(/<([a-z]+)((?:\s[a-z:-]+(?:="[^"]*")?)*)>/g)].map((match) => ({
    tag: match[1]!,
    attributes: Object.fromEntries([...match[2]!.matchAll(/\s([a-z:-]+)(?:="([^"]*)")?/g)].map((attribute) => [attribute[1]!, attribute[2] ?? ''])),
  }));
}

describe('the per-page head elements', () => {
  it('are exactly the elements of the head the client swaps on navigation', () => {
    const own = pageHeadTags(site, page).map(headTagHtml);
    const all = renderHead(site, page);
    const swapped = all.filter((html) => elements(html).some((element) => isPerPageHead(element.tag, element.attributes)));
    expect(swapped).toEqual(own);
    // The elements that stay: charset, viewport, title, icon, head script, stylesheets, the app script.
    expect(all.length - own.length).toBe(9);
    expect(own).toMatchInlineSnapshot(`
      [
        "<meta name="description" content="Docs for &quot;all&quot;">",
        "<meta name="keywords" content="a, b">",
        "<meta name="robots" content="noindex">",
        "<link rel="canonical" href="https://example.org/docs-site/docs/intro">",
        "<link rel="alternate" hreflang="sl" href="https://example.org/docs-site/sl/docs/intro">",
        "<link rel="alternate" type="text/markdown" href="https://example.org/docs-site/docs/intro.md">",
        "<meta property="og:type" content="article">",
        "<meta property="og:title" content="Intro | Docs">",
        "<meta property="og:description" content="Docs for &quot;all&quot;">",
        "<meta property="og:url" content="https://example.org/docs-site/docs/intro">",
        "<meta property="og:locale" content="en_GB">",
        "<meta property="og:locale:alternate" content="sl">",
        "<meta property="og:site_name" content="Docs">",
        "<meta property="og:image" content="/docs-site/assets/cards/intro.png">",
        "<meta property="og:image:alt" content="Intro | Docs">",
        "<meta name="twitter:card" content="summary_large_image">",
      ]
    `);
  });

  it('are selected in the browser by a selector made from the same list', () => {
    expect(PER_PAGE_HEAD_SELECTOR).toBe('meta[name="description"],meta[name="keywords"],meta[name="robots"],link[rel="canonical"],link[rel="alternate"],meta[property^="og:"],meta[name^="twitter:"]');
  });

  it('must be named by the shared list, or the type check fails', () => {
    // @ts-expect-error a `<meta name>` the client would not swap on navigation
    const unlisted: PageHeadTag = { tag: 'meta', attributes: { name: 'generator', content: 'x' } };
    expect(isPerPageHead(unlisted.tag, unlisted.attributes)).toBe(false);
    const listed: PageHeadTag = { tag: 'meta', attributes: { property: 'og:video', content: 'x' } };
    expect(isPerPageHead(listed.tag, listed.attributes)).toBe(true);
  });
});
