import { parseMarkdown, resolveLink, type ParsedMarkdown } from '@laguna-docs/markdown';
import type { ApiText, Diagnostic, LinkRecord, TocEntry } from '@laguna-docs/shared';

/** One spec text or code block as the page shows it. */
export interface RenderedText {
  html: string;
  /** Links in the text, placed in the spec file (origin `spec`, with the pointer and line). */
  links: LinkRecord[];
  toc: TocEntry[];
  headingIds: string[];
}

/**
 * Markdown parsed for the API pages, shared by every locale and page of one build. Code blocks parse the
 * same in every locale; texts are keyed by locale prefix because their links carry it.
 */
export interface ApiRenderCache {
  parsed: Map<string, ParsedMarkdown>;
  html: Map<string, string>;
  /** Problems already reported, so a text shown on many pages is reported once. */
  reported: Set<string>;
}

/** An empty cache, one per build. */
export function createApiRenderCache(): ApiRenderCache {
  return { parsed: new Map(), html: new Map(), reported: new Set() };
}

export interface ApiTextRendererOptions {
  cache: ApiRenderCache;
  basePath: string;
  localePrefix: string;
  /** Route of the reference (`/api`); relative links in the spec resolve as if from a page below it. */
  route: string;
  routesByPath: ReadonlyMap<string, string>;
  /** The spec file as messages name it. */
  specFile: string;
  /** Renders parsed markdown to HTML with the theme's components. */
  renderHast: (hast: ParsedMarkdown['hast']) => string;
  diagnostics: Diagnostic[];
}

// One line of ordinary prose renders to `<p>` around the escaped text; skipping the markdown parser for
// those keeps a reference with thousands of short descriptions fast.
const PLAIN = /^[^`*_[\]<>&\\!#|~@\n\r]*$/;
const NOT_PLAIN = /^(\d+[.)](\s|$)|[-+=](\s|$)|-{3,}\s*$)|:\/\/|www\./;

/** Renders spec texts and code for one locale, reusing the cache. */
export function createApiTextRenderer(options: ApiTextRendererOptions) {
  const { cache } = options;
  const fromRoute = `${options.route}/introduction`;
  const parse = (markdown: string, key: string, withLinks: boolean): ParsedMarkdown => {
    let parsed = cache.parsed.get(key);
    if (!parsed) {
      parsed = parseMarkdown({
        markdown,
        file: options.specFile,
        ...(withLinks
          ? { resolveLink: (url: string) => resolveLink(url, { basePath: options.basePath, localePrefix: options.localePrefix, fromPath: '', fromRoute, routesByPath: options.routesByPath }) }
          : {}),
      });
      cache.parsed.set(key, parsed);
    }
    return parsed;
  };
  const htmlOf = (key: string, parsed: ParsedMarkdown): string => {
    let html = cache.html.get(key);
    if (html === undefined) {
      html = options.renderHast(parsed.hast);
      cache.html.set(key, html);
    }
    return html;
  };

  return {
    /** A spec text: links resolved for this locale and recorded at their line in the spec. */
    text(text: ApiText): RenderedText {
      const markdown = text.markdown.trim();
      if (markdown !== '' && PLAIN.test(markdown) && !NOT_PLAIN.test(markdown)) return { html: `<p>${escapeHtml(markdown)}</p>`, links: [], toc: [], headingIds: [] };
      // A leading `# heading` would be taken as a page title; keep it in the text.
      const source = /^#\s/.test(markdown) ? `<!-- -->\n\n${text.markdown}` : text.markdown;
      const key = `${options.localePrefix}\0${source}`;
      const parsed = parse(source, key, true);
      const shift = (text.line ?? 1) - 1;
      for (const diagnostic of parsed.diagnostics) {
        const id = `${text.pointer}\0${diagnostic.message}`;
        if (cache.reported.has(id)) continue;
        cache.reported.add(id);
        options.diagnostics.push({ ...diagnostic, message: `${text.pointer}: ${diagnostic.message}`, ...(diagnostic.line !== undefined && text.line !== undefined ? { line: diagnostic.line + shift } : {}) });
      }
      const links = parsed.links.map(({ column: _column, ...link }): LinkRecord => ({
        ...link,
        origin: 'spec',
        file: options.specFile,
        pointer: text.pointer,
        ...(link.line !== undefined && text.line !== undefined ? { line: link.line + shift } : {}),
      }));
      return { html: htmlOf(key, parsed), links, toc: parsed.toc, headingIds: parsed.headingIds };
    },
    /** A highlighted code block with the theme's markup (copy button included); `title` is shown in its bar. */
    code(language: string, code: string, title?: string): string {
      const fence = '`'.repeat(Math.max(3, ...[...code.matchAll(/`+/g)].map((match) => match[0].length + 1)));
      const meta = title ? ` title="${title.replace(/"/g, "'")}"` : '';
      const source = `${fence}${language}${meta}\n${code}\n${fence}`;
      const parsed = parse(source, `code\0${source}`, false);
      return htmlOf(`${options.localePrefix}\0code\0${source}`, parsed);
    },
  };
}

/** The renderer `createApiTextRenderer` returns. */
export type ApiTextRenderer = ReturnType<typeof createApiTextRenderer>;

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
