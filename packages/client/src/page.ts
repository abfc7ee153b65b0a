import { HYDRATION_IDS, translate, type ControlsContext, type PageData, type PlainControls, type SiteData } from '@laguna-docs/shared';
import { drawPageDiagrams, writePageSamples } from './features.js';
import { readPage, shellElement, type LoadedPage } from './pageData.js';
import { plainProgress } from './progress.js';
import { installRouter } from './router.js';
import { installSearch } from './searchTrigger.js';
import { completeSite, installSidebars, loadSidebars, withLocaleFiles } from './sidebars.js';
import { versionBeingRead } from './version.js';

/** What loads React for a page's islands (the `react-islands` chunk). */
export type IslandsLoader = () => Promise<{ loadIslands(script: string): void }>;

/**
 * The page script of a theme with plain controls (`Theme.controlsEntry`): no React but for islands. As
 * soon as it runs, the theme's controls listen on the server's markup, search opens from its button and
 * shortcuts, and client navigation, prefetch and the progress bar work: a page navigated to is fetched,
 * its shell's markup swapped in and its per-page head tags set, and the controls shown it. Pages with
 * islands load React for them alone (`loadReact`); diagrams and request samples load their scripts as in
 * a hydrated page. Marks `<html data-hydrated>` once listening (styles and tests may wait for it).
 */
export function startPage(controls: PlainControls, loadReact: IslandsLoader): void {
  const initial = readPage(document, window.location.href);
  if (!initial) return;
  let shown: LoadedPage = initial;
  let site = initial.site;
  const context = (): ControlsContext => contextOf(shown, site);
  controls.install(context);

  const setLoading = plainProgress(() => context().complete().then((full) => translate(full.strings, full.locale.code, 'progress.label')));
  const currentSite = installRouter(
    {
      setLoading,
      updateSite: () => undefined,
      show(state, loaded) {
        const root = shellElement(document, 'DIV', HYDRATION_IDS.root);
        if (!root || !loaded.root) throw new Error('laguna-docs: the page has no shell to swap');
        swapShell(root, loaded.root);
        shown = { ...loaded, site: state.site, page: state.page };
        site = state.site;
        controls.show(context(), false);
        showFeatures(state.page, loadReact);
      },
      // The live update of an edit of the page's text: its content swapped in, and what the shell shows of it made by the controls.
      showData(state) {
        const content = document.querySelector('[data-content]');
        if (!content || state.page.route !== shown.page.route) return false;
        const before = { html: content.innerHTML, shown };
        content.innerHTML = state.page.contentHtml;
        shown = { ...shown, page: state.page };
        if (!controls.showContent(context())) {
          content.innerHTML = before.html;
          shown = before.shown;
          return false;
        }
        controls.show(context(), false);
        showFeatures(state.page, loadReact);
        return true;
      },
    },
    site,
  );
  installSidebars(currentSite, () => undefined);
  installSearch(site, site.versions ? () => versionBeingRead(currentSite(), shown.page) : undefined, () => context().complete());
  controls.show(context(), true);
  showFeatures(initial.page, loadReact);
  // On the dev server, a live update may need the UI strings at once (a table of contents that appears):
  // they are loaded ahead there, and kept with the site data.
  if (document.querySelector('script[data-laguna-dev]') && !(site as Partial<SiteData>).strings) {
    context().complete().then(
      (full) => {
        if (!(site as Partial<SiteData>).strings && site.locale.code === full.locale.code) site = { ...site, strings: full.strings };
      },
      () => undefined,
    );
  }
  document.documentElement.dataset.hydrated = '';
}

/** The controls' view of a loaded page: its data, and what completes it from the locale's files. */
function contextOf(loaded: LoadedPage, site: SiteData): ControlsContext {
  return {
    site,
    page: loaded.page,
    complete: () => withLocaleFiles({ ...loaded, site }).then((complete) => complete.site),
    fullSidebars: async () => {
      const complete = (await withLocaleFiles({ ...loaded, site })).site;
      const href = complete.assets.sidebars;
      if (href) await loadSidebars(href);
      return completeSite(complete);
    },
  };
}

/**
 * Puts the shell of a loaded page in place of the one shown. Elements with an id found in both keep their
 * scroll position (the sidebar's list stays where the reader left it).
 */
function swapShell(root: HTMLElement, from: HTMLElement): void {
  const scrolled = [...root.querySelectorAll<HTMLElement>('[id]')].filter((element) => element.scrollTop > 0).map((element) => [element.id, element.scrollTop] as const);
  // Copied, not adopted: the loaded page stays whole for the next visit (it is cached), and a copy made in
  // this document is upgraded by its custom elements (the islands).
  root.replaceChildren(...document.importNode(from, true).childNodes);
  for (const [id, top] of scrolled) {
    const element = root.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"]`);
    if (element) element.scrollTop = top;
  }
}

/** What a page shown needs beyond its markup: its diagrams drawn, its islands live, its request samples written. */
function showFeatures(page: PageData, loadReact: IslandsLoader): void {
  drawPageDiagrams(page);
  const islands = page.islands;
  if (islands) {
    loadReact().then(
      (module) => module.loadIslands(islands.script),
      (error: unknown) => console.warn('laguna-docs: React failed to load for the islands; the components stay as served.', error),
    );
  }
  writePageSamples(page);
}
