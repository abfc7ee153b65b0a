import { useEffect } from 'react';

/** How long a copy button says "Copied". */
const FEEDBACK_MS = 2000;

/** The text of a code block: its lines joined by newlines (line spans may or may not carry their own). */
export function codeText(block: Element): string {
  const lines = block.querySelectorAll('.line');
  if (lines.length === 0) return block.querySelector('code')?.textContent ?? '';
  return Array.from(lines, (line) => (line.textContent ?? '').replace(/\n$/, '')).join('\n');
}

/** Copies with the Clipboard API, falling back to a selected textarea where that API is missing (plain http). */
async function copy(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy command refused');
}

/**
 * Makes the copy buttons of code blocks work. They are part of the page's pre-rendered content HTML,
 * which React does not manage, so one delegated click listener serves every block of every page shown.
 * The button's label turns into "Copied" (or "Copying failed") for two seconds; `announce` repeats it
 * for screen readers through a live region.
 */
export function useCopyButtons(labels: { copy: string; copied: string; failed: string }, announce: (message: string) => void): void {
  const { copy: copyLabel, copied, failed } = labels;
  useEffect(() => {
    const timers = new Set<number>();
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-copy]');
      const block = button?.closest('.code-block');
      if (!button || !block) return;
      const show = (message: string) => {
        button.setAttribute('aria-label', message);
        button.dataset.copied = message;
        announce(message);
        const timer = window.setTimeout(() => {
          button.setAttribute('aria-label', copyLabel);
          delete button.dataset.copied;
          timers.delete(timer);
        }, FEEDBACK_MS);
        timers.add(timer);
      };
      copy(codeText(block)).then(
        () => show(copied),
        () => show(failed),
      );
    };
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [copyLabel, copied, failed, announce]);
}
