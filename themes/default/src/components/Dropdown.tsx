import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { dropdownKey } from '../controls/dropdowns.js';
import { ExternalIcon } from './icons.js';

/** One link of a dropdown. */
export interface DropdownItem {
  label: string;
  href: string;
  /** Marks the entry for the current choice (`aria-current="true"`), or the current page itself (`"page"`). */
  current?: boolean | 'page';
  /**
   * A link off the site: it opens in a new tab and says so, with the external-link arrow and this text for
   * screen readers ("(opens in a new tab)").
   */
  external?: string;
  /** Language of the label and of the target, for language menus. */
  lang?: string;
  onSelect?: () => void;
  /** The docs version choosing this entry makes the reader's (`data-version-choice`, for the plain controls). */
  versionChoice?: string;
}

export interface DropdownProps {
  /**
   * Id of the list, unique on the page. Given rather than made with `useId`: the browser renders the
   * Layout inside the client runtime's wrappers, so generated ids would differ from the server's.
   */
  id: string;
  /** Accessible name of the button, e.g. "Language: English". */
  label: string;
  /** What the button shows. */
  text: string;
  icon?: ReactNode;
  items: DropdownItem[];
  className?: string;
}

/**
 * A button that discloses a list of links (the disclosure pattern, not an ARIA menu: the entries are
 * ordinary links). Mouse: click toggles, a click outside closes. Keyboard: Enter/Space toggle, arrow keys
 * open it and move between links, Home/End jump, Escape closes and returns focus, tabbing away closes.
 * The list is always in the markup (hidden by CSS while closed), so it also opens on hover and focus
 * without JavaScript, and its links are there for crawlers.
 */
export function Dropdown({ id, label, text, icon, items, className }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const links = () => Array.from(root.current?.querySelectorAll<HTMLAnchorElement>('.dropdown-menu a') ?? []);
  const onKeyDown = (event: KeyboardEvent) => {
    const all = links();
    const move = dropdownKey(event.key, all.indexOf(document.activeElement as HTMLAnchorElement), open);
    if (!move) return;
    event.preventDefault();
    if (move === 'close') {
      setOpen(false);
      button.current?.focus();
      return;
    }
    setOpen(true);
    // The list is in the DOM while closed, so it can take focus as soon as CSS shows it.
    requestAnimationFrame(() => {
      const shown = links();
      shown[(move.focus + shown.length) % shown.length]?.focus();
    });
  };

  return (
    <div
      ref={root}
      className={`dropdown${className ? ` ${className}` : ''}`}
      data-open={open ? '' : undefined}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button ref={button} type="button" className="navbar-button" aria-label={label} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {icon}
        <span>{text}</span>
        <svg className="icon caret" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <ul id={id} className="dropdown-menu">
        {items.map((item) => (
          <li key={item.href + item.label}>
            <a
              href={item.href}
              lang={item.lang}
              hrefLang={item.lang}
              aria-current={item.current === 'page' ? 'page' : item.current ? 'true' : undefined}
              data-version-choice={item.versionChoice}
              {...(item.external !== undefined ? { className: 'external', target: '_blank', rel: 'noopener noreferrer' } : {})}
              onClick={() => {
                item.onSelect?.();
                setOpen(false);
              }}
            >
              {item.external !== undefined ? (
                <>
                  <span>{item.label}</span>
                  <ExternalIcon />
                  <span className="sr-only"> {item.external}</span>
                </>
              ) : (
                item.label
              )}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
