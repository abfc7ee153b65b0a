/**
 * The script a page hydrated whole loads first (a site that overrides theme components, or a theme without
 * plain controls; other pages load `page.ts` instead), a few hundred bytes: the rest of the runtime (React, the theme's
 * Layout, the router) is loaded when the browser is idle after the page has loaded, or sooner when the
 * reader shows intent (pointer over or focus in the page, a touch, a key), then hydrates the server HTML.
 * Until the page is live (`<html data-hydrated>`), links load pages in full as plain links do, and a
 * click on a control (a button, a tab, the search button) or a search shortcut (Ctrl/⌘+K, `/`) is held
 * and done again once the page is live, so nothing the reader does is lost. Clicks inside islands (site
 * components hydrated on their own, later) are held before this script sees them, by an inline script
 * that only pages with islands carry (`holdIslandClicks`).
 */

/** What loads the runtime; it hydrates the page and then marks `<html data-hydrated>`. */
export type RuntimeLoader = () => Promise<unknown>;

const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
const CONTROL = 'button, [role="button"], [role="tab"], [data-laguna-search]';

export function boot(loadRuntime: RuntimeLoader): void {
  const win = window;
  const doc = win.document;
  const html = doc.documentElement;
  const live = () => html.dataset.hydrated !== undefined;
  let started = false;
  let held: (() => void) | undefined;

  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT) win.removeEventListener(type, start, true);
    loadRuntime().catch((error: unknown) => {
      held = undefined;
      console.warn('laguna-docs: the page runtime failed to load; links still load pages in full.', error);
    });
  };

  /** Does `action` once the page is live; a later held action replaces an earlier one. */
  const whenLive = (action: () => void) => {
    if (live()) return action();
    held = action;
  };
  new MutationObserver((_records, observer) => {
    if (!live()) return;
    observer.disconnect();
    win.removeEventListener('click', holdClick, true);
    win.removeEventListener('keydown', holdShortcut, true);
    const action = held;
    held = undefined;
    action?.();
  }).observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });

  function holdClick(event: MouseEvent): void {
    if (live() || event.button !== 0) return;
    const control = (event.target as Element | null)?.closest?.(CONTROL);
    if (!(control instanceof HTMLElement) || control.closest('a[href]') || (control as HTMLButtonElement).disabled) return;
    event.preventDefault();
    event.stopPropagation();
    start();
    whenLive(() => control.click());
  }

  function holdShortcut(event: KeyboardEvent): void {
    if (live()) return;
    const target = event.target instanceof HTMLElement ? event.target : doc.body;
    const typing = target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
    const search = ((event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey)) || (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey);
    if (!search) return;
    event.preventDefault();
    event.stopPropagation();
    const init: KeyboardEventInit = { key: event.key, code: event.code, ctrlKey: event.ctrlKey, metaKey: event.metaKey, shiftKey: event.shiftKey, altKey: event.altKey, bubbles: true, cancelable: true };
    whenLive(() => target.dispatchEvent(new KeyboardEvent('keydown', init)));
  }

  win.addEventListener('click', holdClick, true);
  win.addEventListener('keydown', holdShortcut, true);
  for (const type of INTENT) win.addEventListener(type, start, { capture: true, passive: true });
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(start, { timeout: 2000 });
    else win.setTimeout(start, 200);
  };
  if (doc.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
