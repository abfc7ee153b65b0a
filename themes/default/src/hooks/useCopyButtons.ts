import { useEffect } from 'react';
import { copyListener } from '../controls/copy.js';

export { codeText } from '../controls/copy.js';

/**
 * Makes the copy buttons of code blocks work. They are part of the page's pre-rendered content HTML,
 * which React does not manage, so one delegated click listener serves every block of every page shown.
 * The button's label turns into "Copied" (or "Copying failed") for two seconds; `announce` repeats it
 * for screen readers through a live region.
 */
export function useCopyButtons(labels: { copy: string; copied: string; failed: string }, announce: (message: string) => void): void {
  const { copy, copied, failed } = labels;
  useEffect(() => {
    const listener = copyListener(() => ({ copy, copied, failed }), announce);
    document.addEventListener('click', listener.onClick);
    return () => {
      document.removeEventListener('click', listener.onClick);
      listener.stop();
    };
  }, [copy, copied, failed, announce]);
}
