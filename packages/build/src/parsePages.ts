import { parseMarkdown, resolveLink, type ParsedMarkdown } from '@laguna-docs/markdown';
import { stripNumberPrefix, type Diagnostic } from '@laguna-docs/shared';
import type { LocaleSources, PlannedSource } from './collectSources.js';

/** One markdown page of one locale, parsed. */
export interface ParsedPage {
  planned: PlannedSource & { untranslated: boolean };
  markdown: ParsedMarkdown;
  title: string;
}

export interface ParsePagesOptions {
  sources: LocaleSources;
  basePath: string;
  localePrefix: string;
  routesByPath: ReadonlyMap<string, string>;
  toc: { minLevel: number; maxLevel: number };
  /** The locale's footnote labels (heading of the footnotes section, back-link label with `{number}`). */
  footnotes?: { label: string; backLabel: string };
  /** Parse results from an earlier build, reused when the same text is parsed in the same context. */
  cache?: Map<string, ParsedMarkdown>;
}

/** Parses every markdown page of a locale; diagnostics of all pages are returned together. */
export function parsePages(options: ParsePagesOptions): { pages: ParsedPage[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const pages = options.sources.pages.map((planned) => {
    // Everything the parse depends on but the routes of linked files (see incremental/markdownCache.ts).
    const cacheKey = `${options.localePrefix}\0${planned.key}\0${planned.route}\0${options.footnotes?.label}\0${options.footnotes?.backLabel}\0${planned.source.text}`;
    let markdown = options.cache?.get(cacheKey);
    if (!markdown) {
      markdown = parseMarkdown({
        markdown: planned.body,
        file: planned.source.file,
        lineOffset: planned.bodyLine,
        toc: options.toc,
        ...(options.footnotes ? { footnoteLabel: options.footnotes.label, footnoteBackLabel: options.footnotes.backLabel } : {}),
        resolveLink: (url) =>
          resolveLink(url, {
            basePath: options.basePath,
            localePrefix: options.localePrefix,
            fromPath: planned.key,
            fromRoute: planned.route,
            routesByPath: options.routesByPath,
          }),
      });
      options.cache?.set(cacheKey, markdown);
    }
    diagnostics.push(...markdown.diagnostics);
    const title = planned.frontMatter.title ?? markdown.title ?? planned.frontMatter.hero?.title ?? fileTitle(planned.key);
    return { planned, markdown, title };
  });
  return { pages, diagnostics };
}

function fileTitle(key: string): string {
  const name = stripNumberPrefix(key.split('/').pop()!.replace(/\.md$/, '')).replace(/[-_]+/g, ' ');
  return name.charAt(0).toUpperCase() + name.slice(1);
}
