import type { PageKind } from '@laguna-docs/shared';

/** What `llms.txt` and `llms-full.txt` need of a page with a markdown copy. */
export interface LlmsPage {
  route: string;
  kind: PageKind;
  title: string;
  description?: string;
  /** Its place in the locale's sidebars, when they show it: `llms.txt` lists pages in that order, the others after. */
  position?: number;
  /** Absolute address of its markdown copy. */
  url: string;
  markdown: string;
}

export interface LlmsTxtOptions {
  title: string;
  tagline: string;
  /** The heading of the API reference's pages: the config's label of the reference. */
  apiLabel: string;
  pages: readonly LlmsPage[];
}

/** The parts of `llms.txt`, in order, and which kinds of page each lists. */
const GROUPS: ReadonlyArray<{ kinds: readonly PageKind[]; label: (options: LlmsTxtOptions) => string }> = [
  { kinds: ['doc', 'category'], label: () => 'Docs' },
  { kinds: ['api'], label: (options) => options.apiLabel },
  { kinds: ['home', 'page'], label: () => 'Pages' },
  { kinds: ['post'], label: () => 'Blog' },
];

/**
 * A locale's `llms.txt` (llmstxt.org): the site's title, its tagline as a quote, then a list of links to
 * the markdown copies of its pages, per part of the site, each with its description.
 */
export function llmsTxt(options: LlmsTxtOptions): string {
  const lines = [`# ${options.title}`, ...(options.tagline ? ['', `> ${options.tagline}`] : [])];
  for (const group of GROUPS) {
    const pages = inGroup(options.pages, group.kinds);
    if (pages.length === 0) continue;
    lines.push('', `## ${group.label(options)}`, '');
    for (const page of pages) lines.push(`- [${page.title.replace(/[[\]]/g, '\\$&')}](${page.url})${page.description ? `: ${page.description.replace(/\s+/g, ' ')}` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}

/** A locale's `llms-full.txt`: every page's markdown copy in the order of `llms.txt`, each after the address of its copy. */
export function llmsFullTxt(options: LlmsTxtOptions): string {
  const parts = [`# ${options.title}${options.tagline ? `\n\n> ${options.tagline}` : ''}\n`];
  for (const group of GROUPS) {
    for (const page of inGroup(options.pages, group.kinds)) parts.push(`Source: ${page.url}\n\n${page.markdown.trim()}\n`);
  }
  return parts.join('\n---\n\n');
}

/** The pages of some kinds, in sidebar order, then those no sidebar shows in their own order. */
function inGroup(pages: readonly LlmsPage[], kinds: readonly PageKind[]): LlmsPage[] {
  return pages.filter((page) => kinds.includes(page.kind)).sort((a, b) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER));
}
