import fs from 'node:fs/promises';
import path from 'node:path';
import { listFiles, refusedLinkDiagnostic, SYSTEM_FILE_NAMES, type DiscoveredSources, type SourceFile } from '@laguna-docs/content';
import { COMPONENT_PAGE, PAGES_FOLDER } from '@laguna-docs/shared';

/*
 * The site's React pages, as Docusaurus has them: `src/pages/<path>.tsx` (or `.jsx`, `.js`, `.mdx`, `.md`)
 * is the page at `/<path>` in every locale. A component page is an `.mdx` page that renders it (see
 * `reactPageText`), so it is parsed, linked, checked, indexed and listed like the others; `@theme/Layout`
 * in it gives its children, as the site's layout is around every page.
 */

const PAGE_FILE = /\.(tsx|jsx|js|mdx|md)$/i;

/**
 * `discovered` with the site's React pages added to the `pages` section of each of `locales`. A file or
 * folder whose name starts with `_` is not a page (a component kept beside the pages), nor is a test or
 * a type declaration.
 */
export async function withReactPages(discovered: DiscoveredSources, root: string, locales: readonly string[]): Promise<DiscoveredSources> {
  const dir = path.join(root, ...PAGES_FOLDER.split('/'));
  const listed = await listFiles({ dir, root, dot: false, skipNames: SYSTEM_FILE_NAMES });
  if (listed.missing) return discovered;
  const entries = listed.files.filter((entry) => PAGE_FILE.test(entry) && !entry.split('/').some((segment) => segment.startsWith('_')) && !/\.(test|spec|d)\.[jt]sx?$/.test(entry)).sort();
  const files: SourceFile[] = [];
  for (const entry of entries) {
    const file = `${PAGES_FOLDER}/${entry}`;
    let text: string;
    try {
      text = await fs.readFile(path.join(dir, ...entry.split('/')), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const component = COMPONENT_PAGE.test(entry);
    const relPath = component ? entry.replace(COMPONENT_PAGE, '.mdx') : entry;
    const page = component ? reactPageText(file, text) : text;
    for (const locale of locales) files.push({ locale, section: 'pages', relPath, file, text: page });
  }
  return { ...discovered, files: [...discovered.files, ...files], diagnostics: [...discovered.diagnostics, ...listed.refused.map((refused) => refusedLinkDiagnostic(refused, root, 'pages'))] };
}

/**
 * The `.mdx` page that renders a component page: its title and description read from the `@theme/Layout`
 * element when written there as text (else the title comes from the file's name), the title and table of
 * contents left to the component.
 */
export function reactPageText(file: string, source: string): string {
  const layout = /<Layout\b([^>]*)>/s.exec(source)?.[1] ?? '';
  const attribute = (name: string) => new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|\\{\\s*(?:"([^"]*)"|'([^']*)'|\`([^\`$]*)\`)\\s*\\})`).exec(layout)?.slice(1).find((value) => value !== undefined);
  const title = attribute('title');
  const description = attribute('description');
  const frontMatter = [
    ...(title ? [`title: ${JSON.stringify(title)}`] : []),
    ...(description ? [`description: ${JSON.stringify(description)}`] : []),
    'hide_title: true',
    'hide_table_of_contents: true',
  ];
  return `---\n${frontMatter.join('\n')}\n---\nimport Page from ${JSON.stringify(`@site/${file}`)};\n\n<Page />\n`;
}
