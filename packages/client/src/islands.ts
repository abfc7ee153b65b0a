import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ISLAND_HELD_CLICKS, ISLAND_TAG, type IslandHolding } from '@laguna-docs/shared';

/**
 * The island loader of a site with interactive components, loaded by the pages that have islands once
 * React is (the page script's React chunk, or the whole-page runtime's: see `ISLAND_REACT_KEY`). It defines the
 * `<laguna-island>` element: each one hydrates its component when its directive says (`load`: now,
 * `idle`: when the browser is idle, `visible`: when it scrolls into view), loading only that component's
 * chunk, and unmounts it when it leaves the page (client-side navigation replaces the content). The
 * reader's first pointer press, focus or key inside an island that waits (`idle`, `visible`) hydrates it
 * at once; a click made before it is live is held by the inline script of pages with islands and done
 * again once it is (see `holdIslandClicks`), or, when it cannot load, once it is marked `data-failed` and stays as served.
 */

/** The site's components, by their file relative to the site folder, each loading its chunk. */
export type IslandComponents = Readonly<Record<string, () => Promise<{ default: ComponentType<Record<string, unknown>> }>>>;

const TAG = ISLAND_TAG;
/** What hydrates an island that waits for idle time or visibility at once: the reader is about to use it. */
const INTENT = ['pointerdown', 'focusin', 'keydown'] as const;

export function defineIslands(components: IslandComponents): void {
  if (customElements.get(TAG)) return;
  customElements.define(
    TAG,
    class extends HTMLElement {
      root?: Root;
      cancel?: () => void;

      connectedCallback(): void {
        if (this.root || this.cancel) return;
        this.cancel = when(this, this.dataset.hydrate ?? 'load', () => {
          this.cancel = undefined;
          void this.hydrate();
        });
      }

      disconnectedCallback(): void {
        this.cancel?.();
        this.cancel = undefined;
        const root = this.root;
        this.root = undefined;
        // Not while the page's own React is committing the new content that removed this island.
        if (root) setTimeout(() => root.unmount(), 0);
      }

      async hydrate(): Promise<void> {
        const load = components[this.dataset.component ?? ''];
        if (!load) {
          failed(this);
          return console.warn(`laguna-docs: no island component "${this.dataset.component}"`);
        }
        let Component: ComponentType<Record<string, unknown>>;
        try {
          Component = (await load()).default;
        } catch (error) {
          failed(this);
          return console.warn('laguna-docs: an island failed to load; it stays as served.', error);
        }
        if (!this.isConnected || this.root) return;
        const props = JSON.parse(this.dataset.props ?? '{}') as Record<string, unknown>;
        // The children are the page's markup, kept as served: the slot the server wrote them in.
        const slot = Array.from(this.querySelectorAll('laguna-slot')).find((element) => element.closest(TAG) === this);
        const children = slot ? { children: createElement('laguna-slot', { suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: slot.innerHTML } }) } : {};
        const element = this;
        this.root = hydrateRoot(this, createElement(Hydrated, { element }, createElement(Component, { ...props, ...children })), {
          onRecoverableError: (error) => console.error('laguna-docs: island hydration problem', error),
        });
      }
    },
  );
}

/** Marks its island `data-hydrated` once React has made it live (for styles and tests); adds no markup. */
function Hydrated({ element, children }: { element: HTMLElement; children?: ReactNode }) {
  useEffect(() => {
    element.dataset.hydrated = '';
    doHeldClicks(element);
  }, [element]);
  return children ?? null;
}

/** Marks an island that cannot be made live; the clicks held for it are done on its served markup. */
function failed(element: HTMLElement): void {
  element.dataset.failed = '';
  doHeldClicks(element);
}

/**
 * Does again the clicks the boot script held for an island before it was live. Hydration keeps the served
 * elements, so each target is a live element now, listened to by React. One click a task, as the reader
 * made them: React renders a click's update before the next click's handler.
 */
function doHeldClicks(island: IslandHolding): void {
  const clicks = island[ISLAND_HELD_CLICKS];
  if (!clicks) return;
  delete island[ISLAND_HELD_CLICKS];
  const next = () => {
    const held = clicks.shift();
    if (held?.[0].isConnected) held[0].dispatchEvent(held[1]);
    if (clicks.length > 0) setTimeout(next, 0);
  };
  setTimeout(next, 0);
}

/** Calls `start` once, when an island's directive says or the reader reaches into it first; returns what cancels the wait. */
function when(element: HTMLElement, mode: string, start: () => void): () => void {
  const stop = waitFor(element, mode, () => {
    cancel();
    start();
  });
  const cancel = () => {
    stop();
    for (const type of INTENT) element.removeEventListener(type, onIntent, true);
  };
  const onIntent = () => {
    cancel();
    start();
  };
  for (const type of INTENT) element.addEventListener(type, onIntent, { capture: true, passive: true });
  return cancel;
}

function waitFor(element: HTMLElement, mode: string, start: () => void): () => void {
  // The island element has no box (`display: contents`), so it never intersects: what the component
  // wrote does. One that wrote no element has nothing to scroll into view, and waits for idle time.
  const shown = [...element.children];
  if (mode === 'visible' && typeof IntersectionObserver === 'function' && shown.length > 0) {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    });
    for (const child of shown) observer.observe(child);
    return () => observer.disconnect();
  }
  if ((mode === 'idle' || mode === 'visible') && typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(start, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(start, 0);
  return () => clearTimeout(id);
}
