import { apiTextLine } from '@laguna-docs/openapi/model';
import { flatString, lookupsHold, LOCALE, recordingRoutes, withLocalePrefix, withoutPositions, type ApiText, type Diagnostic, type LinkRecord, type RouteLookups, type TocEntry } from '@laguna-docs/shared';
import type { ContentTree, ParsedSpecText, SpecCode, SpecMarkdown } from './specMarkdown.js';
import { specLinkDiagnostic, type SpecLinkSettings, type SpecLinkTarget } from './specLinks.js';
import { escapeHtml } from '@laguna-docs/render';

/** One spec text or code block as the page shows it. */
export interface RenderedText {
  html: string;
  /** Links in the text, placed in the spec file (origin `spec`, with the pointer and line). */
  links: LinkRecord[];
  toc: TocEntry[];
  headingIds: string[];
}

/** A text or code block parsed once for every locale; the tree is dropped once every locale has its HTML. */
interface ParsedEntry {
  hast?: ContentTree;
  markdown: Omit<ParsedSpecText, 'hast'>;
  rendered: Set<string>;
}

/**
 * Markdown parsed for the API pages, shared by every locale and page of one build. Each text or code block
 * is parsed once: links get a marker where the locale prefix goes, which each locale's HTML fills in.
 * Rendered HTML is kept per locale, as the same schema texts and examples recur on many pages.
 */
export interface ApiRenderCache {
  parsed: Map<string, ParsedEntry>;
  html: Map<string, string>;
  /** Problems already reported, so a text shown on many pages is reported once. */
  reported: Set<string>;
  /** How many locales will render each entry; a tree is dropped after that many (never when unknown). */
  localeCount?: number;
  /** Parses and highlighted code kept on disk between builds, with the markdown stage's code fingerprint. */
  disk?: { cache: KeptResults; fingerprint: string };
}

/** Results kept between builds (the builder's disk cache), each under a key made from everything it is made from. */
export interface KeptResults {
  key(parts: ReadonlyArray<string | number | undefined>): string;
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown, replacer?: (key: string, value: unknown) => unknown): void;
}

/** A spec text's parse as the disk cache keeps it, with the route lookups its links made (see parsePages). */
interface StoredText {
  parsed: ParsedSpecText;
  lookups: RouteLookups;
  /** What the spec link resolver made of each link of the text (see `specLinks`), as JSON. */
  targets?: Array<[string, string]>;
}

/** An empty cache, one per build. */
export function createApiRenderCache(localeCount?: number): ApiRenderCache {
  return { parsed: new Map(), html: new Map(), reported: new Set(), ...(localeCount ? { localeCount } : {}) };
}

/** Code blocks up to this many characters are kept highlighted on disk (see `codes`). */
const DISK_CODE_LIMIT = 1500;
/** Starts the cache key of a code block, which no spec text can start with. */
const CODE = '\u0002code\0';

export interface ApiTextRendererOptions {
  cache: ApiRenderCache;
  /** The markdown reader of the spec's texts and code (see `SpecMarkdown`). */
  markdown: SpecMarkdown;
  basePath: string;
  localePrefix: string;
  /** Route of the reference (`/api`); relative links in the spec resolve as if from a page below it. */
  route: string;
  routesByPath: ReadonlyMap<string, string>;
  /** The spec file as messages name it. */
  specFile: string;
  /** Renders parsed markdown to HTML with the theme's components. */
  renderHast: (hast: ContentTree) => string;
  /**
   * Turns a tree into the smaller one `renderHast` renders the same (the render stage's ready markup for
   * what no theme component touches), before it is kept in memory or on disk; `key` names what it depends
   * on (the theme's components), for the disk cache.
   */
  prepare?: { hast: (hast: ContentTree) => ContentTree; key: string };
  diagnostics: Diagnostic[];
  /** Whether `$…$` is math; `false` (the default) reads `$` as a dollar sign, as CommonMark does. */
  math?: boolean;
  /** `strip`: an event handler attribute in a text's HTML is a warning, once per attribute, not an error. */
  html?: 'error' | 'strip';
  /** Rewrites the spec's own link targets (Redoc anchors, `linkBase`) first; see `createSpecLinkResolver`. */
  specLinks?: { resolve: (url: string) => SpecLinkTarget; settings: SpecLinkSettings };
}

// One line of ordinary prose renders to `<p>` around the escaped text; skipping the markdown parser for
// those keeps a reference with thousands of short descriptions fast.
const PLAIN = /^[^`*_[\]<>&\\!#|~@\n\r]*$/;
const NOT_PLAIN = /^(\d+[.)](\s|$)|[-+=](\s|$)|-{3,}\s*$)|:\/\/|www\./;

/** Renders spec texts and code for one locale, reusing the cache. */
export function createApiTextRenderer(options: ApiTextRendererOptions) {
  const { cache, localePrefix, markdown: reader } = options;
  const fromRoute = `${options.route}/introduction`;
  const withPrefix = (value: string) => withLocalePrefix(value, localePrefix);
  const prepared = (hast: ContentTree) => (options.prepare ? options.prepare.hast(hast) : hast);
  const preparation = options.prepare?.key ?? '';
  const math = options.math ?? false;
  // What the spec link resolver made of each target, and the broken ones by the message the parser reports.
  const targets = new Map<string, SpecLinkTarget>();
  const brokenByMessage = new Map<string, { message: string; hint: string }>();
  const specTarget = (url: string): SpecLinkTarget => {
    let target = targets.get(url);
    if (!target) {
      target = options.specLinks ? options.specLinks.resolve(url) : { url };
      targets.set(url, target);
      if ('broken' in target) brokenByMessage.set(target.message, target);
    }
    return target;
  };
  const resolveThrough = (routesByPath: Pick<ReadonlyMap<string, string>, 'get'>, seen?: Set<string>) => (url: string) => {
    seen?.add(url);
    const target = specTarget(url);
    return 'broken' in target ? { broken: true as const, message: target.message } : reader.resolveLink(target.url, { basePath: options.basePath, localePrefix: LOCALE, fromPath: '', fromRoute, routesByPath });
  };
  const resolve = resolveThrough(options.routesByPath);
  const parseText = (source: string): ParsedSpecText => {
    const disk = cache.disk;
    if (!disk) return withPrepared(reader.parse({ markdown: source, file: options.specFile, math, resolveLink: resolve }));
    const key = disk.cache.key(['api-text', disk.fingerprint, preparation, String(math), options.specFile, options.basePath, options.route, source]);
    const stored = disk.cache.get<StoredText>(key);
    const sameTargets = (stored?.targets ?? []).every(([url, target]) => JSON.stringify(specTarget(url)) === target);
    if (stored && sameTargets && lookupsHold(stored.lookups, options.routesByPath)) return stored.parsed;
    const recording = recordingRoutes(options.routesByPath);
    const urls = new Set<string>();
    const parsed = withPrepared(reader.parse({ markdown: source, file: options.specFile, math, resolveLink: resolveThrough(recording.routes, urls) }));
    const record: StoredText = { parsed, lookups: recording.lookups(), targets: [...urls].map((url) => [url, JSON.stringify(specTarget(url))]) };
    disk.cache.set(key, record, withoutPositions);
    return parsed;
  };
  const withPrepared = (parsed: ParsedSpecText): ParsedSpecText => (options.prepare ? { ...parsed, hast: prepared(parsed.hast) } : parsed);
  const parse = (source: string): ParsedEntry => {
    let entry = cache.parsed.get(source);
    if (!entry) {
      const { hast, ...markdown } = parseText(source);
      entry = { hast, markdown, rendered: new Set() };
      cache.parsed.set(source, entry);
    }
    return entry;
  };
  const htmlOf = (source: string, entry: ParsedEntry, remake = () => prepared(reader.parse({ markdown: source, file: options.specFile, math, resolveLink: resolve }).hast)): string => {
    const key = `${localePrefix}\0${source}`;
    let html = cache.html.get(key);
    if (html === undefined) {
      // A tree already dropped means every locale rendered it; make it again rather than fail.
      const hast = entry.hast ?? remake();
      html = flatString(withPrefix(options.renderHast(hast)));
      if (source.startsWith(CODE)) html = unescapeQuotesInText(html);
      cache.html.set(key, html);
      entry.rendered.add(localePrefix);
      if (cache.localeCount !== undefined && entry.rendered.size >= cache.localeCount) delete entry.hast;
    }
    return html;
  };

  return {
    /** A spec text: links resolved for this locale and recorded at their line in the spec. */
    text(text: ApiText): RenderedText {
      const markdown = text.markdown.trim();
      if (markdown !== '' && PLAIN.test(markdown) && !NOT_PLAIN.test(markdown) && !(math && markdown.includes('$'))) return { html: `<p>${escapeHtml(markdown)}</p>`, links: [], toc: [], headingIds: [] };
      // A leading `# heading` would be taken as a page title; keep it in the text.
      const prefix = /^#\s/.test(markdown) ? '<!-- -->\n\n' : '';
      const source = `${prefix}${text.markdown}`;
      const entry = parse(source);
      // A place in the parsed source as a line of the spec file (folded scalars join lines; see `ApiText.lines`).
      let starts: number[] | undefined;
      const lineOf = (line: number | undefined, column: number | undefined): number | undefined => {
        if (line === undefined || text.line === undefined) return undefined;
        starts ??= lineStarts(source);
        return apiTextLine(text, Math.max(0, (starts[line - 1] ?? 0) + (column ?? 1) - 1 - prefix.length));
      };
      for (const diagnostic of entry.markdown.diagnostics) {
        // With `strip`, whatever the HTML policy leaves out of the page (event handlers in any letter case, script
        // URLs, `srcdoc`, `<script>` and other elements) is a warning: an event handler by its name, the rest as the policy names it.
        const stripping = options.html === 'strip' && diagnostic.code === 'markdown/forbidden-html';
        const handler = stripping ? (/^event handler attribute "([^"]+)"/.exec(diagnostic.message)?.[1] ?? diagnostic.message.replace(/ is not allowed in markdown$/, '')) : undefined;
        const id = handler !== undefined ? `\0strip\0${handler}` : `${text.pointer}\0${diagnostic.message}`;
        if (cache.reported.has(id)) continue;
        cache.reported.add(id);
        if (handler !== undefined) {
          // One warning per attribute, at its first place: a vendor's HTML repeats the same handler everywhere.
          options.diagnostics.push({
            severity: 'warning',
            code: 'openapi/stripped-html',
            message: `${text.source?.pointer ?? text.pointer}: ${handler.startsWith('on') ? `event handler attribute "${handler}"` : handler} stripped from the spec's HTML, here and wherever else it is written`,
            hint: handler.startsWith('on') ? "openapi.html: 'strip' leaves such attributes out; the published pages never run them" : "openapi.html: 'strip' leaves it out; the published pages never show it",
            file: text.source?.file ?? options.specFile,
            ...withLine(lineOf(diagnostic.line, diagnostic.column)),
          });
          continue;
        }
        // A target the spec link resolver found broken: reported as the build reported it before rendering.
        const broken = options.specLinks && diagnostic.code === 'markdown/broken-file-link' ? brokenByMessage.get(diagnostic.message) : undefined;
        if (broken) {
          options.diagnostics.push(specLinkDiagnostic(broken, text, options.specFile, lineOf(diagnostic.line, diagnostic.column), options.specLinks!.settings));
          continue;
        }
        options.diagnostics.push({ ...diagnostic, message: `${text.source?.pointer ?? text.pointer}: ${withPrefix(diagnostic.message)}`, file: text.source?.file ?? options.specFile, ...withLine(lineOf(diagnostic.line, diagnostic.column)) });
      }
      const links = entry.markdown.links.map(({ column, ...link }): LinkRecord => ({
        ...link,
        href: withPrefix(link.href),
        origin: 'spec',
        // Where the text is written: the spec file, or another file its $refs name.
        file: text.source?.file ?? options.specFile,
        pointer: text.source?.pointer ?? text.pointer,
        ...withLine(lineOf(link.line, column)),
      }));
      return { html: htmlOf(source, entry), links, toc: entry.markdown.toc, headingIds: entry.markdown.headingIds };
    },
    /** A highlighted code block with the theme's markup (copy button included); `title` is shown in its bar. */
    code(language: string, code: string, title?: string): string {
      return this.codes([{ language, code, ...(title ? { title } : {}) }])[0]!;
    },
    /**
     * Several code blocks (a page's examples and samples). Each is highlighted straight into the element a
     * fence would make, without the markdown parser, whose fixed cost per call is most of the work for a
     * short block; each block is still rendered with the theme's components, once per locale.
     */
    codes(blocks: readonly SpecCode[]): string[] {
      return blocks.map(({ language, code, title, parts }) => {
        const key = `${CODE}${language}\0${title ?? ''}\0${code}`;
        const tree = (): ContentTree => {
          // Short blocks are kept on disk: highlighting a few lines costs little but a grammar's first use.
          // A highlighted tree is many times the size of its code, so for long ones writing and reading it
          // back would cost more than highlighting again.
          const disk = code.length <= DISK_CODE_LIMIT ? cache.disk : undefined;
          const key = disk ? disk.cache.key(['api-code', disk.fingerprint, preparation, language, title, code]) : '';
          const stored = disk?.cache.get<ContentTree>(key);
          if (stored) return stored;
          const made = prepared({ type: 'root', children: [reader.highlight({ language, code, ...(title ? { title } : {}), ...(parts ? { parts } : {}) })] });
          disk?.cache.set(key, made);
          return made;
        };
        let entry = cache.parsed.get(key);
        if (!entry) {
          entry = { hast: tree(), markdown: { toc: [], headingIds: [], links: [], diagnostics: [] }, rendered: new Set() };
          cache.parsed.set(key, entry);
        }
        return htmlOf(key, entry, tree);
      });
    },
  };
}

/** The renderer `createApiTextRenderer` returns. */
export type ApiTextRenderer = ReturnType<typeof createApiTextRenderer>;

/** A page's spec texts as the page data and the build need them (see `renderSpecTexts`). */
export interface RenderedSpecTexts {
  /** HTML of each text, by its pointer. */
  html: Record<string, string>;
  links: LinkRecord[];
  headingIds: string[];
  /** The table of contents of the text `tocOf`, a list of its own. */
  toc: TocEntry[];
}

/** Renders a page's spec texts, each pointer once, and gathers their links and heading ids. */
export function renderSpecTexts(render: ApiTextRenderer, texts: readonly ApiText[], tocOf?: ApiText): RenderedSpecTexts {
  const out: RenderedSpecTexts = { html: {}, links: [], headingIds: [], toc: [] };
  for (const text of texts) {
    if (text.pointer in out.html) continue;
    const rendered = render.text(text);
    out.html[text.pointer] = rendered.html;
    out.links.push(...rendered.links);
    out.headingIds.push(...rendered.headingIds);
    if (text === tocOf) out.toc = [...rendered.toc];
  }
  return out;
}

/** Offsets at which each line of a text starts. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  return starts;
}

function withLine(line: number | undefined): { line?: number } {
  return line !== undefined ? { line } : {};
}

/**
 * Markup with the quotes in its text left as they are: React writes `"` and `'` in text as `&quot;` and
 * `&#x27;`, which HTML needs in attribute values only. JSON and code are full of quotes, and a large
 * reference shows thousands of code blocks (a tenth of their bytes were these escapes).
 */
export function unescapeQuotesInText(html: string): string {
  return html.replace(/(<[^>]*>)|&quot;|&#x27;/g, (match, tag: string | undefined) => tag ?? (match === '&quot;' ? '"' : "'"));
}
