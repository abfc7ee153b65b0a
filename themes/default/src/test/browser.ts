import { build } from 'esbuild';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageData, SiteData } from '@laguna-docs/shared';
import { Layout } from '../components/Layout.js';

const source = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * How a test page is made live: `hydrated` as a site that overrides theme components has it (React
 * hydrates the Layout), `plain` as other sites have it (the theme's plain controls on the server's markup).
 */
export type ThemeMode = 'hydrated' | 'plain';

/** Both modes, for `describe.each`: the theme's interactions must be the same in each. */
export const THEME_MODES: readonly ThemeMode[] = ['hydrated', 'plain'];

/**
 * The page script of the `plain` mode: the controls installed and shown the page, as the client's page
 * script does. `window.__show(page)` swaps in the server's markup of another page, as client navigation does.
 */
const plainEntry = `
    import { createElement } from 'react';
    import { renderToString } from 'react-dom/server';
    import { Layout } from ${JSON.stringify(source('../client.ts'))};
    import { controls } from ${JSON.stringify(source('../controls/index.ts'))};
    const data = JSON.parse(document.getElementById('data').textContent);
    let current = data;
    const context = () => ({ site: current.site, page: current.page, complete: async () => current.site, fullSidebars: async () => current.site });
    controls.install(context);
    controls.show(context(), true);
    window.__hydrated = true;
    window.__show = (page) => {
      current = { site: current.site, page };
      document.getElementById('root').innerHTML = renderToString(createElement(Layout, current));
      controls.show(context(), false);
    };
  `;

/** The theme's browser bundle and stylesheet, built once per test file the way the site build does. */
async function bundle(mode: ThemeMode): Promise<{ js: string; css: string }> {
  const hydratedEntry = `
    import { createElement, useEffect, useState } from 'react';
    import { hydrateRoot } from 'react-dom/client';
    import { Layout } from ${JSON.stringify(source('../client.ts'))};
    const data = JSON.parse(document.getElementById('data').textContent);
    // A parent's effects run after its children's: once this one has, the Layout's effects have too.
    // window.__show(page) re-renders the mounted Layout with another page, as client navigation does.
    function Hydrated(props) {
      const [page, setPage] = useState(props.page);
      useEffect(() => { window.__hydrated = true; window.__show = setPage; }, []);
      return createElement(Layout, { site: props.site, page });
    }
    hydrateRoot(document.getElementById('root'), createElement(Hydrated, data), { onRecoverableError: (error) => console.error('hydration: ' + error.message) });
  `;
  const common = { bundle: true, write: false, minify: true, logLevel: 'silent' as const };
  const [js, css] = await Promise.all([
    build({ ...common, stdin: { contents: mode === 'plain' ? plainEntry : hydratedEntry, resolveDir: source('.'), loader: 'tsx' }, format: 'esm', platform: 'browser', define: { 'process.env.NODE_ENV': '"production"' } }),
    build({ ...common, entryPoints: [source('../styles/index.css')] }),
  ]);
  // `write: false` always fills `outputFiles`.
  return { js: js.outputFiles![0]!.text, css: css.outputFiles![0]!.text };
}

/** A page as the site serves it: server-rendered shell, the head script's marks, hydrated by the theme. */
function documentFor(site: SiteData, page: PageData, css: string): string {
  const data = JSON.stringify({ site, page }).replace(/</g, '\\u003c');
  // What the render stage's head script does before paint (colour mode, dismissed announcement, data-js).
  const head = `var d=document.documentElement;d.dataset.js="";var m=localStorage.getItem("laguna-docs:color-mode");if(m)d.dataset.theme=m;if(localStorage.getItem("laguna-docs:announcement-dismissed")===${JSON.stringify(site.announcement?.id ?? '')})d.dataset.announcementDismissed="";`;
  return `<!doctype html><html lang="${site.locale.htmlLang}" data-theme="light"><head><meta charset="utf-8"><script>${head}</script><style>${css}</style></head><body><div id="root">${renderToString(createElement(Layout, { site, page }))}</div><script type="application/json" id="data">${data}</script><script type="module" src="/app.js"></script></body></html>`;
}

/** A Chromium and a 127.0.0.1 server that shows one page of fixture data per path. */
export interface ThemeBrowser {
  /** Serves `page` at a fresh path and opens it in a new context. */
  open(site: SiteData, page: PageData, options?: BrowserContextOptions): Promise<{ page: Page; errors: string[] }>;
  /** Closes the pages opened so far (each test's, once it has run). */
  closePages(): Promise<void>;
  close(): Promise<void>;
}

export async function startThemeBrowser(mode: ThemeMode = 'hydrated'): Promise<ThemeBrowser> {
  const assets = await bundle(mode);
  const pages = new Map<string, string>();
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (url === '/app.js') return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(assets.js);
    if (url === '/favicon.ico') return void response.writeHead(204).end();
    const html = pages.get(url);
    if (!html) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser: Browser = await chromium.launch({
    executablePath: process.env.LAGUNA_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const contexts = new Set<BrowserContext>();
  return {
    async open(site, data, options = {}) {
      const path = `/page-${pages.size}`;
      pages.set(path, documentFor(site, data, assets.css));
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
      contexts.add(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(origin + path);
      await page.waitForFunction(() => (window as unknown as { __hydrated?: boolean }).__hydrated === true);
      return { page, errors };
    },
    async closePages() {
      const open = [...contexts];
      contexts.clear();
      await Promise.all(open.map((context) => context.close()));
    },
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A theme browser for the tests of one `describe` block, started before them and closed after: its getter. */
export function useThemeBrowser(mode: ThemeMode): () => ThemeBrowser {
  let browser: ThemeBrowser | undefined;
  beforeAll(async () => {
    browser = await startThemeBrowser(mode);
  });
  // A test's pages close once it has run, so the browser does not keep every test's pages alive.
  afterEach(() => browser?.closePages());
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('the theme browser has not started');
    return browser;
  };
}
