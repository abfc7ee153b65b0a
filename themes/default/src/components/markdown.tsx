import type { ReactNode } from 'react';

export function Admonition({ kind, title, children }: { kind: string; title?: string; children?: ReactNode }) {
  return (
    <aside className={`admonition admonition-${kind}`}>
      <p className="admonition-title">{title ?? kind}</p>
      {children}
    </aside>
  );
}

export function CodeBlock({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <div className="code-block">
      {title ? <div className="code-block-title">{title}</div> : null}
      {children}
    </div>
  );
}
