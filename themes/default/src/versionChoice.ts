import { STORAGE_KEYS } from '@laguna-docs/shared';
import { writeStorage } from './storage.js';

/** Sent on `window` when the reader chooses a docs version, so every part showing it follows at once. */
export const CHOICE_EVENT = 'laguna-docs:docs-version-chosen';

/** Stores the reader's docs version choice (a version's name, or the label on a site with one version). */
export function storeVersionChoice(value: string): void {
  writeStorage(STORAGE_KEYS.docsVersion, value);
  window.dispatchEvent(new Event(CHOICE_EVENT));
}
