import type { ResolvedConfig } from '@laguna-docs/config';
import { discoverSources, type DiscoveredSources } from '@laguna-docs/content';
import type { DocsLayout } from './docsLayout.js';
import { withReactPages } from '../reactPages.js';

/**
 * The site's sources as the layout wants them: on a site without versions, its content folder as it is;
 * on a versioned one, the current folder's pages, then each built version's docs folders (the current
 * ones, or a snapshot's), every file, category and asset put in its version's section (`docs` →
 * `docs@current`), so that keys, routes and relative links stay within the version.
 */
export async function discoverLayout(resolved: ResolvedConfig, layout: DocsLayout, locales: string[]): Promise<DiscoveredSources> {
  // The site's React pages (`src/pages/`) are pages of every locale, beside the content folder's.
  return withReactPages(await discoverContent(resolved, layout, locales), resolved.root, locales);
}

async function discoverContent(resolved: ResolvedConfig, layout: DocsLayout, locales: string[]): Promise<DiscoveredSources> {
  const folders = [...new Set(layout.sections.map((section) => section.folder))].filter((folder) => folder !== 'docs');
  const discover = (contentDir: string) => discoverSources({ contentDir, root: resolved.root, locales, sections: folders, maxPageBytes: resolved.config.limits.pageFileBytes, ...(resolved.config.blog !== false ? { blog: true } : {}) });
  if (!layout.versions) return discover(resolved.contentDir);
  const current = await discover(resolved.contentDir);
  // Pages and the blog are not versioned: the current folder's are built with every version.
  const isPages = (section: string) => section === 'pages' || section === 'blog';
  const merged: DiscoveredSources = {
    files: current.files.filter((file) => isPages(file.section)),
    categories: [],
    assets: current.assets.filter((asset) => isPages(asset.key.split('/')[0] ?? '')),
    diagnostics: [...current.diagnostics],
    ...(current.blogMeta ? { blogMeta: current.blogMeta } : {}),
  };
  for (const version of layout.versions) {
    const found = version.contentDir === resolved.contentDir ? current : await discover(version.contentDir);
    const idOf = new Map(layout.sections.filter((section) => section.version === version.name).map((section) => [section.folder, section.id]));
    for (const file of found.files) {
      const id = idOf.get(file.section);
      if (id) merged.files.push({ ...file, section: id });
    }
    for (const category of found.categories) {
      const id = idOf.get(category.section);
      if (id) merged.categories.push({ ...category, section: id });
    }
    for (const asset of found.assets) {
      const [folder, ...rest] = asset.key.split('/');
      const id = idOf.get(folder ?? '');
      if (id) merged.assets.push({ ...asset, key: [id, ...rest].join('/') });
    }
    if (found !== current) merged.diagnostics.push(...found.diagnostics);
  }
  return merged;
}
