import type { Root as MdastRoot } from 'mdast';
import { VFile } from 'vfile';
import type { Diagnostic } from '@laguna-docs/shared';
import { processorFor, type MarkdownProcessor } from './createProcessor.js';
import { rewriteTitledAdmonitions } from './directives/titledAdmonitions.js';
import { parseSparingEmailLiterals } from './gfm/remark-without-email-literals.js';
import { pageData } from './pageData.js';
import type { ParseMarkdownOptions, ParsedMarkdown } from './types.js';

/** Parses one page's markdown to hast plus its title, table of contents, ids, links and diagnostics. */
export function parseMarkdown(options: ParseMarkdownOptions): ParsedMarkdown {
  const processor = processorFor(options);
  const { file, mdast } = parseSource(processor, options);
  const hast = processor.runSync(mdast, file);
  const data = pageData(file);
  const offset = (options.lineOffset ?? 1) - 1;
  return {
    hast,
    ...(data.title ? { title: data.title } : {}),
    toc: data.toc ?? [],
    headingIds: data.headingIds ?? [],
    // Positions in the tree count from the start of the body; shift them to file lines.
    links: (data.links ?? []).map((link) => (link.line === undefined ? link : { ...link, line: link.line + offset })),
    ...(data.features ? { features: data.features } : {}),
    diagnostics: file.messages.map(toDiagnostic(options.file, offset)).sort(byPosition),
  };
}

/** A vfile message as a diagnostic, its line counted from the top of the source file. */
function toDiagnostic(path: string, offset: number) {
  return (message: VFile['messages'][number]): Diagnostic => ({
    severity: message.fatal ? 'error' : 'warning',
    code: `markdown/${message.ruleId ?? 'problem'}`,
    message: message.reason,
    ...(message.note ? { hint: message.note } : {}),
    file: path,
    ...(message.line ? { line: message.line + offset } : {}),
    ...(message.column ? { column: message.column } : {}),
  });
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
    Object.assign(pageData(file), {
      lineOffset: (options.lineOffset ?? 1) - 1,
      ...(options.resolveLink ? { resolveLink: options.resolveLink } : {}),
      ...(options.toc ? { tocLevels: options.toc } : {}),
    });
    // Parsed without GFM's email literals where that makes the same tree, which is much faster.
    const mdast = parseSparingEmailLiterals(processor, processorFor(options, { emailLiterals: false }), file);
    const rewritten = pass < 3 ? rewriteTitledAdmonitions(mdast, text) : undefined;
    if (rewritten === undefined || rewritten === text) return { file, mdast };
    text = rewritten;
  }
}

