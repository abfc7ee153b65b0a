import { createElement, useEffect, useState, type ComponentType } from 'react';
import { translate, type LayoutProps, type PageData, type SiteData } from '@laguna-docs/shared';
import { ErrorBoundary } from './ErrorBoundary.js';
import { drawPageDiagrams, writePageSamples } from './features.js';
import { loadIslands } from './loadIslands.js';
import { ProgressBar } from './ProgressBar.js';

/** What the app shows; the router replaces it on navigation. */
export interface AppState {
  site: SiteData;
  page: PageData;
}

/** Lets the router drive the mounted app. */
export interface AppControls {
  show(state: AppState): void;
  /** Changes the site data of the page shown (e.g. to add the sidebar entries it left out). */
  updateSite(change: (site: SiteData) => SiteData): void;
  setLoading(loading: boolean): void;
}

interface AppProps {
  Layout: ComponentType<LayoutProps>;
  initial: AppState;
  /** Called once mounted with the functions that change what the app shows. */
  onReady(controls: AppControls): void;
}

/**
 * The root: the theme's Layout inside an error boundary, plus the progress bar while loading. On the
 * first render it produces exactly the server's markup (the bar is absent), so hydration matches.
 */
export function App({ Layout, initial, onReady }: AppProps) {
  const [state, setState] = useState(initial);
  const [loading, setLoading] = useState(false);
  useEffect(() => onReady({ show: setState, updateSite: (change) => setState((current) => ({ ...current, site: change(current.site) })), setLoading }), [onReady]);
  const { site, page } = state;
  // A page with diagrams has them drawn once it is shown (the drawing script loads on such pages alone).
  useEffect(() => drawPageDiagrams(page), [page]);
  // A page with interactive site components has them hydrated once it is shown (see `islands.ts`).
  useEffect(() => {
    if (page.islands) loadIslands(page.islands.script);
  }, [page]);
  // An API page that left request samples to the browser has them written once it is shown.
  useEffect(() => writePageSamples(page), [page]);
  return (
    <>
      {loading ? <ProgressBar label={translate(site.strings, site.locale.code, 'progress.label')} /> : null}
      <ErrorBoundary site={site} resetKey={`${page.locale}:${page.route}`}>
        {createElement(Layout, { site, page })}
      </ErrorBoundary>
    </>
  );
}
