/** The parts of the DOM `holdIslandClicks` uses (this package is not typed against the DOM). */
interface HeldTarget {
  closest(selector: string): HeldTarget | null;
  hasAttribute(name: string): boolean;
}
interface HeldClick {
  button: number;
  target: unknown;
  preventDefault(): void;
  stopImmediatePropagation(): void;
}
interface ClickWindow {
  addEventListener(type: 'click', listener: (event: HeldClick) => void, capture: boolean): void;
  MouseEvent: new (type: 'click', init: HeldClick) => unknown;
}

/**
 * Holds a click made inside an island (`tag`) that is not live yet: the click is stopped and kept on the
 * island under `key` (see `ISLAND_HELD_CLICKS`), and the island loader does it again once the island is
 * live (or has failed, on its served markup). Links are left alone. Self-contained, because pages with
 * islands run it as an inline script in `<head>`, before any other script listens; the runtime calls it
 * too, for islands that client-side navigation brings in. Once per window.
 */
export function holdIslandClicks(win: ClickWindow, tag: string, key: string): void {
  const flags = win as unknown as Record<string, boolean>;
  if (flags[key]) return;
  flags[key] = true;
  win.addEventListener(
    'click',
    (event) => {
      const target = event.target as Partial<HeldTarget> | null;
      if (event.button !== 0 || !target || typeof target.closest !== 'function') return;
      const island = target.closest(tag);
      if (!island || island.hasAttribute('data-hydrated') || island.hasAttribute('data-failed') || target.closest('a[href]')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const holding = island as unknown as Record<string, unknown[]>;
      (holding[key] = holding[key] || []).push([target, new win.MouseEvent('click', event)]);
    },
    true,
  );
}
