import { useEffect } from 'react';
import { installTabs, readyTabs } from '../controls/tabs.js';

/**
 * Makes the tab sets of `.mdx` pages (`<Tabs>`) work in a hydrated page: readies those of each page shown
 * (`readyTabs`) and listens for the reader's clicks and keys (`installTabs`).
 */
export function useTabs(route: string): void {
  useEffect(readyTabs, [route]);
  useEffect(installTabs, []);
}
