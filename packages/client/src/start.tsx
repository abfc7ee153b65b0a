import { startTransition, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { HYDRATION_IDS, type LayoutProps } from '@laguna-docs/shared';
import { App, type AppControls } from './App.js';
import { readPage, shellElement, type LoadedPage } from './pageData.js';
import { installRouter } from './router.js';
import { installSearch } from './searchTrigger.js';
import { installSidebars, needsLocaleFiles, withLocaleFiles } from './sidebars.js';
import { versionBeingRead } from './version.js';

/**
 * Brings a server-rendered page to life: hydrates the theme's Layout from the embedded page data and
 * installs client-side navigation once the app is mounted, then marks `<html data-hydrated>`.
 */
export function start(Layout: ComponentType<LayoutProps>): void {
  const root = shellElement(document, 'DIV', HYDRATION_IDS.root);
  const read = readPage(document, window.location.href);
  if (!root || !read) return;
  // A page hydrates once its UI strings are loaded from the locale's strings file, and on a large sidebar
  // its share of it is made from the sidebars file; if that fails, the page stays as served (every link
  // works without the runtime).
  if (!needsLocaleFiles(read.site)) return hydrate(Layout, root, read);
  withLocaleFiles(read).then(
    (initial) => hydrate(Layout, root, initial),
    (error: unknown) => console.warn('laguna-docs: the UI strings or sidebars could not be loaded; the page stays as served.', error),
  );
}

function hydrate(Layout: ComponentType<LayoutProps>, root: HTMLElement, initial: LoadedPage): void {
  let installed = false;
  const onReady = (controls: AppControls) => {
    if (installed) return;
    installed = true;
    // The page shown, kept for search: it shows the pages of the docs version being read.
    let shown = initial.page;
    const show: AppControls['show'] = (state) => {
      shown = state.page;
      // The router shows a page at once: it then sets the head, scroll and focus of what is shown.
      flushSync(() => controls.show(state));
    };
    const currentSite = installRouter(
      {
        ...controls,
        show,
        showData: (state) => {
          show(state);
          return true;
        },
      },
      initial.site,
    );
    installSidebars(currentSite, (change) => controls.updateSite(change));
    installSearch(initial.site, initial.site.versions ? () => versionBeingRead(currentSite(), shown) : undefined);
    // Says the page is live: navigation, prefetch and search are listening (styles and tests may wait for it).
    document.documentElement.dataset.hydrated = '';
  };
  // Hydrating in a transition lets React work in slices of a few milliseconds and yield to the browser
  // between them, instead of one long task that blocks input (total blocking time). Discrete events on
  // parts not hydrated yet are replayed by React once those parts are.
  startTransition(() => {
    hydrateRoot(root, <App Layout={Layout} initial={{ site: initial.site, page: initial.page }} onReady={onReady} />, {
      onRecoverableError: (error) => console.error('laguna-docs: hydration problem', error),
    });
  });
}
