/** Where a site's React pages are, relative to its folder: their sources are planned as pages too. */
export const PAGES_FOLDER = 'src/pages';

/** The file of a React page written as a component (not as `.mdx` or `.md`). */
export const COMPONENT_PAGE = /\.(tsx|jsx|js)$/i;

/** Whether `file` (relative to the site folder) is a React page written as a component. */
export function isComponentPage(file: string): boolean {
  return file.startsWith(`${PAGES_FOLDER}/`) && COMPONENT_PAGE.test(file);
}
