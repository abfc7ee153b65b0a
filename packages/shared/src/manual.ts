/** The address of laguna-docs's own documentation, the site built from `website/` and published on GitHub Pages. */
export const MANUAL_URL = 'https://sloveniaengineering.github.io/laguna-docs/manual/';

/**
 * The address of a page of that documentation, by its route below it (`docs/guides/writing#raw-html`), for
 * messages and written files that send a user there. `website.test.ts` checks that every page (and anchor)
 * named this way exists.
 */
export function manualPage(route: string): string {
  return `${MANUAL_URL}${route}`;
}
