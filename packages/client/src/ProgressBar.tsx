import { useEffect, useState } from 'react';

/** How long a route change may take before the progress bar appears (spec §2: 200 ms). */
export const PROGRESS_DELAY_MS = 200;

/**
 * The bar at the top of the viewport while a slow route change loads. Styled inline so it needs no theme
 * support; a theme may restyle `.laguna-progress` or set `--laguna-progress-color`.
 */
export function ProgressBar({ label }: { label: string }) {
  const [width, setWidth] = useState(8);
  useEffect(() => {
    // Creep towards 90 % so long loads still show movement; completion removes the bar.
    const frame = requestAnimationFrame(() => setWidth(90));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div
      className="laguna-progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={width}
      style={{
        position: 'fixed',
        insetInline: 0,
        top: 0,
        zIndex: 1000,
        height: 3,
        width: `${width}%`,
        background: 'var(--laguna-progress-color, var(--color-primary, #2563eb))',
        transition: 'width 8s cubic-bezier(0.1, 0.8, 0.2, 1)',
      }}
    />
  );
}
