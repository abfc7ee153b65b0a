import { Fragment, useContext, useId } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { API_SAMPLE_ATTRIBUTES, flatString, STORAGE_KEYS, type ApiCodeSample, type RequestPlan, type SiteData } from '@laguna-docs/shared';
import { ApiContext } from './apiContext.js';

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
  const api = useContext(ApiContext);
  const planned = inBrowser !== undefined && items.some((item) => item.inBrowser);
  if (!api) return <div className="api-tabs"><TabsInside id={id} items={items} {...(planned ? { note: inBrowser.note, planJson: scriptJson(inBrowser.plan) } : {})} /></div>;
  return <div className="api-tabs" dangerouslySetInnerHTML={{ __html: tabsMarkup(api.site, id, items, planned ? inBrowser : undefined) }} />;
}

/** The tabs' inside: a radio button, label and panel per block, then the request plan where the browser writes samples. */
function TabsInside({ id, items, note, planJson }: { id: string; items: readonly ApiCodeSample[]; note?: string; planJson?: string }) {
  return (
    <>
      {items.map((item, index) => (
        <Fragment key={index}>
          <input type="radio" className="api-tab-input" name={id} id={`${id}-${index}`} defaultChecked={index === 0} />
          <label className="api-tab" htmlFor={`${id}-${index}`}>{item.label}</label>
          {item.inBrowser && planJson !== undefined ? (
            <div className="api-tab-panel" {...{ [API_SAMPLE_ATTRIBUTES.panel]: item.language }}>
              <p className="api-sample-note">{note}</p>
            </div>
          ) : (
            <div className="api-tab-panel" dangerouslySetInnerHTML={{ __html: item.html }} />
          )}
        </Fragment>
      ))}
      {planJson !== undefined ? <script type="application/json" {...{ [API_SAMPLE_ATTRIBUTES.plan]: '' }} dangerouslySetInnerHTML={{ __html: planJson }} /> : null}
      {planJson !== undefined ? <script dangerouslySetInnerHTML={{ __html: CHOOSE_REMEMBERED }} /> : null}
    </>
  );
}

/** Stand-ins in a tabs template for what differs between tabs of the same labels: the id, a panel's code, the plan. */
const ID_MARK = '\u0001';
const HTML_MARK = '\u0002';
const PLAN_MARK = '\u0003';
const MARKS = /[\u0001-\u0003]/;

/** Templates of the tabs' inside, by what they are rendered from, per locale of a build (a `SiteData` is made per build and locale). */
const templates = new WeakMap<SiteData, Map<string, readonly string[]>>();

/**
 * The tabs' inside as markup: rendered once per locale for each set of labels, languages and note (every
 * operation of a reference has the same sample tabs), then filled with the page's id, code and plan. The
 * stand-ins are characters React writes as they are; tabs whose texts hold one are rendered in full.
 */
function tabsMarkup(site: SiteData, id: string, items: readonly ApiCodeSample[], inBrowser: InBrowserSamples | undefined): string {
  const texts = [inBrowser?.note ?? '', ...items.flatMap((item) => [item.label, item.language])];
  const planJson = inBrowser ? scriptJson(inBrowser.plan) : undefined;
  const planned = inBrowser ? { note: inBrowser.note } : {};
  if (texts.some((text) => MARKS.test(text))) return renderToStaticMarkup(<TabsInside id={id} items={items} {...planned} {...(planJson !== undefined ? { planJson } : {})} />);
  let known = templates.get(site);
  if (!known) templates.set(site, (known = new Map()));
  const key = JSON.stringify([inBrowser ? 1 : 0, texts, items.map((item) => (item.inBrowser && inBrowser ? 1 : 0))]);
  let parts = known.get(key);
  if (!parts) {
    const marked = items.map((item) => ({ ...item, html: HTML_MARK }));
    const template = renderToStaticMarkup(<TabsInside id={ID_MARK} items={marked} {...planned} {...(planJson !== undefined ? { planJson: PLAN_MARK } : {})} />);
    parts = template.split(/([\u0001-\u0003])/);
    known.set(key, parts);
  }
  const html = items.filter((item) => !(item.inBrowser && inBrowser)).map((item) => item.html);
  let next = 0;
  let out = '';
  for (const part of parts) out += part === ID_MARK ? id : part === HTML_MARK ? html[next++]! : part === PLAN_MARK ? planJson! : part;
  return flatString(out);
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
