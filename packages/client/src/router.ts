import type { PageUpdate, SiteData } from '@laguna-docs/shared';
import type { AppControls, AppState } from './App.js';
import type { LoadedPage } from './pageData.js';
import { loadPageStyles, showHead, updateHead } from './head.js';
import { clientTarget, isPlainClick } from './links.js';
import { clearPageCache, loadPage, PageLoadError } from './pageLoader.js';
import { installPrefetch } from './prefetch.js';
import { PROGRESS_DELAY_MS } from './progress.js';
import { completeSite } from './sidebars.js';

/**
 * What the router drives: the app's controls, whose `show` shows a loaded page at once (synchronously), and
 * `showData` a page from its data alone (the live update of `serve --watch`, which then fetches nothing),
 * or says it cannot (the page is then loaded).
 */
export interface RouterControls extends Omit<AppControls, 'show'> {
  show(state: AppState, loaded: LoadedPage): void;
  showData(state: AppState): boolean;
}

interface HistoryState {
  laguna: true;
  scroll: number;
}

/**
 * Client-side navigation: intercepts clicks on links inside the site, loads the target page's data,
 * shows it, updates history, title and head, moves focus to the new content and handles scroll (top,
 * a #hash, or the remembered position on back/forward). Any failure falls back to a full page load.
 * Returns the site data of the page shown, for the other parts of the runtime.
 */
export function installRouter(controls: RouterControls, initialSite: SiteData): () => SiteData {
  let site = initialSite;
  let generation = 0;
  history.scrollRestoration = 'manual';
  history.replaceState({ ...(history.state as object | null), laguna: true, scroll: window.scrollY } satisfies HistoryState, '');
  const announcer = createAnnouncer();

  const rememberScroll = () => {
    const state = (history.state ?? {}) as Partial<HistoryState>;
    history.replaceState({ ...state, laguna: true, scroll: window.scrollY }, '');
  };

  async function navigate(url: URL, mode: 'push' | 'pop', scroll = 0): Promise<void> {
    const current = ++generation;
    const timer = window.setTimeout(() => controls.setLoading(true), PROGRESS_DELAY_MS);
    try {
      const loaded = await loadPage(url.href);
      if (current !== generation) return;
      if (loaded.site.locale.code !== site.locale.code) throw new PageLoadError(url.href, 'page of another locale');
      // The stylesheets the page needs and the current one did not (the tab styles), loaded before it shows.
      await loadPageStyles(loaded.head);
      if (current !== generation) return;
      if (mode === 'push') {
        rememberScroll();
        history.pushState({ laguna: true, scroll: 0 } satisfies HistoryState, '', url.href);
      }
      // The new page embeds only the sidebar entries it shows; categories left open stay open with theirs.
      site = completeSite(loaded.site, site);
      const shown = site;
      controls.show({ site: shown, page: loaded.page }, loaded);
      updateHead(loaded.title, loaded.head);
      placeView(url, mode, scroll);
      announcer.textContent = loaded.title;
    } catch (error) {
      if (current !== generation) return;
      console.warn(`laguna-docs: loading ${url.href} on the client failed; loading it in full.`, error);
      if (mode === 'push') window.location.assign(url.href);
      else window.location.reload();
    } finally {
      window.clearTimeout(timer);
      if (current === generation) controls.setLoading(false);
    }
  }

  document.addEventListener('click', (event) => {
    if (!isPlainClick(event)) return;
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (!anchor) return;
    const url = clientTarget(anchor, site);
    if (!url) return;
    event.preventDefault();
    if (url.href === window.location.href) return;
    void navigate(url, 'push');
  });

  window.addEventListener('popstate', (event) => {
    const state = event.state as Partial<HistoryState> | null;
    if (!state?.laguna) return;
    void navigate(new URL(window.location.href), 'pop', state.scroll ?? 0);
  });

  // Keep the scroll position of the current entry up to date for back/forward and reloads.
  let scrollTimer = 0;
  window.addEventListener('scroll', () => {
    window.clearTimeout(scrollTimer);
    scrollTimer = window.setTimeout(rememberScroll, 100);
  }, { passive: true });

  installPrefetch((anchor) => clientTarget(anchor, site)?.href);

  // `serve --watch` after an edit of markdown alone: show the page's new data in place, keeping the scroll
  // position and what is open; a page whose scripts or styles changed, or that fails to load, reloads.
  // What this page needs may come with the event (`pages`): then nothing is fetched nor parsed but the
  // new content, and the head is made from data.
  document.addEventListener(UPDATE_EVENT, (event) => {
    const detail = (event as CustomEvent<UpdateDetail | null>).detail;
    event.preventDefault();
    const current = ++generation;
    clearPageCache();
    const here = pagePath(window.location.pathname);
    const sent = detail?.pages?.find((page) => pagePath(new URL(page.href, window.location.href).pathname) === here);
    const update = sent?.update;
    if (update && controls.showData({ site, page: { ...update.page, contentHtml: update.contentHtml } })) {
      showHead(update.title, update.head, update.page.stylesheets);
      return;
    }
    loadPage(window.location.href)
      .then((loaded) => {
        if (current !== generation) return;
        if (loaded.site.assets.js !== site.assets.js || loaded.site.assets.css !== site.assets.css) throw new PageLoadError(window.location.href, 'its scripts or styles changed');
        site = completeSite(loaded.site, site);
        const shown = site;
        controls.show({ site: shown, page: loaded.page }, loaded);
        updateHead(loaded.title, loaded.head);
      })
      .catch((error: unknown) => {
        if (current !== generation) return;
        console.warn('laguna-docs: updating the page in place failed; reloading it.', error);
        if (detail?.fallback) detail.fallback();
        else window.location.reload();
      });
  });
  return () => site;
}

/** The event the dev server's script sends after an edit that open pages can show in place. */
const UPDATE_EVENT = 'laguna-docs:update';

/** What comes with the update event: how to reload, and what the pages the edit changed need to show it. */
interface UpdateDetail {
  fallback?: () => void;
  pages?: Array<{ href: string; update?: PageUpdate }>;
}

/** A page's path as the server answers it: `/docs/intro.html`, `/docs/intro/` and `/docs/intro` are one. */
function pagePath(pathname: string): string {
  return pathname.replace(/\.html$/, '').replace(/\/index$/, '/').replace(/(.)\/$/, '$1');
}

/** After a new page is shown: scroll to the hash, the remembered position or the top, and focus the content. */
function placeView(url: URL, mode: 'push' | 'pop', scroll: number): void {
  const target = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
  if (mode === 'pop') window.scrollTo(0, scroll);
  else if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
  if (mode === 'push') {
    const focusTarget = target ?? document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
    if (focusTarget) {
      if (!focusTarget.hasAttribute('tabindex')) focusTarget.setAttribute('tabindex', '-1');
      focusTarget.focus({ preventScroll: true });
    }
  }
}

/** A visually hidden live region that tells screen readers which page is now shown. */
function createAnnouncer(): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('aria-live', 'assertive');
  element.setAttribute('aria-atomic', 'true');
  element.className = 'laguna-announcer';
  element.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;';
  document.body.append(element);
  return element;
}
