import { FILES_OPEN_AT_ONCE, inTurns, type Diagnostic, type Severity } from '@laguna-docs/shared';
import { attributeFindings } from './attributeFindings.js';
import { checkLinkGraph } from './checkLinkGraph.js';
import { linkDiagnostics } from './reportLinks.js';
import { crawlSite, linkListHtml } from './crawlSite.js';
import { scanHtml, StringPool, type ScannedPage } from './scanHtml.js';
import { serveSite } from './serveSite.js';
import { pagePath } from './sitePaths.js';
import type { BrokenLink, ConfigLink, PageSource, SiteFiles } from './types.js';

export interface CheckLinksOptions {
  files: SiteFiles;
  /**
   * The HTML pages already scanned, by output path (the build scans each page as it renders it, so the
   * site need not be held in memory or read back); pages missing here are read and scanned.
   */
  scanned?: ReadonlyMap<string, ScannedPage>;
  /** `/laguna-docs/` */
  basePath: string;
  /** Production origin (`https://example.org`); its URLs under the base path are checked locally. */
  siteUrl?: string;
  /** Where each page's links were written (from the build); without it problems are reported at output pages. */
  pages?: readonly PageSource[];
  /** Links the theme renders from the config, per locale. */
  configLinks?: readonly ConfigLink[];
  /** Output folders of the non-default locales, named by their codes (`sl`). */
  localeFolders?: readonly string[];
  /** Code of the locale at the output root. */
  defaultLocale?: string;
  /** The output folder relative to the site root, to name output pages in reports: `build`. */
  outLabel: string;
  /** Fetch external URLs too; off by default, as CI has no network. */
  checkExternal?: boolean;
  /** Severity of the diagnostics: `error` fails a build, `warning` (the dev server) does not. */
  severity?: Severity;
  /** Severity of broken links written in the OpenAPI spec's texts, when it differs (`openapi.onBrokenLinks: 'warn'`). */
  specSeverity?: Severity;
  /**
   * Whether linkinator reads every page; by default it does up to READ_PAGES_LIMIT characters of HTML.
   * Otherwise it only checks external links, with `checkExternal`.
   */
  readPages?: boolean;
}

/** The outcome of a link check: every broken link at its source, as diagnostics, and what it cost. */
export interface LinkReport {
  broken: BrokenLink[];
  diagnostics: Diagnostic[];
  stats: {
    pages: number;
    /** Internal links checked by the in-memory pass (counted once per page). */
    links: number;
    /** Link results linkinator reported. */
    crawled: number;
    graphMs: number;
    crawlMs: number;
  };
}

// Outside any base path other than `/`, so they cannot shadow a page of the site.
const ANCHOR_LIST_PATH = '/__laguna-docs-link-check/anchors';
const TARGET_LIST_PATH = '/__laguna-docs-link-check/targets';

// Up to this much HTML (a site of a few dozen pages), linkinator reads every page itself and checks links into
// other pages' anchors, a second reading of the same markup. Above it that reading would cost more than the
// rest of the build (the Laguna site, 4 MB of HTML: 0.7 s of a build that should take 1 s), so internal links
// and anchors are the in-memory pass's alone, and linkinator checks other sites when asked to.
const READ_PAGES_LIMIT = 1024 * 1024;

/**
 * Checks every link and anchor of a built site: first the in-memory pass over the link graph (exact
 * positions, suggestions), then linkinator over the site served on 127.0.0.1 (the authority on what a
 * host serves). A break either finds is reported, traced back to its source.
 */
export async function checkLinks(options: CheckLinksOptions): Promise<LinkReport> {
  const started = performance.now();
  const { files, basePath } = options;
  const localeFolders = options.localeFolders ?? [];
  const htmlFiles = [...files.paths].filter((file) => file.endsWith('.html'));
  const strings = new StringPool();
  const scanned = new Map<string, ScannedPage>(
    // A few hundred files read at a time: a site of tens of thousands of pages would pass the limit of open files.
    await inTurns(htmlFiles, FILES_OPEN_AT_ONCE, async (file) => [file, options.scanned?.get(file) ?? scanHtml(text(await files.read(file)), strings)] as const),
  );
  let htmlBytes = 0;
  for (const page of scanned.values()) htmlBytes += page.size;
  const graph = checkLinkGraph({ basePath, paths: files.paths, pages: scanned, localeFolders, ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}) });
  const graphDone = performance.now();

  const readPages = options.readPages ?? htmlBytes <= READ_PAGES_LIMIT;
  // Without reading pages, linkinator checks what the in-memory pass cannot: other sites, when asked to. An
  // internal target it would only ask the local server for, which answers from the same files by the same
  // rules (`fileForPath`) the in-memory pass applies to every link.
  const checked = readPages || !options.checkExternal ? [] : [...graph.targets.keys()].filter((target) => !target.startsWith('/'));
  let crawl: Awaited<ReturnType<typeof crawlSite>> = { findings: [], checked: 0 };
  if (readPages || checked.length > 0) {
    const extraPages = new Map([
      [ANCHOR_LIST_PATH, linkListHtml(graph.crossPageAnchors)],
      [TARGET_LIST_PATH, linkListHtml(checked)],
    ]);
    const server = await serveSite({ files, basePath, extraPages });
    try {
      crawl = await crawlSite({
        origin: server.origin,
        basePath,
        paths: files.paths,
        pagePaths: htmlFiles.map((file) => pagePath(basePath, file)),
        checkExternal: options.checkExternal ?? false,
        // On big sites the anchors are the in-memory pass's alone: linkinator would read most pages to check them.
        anchors: { listPath: ANCHOR_LIST_PATH, listed: readPages ? graph.crossPageAnchors.size : 0, links: graph.anchorLinks },
        ...(readPages ? {} : { targetList: { path: TARGET_LIST_PATH, targets: graph.targets } }),
        ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}),
      });
    } finally {
      await server.close();
    }
  }
  const crawlDone = performance.now();

  const broken = attributeFindings({
    findings: [...graph.findings, ...crawl.findings],
    basePath,
    pages: new Map((options.pages ?? []).map((page) => [page.file, page])),
    configLinks: options.configLinks ?? [],
    localeFolders,
    defaultLocale: options.defaultLocale ?? '',
    outLabel: options.outLabel,
    ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}),
  });
  return {
    broken,
    diagnostics: linkDiagnostics(broken, basePath, options.severity, options.pages !== undefined, options.specSeverity),
    stats: { pages: htmlFiles.length, links: graph.links, crawled: crawl.checked, graphMs: Math.round(graphDone - started), crawlMs: Math.round(crawlDone - graphDone) },
  };
}

function text(contents: string | Uint8Array): string {
  return typeof contents === 'string' ? contents : Buffer.from(contents.buffer, contents.byteOffset, contents.byteLength).toString('utf8');
}
