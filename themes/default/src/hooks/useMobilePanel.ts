import { useEffect, useRef, useState } from 'react';
import { trapFocus } from '../controls/menu.js';

/**
 * Open/closed state of the narrow-screen menu panel, with the behaviour of a modal: focus moves to the
 * panel's close button, Tab and Shift+Tab stay inside, Escape closes, and closing returns focus to the
 * menu button. The panel remembers the route it was opened on, so following a link in it (client-side
 * navigation keeps the Layout mounted) closes it without a separate effect; focus then belongs to the
 * new page, not to the menu button.
 */
export function useMobilePanel(route: string) {
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === route;
  const menuButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);

  const close = () => {
    setOpenedAt(null);
    menuButton.current?.focus();
  };

  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    element.querySelector<HTMLElement>('.panel-close')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenedAt(null);
        menuButton.current?.focus();
        return;
      }
      trapFocus(event, element);
    };
    document.addEventListener('keydown', onKeyDown);
    // The page behind must not scroll under the open panel.
    document.documentElement.dataset.panelOpen = '';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      delete document.documentElement.dataset.panelOpen;
    };
  }, [open]);

  return { open, openPanel: () => setOpenedAt(route), close, menuButton, panel };
}
