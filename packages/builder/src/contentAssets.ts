import { createHash } from 'node:crypto';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { AssetFile } from '@laguna-docs/content';
import { assetKey, assetSizeKey, routeHref, type Diagnostic } from '@laguna-docs/shared';
import { readIfThere } from './extras.js';
import type { OutputFile } from './output.js';
import { svgProblems } from './svgPolicy.js';

/*
 * Files beside the markdown (`content/en/docs/overview/diagram.svg`), linked from a page as
 * `![Flow](./diagram.svg)` or `[the slides](../talk.pdf)`. Each is published under `assets/media/` with a
 * hash of its bytes in its name, so it may be cached for good and a changed file gets a new address, and
 * only when some page links to it: whatever else lies in the content folder (notes, sources of images)
 * stays out of the site. A raster image's size is read too, for its `width` and `height` in the page.
 * Only the linked files are held in memory, to be written; watch mode reads again only the files whose
 * modification time or size changed.
 */

/** A file beside the markdown, with the route it is published at. */
export interface ContentAsset extends AssetFile {
  /** `/assets/media/diagram.1a2b3c4d5e.svg`, without the base path. */
  route: string;
  /** Pixel size of a raster image, as it is shown (EXIF rotation applied). */
  size?: { width: number; height: number };
}

/**
 * Images whose size goes into the page. Not SVG: one without a width of its own is drawn as wide as the
 * page allows, which a width from its view box would change.
 */
const RASTER = /\.(png|jpe?g|gif|webp|avif|bmp)$/i;

/**
 * Reads each file and gives it its route. A file gone since it was found (deleted while watch mode
 * builds) is left out, as if it had not been there.
 */
export async function readContentAssets(files: readonly AssetFile[]): Promise<ContentAsset[]> {
  const assets = await Promise.all(files.map(readContentAsset));
  return assets.filter((asset) => asset !== undefined);
}

/** One file beside the markdown, read and given its route; none when it is gone. */
export async function readContentAsset(file: AssetFile): Promise<ContentAsset | undefined> {
  const contents = await readIfThere(file.path);
  return contents ? describeAsset(file, contents) : undefined;
}

function describeAsset(file: AssetFile, contents: Buffer): ContentAsset {
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 10);
  const extension = path.posix.extname(file.key);
  // Letters without their accents, anything else not safe in a URL as a dash: `Čaša vode (1)` → `Casa-vode-1`.
  const stem = path.posix.basename(file.key, extension).normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'file';
  const size = RASTER.test(file.key) ? rasterSize(contents) : undefined;
  return { ...file, route: `/assets/media/${stem}.${hash}${extension.replace(/[^A-Za-z0-9.]/g, '').toLowerCase()}`, ...(size ? { size } : {}) };
}

/** The size `image-size` reads, turned as EXIF orientations 5 to 8 turn the picture; none for a file it cannot read. */
function rasterSize(contents: Buffer): { width: number; height: number } | undefined {
  try {
    const { width, height, orientation } = imageSize(contents);
    if (!width || !height) return undefined;
    return orientation !== undefined && orientation >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    // Not an image after all (or a kind it does not know): shown without a size.
    return undefined;
  }
}

/**
 * The entries for the routes pages are parsed with (see `assetKey`): a page whose source is in a locale's
 * folder links to that folder's file at the path, or else to the default locale's; and each image's size
 * by its route (`assetSizeKey`).
 */
export function assetRoutes(assets: readonly ContentAsset[], locales: readonly string[], defaultLocale: string): Map<string, string> {
  const routes = new Map<string, string>();
  for (const asset of assets) if (asset.size) routes.set(assetSizeKey(asset.route), `${asset.size.width}x${asset.size.height}`);
  for (const asset of assets) if (asset.locale === defaultLocale) for (const locale of locales) routes.set(assetKey(locale, asset.key), asset.route);
  for (const asset of assets) if (asset.locale !== defaultLocale) routes.set(assetKey(asset.locale, asset.key), asset.route);
  return routes;
}

/** The linked files to write, and the errors of those that may not be published. */
export interface LinkedAssetsResult {
  files: OutputFile[];
  diagnostics: Diagnostic[];
}

/** At most this many problems are listed per SVG file: one is enough to refuse it, a few help to fix it. */
const SVG_PROBLEMS_SHOWN = 5;

/**
 * The files of `assets` that one of `hrefs` (as pages write them, base path included) links to, read. An
 * SVG file that is more than a picture (see `svgProblems`) is an error naming the file and line, not written.
 */
export async function linkedAssets(assets: readonly ContentAsset[], hrefs: Iterable<string>, basePath: string): Promise<LinkedAssetsResult> {
  const byHref = new Map(assets.map((asset) => [routeHref(basePath, '', asset.route), asset]));
  const linked = new Map<string, ContentAsset>();
  for (const href of hrefs) {
    const asset = byHref.get(href.replace(/[?#].*$/, ''));
    if (asset) linked.set(asset.route, asset);
  }
  // One gone since it was hashed is not written, and the link check reports the links to it.
  const read = await Promise.all([...linked.values()].map(async (asset) => [asset, await readIfThere(asset.path)] as const));
  const files: OutputFile[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const [asset, contents] of read) {
    if (!contents) continue;
    const problems = /\.svgz?$/i.test(asset.key) ? svgProblems(contents.toString('utf8')) : [];
    if (problems.length === 0) files.push({ path: asset.route.slice(1), contents });
    for (const problem of problems.slice(0, SVG_PROBLEMS_SHOWN)) {
      diagnostics.push({
        severity: 'error',
        code: 'content/active-svg',
        message: `this SVG file has ${problem.message}, which could run script or load from outside the site when the file is opened`,
        hint: 'export the picture again without scripts, event handlers, <foreignObject> or links to other files, or publish it as PNG',
        file: asset.file,
        line: problem.line,
      });
    }
  }
  return { files: files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)), diagnostics };
}
