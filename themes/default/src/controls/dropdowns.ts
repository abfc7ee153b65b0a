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
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const open = dropdown.dataset.open !== undefined;
    const focusLink = (at: number) => {
      setOpen(dropdown, true);
      // The list is in the markup while closed: it takes focus as soon as the style sheet shows it.
      requestAnimationFrame(() => all[(at + all.length) % all.length]?.focus());
    };
    const keys: Record<string, () => void> = {
      ArrowDown: () => focusLink(index + 1),
      ArrowUp: () => focusLink(index < 0 ? -1 : index - 1),
      Home: () => focusLink(0),
      End: () => focusLink(-1),
      Escape: () => {
        setOpen(dropdown, false);
        dropdown.querySelector<HTMLElement>(':scope > button')?.focus();
      },
    };
    const action = keys[event.key];
    if (!action || (event.key === 'Escape' && !open) || ((event.key === 'Home' || event.key === 'End') && index < 0)) return;
    event.preventDefault();
    action();
  });
}
