import { useState } from 'react';
import type { SiteData, TocEntry } from '@laguna-docs/shared';
import { useActiveHeading } from '../hooks/useActiveHeading.js';
import { t } from '../t.js';
import { ChevronIcon } from './icons.js';
import { nestToc, type TocNode } from '../controls/toc.js';

export { nestToc };

/**
 * "On this page": the page's h2 and h3 headings (the markdown stage lists exactly the configured levels).
 * A column on wide screens with the entry being read highlighted; on narrow screens a collapsed box at
 * the top of the page (open without JavaScript, since nothing could open it then).
 */
export function Toc({ site, entries }: { site: SiteData; entries: readonly TocEntry[] }) {
  const [expanded, setExpanded] = useState(false);
  const active = useActiveHeading(entries.map((entry) => entry.id));
  const title = t(site, 'toc.title');
  const renderNodes = (nodes: TocNode[]) => (
    <ul>
      {nodes.map(({ entry, children }) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`} className={entry.id === active ? 'active' : undefined} aria-current={entry.id === active ? 'true' : undefined} onClick={() => setExpanded(false)}>
            {entry.text}
          </a>
          {children.length > 0 ? renderNodes(children) : null}
        </li>
      ))}
    </ul>
  );
  return (
    <nav className="toc" aria-label={title} data-expanded={expanded ? '' : undefined}>
      <p className="toc-title">{title}</p>
      <button type="button" className="toc-toggle" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
        <span>{title}</span>
        <ChevronIcon />
      </button>
      {renderNodes(nestToc(entries))}
    </nav>
  );
}
