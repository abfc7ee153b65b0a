import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useContentT } from '../context.js';

/**
 * Properties of the markdown stage's `code-block` element as rehype-react hands them over: hast arrays
 * arrive joined into a space-separated string and booleans may arrive as strings, so both forms are read.
 */
export interface CodeBlockProps {
  language?: string;
  title?: string;
  code?: string;
  showLineNumbers?: boolean | string;
  highlightLines?: number[] | string;
  children?: ReactNode;
}

/** `[2, 3]`, `"2 3"` or `"2,3"` → the set {2, 3}. */
export function lineSet(value: CodeBlockProps['highlightLines']): Set<number> {
  const list = Array.isArray(value) ? value : String(value ?? '').split(/[\s,]+/);
  return new Set(list.map(Number).filter((n) => Number.isInteger(n) && n > 0));
}

function isOn(value: CodeBlockProps['showLineNumbers']): boolean {
  return value === true || value === '' || value === 'true';
}

/** Adds `highlighted` to the `span.line` elements whose 1-based position is in `lines`, at any depth. */
function markLines(node: ReactNode, lines: Set<number>, counter: { line: number }): ReactNode {
  return Children.map(node, (child) => {
    if (!isValidElement(child)) return child;
    const element = child as ReactElement<{ className?: string; children?: ReactNode }>;
    const classes = (element.props.className ?? '').split(/\s+/);
    if (classes.includes('line')) {
      counter.line += 1;
      return lines.has(counter.line) && !classes.includes('highlighted') ? cloneElement(element, { className: `${element.props.className} highlighted` }) : element;
    }
    return element.props.children === undefined ? element : cloneElement(element, undefined, markLines(element.props.children, lines, counter));
  });
}

/**
 * A fenced code block: optional title bar, the highlighted `pre`, line numbers on request (CSS counters,
 * so they are never copied) and a copy button. The button is part of the static content HTML; the
 * Layout's one delegated listener (`useCopyButtons`) makes it work.
 */
export function CodeBlock({ language, title, showLineNumbers, highlightLines, children }: CodeBlockProps) {
  const t = useContentT();
  const lines = lineSet(highlightLines);
  const marked = lines.size > 0 ? markLines(children, lines, { line: 0 }) : children;
  // The `pre` scrolls sideways; taking focus lets keyboard users scroll it.
  const body = Children.map(marked, (child) => (isValidElement(child) && child.type === 'pre' ? cloneElement(child as ReactElement<{ tabIndex?: number }>, { tabIndex: 0 }) : child));
  return (
    <div className="code-block" data-language={language || undefined} data-line-numbers={isOn(showLineNumbers) ? '' : undefined}>
      {title ? <div className="code-block-title">{title}</div> : null}
      <div className="code-block-body">
        {body}
        <button type="button" className="copy-button" data-copy="" aria-label={t('code.copy')}>
          <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
            <path className="copy-icon" d="M9 9h11v11H9zM5 15H4V4h11v1" />
            <path className="copied-icon" d="M5 12l5 5 9-10" />
          </svg>
        </button>
      </div>
    </div>
  );
}
