import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import rehypeRaw from 'rehype-raw';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import type { Diagnostic, LinkRecord } from '@laguna-docs/shared';
import { remarkTitle } from './plugins/remark-title.js';
import { remarkResolveLinks } from './plugins/remark-resolve-links.js';
import { rehypeHeadingIds } from './plugins/rehype-heading-ids.js';
import type { ParseMarkdownOptions, ParsedMarkdown } from './types.js';

interface PageFileData {
  title?: string;
  toc?: ParsedMarkdown['toc'];
  headingIds?: string[];
  links?: LinkRecord[];
}

/** Parses one page's markdown to hast plus its title, table of contents and diagnostics. */
export function parseMarkdown(options: ParseMarkdownOptions): ParsedMarkdown {
  const file = new VFile({ path: options.file, value: options.markdown });
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkTitle)
    .use(remarkResolveLinks, { resolve: options.resolveLink })
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeHeadingIds, { toc: options.toc ?? { minLevel: 2, maxLevel: 3 } });
  const mdast = processor.parse(file) as MdastRoot;
  const hast = processor.runSync(mdast, file) as HastRoot;
  const data = file.data as PageFileData;
  const offset = (options.lineOffset ?? 1) - 1;
  const diagnostics: Diagnostic[] = file.messages.map((message) => ({
    severity: message.fatal ? 'error' : 'warning',
    code: `markdown/${message.ruleId ?? 'problem'}`,
    message: message.reason,
    file: options.file,
    ...(message.line ? { line: message.line + offset } : {}),
    ...(message.column ? { column: message.column } : {}),
  }));
  return {
    hast,
    ...(data.title ? { title: data.title } : {}),
    toc: data.toc ?? [],
    headingIds: data.headingIds ?? [],
    // Positions in the tree count from the start of the body; shift them to file lines.
    links: (data.links ?? []).map((link) => (link.line === undefined ? link : { ...link, line: link.line + offset })),
    diagnostics,
  };
}
