import { useEffect, useState } from 'react';
import { PROGRESS_STYLE } from './progress.js';

export { PROGRESS_DELAY_MS } from './progress.js';

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
      style={{ ...PROGRESS_STYLE, width: `${width}%` }}
    />
  );
}
