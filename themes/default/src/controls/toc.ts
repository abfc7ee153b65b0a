import { closest } from './dom.js';

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
