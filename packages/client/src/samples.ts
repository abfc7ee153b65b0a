import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import csharp from 'highlight.js/lib/languages/csharp';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import php from 'highlight.js/lib/languages/php';
import python from 'highlight.js/lib/languages/python';
import ruby from 'highlight.js/lib/languages/ruby';
import { API_SAMPLE_ATTRIBUTES, writeRequestSample, type RequestPlan } from '@laguna-docs/shared';
import { sampleTabChosen } from './sampleChoice.js';

// The grammars of the languages samples are generated in (`GENERATED_SAMPLE_LANGUAGES`), as the build highlights them.
for (const [name, grammar] of Object.entries({ bash, csharp, go, java, javascript, php, python, ruby })) hljs.registerLanguage(name, grammar);

const { plan: REQUEST_PLAN_ATTRIBUTE, panel: SAMPLE_PANEL_ATTRIBUTE } = API_SAMPLE_ATTRIBUTES;

/** Panels waiting for their turn, in the order they are written. */
const waiting: HTMLElement[] = [];
let scheduled = false;
let listening = false;

/**
 * Writes the request samples of the page shown (see `writeSample`) without a long task: the panel shown
 * at once, the others one per task when the browser is idle, and a panel whose tab the reader chooses
 * before its turn as soon as it is chosen. (All in one go, highlighting seven samples and compiling their
 * grammars held the main thread for 15–25 ms, four times that on a slow phone.) Returns how many panels
 * wait to be written.
 */
export function showSamples(root: ParentNode = document): number {
  if (!listening) {
    listening = true;
    document.addEventListener('change', (event) => {
      const input = sampleTabChosen(event);
      if (input) writeShown(input.parentElement!);
    });
  }
  for (const planElement of root.querySelectorAll<HTMLScriptElement>(`script[${REQUEST_PLAN_ATTRIBUTE}]`)) {
    const tabs = planElement.parentElement;
    if (!tabs) continue;
    writeShown(tabs);
    for (const panel of tabs.querySelectorAll<HTMLElement>(`[${SAMPLE_PANEL_ATTRIBUTE}]`)) if (!waiting.includes(panel)) waiting.push(panel);
  }
  schedule();
  return waiting.length;
}

/** Writes the panel of the tab checked in `tabs`, if it is a sample left to the browser. */
function writeShown(tabs: Element): void {
  const input = tabs.querySelector<HTMLInputElement>(':scope > .api-tab-input:checked');
  const panel = input?.nextElementSibling?.nextElementSibling;
  if (panel instanceof HTMLElement && panel.hasAttribute(SAMPLE_PANEL_ATTRIBUTE)) writeSample(panel);
}

/** Writes the next waiting panel still on the page in a task of its own, then schedules the one after. */
function schedule(): void {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  const next = () => {
    scheduled = false;
    let panel = waiting.shift();
    while (panel && (!panel.isConnected || panel.dataset.written !== undefined)) panel = waiting.shift();
    if (panel) writeSample(panel);
    schedule();
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(next, { timeout: 2000 });
  else setTimeout(next, 0);
}

/** Every request sample panel of `root` written at once (see `writeSample`); returns how many were written. */
export function writeSamples(root: ParentNode = document): number {
  let written = 0;
  for (const panel of root.querySelectorAll<HTMLElement>(`[${SAMPLE_PANEL_ATTRIBUTE}]`)) if (writeSample(panel)) written += 1;
  return written;
}

const plans = new WeakMap<Element, RequestPlan | null>();

/**
 * Writes a request sample the server left to the browser (`ApiCodeSample.inBrowser`) into its tab panel:
 * from the page's request plan with the build's own writers, highlighted with the same grammars, in the
 * markup of the sample the server rendered (copied from it, so the theme's code block and copy button come
 * along). A panel already written is left alone; returns whether it was written now.
 */
function writeSample(panel: HTMLElement): boolean {
  const tabs = panel.parentElement;
  if (panel.dataset.written !== undefined || !tabs) return false;
  const plan = planOf(tabs);
  const language = panel.getAttribute(SAMPLE_PANEL_ATTRIBUTE) ?? '';
  const sample = plan ? writeRequestSample(language, plan) : undefined;
  if (!sample) return false;
  const model = tabs.querySelector<HTMLElement>(`.api-tab-panel:not([${SAMPLE_PANEL_ATTRIBUTE}]) .code-block`);
  panel.replaceChildren(codeBlock(model, language, sample.code));
  panel.dataset.written = '';
  return true;
}

/** The request plan embedded in a set of sample tabs, read once. */
function planOf(tabs: Element): RequestPlan | null {
  let plan = plans.get(tabs);
  if (plan !== undefined) return plan;
  try {
    plan = JSON.parse(tabs.querySelector(`:scope > script[${REQUEST_PLAN_ATTRIBUTE}]`)?.textContent ?? '') as RequestPlan;
  } catch (error) {
    console.warn('laguna-docs: the request plan of the samples could not be read.', error);
    plan = null;
  }
  plans.set(tabs, plan);
  return plan;
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
