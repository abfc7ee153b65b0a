/** What the Network Information API tells (Chromium browsers). */
export interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether prefetching is allowed: never when the reader asked to save data or the connection is
 * 2g or slower (spec: prefetching is skipped on slow connections or when data saving is on).
 */
export function canPrefetch(connection: NetworkInformation | undefined = (navigator as Navigator & { connection?: NetworkInformation }).connection): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g');
}
