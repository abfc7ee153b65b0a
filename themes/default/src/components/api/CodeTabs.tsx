import { Fragment, useId } from 'react';
import { API_SAMPLE_ATTRIBUTES, STORAGE_KEYS, type ApiCodeSample, type RequestPlan } from '@laguna-docs/shared';

/** What the browser writes the samples left to it from (see `ApiCodeSample.inBrowser`). */
export interface InBrowserSamples {
  plan: RequestPlan;
  /** Shown in a panel until the browser writes its sample (and for good with JavaScript off). */
  note: string;
}

/**
 * Code blocks of which the reader sees one at a time (request samples by language, a body's named
 * examples): a tab per block, the first shown. The tabs are radio buttons styled as tabs, so they switch
 * without JavaScript, and every block is in the HTML (without the style sheet, all are shown in turn),
 * except request samples left to the browser: their panels hold `inBrowser.note` until it writes them
 * from the request plan embedded beside the tabs.
 */
export function CodeTabs({ items, inBrowser }: { items: readonly ApiCodeSample[]; inBrowser?: InBrowserSamples }) {
  // React's ids are unique within the content's render (the layout makes none); kept to letters and digits.
  const id = `tabs-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const planned = inBrowser !== undefined && items.some((item) => item.inBrowser);
  return (
    <div className="api-tabs">
      {items.map((item, index) => (
        <Fragment key={index}>
          <input type="radio" className="api-tab-input" name={id} id={`${id}-${index}`} defaultChecked={index === 0} />
          <label className="api-tab" htmlFor={`${id}-${index}`}>{item.label}</label>
          {item.inBrowser && planned ? (
            <div className="api-tab-panel" {...{ [API_SAMPLE_ATTRIBUTES.panel]: item.language }}>
              <p className="api-sample-note">{inBrowser.note}</p>
            </div>
          ) : (
            <div className="api-tab-panel" dangerouslySetInnerHTML={{ __html: item.html }} />
          )}
        </Fragment>
      ))}
      {planned ? <script type="application/json" {...{ [API_SAMPLE_ATTRIBUTES.plan]: '' }} dangerouslySetInnerHTML={{ __html: scriptJson(inBrowser.plan) }} /> : null}
      {planned ? <script dangerouslySetInnerHTML={{ __html: CHOOSE_REMEMBERED }} /> : null}
    </div>
  );
}

/**
 * Checks the tab of the sample language the reader chose last as the parser reaches the tabs, so a page
 * is never painted with another first (the page script, which does the same on pages shown by client
 * navigation, may run after the first paint on a slow phone).
 */
const CHOOSE_REMEMBERED = `try{var c=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.sampleLanguage)});for(var l of document.currentScript.parentElement.querySelectorAll(':scope>label.api-tab'))if(l.textContent===c&&l.control)l.control.checked=!0}catch(e){}`;

/** JSON safe inside `<script>`: no `</script>` or `<!--` can be formed, and it stays valid JavaScript. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
