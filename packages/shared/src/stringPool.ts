/**
 * One copy of each id and link a scan keeps. Values cut out of a page's HTML still refer to the whole page
 * in V8 (a sliced string keeps its parent alive), so a site's scans would hold every page; the pool stores
 * a standalone copy of each distinct value instead, and most links recur on every page (navbar, sidebar).
 * Share one pool across the pages of a build.
 */
export class StringPool {
  readonly #values = new Map<string, string>();

  get(value: string): string {
    let kept = this.#values.get(value);
    if (kept === undefined) {
      // Concatenating then slicing makes V8 copy the characters into a string of their own.
      kept = (` ${value}`).slice(1);
      this.#values.set(kept, kept);
    }
    return kept;
  }
}
