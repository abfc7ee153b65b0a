import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ApiCodeSample, RequestPlan } from '@laguna-docs/shared';
import { siteData } from '../../test/fixtures.js';
import { ApiContext, type ApiRenderState } from './apiContext.js';
import { CodeTabs, type InBrowserSamples } from './CodeTabs.js';

const plan = (url: string): RequestPlan => ({ method: 'GET', url, headers: [['Accept', 'application/json']], cookies: [], response: 'json' });

/** Request samples as an operation page has them: curl complete, the others left to the browser. */
function samples(code: string, label = 'curl'): ApiCodeSample[] {
  return [
    { language: 'bash', label, html: `<pre>${code}</pre>` },
    { language: 'javascript', label: 'JavaScript', html: '', inBrowser: true },
    { language: 'python', label: 'Python', html: '', inBrowser: true },
  ];
}

const examples = (value: string): ApiCodeSample[] => [
  { language: 'json', label: 'First "one"', html: `<code>${value}</code>` },
  { language: 'json', label: "It's <second>", html: '<code>2</code>' },
];

/** Two tab sets on one content render (so their ids differ), as the API pages write them. */
function tabs(sampleCode: string, url: string, note: string, label?: string) {
  const inBrowser: InBrowserSamples = { plan: plan(url), note };
  return (
    <div>
      <CodeTabs items={samples(sampleCode, label)} inBrowser={inBrowser} />
      <CodeTabs items={examples(sampleCode)} />
    </div>
  );
}

describe('code tabs written from a template per locale of a build', () => {
  it('are byte for byte what React writes for the whole tree, page after page', () => {
    const site = siteData('en');
    const state: ApiRenderState = { site, t: () => '', schemas: {}, html: {}, described: new Set() };
    const pages = [
      ['curl a', 'http://127.0.0.1/a?x=<1>', 'Written by the page\'s script.'],
      ['curl b &amp;', 'http://127.0.0.1/b', 'Written by the page\'s script.'],
      ['curl c', 'http://127.0.0.1/c\u2028', 'Another note & more'],
      ['curl d', 'http://127.0.0.1/d', 'A note with a \u0001 stand-in', 'curl \u0002'],
    ] as const;
    for (const [code, url, note, label] of pages) {
      const plain = renderToStaticMarkup(tabs(code, url, note, label));
      const templated = renderToStaticMarkup(<ApiContext.Provider value={state}>{tabs(code, url, note, label)}</ApiContext.Provider>);
      expect(templated).toBe(plain);
      expect(templated).toContain(`<pre>${code}</pre>`);
    }
  });
});
