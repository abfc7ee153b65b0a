import { BLOG_RENDERER, type ApiIntroPageData, type ApiOperationPageData, type ApiSchemaPageData, type BlogPageData, type LinkRecord } from '@laguna-docs/shared';
import { blogMarkdown } from '../blog/blogPages.js';
import type { SitePage } from '../assemblePages.js';
import type { PlannedSource } from '@laguna-docs/content';
import { collectText } from '../searchIndex.js';
import { introMarkdown, operationMarkdown, schemaPageMarkdown } from '@laguna-docs/api-reference';
import { withoutHeadBlocks } from './withoutHeadBlocks.js';

export interface PageMarkdownOptions {
  /** The markdown copy's address of a page of this locale, by route: `https://example.org/docs/intro.md`. */
  link: (route: string) => string;
  /** The same for an address as pages link to it (base path and locale prefix applied, maybe a `#hash`). */
  linkHref: (href: string) => string;
}

/**
 * The markdown copy of a page (`<route>.md`), or `undefined` for the 404 page. A markdown page is its own
 * source without front matter, its links made absolute addresses of the copies they point to; the other
 * pages are written as markdown from their data.
 */
export function pageMarkdown(entry: SitePage, source: PlannedSource | undefined, options: PageMarkdownOptions): string | undefined {
  const { page, content } = entry;
  if (page.kind === 'notFound') return undefined;
  const title = page.title.replace(/\n/g, ' ');
  switch (content.type) {
    case 'home': {
      const { home } = content;
      const lines = [`# ${home.title}`, '', home.tagline, '', ...home.actions.map((action) => `- [${action.text}](${options.link(action.route)})`), ''];
      for (const feature of home.features) lines.push(`## ${feature.title}`, '', feature.details, ...(feature.route ? ['', `[${feature.title}](${options.link(feature.route)})`] : []), '');
      if (source?.body.trim()) lines.push(withLinks(withoutHeadBlocks(source.body), entry.links, options).trim());
      return `${lines.join('\n').trim()}\n`;
    }
    case 'category':
      return `${[`# ${title}`, ...(content.description ? ['', content.description] : []), '', ...content.cards.map((card) => `- [${card.label}](${options.link(card.route)})${card.description ? `: ${card.description}` : ''}`)].join('\n')}\n`;
    case 'custom': {
      const api = { link: options.link };
      if (content.renderer === 'apiOperation') return operationMarkdown(title, content.data as ApiOperationPageData, api);
      if (content.renderer === 'apiSchema') return schemaPageMarkdown(title, content.data as ApiSchemaPageData, api);
      if (content.renderer === 'apiIntro') return introMarkdown(title, content.data as ApiIntroPageData, api);
      if (content.renderer === BLOG_RENDERER) return blogMarkdown(title, content.data as BlogPageData, options.link);
      return `# ${title}\n\n${collectText(content.data)}\n`;
    }
    case 'markdown': {
      if (!source) return `# ${title}\n`;
      const body = withLinks(withoutHeadBlocks(source.body), entry.links, options).trim();
      // The title may come from front matter instead of a first `# heading`.
      return /^#\s/.test(body) ? `${body}\n` : `# ${title}\n\n${body}\n`;
    }
    default:
      return undefined;
  }
}

/** The markdown with every link to a page of the site (as the author wrote it) pointing to that page's copy instead. */
function withLinks(markdown: string, links: readonly LinkRecord[], options: PageMarkdownOptions): string {
  const targets = new Map<string, string>();
  for (const link of links) if (link.origin === 'markdown' && link.href && link.written !== link.href) targets.set(link.written, options.linkHref(link.href));
  if (targets.size === 0) return markdown;
  // `](target)` and `](target "title")` of inline links, `]: target` of definitions, `href="target"` of raw HTML.
  return markdown.replace(/(\]\(\s*<?|\]:\s*<?|href=")([^\s)>"]+)/g, (whole, before: string, target: string) => {
    const replaced = targets.get(target);
    return replaced ? before + replaced : whole;
  });
}
