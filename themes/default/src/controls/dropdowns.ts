import { closest } from './dom.js';
import { storeVersionChoice } from '../versionChoice.js';

/**
 * The navbar's dropdowns (`Dropdown`: navbar dropdowns, language and version menus), the disclosure
 * pattern: a click on the button toggles the list, a press outside or tabbing away closes it; arrow keys
 * open it and move between links, Home/End jump, Escape closes and returns focus. Choosing a version's
 * entry (`data-version-choice`) remembers it.
 */
export function installDropdowns(): void {
  const setOpen = (dropdown: HTMLElement, open: boolean) => {
    if (open) dropdown.dataset.open = '';
    else delete dropdown.dataset.open;
    dropdown.querySelector(':scope > button')?.setAttribute('aria-expanded', String(open));
  };
  const closeAll = (except?: Element) => {
    for (const open of document.querySelectorAll<HTMLElement>('.dropdown[data-open]')) if (open !== except) setOpen(open, false);
  };
  const links = (dropdown: HTMLElement) => Array.from(dropdown.querySelectorAll<HTMLAnchorElement>('.dropdown-menu a'));

  document.addEventListener('click', (event) => {
    const choice = closest(event.target, 'a[data-version-choice]');
    if (choice?.dataset.versionChoice !== undefined) storeVersionChoice(choice.dataset.versionChoice);
    const link = closest(event.target, '.dropdown-menu a');
    if (link) return closeAll();
    const button = closest(event.target, '.dropdown > button');
    const dropdown = button?.parentElement;
    if (!dropdown) return;
    setOpen(dropdown, dropdown.dataset.open === undefined);
  });
  document.addEventListener('pointerdown', (event) => closeAll(closest(event.target, '.dropdown')));
  document.addEventListener('focusout', (event) => {
    const dropdown = closest(event.target, '.dropdown[data-open]');
    if (dropdown && !dropdown.contains(event.relatedTarget as Node | null)) setOpen(dropdown, false);
  });
  document.addEventListener('keydown', (event) => {
    const dropdown = closest(event.target, '.dropdown');
    if (!dropdown) return;
    const all = links(dropdown);
    const move = dropdownKey(event.key, all.indexOf(document.activeElement as HTMLAnchorElement), dropdown.dataset.open !== undefined);
    if (!move) return;
    event.preventDefault();
    if (move === 'close') {
      setOpen(dropdown, false);
      dropdown.querySelector<HTMLElement>(':scope > button')?.focus();
      return;
    }
    setOpen(dropdown, true);
    // The list is in the markup while closed: it takes focus as soon as the style sheet shows it.
    requestAnimationFrame(() => all[(move.focus + all.length) % all.length]?.focus());
  });
}

/**
 * What a key does in a dropdown whose focused link is at `index` (-1: none, the button has focus): open it
 * and focus a link (`focus`, from the end when negative), close it (`close`), or nothing.
 */
export function dropdownKey(key: string, index: number, open: boolean): { focus: number } | 'close' | undefined {
  switch (key) {
    case 'ArrowDown':
      return { focus: index + 1 };
    case 'ArrowUp':
      return { focus: index < 0 ? -1 : index - 1 };
    case 'Home':
      return index < 0 ? undefined : { focus: 0 };
    case 'End':
      return index < 0 ? undefined : { focus: -1 };
    case 'Escape':
      return open ? 'close' : undefined;
    default:
      return undefined;
  }
}
