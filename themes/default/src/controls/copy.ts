import { closest } from './dom.js';

/** How long a copy button says "Copied". */
export const FEEDBACK_MS = 2000;

/** The text of a code block: its lines joined by newlines (line spans may or may not carry their own). */
export function codeText(block: Element): string {
  const lines = block.querySelectorAll('.line');
  if (lines.length === 0) return block.querySelector('code')?.textContent ?? '';
  return Array.from(lines, (line) => (line.textContent ?? '').replace(/\n$/, '')).join('\n');
}

/** Copies with the Clipboard API, falling back to a selected textarea where that API is missing (plain http). */
export async function copyText(text: string): Promise<void> {
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

/** What a copy button says, and where that is repeated for screen readers. */
export interface CopyLabels {
  copy: string;
  copied: string;
  failed: string;
}

/**
 * A click listener for the copy buttons of code blocks (`button[data-copy]` in a `.code-block`): copies the
 * block's text, and the button's label turns into "Copied" (or "Copying failed") for two seconds; `announce`
 * repeats it for screen readers. `labels` is read at each click. Returns the listener and what clears its timers.
 */
export function copyListener(labels: (button: HTMLElement) => CopyLabels, announce: (message: string) => void): { onClick(event: MouseEvent): void; stop(): void } {
  const timers = new Set<number>();
  const onClick = (event: MouseEvent) => {
    const button = closest<HTMLButtonElement>(event.target, 'button[data-copy]');
    const block = button?.closest('.code-block');
    if (!button || !block) return;
    const { copy, copied, failed } = labels(button);
    const show = (message: string) => {
      button.setAttribute('aria-label', message);
      button.dataset.copied = message;
      announce(message);
      const timer = window.setTimeout(() => {
        button.setAttribute('aria-label', copy);
        delete button.dataset.copied;
        timers.delete(timer);
      }, FEEDBACK_MS);
      timers.add(timer);
    };
    copyText(codeText(block)).then(
      () => show(copied),
      () => show(failed),
    );
  };
  return { onClick, stop: () => timers.forEach((timer) => window.clearTimeout(timer)) };
}

/**
 * The copy buttons without React: the labels come from the layout's status region, which the server wrote
 * with them (`data-copy`, `data-copied`, `data-copy-failed`), and which announces the result.
 */
export function installCopyButtons(): void {
  const region = () => document.querySelector<HTMLElement>('.layout > [role="status"]');
  const { onClick } = copyListener(
    (button) => {
      const labels = region()?.dataset;
      return { copy: labels?.copy ?? button.getAttribute('aria-label') ?? '', copied: labels?.copied ?? '', failed: labels?.copyFailed ?? '' };
    },
    (message) => {
      const status = region();
      if (status) status.textContent = message;
    },
  );
  document.addEventListener('click', onClick);
}
