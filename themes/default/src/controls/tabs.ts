import { readStorage, writeStorage } from '../storage.js';
import { closest } from './dom.js';

/** Where the tab chosen in a group (`<Tabs groupId>`) is kept across pages and reloads. */
const storageKey = (group: string) => `laguna-docs:tabs:${group}`;

/** Shows the panel of `value` in one tab set (if it has that tab) and hides the others; whether it had it. */
function select(tabs: Element, value: string, focus = false): boolean {
  const buttons = Array.from(tabs.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]'));
  if (!buttons.some((button) => button.dataset.value === value)) return false;
  for (const button of buttons) {
    const selected = button.dataset.value === value;
    button.setAttribute('aria-selected', String(selected));
    button.tabIndex = selected ? 0 : -1;
    if (selected && focus) button.focus();
  }
  for (const panel of Array.from(tabs.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]'))) panel.hidden = panel.dataset.value !== value;
  return true;
}

/** Selects `value` in the tab set and, with a group, in every tab set of that group on the page, and remembers it. */
function choose(tabs: HTMLElement, value: string, focus: boolean): void {
  select(tabs, value, focus);
  const group = tabs.dataset.groupId;
  if (!group) return;
  for (const other of Array.from(document.querySelectorAll<HTMLElement>('.tabs[data-group-id]'))) {
    if (other !== tabs && other.dataset.groupId === group) select(other, value);
  }
  writeStorage(storageKey(group), value);
}

/**
 * Readies the tab sets of `.mdx` pages (`<Tabs>`) of the page shown. Their markup comes with the page's
 * content HTML with every panel shown, each led by its label, and the tab list hidden: this shows the tab
 * list, hides the labels, applies the choice remembered for the group and hides the other panels, then
 * marks the set ready (`data-ready`).
 */
export function readyTabs(): void {
  for (const tabs of Array.from(document.querySelectorAll<HTMLElement>('.tabs'))) {
    const group = tabs.dataset.groupId;
    const remembered = group ? readStorage(storageKey(group)) : null;
    const initial = tabs.querySelector<HTMLElement>(':scope > [role="tablist"] > [aria-selected="true"]')?.dataset.value;
    if (!(remembered !== null && select(tabs, remembered)) && initial !== undefined) select(tabs, initial);
    for (const label of Array.from(tabs.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"] > .tabs-panel-label'))) label.hidden = true;
    const list = tabs.querySelector<HTMLElement>(':scope > [role="tablist"]');
    if (list) list.hidden = false;
    tabs.dataset.ready = '';
  }
}

/** One delegated listener for the tabs of every page shown: clicks and the WAI-ARIA keys (arrows, Home, End). Returns what removes it. */
export function installTabs(): () => void {
  const tabOf = (target: EventTarget | null) => {
    const button = closest(target, '.tabs > [role="tablist"] > [role="tab"]');
    const tabs = button?.parentElement?.parentElement;
    return button && tabs ? { button, tabs } : undefined;
  };
  const onClick = (event: MouseEvent) => {
    const hit = tabOf(event.target);
    if (hit?.button.dataset.value !== undefined) choose(hit.tabs, hit.button.dataset.value, false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const hit = tabOf(event.target);
    if (!hit) return;
    const buttons = Array.from(hit.button.parentElement!.querySelectorAll<HTMLElement>(':scope > [role="tab"]'));
    const index = buttons.indexOf(hit.button);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = buttons[(next + buttons.length) % buttons.length]!;
    if (target.dataset.value !== undefined) choose(hit.tabs, target.dataset.value, true);
  };
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKeyDown);
  };
}
