import { useContext, type CSSProperties, type ReactNode } from 'react';
import { isAdmonitionKind, type AdmonitionKind } from '@laguna-docs/shared';
import { ContentContext, useContentT } from '../context.js';

/** One icon per built-in kind: typed by the shared list, so a kind added there and not here is a type error. */
const icons: Record<AdmonitionKind, ReactNode> = {
  note: <path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />,
  tip: <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z" />,
  info: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5M12 8h.01" />,
  important: <path d="M4 4h16v12H8l-4 4zM12 7v4M12 14h.01" />,
  success: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12l3 3 5-6" />,
  caution: <path d="M12 4l9 16H3zM12 10v4M12 17h.01" />,
  danger: <path d="M8 3h8l5 5v8l-5 5H8l-5-5V8zM12 8v5M12 16h.01" />,
};

export interface AdmonitionProps {
  kind?: string;
  title?: string;
  children?: ReactNode;
}

/** A callout box (`:::tip Title`): an icon, a title (the kind's name unless one is given) and the body. */
export function Admonition({ kind, title, children }: AdmonitionProps) {
  const t = useContentT();
  const own = useContext(ContentContext)?.site.admonitions?.find((item) => item.kind === kind);
  if (own) return <OwnAdmonition kind={own.kind} icon={own.icon} color={own.color} title={title || t(`admonition.${own.kind}`)}>{children}</OwnAdmonition>;
  const known: AdmonitionKind = isAdmonitionKind(kind) ? kind : 'note';
  return (
    <div className={`admonition admonition-${known}`}>
      <p className="admonition-title">
        <Icon kind={known} />
        <span>{title || t(`admonition.${known}`)}</span>
      </p>
      <div className="admonition-body">{children}</div>
    </div>
  );
}

function Icon({ kind }: { kind: AdmonitionKind }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {icons[kind]}
    </svg>
  );
}

/**
 * A kind of the site's own (config `markdown.admonitions`): its colour set as `--admonition-color` (the
 * stylesheet tints the box with it), its icon a built-in kind's or a short text such as an emoji.
 */
function OwnAdmonition({ kind, icon, color, title, children }: { kind: string; icon: string | undefined; color: string | undefined; title: string; children?: ReactNode }) {
  const builtIn = isAdmonitionKind(icon) ? icon : undefined;
  // A CSS custom property: React passes unknown style keys through as they are.
  const style = color ? ({ '--admonition-color': color } as CSSProperties) : undefined;
  return (
    <div className={`admonition admonition-own admonition-${kind}`} style={style}>
      <p className="admonition-title">
        {builtIn ? <Icon kind={builtIn} /> : icon ? <span className="admonition-icon" aria-hidden="true">{icon}</span> : <Icon kind="note" />}
        <span>{title}</span>
      </p>
      <div className="admonition-body">{children}</div>
    </div>
  );
}
