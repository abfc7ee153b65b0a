import type { Root, RootContent } from 'hast';
import { parseMarkdown, probeMdxTitle, probeTitle, resolveLink, type MarkdownPlugins, type ParsedMarkdown, type SectionTrees } from '@laguna-docs/markdown';
import { lookupsHold, recordingRoutes, stripNumberPrefix, withoutPositions, LOCALE, withLocalePrefix, type RouteLookups } from '@laguna-docs/shared';
import type { FingerprintedStore } from './steps/resultStore.js';
import type { PlannedSource } from '@laguna-docs/content';
import { componentHost } from './siteComponents/componentHost.js';
import { linkOutsideSite, siteFileReader } from './siteComponents/siteFiles.js';
import type { ComponentBundle } from './siteComponents/bundleComponents.js';
import { AHEAD_ONLY, isMdxPage, pageParseInput, storedParseKey, type PageParseInput, type ParseSettings } from './parseInput.js';
import { versionLink } from './versions/versionLinks.js';


/** Everything the parse of a locale's pages depends on besides each page's own text, and where earlier parses are kept. */
export interface PageParserOptions extends ParseSettings {
  localePrefix: string;
  routesByPath: ReadonlyMap<string, string>;
  /** Parse results kept on disk by earlier builds, with the fingerprint of the markdown stage's code. */
  disk?: FingerprintedStore;
  /**
   * Pages a helper thread parses ahead, asked by `storedParseKey` (with the disk cache's fingerprint, or
   * `AHEAD_ONLY` without a disk cache); each comes as the JSON a disk cache entry holds.
   */
  ahead?: { take(key: string): string | undefined };
  /**
   * Parses kept in memory (watch mode, see `ParseMemory`), by `storedParseKey` with `IN_MEMORY`: not keyed
   * by locale, so a page another locale shows untranslated is parsed once.
   */
  memory?: { get(key: string): StoredParse | undefined; set(key: string, stored: StoredParse): void };
  /** Section trees to parse `.md` pages with (see `PageParserSettings.sections`); then no other store is used. */
  sections?: SectionTrees;
  /** The site's own unified plugins (see `hasMarkdownPlugins`): such a parser has neither disk cache nor helper. */
  plugins?: MarkdownPlugins;
  /** The site's folder, which the files an `.mdx` page imports are read from (see `isMdxPage`). */
  root?: string;
  /** The site's components the `.mdx` pages import, bundled (see `bundleComponents`). */
  components?: ComponentBundle;
}

/** A parse as the disk cache keeps it: the result, and every route lookup its links made (path, route). */
export interface StoredParse {
  markdown: ParsedMarkdown;
  lookups: RouteLookups;
}

/** Parses one markdown page of a locale. */
export type PageParser = (planned: PlannedSource) => ParsedMarkdown;

/** A parse with the locale's prefix put into its links (the tree is copied only along the changed paths). */
function forLocale(markdown: ParsedMarkdown, prefix: string): ParsedMarkdown {
  const fill = (value: string) => withLocalePrefix(value, prefix);
  const visit = <T extends Root | RootContent>(node: T): T => {
    if (!('children' in node)) return node;
    let properties = 'properties' in node ? node.properties : undefined;
    if (properties) {
      for (const [name, value] of Object.entries(properties)) {
        if (typeof value === 'string' && value.includes(LOCALE)) properties = { ...properties, [name]: fill(value) };
      }
    }
    let children = node.children as RootContent[];
    for (const [index, child] of children.entries()) {
      const filled = visit(child);
      if (filled !== child) {
        if (children === node.children) children = [...children];
        children[index] = filled;
      }
    }
    return properties === ('properties' in node ? node.properties : undefined) && children === node.children ? node : { ...node, ...(properties ? { properties } : {}), children };
  };
  return { ...markdown, hast: visit(markdown.hast), links: markdown.links.map((link) => (link.href.includes(LOCALE) ? { ...link, href: fill(link.href) } : link)) };
}

/** Parses a page, its links resolved through `routesByPath` and written with the `LOCALE` placeholder. */
export function parsePage(input: PageParseInput, routesByPath: Pick<ReadonlyMap<string, string>, 'get'>, plugins?: MarkdownPlugins, root?: string, components?: ComponentBundle, sections?: SectionTrees): ParsedMarkdown {
  return parseMarkdown({
    ...(sections ? { sections } : {}),
    ...(root !== undefined ? { readFile: siteFileReader(root), linkOutside: (file: string) => linkOutsideSite(root, file) } : {}),
    ...(root !== undefined && components ? { siteComponents: componentHost(components, root) } : {}),
    ...(plugins ? { plugins } : {}),
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
  const markdown = parsePage(input, recording.routes);
  return JSON.stringify({ markdown, lookups: recording.lookups() } satisfies StoredParse, withoutPositions);
}

/** The fingerprint part of the keys of parses kept in memory: the code is the running process's. */
const IN_MEMORY = 'memory';

/** A parser for the pages of one locale. */
export function createPageParser(options: PageParserOptions): PageParser {
  // A page parsed ahead in a helper thread, with the same routes: the very entry this thread would store.
  const fromAhead = (key: string): { text: string; markdown: ParsedMarkdown; lookups: RouteLookups } | undefined => {
    const text = options.ahead?.take(key);
    if (text === undefined) return undefined;
    const stored = JSON.parse(text) as StoredParse;
    // Looked up again here, as this thread's parse would: watch mode's routes note each lookup for the page.
    for (const [path] of stored.lookups) options.routesByPath.get(path);
    return { text, markdown: stored.markdown, lookups: stored.lookups };
  };
  const fromDisk = (planned: PlannedSource, disk: NonNullable<PageParserOptions['disk']>): ParsedMarkdown => {
    const input = pageParseInput(options, planned);
    const key = storedParseKey(input, disk.fingerprint);
    const stored = disk.cache.get<StoredParse>(key);
    // Links to other pages resolved through the routes: the entry holds only while each lookup still gives what it gave.
    if (stored && lookupsHold(stored.lookups, options.routesByPath)) return stored.markdown;
    const ahead = fromAhead(key);
    if (ahead) {
      disk.cache.setText(key, ahead.text);
      return ahead.markdown;
    }
    const recording = recordingRoutes(options.routesByPath);
    const markdown = parsePage(input, recording.routes);
    disk.cache.set(key, { markdown, lookups: recording.lookups() } satisfies StoredParse, withoutPositions);
    return markdown;
  };
  const fromMemory = (input: PageParseInput, memory: NonNullable<PageParserOptions['memory']>): ParsedMarkdown => {
    const key = storedParseKey(input, IN_MEMORY);
    const stored = memory.get(key);
    // As from the disk cache; the lookups are made again, so watch mode's routes note them for this locale's page too.
    if (stored && lookupsHold(stored.lookups, options.routesByPath)) return stored.markdown;
    const ahead = options.ahead ? fromAhead(storedParseKey(input, AHEAD_ONLY)) : undefined;
    if (ahead) {
      memory.set(key, { markdown: ahead.markdown, lookups: ahead.lookups });
      return ahead.markdown;
    }
    const recording = recordingRoutes(options.routesByPath);
    const markdown = parsePage(input, recording.routes);
    memory.set(key, { markdown, lookups: recording.lookups() });
    return markdown;
  };
  const here = (planned: PlannedSource): ParsedMarkdown => {
    const input = pageParseInput(options, planned);
    if (options.sections) return parsePage(input, options.routesByPath, options.plugins, undefined, undefined, options.sections);
    if (options.memory && !options.plugins) return fromMemory(input, options.memory);
    return (options.ahead ? fromAhead(storedParseKey(input, AHEAD_ONLY))?.markdown : undefined) ?? parsePage(input, options.routesByPath, options.plugins);
  };
  const mdx = (planned: PlannedSource): ParsedMarkdown => parsePage(pageParseInput(options, planned), options.routesByPath, options.plugins, options.root, options.components);
  return (planned) =>
    forLocale(isMdxPage(planned.source.file) ? mdx(planned) : options.disk && !options.plugins && !options.sections ? fromDisk(planned, options.disk) : here(planned), options.localePrefix);
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

