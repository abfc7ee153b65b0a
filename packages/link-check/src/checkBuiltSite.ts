import fs from 'node:fs/promises';
import { displayPath, type ResolvedConfig } from '@laguna-docs/config';
import type { Severity } from '@laguna-docs/shared';
import { checkLinks, type LinkReport } from './checkLinks.js';
import { configLinks } from './configLinks.js';
import { diskFiles, memoryFiles } from './siteFiles.js';
import type { ScannedPage } from './scanHtml.js';
import type { PageSource, SiteFile, SiteFiles } from './types.js';

export interface CheckBuiltSiteOptions {
  config: ResolvedConfig;
  /** The site in memory, as the build is about to write it; without it the output folder is read. */
  files?: readonly SiteFile[] | SiteFiles;
  /** Pages the build already scanned, by output path (see `CheckLinksOptions.scanned`). */
  scanned?: ReadonlyMap<string, ScannedPage>;
  /** Where each page's links were written (the build's pages). */
  pages?: readonly PageSource[];
  /** Fetch external URLs too. */
  checkExternal?: boolean;
  /** `error` (a build, `check-links`) or `warning` (the dev server). */
  severity?: Severity;
  /** Severity of broken links from the OpenAPI spec's texts, when it differs (see `CheckLinksOptions.specSeverity`). */
  specSeverity?: Severity;
}

/**
 * The link check of one site, everything taken from its resolved config: base path, production
 * origin, locales, the config's own links (with their lines in the config file) and the output folder.
 */
export async function checkBuiltSite(options: CheckBuiltSiteOptions): Promise<LinkReport> {
  const { config: resolved } = options;
  const { config } = resolved;
  const relative = (file: string) => displayPath(file, resolved.root);
  const outLabel = relative(resolved.outDir);
  const configFile = relative(resolved.configFile);
  const configText = await fs.readFile(resolved.configFile, 'utf8').catch(() => undefined);
  const files = !options.files ? await diskFiles(resolved.outDir, outLabel) : 'paths' in options.files ? options.files : memoryFiles(options.files);
  return checkLinks({
    files,
    basePath: config.basePath,
    siteUrl: config.url,
    configLinks: configLinks({ config, file: configFile, ...(configText !== undefined ? { text: configText } : {}) }),
    localeFolders: config.locales.items.map((item) => item.code).filter((code) => code !== config.locales.default),
    defaultLocale: config.locales.default,
    outLabel,
    ...(options.pages ? { pages: options.pages } : {}),
    ...(options.scanned ? { scanned: options.scanned } : {}),
    ...(options.checkExternal ? { checkExternal: true } : {}),
    ...(options.severity ? { severity: options.severity } : {}),
    ...(options.specSeverity ? { specSeverity: options.specSeverity } : {}),
  });
}
