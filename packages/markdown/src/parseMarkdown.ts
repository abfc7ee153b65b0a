import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { VFile } from 'vfile';
import type { Diagnostic } from '@laguna-docs/shared';
import { processorFor, type MarkdownProcessor } from './createProcessor.js';
import { isContainerName, rewriteTitledAdmonitions } from './directives/titledAdmonitions.js';
import { parseSparingEmailLiterals } from './gfm/remark-without-email-literals.js';
import { mayHoldTable } from './gfm/remark-without-tables.js';
import { checkSource } from './limits/checkSource.js';
import { checkTree } from './limits/checkTree.js';
import { LimitError } from './limits/limits.js';
import { fastParse } from './fast/fastParse.js';
import { fillTocInline } from './mdx/docusaurusBuiltins.js';
import { parseMdx } from './mdx/parseMdx.js';
import { pageData } from './pageData.js';
import { messageDiagnostic } from './report.js';
import { parseInSections } from './sections/parseInSections.js';
import type { ParseMarkdownOptions, ParsedMarkdown } from './types.js';

/** Parses one page's markdown to hast plus its title, table of contents, ids, links and diagnostics. */
export function parseMarkdown(options: ParseMarkdownOptions): ParsedMarkdown {
  if (options.mdx ?? /\.mdx$/i.test(options.file)) return parsedMdx(options);
  const processor = processorFor(options, { math: options.math ?? true });
  const offset = (options.lineOffset ?? 1) - 1;
  let parsed: ReturnType<typeof parseSource>;
  try {
    // Pages past the limits of MARKDOWN_LIMITS are an error before they can stall or crash the build.
    checkSource(options.markdown);
    parsed = parseSource(processor, options);
    const kinds = checkTree(parsed.mdast);
    // The site's own remark plugins run before the passes over the hast and may add nodes of any kind.
    if (!options.plugins?.remarkPlugins.length) pageData(parsed.file).nodeKinds = kinds;
  } catch (error) {
    if (!(error instanceof LimitError)) throw error;
    const diagnostic: Diagnostic = { severity: 'error', code: 'markdown/too-complex', message: error.message, hint: error.hint, file: options.file, line: error.line + offset };
    return { hast: { type: 'root', children: [] }, toc: [], headingIds: [], links: [], diagnostics: [diagnostic] };
  }
  const { file, mdast } = parsed;
  return parsedResult(options, processor.runSync(mdast, file), file, []);
}

/** An `.mdx` page (see `parseMdx`), with the same results as a markdown page. */
function parsedMdx(options: ParseMarkdownOptions): ParsedMarkdown {
  const { hast, file, diagnostics } = parseMdx(options, (file) => prepareFile(file, options));
  const result = parsedResult(options, hast, file, diagnostics);
  fillTocInline(result.hast, result.toc);
  return result;
}

/** What the plugins found in the file's data, as the parse's result; `problems` are already counted in file lines. */
function parsedResult(options: ParseMarkdownOptions, hast: HastRoot, file: VFile, problems: Diagnostic[]): ParsedMarkdown {
  const offset = (options.lineOffset ?? 1) - 1;
  const data = pageData(file);
  const links = data.links ?? [];
  // Positions in the tree count from the start of the body; shift them to file lines. The records are this
  // parse's own, made by its passes: shifted where they are rather than copied (a large page links thousands of times).
  if (offset !== 0) for (const link of links) if (link.line !== undefined) link.line += offset;
  return {
    hast,
    ...(data.title ? { title: data.title } : {}),
    toc: data.toc ?? [],
    headingIds: data.headingIds ?? [],
    links,
    ...(data.features ? { features: data.features } : {}),
    ...(data.head ? { head: data.head } : {}),
    diagnostics: capped([...file.messages.map(messageDiagnostic(options.file, offset)), ...problems].sort(byPosition), options.file),
  };
}

/** At most this many problems are listed per page, each message at most this long: a hostile page gets a short report. */
const MAX_DIAGNOSTICS = 100;
const MAX_MESSAGE = 500;

/** The first `MAX_DIAGNOSTICS` problems, then one line saying how many more there are (an error if any of them is). */
function capped(diagnostics: Diagnostic[], file: string): Diagnostic[] {
  const shortened = diagnostics.map((diagnostic) =>
    diagnostic.message.length > MAX_MESSAGE ? { ...diagnostic, message: `${diagnostic.message.slice(0, MAX_MESSAGE)}…` } : diagnostic,
  );
  if (shortened.length <= MAX_DIAGNOSTICS) return shortened;
  const rest = shortened.slice(MAX_DIAGNOSTICS);
  const severity = rest.some((diagnostic) => diagnostic.severity === 'error') ? 'error' : 'warning';
  return [
    ...shortened.slice(0, MAX_DIAGNOSTICS),
    { severity, code: 'markdown/more-problems', message: `and ${rest.length} more problems in this file`, hint: 'fix the ones above and build again to see the rest', file },
  ];
}

/** Plugins report in the order they run; authors read top to bottom. */
function byPosition(a: Diagnostic, b: Diagnostic): number {
  return (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}

/**
 * Parses the text; when it uses the `:::note Custom title` form, which remark-directive does not know,
 * rewrites those lines to `:::note[Custom title]` and parses again (rarely more than once).
 */
function parseSource(processor: MarkdownProcessor, options: ParseMarkdownOptions): { file: VFile; mdast: MdastRoot } {
  let text = options.markdown;
  for (let pass = 0; ; pass++) {
    const file = new VFile({ path: options.file, value: text });
    prepareFile(file, options);
    // Parsed without GFM's email literals where that makes the same tree, which is much faster, and
    // without its tables where the text cannot hold one.
    const lean = (text: string) => processorFor(options, { emailLiterals: false, tables: mayHoldTable(text), math: options.math ?? true });
    // The site's own remark plugins may change how text is read: then micromark reads all of it.
    const fast = options.plugins?.remarkPlugins.length ? undefined : fastParse;
    const micromark = (section: string, linesBefore: number) => parseSection(processor, lean(section), section, linesBefore);
    // A page the fast path does not take whole may still be mostly made of sections it takes.
    const mdast =
      (options.sections || text.length >= SECTIONED_LENGTH
        ? parseInSections(text, micromark, options.sections, fast)
        : (fast?.(text) ?? (fast && parseInSections(text, micromark, undefined, fast)))) ?? parseSparingEmailLiterals(processor, lean(text), file);
    const rewritten = pass < 3 ? rewriteTitledAdmonitions(mdast, text, isContainerName(options.admonitions)) : undefined;
    if (rewritten === undefined || rewritten === text) return { file, mdast };
    text = rewritten;
  }
}

/**
 * A page at least this long is parsed a section at a time (see `parseInSections`), which makes the same
 * tree: parsed whole, the tokens of the whole page are alive at once, and moving them from the young
 * generation to the old was a third of the CPU of a 1 MB page.
 */
const SECTIONED_LENGTH = 100_000;

/** One section's tree; a limit it passes is reported at its line in the page. */
function parseSection(processor: MarkdownProcessor, lean: MarkdownProcessor, section: string, linesBefore: number): MdastRoot {
  try {
    return parseSparingEmailLiterals(processor, lean, section);
  } catch (error) {
    if (error instanceof LimitError) throw new LimitError(error.message, error.line + linesBefore, error.hint);
    throw error;
  }
}

/** The page's settings in the file's data, where the plugins read them. */
function prepareFile(file: VFile, options: ParseMarkdownOptions): void {
    Object.assign(pageData(file), {
      lineOffset: (options.lineOffset ?? 1) - 1,
      ...(options.resolveLink ? { resolveLink: options.resolveLink } : {}),
      ...(options.toc ? { tocLevels: options.toc } : {}),
      ...(options.admonitions?.length ? { admonitions: options.admonitions } : {}),
      ...(options.embeds?.length ? { embeds: options.embeds } : {}),
    });
}

