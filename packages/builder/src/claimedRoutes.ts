import type { SiteConfig } from '@laguna-docs/config';
import type { Diagnostic } from '@laguna-docs/shared';
import type { LocaleSources } from '@laguna-docs/content';

/**
 * The errors of a site's own pages (markdown, React pages) at a route the build makes a page at by itself:
 * one of the blog's lists, tag, author or archive pages, the API reference or a page below it, the page for
 * missing addresses (`/404`). Each names the file: one of the two pages would otherwise replace the other
 * without a word. Routes are the same in every locale, so the default locale's pages are checked.
 */
export function claimedRouteProblems(locale: LocaleSources, config: Pick<SiteConfig, 'openapi'>): Diagnostic[] {
  const blogPages = new Set(locale.blog?.routes?.[locale.locale] ?? []);
  for (const page of locale.pages) if (page.source.section === 'blog') blogPages.delete(page.route);
  const api = config.openapi ? config.openapi.route : undefined;
  const problems: Diagnostic[] = [];
  for (const page of locale.pages) {
    if (page.source.section === 'blog') continue;
    const owner = page.route === '/404' ? 'the page for missing addresses' : blogPages.has(page.route) ? 'a page of the blog' : api !== undefined && (page.route === api || page.route.startsWith(`${api}/`)) ? `the API reference (${api} and below)` : undefined;
    if (owner === undefined) continue;
    problems.push({ severity: 'error', code: 'content/duplicate-route', message: `"${page.source.file}" has the route "${page.route}", which is ${owner}`, hint: 'rename the file or folder, or give the page a slug in its front matter', file: page.source.file });
  }
  return problems;
}
