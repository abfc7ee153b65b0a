import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type ConsoleMessage, type Page, type Route } from 'playwright-core';
import { inject } from 'vitest';

let browser: Browser | undefined;

/**
 * The run's one headless Chromium (started by `globalSetup.ts`), connected to once per test file: each
 * test opens a context of its own in it, so files share the browser but nothing a page stores.
 */
export async function getBrowser(): Promise<Browser> {
  browser ??= await chromium.connect(inject('browserEndpoint'));
  return browser;
}

/** Leaves the shared Chromium: the contexts this file opened close with it. */
export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

/** A fresh page that records console messages and page errors for assertions. */
export async function openPage(options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page; messages: ConsoleMessage[]; errors: Error[] }> {
  const context = await (await getBrowser()).newContext({ viewport: { width: 1280, height: 800 }, ...options });
  // Half the test's time limit (`vitest.workspace.ts`): a step that hangs fails with its own message (the
  // locator it waited for) instead of the test's bare timeout.
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  const messages: ConsoleMessage[] = [];
  const errors: Error[] = [];
  page.on('console', (message) => messages.push(message));
  page.on('pageerror', (error) => errors.push(error));
  return { context, page, messages, errors };
}

/**
 * Has every document the context loads bring axe-core along (the browser evaluates the script it was
 * handed once), so a pass over many pages does not send its half megabyte to each page again.
 */
export async function loadAxeInto(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axe.source });
}

/** The serious and critical axe-core violations of the page as it is now: `rule: target, …` each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  return page.evaluate(async () => {
    const run = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
    return run.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  });
}

/** A colour mode of the theme (`<html data-theme>`). */
export type ColorMode = 'light' | 'dark';

/**
 * Starts every page of the context in light mode unless a mode is stored: the first page a context opens
 * shows light, and a click on the colour toggle stores its choice for the pages after (`inBothModes`).
 */
export async function startLight(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => localStorage.getItem('laguna-docs:color-mode') ?? localStorage.setItem('laguna-docs:color-mode', 'light'));
}

/**
 * Runs `check` on a live page in the mode it loaded in (the stored one, applied by the head script), then
 * in the other after a click on the colour toggle, once the colours' transitions have ended. The toggle
 * stores that mode, so the next page loads in it: pages checked in turn alternate which mode comes from a
 * load and which from the toggle, and one load serves both.
 */
export async function inBothModes(page: Page, check: (mode: ColorMode) => Promise<void>): Promise<ColorMode[]> {
  const seen: ColorMode[] = [];
  for (const toggled of [false, true]) {
    if (toggled) {
      await page.locator('.color-toggle').first().click();
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    }
    const mode = await page.getAttribute('html', 'data-theme');
    if (mode !== 'light' && mode !== 'dark') throw new Error(`${page.url()} shows no colour mode (data-theme=${JSON.stringify(mode)})`);
    seen.push(mode);
    await check(mode);
  }
  return seen;
}

/** Opens a URL and waits until the client runtime is live (`<html data-hydrated>`), so interactions reach it. */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await untilHydrated(page);
}

/**
 * Waits until the client runtime marks the page live (`<html data-hydrated>`): one call into the page that
 * resolves on the attribute's change, instead of polling the page every frame.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const html = document.documentElement;
        if (html.dataset.hydrated !== undefined) return resolve();
        const observer = new MutationObserver(() => {
          if (html.dataset.hydrated === undefined) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
      }),
  );
}

/** Marks the current document so a test can tell a client-side navigation from a full load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __lagunaMark: boolean }).__lagunaMark = true));
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __lagunaMark?: boolean }).__lagunaMark === true);
}

/**
 * Holds the responses of requests matching `pattern` until `release()`, so a test acts on the page before
 * what they bring is live; `requested` resolves once the first of them is made.
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<{ requested: Promise<void>; release(): void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const wasRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.route(pattern, async (route: Route) => {
    requested();
    await released;
    await route.continue();
  });
  return { requested: wasRequested, release };
}

/**
 * Adds a link to `href` to the page's main content and clicks it: a client-side navigation to a page no
 * link of the current one leads to.
 */
export async function clickNewLink(page: Page, href: string): Promise<void> {
  await page.evaluate((target) => {
    const link = document.createElement('a');
    link.href = target;
    link.id = 'laguna-test-link';
    link.textContent = target;
    document.querySelector('main')!.append(link);
  }, href);
  await page.click('#laguna-test-link');
}

/**
 * Times clicks in `page` (see `clickDelay`): from a click to the moment a condition holds, and which
 * responses arrived in between (what the control could have waited on).
 */
export async function timeClicks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __lagunaCondition?: string; __lagunaActed?: ClickTiming };
    addEventListener('click', () => {
      const condition = w.__lagunaCondition;
      if (!condition) return;
      const at = performance.now();
      const holds = () => Boolean((0, eval)(condition));
      const check = () => {
        if (w.__lagunaActed !== undefined || !holds()) return;
        const now = performance.now();
        const arrived = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.responseEnd > at && entry.responseEnd <= now).map((entry) => new URL(entry.name).pathname);
        w.__lagunaActed = { ms: now - at, arrived };
        observer.disconnect();
      };
      const observer = new MutationObserver(check);
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      // The handlers of this click run after this capturing listener: check once they have.
      setTimeout(check, 0);
    }, { capture: true });
  });
}

/** How long a control took to act on a click, and the responses that arrived before it did. */
export interface ClickTiming {
  ms: number;
  arrived: string[];
}

/** Clicks `selector` and gives how long the page took to make `condition` hold (see `timeClicks`). */
export async function clickDelay(page: Page, selector: string, condition: string): Promise<ClickTiming> {
  await page.evaluate((expression) => {
    const w = window as unknown as { __lagunaCondition?: string; __lagunaActed?: ClickTiming };
    w.__lagunaCondition = expression;
    w.__lagunaActed = undefined;
  }, condition);
  await page.locator(selector).first().click();
  await page.waitForFunction(() => (window as unknown as { __lagunaActed?: ClickTiming }).__lagunaActed !== undefined, null, { timeout: 10_000 });
  return page.evaluate(() => (window as unknown as { __lagunaActed: ClickTiming }).__lagunaActed);
}

/** A page's HTML with data no layout can render (a title that is an object), for the crash screen's tests. */
export function breakPageData(html: string): string {
  return html.replace(/(<script type="application\/json" id="__laguna_data">)(.*?)(<\/script>)/s, (_whole, open: string, json: string, close: string) => {
    const data = JSON.parse(json) as { page: { title: unknown } };
    data.page.title = { crash: true };
    return open + JSON.stringify(data).replace(/</g, '\\u003c') + close;
  });
}
