import path from 'node:path';
import { COMPONENT_EXTENSIONS } from '@laguna-docs/shared';
import { isComponentPage } from '@laguna-docs/shared';

/*
 * Which of the site's component files its `.mdx` pages import, found before any page is parsed so that
 * one esbuild run bundles them all. The imports are read as the MDX import pass reads them (see
 * `remark-mdx-imports.ts` in the markdown package), from the pages and the partials they import; a
 * mistake is left for that pass to report at its line.
 */

/** `import Name from '…'`, as MDX writes an import that binds a default name. */
const IMPORT = /^[ \t]*import\s+[A-Za-z_$][\w$]*\s+from\s+(['"])([^'"\n]+)\1/gm;
const COMPONENT_FILE = /\.(tsx|jsx|ts|js)$/i;

/** Reads a file of the site by its path relative to the site folder; undefined when there is none. */
export type SiteFileReader = (file: string) => string | undefined;

/** The component files (relative to the site folder, posix) the given `.mdx` files and their partials import, sorted. */
export function findComponents(pages: ReadonlyArray<{ file: string; text: string }>, readFile: SiteFileReader): string[] {
  return [...walkImports(pages, readFile).components].sort();
}

/**
 * What an `.mdx` page's parse depends on besides its own text: the text of each partial it imports (and
 * they import), and the fingerprint of each site component they use (see `ComponentBundle.fingerprints`).
 */
export function mdxDependencies(page: { file: string; text: string }, readFile: SiteFileReader, fingerprints: Readonly<Record<string, string>> = {}): string {
  const { components, partials } = walkImports([page], readFile);
  return [...[...partials].filter(([file]) => file !== page.file).map(([file, text]) => `${file}\u0000${text}`), ...[...components].sort().map((file) => `${file}@${fingerprints[file] ?? ''}`)].join('\u0001');
}

function walkImports(pages: ReadonlyArray<{ file: string; text: string }>, readFile: SiteFileReader): { components: Set<string>; partials: Map<string, string> } {
  const found = new Set<string>();
  const seen = new Map<string, string>();
  const queue: Array<{ file: string; text: string; component?: boolean }> = pages.map((page) => ({ ...page }));
  while (queue.length > 0) {
    const { file, text, component: scanned } = queue.pop()!;
    // A React page is read as a page (the `.mdx` text that renders it) and as the component it is.
    const seenAs = scanned ? `${file}\u0000component` : file;
    if (seen.has(seenAs)) continue;
    seen.set(seenAs, text);
    for (const match of text.matchAll(IMPORT)) {
      const source = match[2]!;
      const site = source.startsWith('@site/');
      if (!site && !source.startsWith('./') && !source.startsWith('../')) continue;
      const target = site ? path.posix.normalize(source.slice('@site/'.length)) : path.posix.normalize(path.posix.join(path.posix.dirname(file), source));
      if (target.startsWith('../') || path.posix.isAbsolute(target)) continue;
      if (/\.mdx?$/i.test(target)) {
        const partial = readFile(target);
        if (partial !== undefined) queue.push({ file: target, text: partial });
        continue;
      }
      const component = componentOf(target, site || COMPONENT_FILE.test(target) || readFile(target) === undefined, readFile);
      if (component) found.add(component);
      // A React page's own imports are the components its islands may be.
      if (component && isComponentPage(component)) queue.push({ file: component, text: readFile(component) ?? '', component: true });
    }
  }
  return { components: found, partials: seen };
}

function componentOf(target: string, tryExtensions: boolean, readFile: SiteFileReader): string | undefined {
  if (COMPONENT_FILE.test(target)) return readFile(target) !== undefined ? target : undefined;
  if (!tryExtensions) return undefined;
  for (const stem of [target, `${target}/index`]) {
    for (const extension of COMPONENT_EXTENSIONS) if (readFile(`${stem}${extension}`) !== undefined) return `${stem}${extension}`;
  }
  return undefined;
}
