import { API_SAMPLE_ATTRIBUTES, STORAGE_KEYS } from '@laguna-docs/shared';

// In the page script, not the sample chunk: the language the reader chose last is shown as soon as a page
// is, before the chunk that writes the samples has loaded.

let remembering = false;

/**
 * Chooses, in each set of request sample tabs of `root`, the language the reader chose last, on this page
 * or another; from the first call on, the language chosen on any page is remembered. A tab the reader
 * chose on this page already (before the script ran) is their latest choice, and is kept.
 */
export function chooseSampleLanguage(root: ParentNode = document): void {
  if (!remembering) {
    remembering = true;
    document.addEventListener('change', (event) => {
      const input = sampleTabChosen(event);
      if (!input) return;
      const label = input.nextElementSibling?.textContent;
      if (label) writeStorage(STORAGE_KEYS.sampleLanguage, label);
    });
  }
  for (const plan of root.querySelectorAll(`script[${API_SAMPLE_ATTRIBUTES.plan}]`)) {
    const labels = [...(plan.parentElement?.querySelectorAll<HTMLLabelElement>(':scope > label.api-tab') ?? [])];
    const checked = labels.find((label) => label.control instanceof HTMLInputElement && label.control.checked);
    if (checked && checked !== labels[0]) {
      if (checked.textContent) writeStorage(STORAGE_KEYS.sampleLanguage, checked.textContent);
      continue;
    }
    const chosen = readStorage(STORAGE_KEYS.sampleLanguage);
    const input = labels.find((label) => label.textContent === chosen)?.control;
    if (input instanceof HTMLInputElement) input.checked = true;
  }
}

/** The request sample tab a `change` event chose, if it chose one. */
export function sampleTabChosen(event: Event): HTMLInputElement | undefined {
  const input = event.target;
  return input instanceof HTMLInputElement && input.matches('.api-tab-input') && isSampleTabs(input.parentElement) ? input : undefined;
}

/** Whether `element` holds request sample tabs (they carry the request plan); a body's example tabs do not. */
function isSampleTabs(element: Element | null): boolean {
  return element?.querySelector(`:scope > script[${API_SAMPLE_ATTRIBUTES.plan}]`) != null;
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
