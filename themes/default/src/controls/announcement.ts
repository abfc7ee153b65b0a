import { STORAGE_KEYS, type ControlsContext } from '@laguna-docs/shared';
import { readStorage, writeStorage } from '../storage.js';
import { closest } from './dom.js';

/**
 * The announcement's close button (`AnnouncementBar`): closing stores the announcement's id, so a new one
 * shows again, and takes the bar away; keyboard users stay at the top of the page, on the brand.
 */
export function installAnnouncement(current: () => ControlsContext): void {
  document.addEventListener('click', (event) => {
    if (!closest(event.target, '.announcement-close')) return;
    const id = current().site.announcement?.id;
    if (id) writeStorage(STORAGE_KEYS.announcementDismissed, id);
    document.documentElement.dataset.announcementDismissed = '';
    document.querySelector('.announcement')?.remove();
    document.querySelector<HTMLElement>('.brand')?.focus();
  });
}

/** A page shown: the bar of an announcement the reader closed before goes (the head script hid it before paint). */
export function showAnnouncement({ site }: ControlsContext): void {
  const id = site.announcement?.id;
  if (id && readStorage(STORAGE_KEYS.announcementDismissed) === id) document.querySelector('.announcement')?.remove();
}
