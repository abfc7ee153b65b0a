/**
 * localStorage that never throws: private modes and blocked storage make reads return `null` and
 * writes do nothing, so a reader without storage still gets a working page (just without memory).
 * Browser only; call from effects and event handlers, never while rendering.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores a value; see `readStorage`. */
export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage is unavailable; the choice lasts for this page view only.
  }
}
