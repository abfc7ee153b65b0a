import { toHtml } from 'hast-util-to-html';
import { parseMarkdown } from '../parseMarkdown.js';
import { resolveLink } from '../links/resolveLink.js';
import type { ParseMarkdownOptions, ParsedMarkdown } from '../types.js';

/** Routes of a small docs tree, by source path inside the locale folder; the tests' site. */
export const TEST_ROUTES: ReadonlyMap<string, string> = new Map([
  ['docs/intro.md', '/docs/intro'],
  ['docs/index.md', '/docs'],
  ['docs/overview/users.md', '/docs/overview/users'],
  ['docs/contributing/index.md', '/docs/contributing'],
  ['docs/contributing/backend/01-requirements.md', '/docs/contributing/backend/requirements'],
  ['docs/contributing/backend/02-setup_and_run.md', '/docs/contributing/backend/setup_and_run'],
  ['docs/contributing/backend/03-testing.md', '/docs/contributing/backend/testing'],
  ['pages/markdown-page.md', '/markdown-page'],
]);

/** Options of a test parse: the parser's own, minus the text, plus the locale the links are resolved for. */
export type RenderOptions = Partial<Omit<ParseMarkdownOptions, 'markdown'>> & { localePrefix?: string };

/**
 * Parses markdown as the page `docs/contributing/backend/01-requirements.md` of the test site and
 * serialises the tree, so tests can assert on HTML.
 */
export function render(markdown: string, options: RenderOptions = {}): ParsedMarkdown & { html: string } {
  const { localePrefix = '', ...parseOptions } = options;
  const result = parseMarkdown({
    file: 'content/en/docs/contributing/backend/01-requirements.md',
    resolveLink: (url) =>
      resolveLink(url, {
        basePath: '/laguna-docs/',
        localePrefix,
        fromPath: 'docs/contributing/backend/01-requirements.md',
        fromRoute: '/docs/contributing/backend/requirements',
        routesByPath: TEST_ROUTES,
      }),
    ...parseOptions,
    markdown,
  });
  // An island keeps its server markup as raw HTML (see `siteComponents.ts`), written as it is.
  return { ...result, html: toHtml(result.hast, { allowDangerousHtml: true }) };
}
