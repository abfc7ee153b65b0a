import { describe, expect, it } from 'vitest';
import { isPerPageHead, PER_PAGE_HEAD_SELECTOR, type PageData, type PageHeadTag, type SiteData } from '@laguna-docs/shared';
import { documentTitle, headTagHtml, pageHeadTags, renderHead } from './renderHead.js';

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
    expect(PER_PAGE_HEAD_SELECTOR).toBe('meta[name="description"],meta[name="keywords"],meta[name="robots"],link[rel="canonical"],link[rel="alternate"],meta[property^="og:"],meta[name^="twitter:"],meta[data-page-head=""],link[data-page-head=""]');
  });

  it('must be named by the shared list, or the type check fails', () => {
    // @ts-expect-error a `<meta name>` the client would not swap on navigation
    const unlisted: PageHeadTag = { tag: 'meta', attributes: { name: 'generator', content: 'x' } };
    expect(isPerPageHead(unlisted.tag, unlisted.attributes)).toBe(false);
    const listed: PageHeadTag = { tag: 'meta', attributes: { property: 'og:video', content: 'x' } };
    expect(isPerPageHead(listed.tag, listed.attributes)).toBe(true);
  });
});

describe("a page's own <head> block", () => {
  const own: PageData = {
    ...page,
    description: 'From front matter',
    head: {
      title: 'Custom <title> & more',
      elements: [
        { tag: 'meta', attributes: { name: 'description', content: 'From the "head" block' } },
        { tag: 'meta', attributes: { name: 'keywords', content: 'c' } },
        { tag: 'link', attributes: { rel: 'canonical', href: 'https://example.com/x?a=1&b=2' } },
        { tag: 'meta', attributes: { name: 'author', content: 'Ana' } },
        { tag: 'link', attributes: { rel: 'license', href: 'https://example.com/license' } },
        { tag: 'meta', attributes: { property: 'og:image', content: 'https://example.com/card.png' } },
      ],
    },
  };

  it('replaces the generated element of the same name, property or canonical rel, and is written after the others, escaped', () => {
    const html = pageHeadTags(site, own).map(headTagHtml);
    expect(html.filter((tag) => /name="(description|keywords)"|rel="canonical"|property="og:image"/.test(tag))).toEqual([
      '<meta name="description" content="From the &quot;head&quot; block">',
      '<meta name="keywords" content="c">',
      '<link rel="canonical" href="https://example.com/x?a=1&amp;b=2">',
      '<meta property="og:image" content="https://example.com/card.png">',
    ]);
    expect(html.slice(-6)).toEqual([
      '<meta name="description" content="From the &quot;head&quot; block">',
      '<meta name="keywords" content="c">',
      '<link rel="canonical" href="https://example.com/x?a=1&amp;b=2">',
      '<meta data-page-head="" name="author" content="Ana">',
      '<link data-page-head="" rel="license" href="https://example.com/license">',
      '<meta property="og:image" content="https://example.com/card.png">',
    ]);
    // What the page does not name stays as the build makes it: og:description from the front matter.
    expect(html).toContain('<meta property="og:description" content="From front matter">');
  });

  it('gives the document its title as written, for Open Graph too, and each element is one the client swaps', () => {
    expect(documentTitle(site, own)).toBe('Custom <title> & more');
    const all = renderHead(site, own);
    expect(all).toContain('<title>Custom &lt;title&gt; &amp; more</title>');
    expect(all).toContain('<meta property="og:title" content="Custom &lt;title&gt; &amp; more">');
    const tags = pageHeadTags(site, own);
    expect(tags.filter((tag) => !isPerPageHead(tag.tag, tag.attributes))).toEqual([]);
    const swapped = all.filter((html) => elements(html).some((element) => isPerPageHead(element.tag, element.attributes)));
    expect(swapped).toEqual(tags.map(headTagHtml));
  });
});

describe('pages with islands', () => {
  it('hold clicks inside islands from an inline script ahead of the page script; other pages carry none', () => {
    const withIslands = renderHead(site, { ...page, islands: { script: '/docs-site/assets/islands.js' } });
    const hold = withIslands.findIndex((element) => element.startsWith('<script>(function holdIslandClicks('));
    expect(hold).toBeGreaterThan(-1);
    expect(withIslands[hold]).toContain('(window,"laguna-island","lagunaHeldClicks")</script>');
    expect(hold).toBeLessThan(withIslands.findIndex((element) => element.startsWith('<script type="module"')));
    expect(renderHead(site, page).join('')).not.toContain('holdIslandClicks');
  });
});
