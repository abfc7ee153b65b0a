import fs from 'node:fs/promises';
import path from 'node:path';
import { listFiles, refusedLinkDiagnostic, SYSTEM_FILE_NAMES } from '@laguna-docs/content';
import type { Alternate, Diagnostic } from '@laguna-docs/shared';
import type { OutputFile } from './output.js';

/** `sitemap.xml` listing every page once per locale, each with its `hreflang` alternates. */
export function renderSitemap(origin: string, pages: ReadonlyArray<{ href: string; alternates: readonly Alternate[] }>): string {
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const urls = [...pages]
    .sort((a, b) => (a.href < b.href ? -1 : a.href > b.href ? 1 : 0))
    .map(({ href, alternates }) => {
      const links = alternates.map((alt) => `<xhtml:link rel="alternate" hreflang="${escape(alt.hreflang)}" href="${escape(origin + alt.href)}"/>`).join('');
      return `<url><loc>${escape(origin + href)}</loc>${links}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function renderRobots(origin: string, basePath: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}${basePath}sitemap.xml\n`;
}

/**
 * Every file of the static folder, to be copied as it is: dotfiles too (`.nojekyll`, `.well-known/`), but
 * not the files operating systems leave. A missing folder is fine, and so is a file deleted meanwhile. A
 * symbolic link out of the site's folder (`root`) is an error and is not read (see `listFiles`).
 */
export async function readStaticFiles(staticDir: string, root: string): Promise<{ files: OutputFile[]; diagnostics: Diagnostic[] }> {
  const listed = await listFiles({ dir: staticDir, root, dot: true, skipNames: SYSTEM_FILE_NAMES });
  const read = await Promise.all(listed.files.map(async (entry) => [entry, await readIfThere(path.join(staticDir, entry))] as const));
  return {
    files: read.flatMap(([entry, contents]) => (contents ? [{ path: entry, contents }] : [])),
    diagnostics: [...listed.refused.map((refused) => refusedLinkDiagnostic(refused, root, 'static')), ...secretLookingFiles(listed.files, (entry) => path.relative(root, path.join(staticDir, entry)).split(path.sep).join('/'))],
  };
}

/**
 * A warning for each file of the static folder that is published as it is but looks like it should not
 * be: a `.git` folder (the repository's history, with whatever was ever committed) and `.env` files
 * (where secrets are kept). Dotfiles are published on purpose (`.nojekyll`, `.well-known/`), so these
 * are warned about, not left out.
 */
function secretLookingFiles(entries: readonly string[], display: (entry: string) => string): Diagnostic[] {
  const warnings = new Map<string, Diagnostic>();
  for (const entry of entries) {
    const segments = entry.split('/');
    const git = segments.indexOf('.git');
    if (git !== -1) {
      const folder = segments.slice(0, git + 1).join('/');
      if (!warnings.has(folder)) warnings.set(folder, { severity: 'warning', code: 'static/secret-looking', message: `"${display(folder)}/" is published with the site: a git repository's history, and anything ever committed to it, becomes public`, hint: 'move it out of the static folder', file: display(folder) });
    } else if (/^\.env(\..*)?$/.test(segments.at(-1)!)) {
      warnings.set(entry, { severity: 'warning', code: 'static/secret-looking', message: `"${display(entry)}" is published with the site: an .env file usually holds secrets`, hint: 'move it out of the static folder if it is not meant for readers', file: display(entry) });
    }
  }
  return [...warnings.values()];
}

/**
 * A file's bytes, or nothing when it is gone: watch mode builds while the author works, and a file listed
 * a moment ago may be deleted by the time it is read. The next build sees the deletion.
 */
export async function readIfThere(file: string): Promise<Buffer | undefined> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Generated files a static file at the same path replaces: a site may write its own. */
const REPLACEABLE_BY_STATIC: ReadonlySet<string> = new Set(['robots.txt', 'sitemap.xml', 'llms.txt', 'llms-full.txt', '_redirects']);

/**
 * The static files that cannot be copied into the built site: one at the path of a file the build writes
 * (a page, the search index, the theme's assets; `REPLACEABLE_BY_STATIC` aside), one where the build
 * needs a folder, and one inside what the build writes as a file. Each is an error naming the static file
 * (`display` gives its path as messages show it); the others are the files to copy.
 */
export function placeStaticFiles(staticFiles: readonly OutputFile[], built: ReadonlySet<string>, display: (file: string) => string): { copy: OutputFile[]; diagnostics: Diagnostic[] } {
  const folders = new Set<string>();
  for (const file of built) for (let at = file.indexOf('/'); at !== -1; at = file.indexOf('/', at + 1)) folders.add(file.slice(0, at));
  const copy: OutputFile[] = [];
  const diagnostics: Diagnostic[] = [];
  const refuse = (file: OutputFile, message: string) => diagnostics.push({ severity: 'error', code: 'static/collision', message, hint: 'rename or move the static file', file: display(file.path) });
  for (const file of staticFiles) {
    const enclosing = ancestors(file.path).find((folder) => built.has(folder));
    if (built.has(file.path) && !REPLACEABLE_BY_STATIC.has(file.path)) refuse(file, `the build writes "${file.path}" itself (${whatIs(file.path)}); a static file may not replace it`);
    else if (folders.has(file.path)) refuse(file, `the build writes files into a folder "${file.path}", where this static file would be`);
    else if (enclosing !== undefined) refuse(file, `the build writes "${enclosing}" as a file (${whatIs(enclosing)}), so nothing can be inside it`);
    else copy.push(file);
  }
  return { copy, diagnostics };
}

/** `a/b/c.txt` → `a`, `a/b`. */
function ancestors(file: string): string[] {
  const parts = file.split('/');
  return parts.slice(1).map((_, index) => parts.slice(0, index + 1).join('/'));
}

function whatIs(file: string): string {
  if (file.endsWith('.html')) return 'a page';
  if (file.endsWith('.md')) return "a page's markdown copy";
  if (file.startsWith('search-index/')) return 'the search index';
  if (file.startsWith('assets/media/')) return 'a file beside the markdown';
  if (file.startsWith('assets/')) return "one of the theme's assets";
  return 'a generated file';
}
