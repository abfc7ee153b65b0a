import { useEffect, useState } from 'react';

/**
 * How far down the viewport a heading counts as reached: below the sticky navbar, a quarter of the way
 * into the rest of the screen, so the section whose heading the reader has just scrolled to (or jumped
 * to from the table of contents) is the one marked.
 */
function readingLine(): number {
  const navbar = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
  return navbar + (window.innerHeight - navbar) / 4;
}

/**
 * The id of the heading the reader is in: the last of `ids` whose heading has scrolled past the reading
 * line, or the last one once the page is scrolled to the bottom (short final sections never reach the
 * line). `undefined` before the first measurement, so the server markup and first render agree.
 */
export function useActiveHeading(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  const key = ids.join(' ');
  useEffect(() => {
    if (ids.length === 0) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const line = readingLine();
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      let current: string | undefined;
      for (const id of ids) {
        const heading = document.getElementById(id);
        if (heading && heading.getBoundingClientRect().top <= line) current = id;
      }
      setActive(atBottom && window.scrollY > 0 ? ids[ids.length - 1] : current);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
    // `key` stands for `ids`: a new array with the same headings must not restart the listener.
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return active;
}
