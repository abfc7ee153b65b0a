import { Fragment, useId } from 'react';
import type { ApiCodeSample } from '@laguna-docs/shared';

/**
 * Code blocks of which the reader sees one at a time (request samples by language, a body's named
 * examples): a tab per block, the first shown. The tabs are radio buttons styled as tabs, so they switch
 * without JavaScript, and every block is in the HTML (without the style sheet, all are shown in turn).
 */
export function CodeTabs({ items }: { items: readonly ApiCodeSample[] }) {
  // React's ids are unique within the content's render (the layout makes none); kept to letters and digits.
  const id = `tabs-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  return (
    <div className="api-tabs">
      {items.map((item, index) => (
        <Fragment key={index}>
          <input type="radio" className="api-tab-input" name={id} id={`${id}-${index}`} defaultChecked={index === 0} />
          <label className="api-tab" htmlFor={`${id}-${index}`}>{item.label}</label>
          <div className="api-tab-panel" dangerouslySetInnerHTML={{ __html: item.html }} />
        </Fragment>
      ))}
    </div>
  );
}
