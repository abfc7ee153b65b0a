import type { Element, Root, RootContent } from 'hast';
import { probeMdxTitle, probeTitle, type MarkdownPlugins, type ParsedMarkdown, type SectionTrees } from '@laguna-docs/markdown';
import { stripNumberPrefix, LOCALE, withLocalePrefix } from '@laguna-docs/shared';
import type { PlannedSource } from '@laguna-docs/content';
import { componentHost } from './siteComponents/componentHost.js';
import { linkOutsideSite, siteFileReader } from './siteComponents/siteFiles.js';
import type { ComponentBundle } from './siteComponents/bundleComponents.js';
import { parseMarkdownPage } from './markdownPage.js';
import { isMdxPage, pageParseInput, type PageParseInput, type ParseSettings } from './parseInput.js';

export { storedParseText, type StoredParse } from './markdownPage.js';

/** Everything the parse of a locale's pages depends on besides each page's own text. */
export interface PageParserOptions extends ParseSettings {
  localePrefix: string;
  routesByPath: ReadonlyMap<string, string>;
  /**
   * The parse of a plain `.md` page (no section trees, no plugins of the site's own) as the speed layer
   * composed it from `parsePage` (speed/keptParse.ts: kept on disk or in watch mode's memory, taken from
   * the parse helper); without it, `parsePage` itself.
   */
  parse?: PageParseStep;
  /** Section trees to parse `.md` pages with (see `PageParserSettings.sections`); then `parse` is not used. */
  sections?: SectionTrees;
  /** The site's own unified plugins (see `hasMarkdownPlugins`): such a parser has neither disk cache nor helper. */
  plugins?: MarkdownPlugins;
  /** The site's folder, which the files an `.mdx` page imports are read from (see `isMdxPage`). */
  root?: string;
  /** The site's components the `.mdx` pages import, bundled (see `bundleComponents`). */
  components?: ComponentBundle;
}

/** The parse of a plain `.md` page: its input in, its parse out, its links resolved through `routesByPath` (whose lookups are noted by a caller that keeps the parse). */
export type PageParseStep = (input: PageParseInput, routesByPath: ReadonlyMap<string, string>) => ParsedMarkdown;

/** Parses one markdown page of a locale. */
export type PageParser = (planned: PlannedSource) => ParsedMarkdown;

/** A parse with the locale's prefix put into its links (the tree is copied only along the changed paths). */
function forLocale(markdown: ParsedMarkdown, prefix: string): ParsedMarkdown {
  const fill = (value: string) => withLocalePrefix(value, prefix);
  // Every node of the page is visited: no entry list or iterator is made for one that has nothing to fill.
  const visit = <T extends Root | RootContent>(node: T): T => {
    // Read as fields, not tested with `in`: most of a page's nodes are text, without children.
    const original = (node as { children?: RootContent[] }).children;
    if (original === undefined) return node;
    const own = (node as { properties?: Element['properties'] }).properties;
    let properties = own;
    if (own) {
      for (const name in own) {
        const value = own[name];
        if (typeof value === 'string' && value.includes(LOCALE)) properties = { ...properties, [name]: fill(value) };
      }
    }
    let children = original;
    for (let index = 0; index < original.length; index++) {
      const child = original[index]!;
      const filled = visit(child);
      if (filled !== child) {
        if (children === original) children = [...original];
        children[index] = filled;
      }
    }
    return properties === own && children === original ? node : { ...node, ...(properties ? { properties } : {}), children };
  };
  return { ...markdown, hast: visit(markdown.hast), links: markdown.links.map((link) => (link.href.includes(LOCALE) ? { ...link, href: fill(link.href) } : link)) };
}

/** Parses a page, its links resolved through `routesByPath` and written with the `LOCALE` placeholder. */
export function parsePage(input: PageParseInput, routesByPath: Pick<ReadonlyMap<string, string>, 'get'>, plugins?: MarkdownPlugins, root?: string, components?: ComponentBundle, sections?: SectionTrees): ParsedMarkdown {
  return parseMarkdownPage(input, routesByPath, {
    ...(sections ? { sections } : {}),
    ...(root !== undefined ? { readFile: siteFileReader(root), linkOutside: (file: string) => linkOutsideSite(root, file) } : {}),
    ...(root !== undefined && components ? { siteComponents: componentHost(components, root) } : {}),
    ...(plugins ? { plugins } : {}),
  });
}

/** A parser for the pages of one locale: `.mdx` pages, section trees and the site's plugins parsed plainly, other pages through `options.parse`. */
export function createPageParser(options: PageParserOptions): PageParser {
  const kept = options.parse && !options.plugins && !options.sections ? options.parse : undefined;
  return (planned) => {
    const input = pageParseInput(options, planned);
    const markdown = isMdxPage(planned.source.file)
      ? parsePage(input, options.routesByPath, options.plugins, options.root, options.components)
      : kept
        ? kept(input, options.routesByPath)
        : parsePage(input, options.routesByPath, options.plugins, undefined, undefined, options.sections);
    return forLocale(markdown, options.localePrefix);
  };
}

/**
 * A page's title: its front matter's, else its markdown's leading `# heading`, else the home page's hero
 * title, else one made from the file name. `markdownTitle` is asked only when the front matter has none.
 */
export function pageTitle(planned: PlannedSource, markdownTitle: () => string | undefined): string {
  return planned.frontMatter.title ?? markdownTitle() ?? planned.frontMatter.hero?.title ?? fileTitle(planned.key);
}

/**
 * The markdown title of a page without parsing it when `probeTitle` can tell, else from `parse` (whose
 * result the caller keeps, so the page is not parsed twice).
 */
export function probedTitle(planned: PlannedSource, parse: () => ParsedMarkdown): string | undefined {
  // An `.mdx` page's title may follow its imports and exports: only a plain `# Title` after its imports is sure.
  // Without it every thread that lays out the locale would parse the page (see speed/threads/buildLocales.ts).
  const probed = isMdxPage(planned.source.file) ? probeMdxTitle(planned.body) : probeTitle(planned.body);
  return probed ? probed.title : parse().title;
}

function fileTitle(key: string): string {
  const name = stripNumberPrefix(key.split('/').pop()!.replace(/\.mdx?$/, '')).replace(/[-_]+/g, ' ');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

