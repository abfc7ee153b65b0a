import type { ReactNode } from 'react';
import { translate, type MarkdownMarkup } from '@laguna-docs/shared';
import { useContentT } from '../context.js';
import { en } from '../strings/en.js';

/**
 * Properties of the markdown stage's `code-block` element as rehype-react hands them over (hast arrays
 * arrive as space-separated strings). The stage has already done the work: `pre[tabindex=0] > code` with
 * one `span.line` per line where lines are marked or numbered (`data-highlighted`), tokens as `span.hljs-*`.
 */
export interface CodeBlockProps {
  language?: string;
  title?: string;
  /** The raw code; the copy button reads the lines from the page instead, so it is not repeated here. */
  code?: string;
  showLineNumbers?: boolean | string;
  highlightLines?: number[] | string;
  children?: ReactNode;
}

function isOn(value: CodeBlockProps['showLineNumbers']): boolean {
  return value === true || value === '' || value === 'true';
}

/**
 * A fenced code block: optional title bar, the highlighted `pre`, line numbers on request (CSS counters,
 * so they are never selected or copied) and a copy button. The button is part of the static content
 * HTML; the Layout's one delegated listener (`useCopyButtons`) makes it work. Pages get most code blocks
 * from `codeBlockMarkup` below, the same HTML without React: a change here goes there too (`markdown.test.tsx`
 * fails until it does).
 */
export function CodeBlock({ language, title, showLineNumbers, children }: CodeBlockProps) {
  const t = useContentT();
  return (
    <div className="code-block" data-language={language || undefined} data-line-numbers={isOn(showLineNumbers) ? '' : undefined}>
      {title ? <div className="code-block-title">{title}</div> : null}
      <div className="code-block-body">
        {children}
        {/* Its icon is drawn by the style sheet (`.copy-button::after`): an API page has dozens of code blocks. */}
        <button type="button" className="copy-button" data-copy="" aria-label={t('code.copy')} />
      </div>
    </div>
  );
}

/**
 * `CodeBlock` written without React (see `MarkdownMarkup`): a page of thousands of code blocks spent most
 * of its render in React. The properties come from the markdown stage; any of another type than it gives
 * leaves the block to the component.
 */
export const codeBlockMarkup: MarkdownMarkup = (props, children, { site, escape }) => {
  const { language, title, showLineNumbers } = props;
  if ((language !== undefined && typeof language !== 'string') || (title !== undefined && typeof title !== 'string') || (showLineNumbers !== undefined && typeof showLineNumbers !== 'boolean' && typeof showLineNumbers !== 'string')) return undefined;
  const label = translate(site.strings ?? en, site.locale.code, 'code.copy');
  return (
    `<div class="code-block"${language ? ` data-language="${escape(language)}"` : ''}${isOn(showLineNumbers) ? ' data-line-numbers=""' : ''}>` +
    (title ? `<div class="code-block-title">${escape(title)}</div>` : '') +
    `<div class="code-block-body">${children}<button type="button" class="copy-button" data-copy="" aria-label="${escape(label)}"></button></div></div>`
  );
};
