// Small statistics and formatting helpers shared by the measurements.

/** Median of a list of numbers (mean of the middle two for an even count). */
export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function min(values) {
  return values.length ? Math.min(...values) : NaN;
}

export function max(values) {
  return values.length ? Math.max(...values) : NaN;
}

/** Wall time in the unit a reader compares against the budget: ms below 10 s, s above. */
export function formatMs(ms) {
  if (!Number.isFinite(ms)) return '–';
  if (ms < 10_000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(1)} s`;
}

/** Bytes in binary-free decimal units (1 KB = 1000 B), the units the budgets are written in. */
export function formatBytes(bytes) {
  if (!Number.isFinite(bytes)) return '–';
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} KB`;
  if (bytes < 1_000_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${(bytes / 1_000_000_000).toFixed(2)} GB`;
}
