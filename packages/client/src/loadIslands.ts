// Default imports: each is the CommonJS module's exports object, without a copy made for a namespace.
import React from 'react';
import ReactDOM from 'react-dom';
import ReactDOMClient from 'react-dom/client';
import jsxRuntime from 'react/jsx-runtime';
import { holdIslandClicks, ISLAND_HELD_CLICKS, ISLAND_REACT_KEY, ISLAND_TAG } from '@laguna-docs/shared';

/**
 * Loads a page's island loader, first handing it this runtime's React (the islands are bundled to take
 * it from here, so a page carries one React). The loader defines `<laguna-island>`, so islands that
 * client-side navigation brings in later hydrate by themselves.
 */
export function loadIslands(script: string): void {
  // Pages served with islands hold early clicks from their head; islands brought in by navigation need it here.
  holdIslandClicks(window, ISLAND_TAG, ISLAND_HELD_CLICKS);
  (globalThis as Record<symbol, unknown>)[Symbol.for(ISLAND_REACT_KEY)] ??= { react: React, 'react/jsx-runtime': jsxRuntime, 'react-dom': ReactDOM, 'react-dom/client': ReactDOMClient };
  (import(/* @vite-ignore */ script) as Promise<unknown>).catch((error: unknown) => console.warn('laguna-docs: the island script failed to load; the components stay as served.', error));
}
