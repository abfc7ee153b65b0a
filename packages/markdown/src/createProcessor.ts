import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import { unified, type PluggableList, type Processor } from 'unified';
import { ENGLISH_UI_STRINGS, interpolate } from '@laguna-docs/shared';
import { rehypeCodeBlocks } from './code/rehype-code-blocks.js';
import { remarkAutolinkLiteralBlocks } from './gfm/remark-autolink-literal-blocks.js';
import { remarkWithoutEmailLiterals } from './gfm/remark-without-email-literals.js';
import { remarkWithoutTables } from './gfm/remark-without-tables.js';
import { rehypeTaskLists } from './gfm/rehype-task-lists.js';
import { codeHandler } from './code/codeHandler.js';
import { remarkAdmonitions } from './directives/remark-admonitions.js';
import { rehypeTabSets } from './tabs/rehype-tab-sets.js';
import { remarkTabs } from './tabs/remark-tabs.js';
import { rehypeHeadingIds } from './headings/rehype-heading-ids.js';
import { remarkTitle } from './headings/remark-title.js';
import { rehypeHeadBlock } from './head/rehype-head-block.js';
import { rehypePageHead } from './head/rehype-page-head.js';
import { rehypeHtmlPolicy } from './html/rehype-html-policy.js';
import { rehypeRawHtml } from './html/rehype-raw-html.js';
import { remarkLinearAttention } from './limits/linearAttention.js';
import { remarkInlineLimit } from './limits/remark-inline-limit.js';
import { rehypeLinks } from './links/rehype-links.js';
import { rehypeMath } from './math/rehype-math.js';
import { remarkDollarText } from './math/remark-dollar-text.js';
import { processorMemo } from './processorMemo.js';
import { remarkToHast } from './toHast.js';
import type { MarkdownLabels, MarkdownPlugins } from './types.js';

/** The frozen pipeline: markdown text → mdast (`parse`) → hast (`runSync`). */
export type MarkdownProcessor = Processor<MdastRoot, MdastRoot, HastRoot, undefined, undefined>;

/** The labels a page gets when its options name none: the English UI strings'. */
export const DEFAULT_LABELS: Required<MarkdownLabels> = {
  footnoteLabel: ENGLISH_UI_STRINGS['footnotes.label'],
  footnoteBackLabel: ENGLISH_UI_STRINGS['footnotes.backLabel'],
};

/**
 * Builds the pipeline once, frozen. Only what must be fixed when plugins are attached (the footnote
 * labels) is an option here; everything that differs per page travels in `file.data` (see `pageData`).
 * `emailLiterals: false` gives the parser that leaves GFM's email literals out (see `parseMarkdown`),
 * `tables: false` the one without GFM's tables, for texts that cannot hold one;
 * `math: false` the one that reads `$` as a dollar sign, for CommonMark texts such as API descriptions.
 */
export function createProcessor(labels: MarkdownLabels = {}, { emailLiterals = true, tables = true, math = true }: ProcessorVariant = {}, plugins: MarkdownPlugins = NO_PLUGINS): MarkdownProcessor {
  const { footnoteLabel, footnoteBackLabel } = { ...DEFAULT_LABELS, ...labels };
  // The site's plugins are the config's to type; unified checks each as it attaches it.
  const remarkPlugins = plugins.remarkPlugins as PluggableList;
  const rehypePlugins = plugins.rehypePlugins as PluggableList;
  return unified()
    .use(remarkParse)
    .use(remarkLinearAttention)
    .use(remarkInlineLimit)
    .use(remarkGfm)
    .use(remarkAutolinkLiteralBlocks)
    .use(emailLiterals ? [] : [remarkWithoutEmailLiterals])
    .use(tables ? [] : [remarkWithoutTables])
    .use(remarkDirective)
    .use(math ? [remarkMath, remarkDollarText] : [])
    .use(remarkTitle)
    .use(remarkTabs)
    .use(remarkAdmonitions)
    .use(remarkPlugins)
    .use(remarkToHast, {
      allowDangerousHtml: true,
      handlers: { code: codeHandler },
      footnoteLabel,
      footnoteBackLabel: (reference: number, rereference: number) =>
        interpolate(footnoteBackLabel, { number: `${reference + 1}${rereference > 1 ? `-${rereference}` : ''}` }),
    })
    // Before the raw HTML is parsed: a parser drops the `<head>` tag of a block in the body.
    .use(rehypeHeadBlock)
    .use(rehypeRawHtml)
    .use(PAGE_HAST_PASSES)
    // The site's own, after everything built in.
    .use(rehypePlugins)
    .freeze();
}

/**
 * The passes over a page's HTML tree once its raw HTML is parsed, shared with `.mdx` pages (whose tree
 * comes from running their JSX), so a pass added here applies to both.
 */
export const PAGE_HAST_PASSES: PluggableList = [
  // The page's own `<head>` out of its content, before the policy would refuse its <meta> and <link>.
  rehypePageHead,
  rehypeHtmlPolicy,
  // Tab sets of directives and code groups get MDX's <Tabs> markup, and pages with tabs say so.
  rehypeTabSets,
  rehypeLinks,
  rehypeHeadingIds,
  rehypeTaskLists,
  // After the raw-HTML policy, which is for what authors write: KaTeX's markup has inline styles.
  rehypeMath,
  // Last: highlighting multiplies the elements, and no pass before it needs to walk the tokens.
  rehypeCodeBlocks,
];

/** Which of the built parsers: with GFM's email literals (default) or not; with GFM's tables (default) or not; with `$…$` math (default) or not. */
export interface ProcessorVariant {
  emailLiterals?: boolean;
  tables?: boolean;
  math?: boolean;
}

const NO_PLUGINS: MarkdownPlugins = { remarkPlugins: [], rehypePlugins: [] };

/** Processors by the plugins they were built with (a site's config gives one object per load), then by labels. */
const processors = processorMemo<MarkdownProcessor>();

/**
 * The processor for a set of labels, built on first use and reused for every later page: one per locale
 * in practice. Building one costs more than parsing a typical page.
 */
export function processorFor(labels: MarkdownLabels & { plugins?: MarkdownPlugins } = {}, variant: ProcessorVariant = {}): MarkdownProcessor {
  const emailLiterals = variant.emailLiterals ?? true;
  const tables = variant.tables ?? true;
  const math = variant.math ?? true;
  const plugins = labels.plugins ?? NO_PLUGINS;
  const key = `${labels.footnoteLabel ?? ''}\u0000${labels.footnoteBackLabel ?? ''}\u0000${emailLiterals}\u0000${tables}\u0000${math}`;
  return processors(plugins, key, () => createProcessor(labels, { emailLiterals, tables, math }, plugins));
}
