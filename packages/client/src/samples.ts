import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import csharp from 'highlight.js/lib/languages/csharp';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import php from 'highlight.js/lib/languages/php';
import python from 'highlight.js/lib/languages/python';
import ruby from 'highlight.js/lib/languages/ruby';
import { API_SAMPLE_ATTRIBUTES, STORAGE_KEYS, writeRequestSample, type RequestPlan } from '@laguna-docs/shared';

// The grammars of the languages samples are generated in (`GENERATED_SAMPLE_LANGUAGES`), as the build highlights them.
for (const [name, grammar] of Object.entries({ bash, csharp, go, java, javascript, php, python, ruby })) hljs.registerLanguage(name, grammar);

const { plan: REQUEST_PLAN_ATTRIBUTE, panel: SAMPLE_PANEL_ATTRIBUTE } = API_SAMPLE_ATTRIBUTES;

let remembering = false;

/**
 * Writes the request samples of the page shown (see `writeSamples`) and chooses the sample tab the reader
 * chose last, on this page or another; from then on, the tab chosen on any page is remembered.
 */
export function showSamples(root: ParentNode = document): number {
  if (!remembering) {
    remembering = true;
    document.addEventListener('change', (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || !input.matches('.api-tab-input') || !sampleTabs(input.parentElement)) return;
      const label = input.nextElementSibling?.textContent;
      if (label) writeStorage(STORAGE_KEYS.sampleLanguage, label);
    });
  }
  const written = writeSamples(root);
  for (const plan of root.querySelectorAll(`script[${REQUEST_PLAN_ATTRIBUTE}]`)) {
    const labels = [...(plan.parentElement?.querySelectorAll<HTMLLabelElement>(':scope > label.api-tab') ?? [])];
    // A tab the reader chose before this script was loaded is their latest choice; else the remembered one is shown.
    const checked = labels.find((label) => label.control instanceof HTMLInputElement && label.control.checked);
    if (checked && checked !== labels[0]) {
      if (checked.textContent) writeStorage(STORAGE_KEYS.sampleLanguage, checked.textContent);
      continue;
    }
    const chosen = readStorage(STORAGE_KEYS.sampleLanguage);
    const input = labels.find((label) => label.textContent === chosen)?.control;
    if (input instanceof HTMLInputElement) input.checked = true;
  }
  return written;
}

/** Whether `element` holds request sample tabs (they carry the request plan); a body's example tabs do not. */
function sampleTabs(element: Element | null): boolean {
  return element?.querySelector(`:scope > script[${REQUEST_PLAN_ATTRIBUTE}]`) != null;
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage is unavailable (a private mode): the choice lasts for this page.
  }
}

/**
 * Writes the request samples the server left to the browser (`ApiCodeSample.inBrowser`) into their tab
 * panels: each from the page's request plan with the build's own writers, highlighted with the same
 * grammars, in the markup of the sample the server rendered (copied from it, so the theme's code block and
 * copy button come along). Panels already written are left alone; returns how many were written.
 */
export function writeSamples(root: ParentNode = document): number {
  let written = 0;
  for (const planElement of root.querySelectorAll<HTMLScriptElement>(`script[${REQUEST_PLAN_ATTRIBUTE}]`)) {
    const tabs = planElement.parentElement;
    if (!tabs) continue;
    let plan: RequestPlan;
    try {
      plan = JSON.parse(planElement.textContent ?? '') as RequestPlan;
    } catch (error) {
      console.warn('laguna-docs: the request plan of the samples could not be read.', error);
      continue;
    }
    const model = tabs.querySelector<HTMLElement>(`.api-tab-panel:not([${SAMPLE_PANEL_ATTRIBUTE}]) .code-block`);
    for (const panel of tabs.querySelectorAll<HTMLElement>(`[${SAMPLE_PANEL_ATTRIBUTE}]`)) {
      if (panel.dataset.written !== undefined) continue;
      const language = panel.getAttribute(SAMPLE_PANEL_ATTRIBUTE) ?? '';
      const sample = writeRequestSample(language, plan);
      if (!sample) continue;
      panel.replaceChildren(codeBlock(model, language, sample.code));
      panel.dataset.written = '';
      written += 1;
    }
  }
  return written;
}

/** A code block of `code` highlighted as `language`, shaped as `model` (the server's block) when there is one. */
function codeBlock(model: HTMLElement | null, language: string, code: string): HTMLElement {
  const html = hljs.highlight(code, { language, ignoreIllegals: true }).value;
  if (!model) {
    const pre = document.createElement('pre');
    pre.innerHTML = `<code class="language-${language}">${html}</code>`;
    return pre;
  }
  const block = model.cloneNode(true) as HTMLElement;
  block.dataset.language = language;
  const element = block.querySelector('code');
  if (element) {
    element.className = `language-${language}`;
    element.innerHTML = html;
  }
  // The model's copy button may be showing "Copied".
  for (const button of block.querySelectorAll<HTMLElement>('[data-copied]')) delete button.dataset.copied;
  return block;
}
