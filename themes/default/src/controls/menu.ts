import { closest, element } from './dom.js';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Elements inside `container` that take focus and are shown. */
export function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((item) => item.getClientRects().length > 0);
}

/**
 * Keeps Tab and Shift+Tab inside `panel` (a modal's focus trap): moves focus round when it would leave.
 * Whether the key was one it handled.
 */
export function trapFocus(event: KeyboardEvent, panel: HTMLElement): boolean {
  if (event.key !== 'Tab') return false;
  const list = focusables(panel);
  const first = list[0];
  const last = list[list.length - 1];
  if (!first || !last) return false;
  const active = document.activeElement;
  if (event.shiftKey ? active === first || !panel.contains(active) : active === last || !panel.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
  return true;
}

/**
 * The narrow screens' menu panel (`NavPanel`, opened by the navbar's `.menu-button`), a modal: focus moves
 * to its close button, Tab stays inside, Escape, the close button and the backdrop close it, and closing
 * returns focus to the menu button. Client navigation brings a new, closed panel.
 */
export function installMenu(): void {
  const panelOf = (button: Element) => document.getElementById(button.getAttribute('aria-controls') ?? '');
  const openPanel = () => document.querySelector<HTMLElement>('.sidebar[data-open]');
  const close = (focus: boolean) => {
    const panel = openPanel();
    if (!panel) return;
    delete panel.dataset.open;
    panel.parentElement?.querySelector(':scope > .backdrop')?.remove();
    delete document.documentElement.dataset.panelOpen;
    const button = document.querySelector<HTMLElement>(`.menu-button[aria-controls="${CSS.escape(panel.id)}"]`);
    button?.setAttribute('aria-expanded', 'false');
    if (focus) button?.focus();
  };
  document.addEventListener('click', (event) => {
    const button = closest(event.target, '.menu-button');
    const panel = button && panelOf(button);
    if (button && panel) {
      panel.dataset.open = '';
      button.setAttribute('aria-expanded', 'true');
      panel.after(element('div', { class: 'backdrop', 'aria-hidden': 'true' }));
      // The page behind must not scroll under the open panel.
      document.documentElement.dataset.panelOpen = '';
      panel.querySelector<HTMLElement>('.panel-close')?.focus();
      return;
    }
    if (closest(event.target, '.sidebar[data-open] .panel-close, .backdrop')) close(true);
  });
  document.addEventListener('keydown', (event) => {
    const panel = openPanel();
    if (!panel) return;
    if (event.key === 'Escape') close(true);
    else trapFocus(event, panel);
  });
}

/** Closes the menu panel's traces on a page that client navigation brought (its panel comes closed). */
export function resetMenu(): void {
  delete document.documentElement.dataset.panelOpen;
}
