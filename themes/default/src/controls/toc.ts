import { translate, type SiteData, type TocEntry } from '@laguna-docs/shared';
import { closest, element } from './dom.js';

export interface TocNode {
  entry: TocEntry;
  children: TocNode[];
}

/** Nests the flat heading list: each deeper heading goes under the closest shallower one before it. */
export function nestToc(entries: readonly TocEntry[]): TocNode[] {
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const entry of entries) {
    const node: TocNode = { entry, children: [] };
    while (stack.length > 0 && stack[stack.length - 1]!.entry.depth >= entry.depth) stack.pop();
    (stack[stack.length - 1]?.children ?? roots).push(node);
    stack.push(node);
  }
  return roots;
}


/**
 * How far down the viewport a heading counts as reached: below the sticky navbar, a quarter of the way
 * into the rest of the screen (as `useActiveHeading`).
 */
function readingLine(): number {
  const navbar = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
  return navbar + (window.innerHeight - navbar) / 4;
}

/** Marks the table of contents' entry of the heading being read (see `useActiveHeading`). */
function markActive(): void {
  const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('.toc a[href^="#"]'));
  if (links.length === 0) return;
  const line = readingLine();
  const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  let active: HTMLAnchorElement | undefined;
  for (const link of links) {
    const heading = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    if (heading && heading.getBoundingClientRect().top <= line) active = link;
  }
  if (atBottom && window.scrollY > 0) active = links[links.length - 1];
  for (const link of links) {
    link.classList.toggle('active', link === active);
    if (link === active) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
    if (link.classList.length === 0) link.removeAttribute('class');
  }
}

/**
 * The table of contents (`Toc`): the entry being read is marked as the page scrolls, and on narrow screens
 * its toggle opens and closes the box (an entry followed closes it).
 */
export function installToc(): void {
  let frame = 0;
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(() => {
      frame = 0;
      markActive();
    });
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  document.addEventListener('click', (event) => {
    const toc = closest(event.target, '.toc');
    if (!toc) return;
    let expanded: boolean;
    if (closest(event.target, '.toc-toggle')) expanded = toc.dataset.expanded === undefined;
    else if (closest(event.target, 'a')) expanded = false;
    else return;
    if (expanded) toc.dataset.expanded = '';
    else delete toc.dataset.expanded;
    toc.querySelector('.toc-toggle')?.setAttribute('aria-expanded', String(expanded));
  });
}

/** Marks the entry being read on a page shown. */
export function showToc(): void {
  markActive();
}

/**
 * Writes the table of contents anew from the page's data (as `Toc` does), for a page whose content alone
 * changed: its entries, or the whole box when the page gains one or loses it. False when it cannot (the
 * box's words are UI strings the page left to the locale's file).
 */
export function writeToc(site: SiteData, entries: readonly TocEntry[]): boolean {
  const main = document.querySelector<HTMLElement>('main.main');
  const toc = main?.querySelector(':scope > .toc');
  if (!main) return false;
  if (entries.length === 0) {
    toc?.remove();
    main.classList.remove('has-toc');
    markActive();
    return true;
  }
  const write = (nodes: TocNode[]): HTMLUListElement =>
    element('ul', {}, ...nodes.map(({ entry, children }) => element('li', {}, element('a', { href: `#${entry.id}` }, entry.text), ...(children.length > 0 ? [write(children)] : []))));
  const list = write(nestToc(entries));
  const old = toc?.querySelector(':scope > ul');
  if (old) old.replaceWith(list);
  else {
    const strings = (site as Partial<SiteData>).strings;
    if (!strings) return false;
    const title = translate(strings, site.locale.code, 'toc.title');
    const chevron = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    chevron.innerHTML = '<path d="M9 6l6 6-6 6"/>';
    for (const [name, value] of Object.entries({ class: 'icon chevron', viewBox: '0 0 24 24', width: '20', height: '20', 'aria-hidden': 'true' })) chevron.setAttribute(name, value);
    const toggle = element('button', { type: 'button', class: 'toc-toggle', 'aria-expanded': 'false' }, element('span', {}, title));
    toggle.append(chevron);
    main.prepend(element('nav', { class: 'toc', 'aria-label': title }, element('p', { class: 'toc-title' }, title), toggle, list));
    main.classList.add('has-toc');
  }
  markActive();
  return true;
}
