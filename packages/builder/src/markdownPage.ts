import { parseMarkdown, resolveLink, type ParsedMarkdown, type ParseMarkdownOptions } from '@laguna-docs/markdown';
import { recordingRoutes, LOCALE } from '@laguna-docs/shared';
import { isMdxPage, type PageParseInput } from './parseInput.js';
import { storedParseJson } from './storedParse.js';
import { versionLink } from './versions/versionLinks.js';

/*
 * The parse of a markdown page from its input, apart from what an `.mdx` page's site components bring
 * (React, the component host: `parsePages.ts` adds them): the parse helper thread imports this alone, and
 * loading React there cost it a fifth of a second of CPU a build.
 */

export type { StoredParse } from './storedParse.js';

/** What `parsePage` adds to a page's parse: section trees, plugins, and the site's files and components for `.mdx` pages. */
export type PageParseExtras = Pick<ParseMarkdownOptions, 'sections' | 'readFile' | 'linkOutside' | 'siteComponents' | 'plugins'>;

/** Parses a page, its links resolved through `routesByPath` and written with the `LOCALE` placeholder. */
export function parseMarkdownPage(input: PageParseInput, routesByPath: Pick<ReadonlyMap<string, string>, 'get'>, extras: PageParseExtras = {}): ParsedMarkdown {
  return parseMarkdown({
    ...extras,
    markdown: input.body,
    file: input.file,
    ...(isMdxPage(input.file) && !/\.mdx$/i.test(input.file) ? { mdx: true } : {}),
    lineOffset: input.bodyLine,
    toc: input.toc,
    ...(input.admonitions?.length ? { admonitions: input.admonitions } : {}),
    ...(input.embeds?.length ? { embeds: input.embeds } : {}),
    ...(input.footnotes ? { footnoteLabel: input.footnotes.label, footnoteBackLabel: input.footnotes.backLabel } : {}),
    resolveLink: (url) => resolveLink(input.versionLinks ? versionLink(url, input.versionLinks) : url, { basePath: input.basePath, localePrefix: LOCALE, fromPath: input.key, fromRoute: input.route, routesByPath, locale: input.locale }),
  });
}

/** A page parsed as the disk cache keeps it, in JSON: the result and the route lookups its links made. */
export function storedParseText(input: PageParseInput, routesByPath: ReadonlyMap<string, string>): string {
  const recording = recordingRoutes(routesByPath);
  const markdown = parseMarkdownPage(input, recording.routes);
  return storedParseJson({ markdown, lookups: recording.lookups() });
}
