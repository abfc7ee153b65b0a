/** How long a route change may take before the progress bar appears (spec §2: 200 ms). */
export const PROGRESS_DELAY_MS = 200;

/** The bar's inline style: it needs no theme support; a theme may restyle `.laguna-progress` or set `--laguna-progress-color`. */
export const PROGRESS_STYLE = {
  position: 'fixed',
  insetInline: '0',
  top: '0',
  zIndex: '1000',
  height: '3px',
  background: 'var(--laguna-progress-color, var(--color-primary, #2563eb))',
  transition: 'width 8s cubic-bezier(0.1, 0.8, 0.2, 1)',
} as const;

/**
 * Shows or hides the progress bar of a page without React, the same element `ProgressBar` renders: it
 * creeps towards 90 % so long loads still show movement; completion removes it. `label` gives its name.
 */
export function plainProgress(label: () => Promise<string>): (loading: boolean) => void {
  let bar: HTMLElement | undefined;
  return (loading) => {
    if (!loading) {
      bar?.remove();
      bar = undefined;
      return;
    }
    if (bar) return;
    const made = document.createElement('div');
    made.className = 'laguna-progress';
    made.setAttribute('role', 'progressbar');
    // Its name is a UI string, which the page may have left to the locale's strings file.
    label().then(
      (name) => made.setAttribute('aria-label', name),
      () => undefined,
    );
    made.setAttribute('aria-valuemin', '0');
    made.setAttribute('aria-valuemax', '100');
    made.setAttribute('aria-valuenow', '8');
    Object.assign(made.style, PROGRESS_STYLE, { width: '8%' });
    document.body.prepend(made);
    bar = made;
    requestAnimationFrame(() => {
      made.style.width = '90%';
      made.setAttribute('aria-valuenow', '90');
    });
  };
}
