import { STORAGE_KEYS } from '@laguna-docs/shared';
import { writeStorage } from '../storage.js';
import { closest } from './dom.js';

/**
 * The light/dark switch (`ColorModeToggle`): the head script applied the stored mode before paint; a click
 * sets the other on `<html data-theme>` and stores it. The button's name says what a click does: the
 * server wrote both names (`data-to-light`, `data-to-dark`).
 */
export function installColorMode(): void {
  document.addEventListener('click', (event) => {
    const button = closest(event.target, '.color-toggle');
    if (!button) return;
    const next = document.documentElement.dataset.theme === 'dark' ? 'light' : 'dark';
    document.documentElement.dataset.theme = next;
    writeStorage(STORAGE_KEYS.colorMode, next);
    nameToggles();
  });
}

/** Names every colour toggle for the mode shown. */
export function nameToggles(): void {
  const dark = document.documentElement.dataset.theme === 'dark';
  for (const button of document.querySelectorAll<HTMLElement>('.color-toggle')) {
    const name = dark ? button.dataset.toLight : button.dataset.toDark;
    if (name) button.setAttribute('aria-label', name);
  }
}
