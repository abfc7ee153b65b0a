import type { ResolvedConfig } from '@laguna-docs/config';
import type { Diagnostic, SiteAssets, Theme } from '@laguna-docs/shared';
import type { ClientAssets } from '../bundleClient.js';
import { readCustomCss } from '../customCss.js';
import { readStaticFiles } from '../extras.js';
import { mermaidModule } from '../mermaidAssets.js';
import type { OutputFile } from '../output.js';
import type { SiteSteps } from '../steps/buildSteps.js';
import type { PageAssets } from './renderTypes.js';
import { siteFileReader } from '../siteComponents/siteFiles.js';
import { findComponents } from '../siteComponents/findComponents.js';
import { findOverrides } from '../siteComponents/themeOverrides.js';

/** The files every page links to, and their addresses. */
export interface BundledAssets {
  client: ClientAssets;
  customCss: OutputFile[];
  /** The site's static folder, copied last (see `placeStaticFiles`). */
  staticFiles: OutputFile[];
  /** Asset hrefs every page gets. */
  assets: SiteAssets;
  /** What pages with diagrams load. */
  pageAssets: PageAssets;
  /** Problems of the static files. */
  diagnostics: Diagnostic[];
}

export interface BundleAssetsInput {
  resolved: ResolvedConfig;
  theme: Theme;
  /** The `.mdx` pages (file relative to the site folder, and text), whose imports name the site's components. */
  mdxPages?: ReadonlyArray<{ file: string; text: string }>;
}

/**
 * Stage "bundle client": the client bundle, the site's static files and its own stylesheets, and the
 * site's components its `.mdx` pages import.
 */
export async function bundleAssets({ resolved, theme, mdxPages = [] }: BundleAssetsInput, steps: SiteSteps): Promise<BundledAssets> {
  const { config } = resolved;
  const overrides = theme.components ? findOverrides(resolved.root) : [];
  const componentFiles = [...new Set([...findComponents(mdxPages, siteFileReader(resolved.root)), ...overrides.map((override) => override.file)])].sort();
  const [client, staticFiles, customCss, components] = await Promise.all([
    overrides.length > 0 ? steps.bundleClient(theme, resolved.root, overrides) : steps.bundleClient(theme, resolved.root),
    readStaticFiles(resolved.staticDir, resolved.root),
    readCustomCss(resolved.customCssFiles, resolved.root),
    componentFiles.length > 0 ? (overrides.length > 0 ? steps.bundleComponents(resolved.root, componentFiles, overrides) : steps.bundleComponents(resolved.root, componentFiles)) : undefined,
  ]);
  const base = config.basePath.replace(/\/$/, '');
  const assets: SiteAssets = {
    css: `${base}/${client.css}`,
    ...(customCss.length > 0 ? { customCss: customCss.map((file) => `${base}/${file.path}`) } : {}),
    js: `${base}/${client.js}`,
    ...(config.search ? { search: `${base}/${client.search}` } : {}),
    ...(config.favicon ? { favicon: `${base}/${config.favicon}` } : {}),
    ...(config.logo ? { logo: `${base}/${config.logo}` } : {}),
  };
  const stylesheets = Object.fromEntries(Object.entries(client.featureCss).map(([feature, file]) => [feature, `${base}/${file}`]));
  const pageAssets: PageAssets = {
    diagrams: { script: `${base}/${client.diagrams}`, library: mermaidModule(base) },
    requestSamples: { script: `${base}/${client.samples}` },
    stylesheets,
    ...(components ? { components: { bundle: components, ...(components.stylesheet ? { stylesheet: `${base}/${components.stylesheet}` } : {}), islands: { script: `${base}/${components.islands}` } } } : {}),
  };
  return { client, customCss, staticFiles: staticFiles.files, assets, pageAssets, diagnostics: staticFiles.diagnostics };
}
