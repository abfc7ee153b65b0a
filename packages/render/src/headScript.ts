import { STORAGE_KEYS } from '@laguna-docs/shared';

/** What the head script needs to know about the page. */
export interface HeadScriptOptions {
  /** The id of the site's announcement, if it has one. */
  announcementId?: string;
}

/**
 * The whole inline head script, run before first paint so nothing flashes:
 * - `data-js` on `<html>` says scripts run, so themes can hide their no-JavaScript fallbacks;
 * - the stored colour mode, light unless the reader chose dark (the system preference is deliberately not read);
 * - `data-announcement-dismissed` when the reader closed this announcement before, so it never shows.
 */
export function headScript({ announcementId }: HeadScriptOptions = {}): string {
  // `<` escaped so no value can close the script element.
  const literal = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');
  const dismissed = announcementId
    ? `if(s.getItem(${literal(STORAGE_KEYS.announcementDismissed)})===${literal(announcementId)})d.dataset.announcementDismissed="";`
    : '';
  return (
    'var d=document.documentElement;d.dataset.js="";' +
    `try{var s=localStorage,m=s.getItem(${literal(STORAGE_KEYS.colorMode)});if(m==="dark"||m==="light")d.dataset.theme=m;${dismissed}}catch(e){}`
  );
}
