import fg from 'fast-glob';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Alternate } from '@laguna-docs/shared';
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

/** Every file of the static folder, to be copied as it is. A missing folder is fine. */
export async function readStaticFiles(staticDir: string): Promise<OutputFile[]> {
  let entries: string[];
  try {
    entries = await fg('**/*', { cwd: staticDir, onlyFiles: true, dot: false });
  } catch {
    return [];
  }
  entries.sort();
  return Promise.all(entries.map(async (entry) => ({ path: entry, contents: await fs.readFile(path.join(staticDir, entry)) })));
}
