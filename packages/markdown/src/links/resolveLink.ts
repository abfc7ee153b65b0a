import path from 'node:path';
import { assetKey, assetSizeKey, routeHref } from '@laguna-docs/shared';
import type { LinkResolution } from '../types.js';

/** Where a link is written: the site's base path, the page's locale, file and route, and every page's route. */
export interface LinkContext {
  /** `/laguna-docs/` */
  basePath: string;
  /** `''` or `/sl` */
  localePrefix: string;
  /** The page's source path inside the locale folder: `docs/contributing/backend/01-requirements.md`. */
  fromPath: string;
  /** The page's route, for relative links written as routes. */
  fromRoute: string;
  /**
   * Route of every markdown file by its path inside the locale folder (`docs/intro.md` → `/docs/intro`);
   * only looked up, so a caller may pass anything that records its lookups.
   */
  routesByPath: Pick<ReadonlyMap<string, string>, 'get'>;
  /**
   * The locale folder the page's source is in, when files beside it may be linked: `./diagram.svg` is
   * then looked up in `routesByPath` under `assetKey`.
   */
  locale?: string;
}

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;
const ASSET = /\.(?!md$|html?$)[a-z0-9]+$/i;

/**
 * Resolves a markdown link target for one page:
 * - external URLs (`https:`, `mailto:`, `//host`) and `#anchors` stay as they are;
 * - `./02-setup_and_run.md#run` → the route of that file, with base path and locale prefix;
 * - `/docs/intro` and relative routes (`../overview/users`) → base path and locale prefix added;
 * - a file beside the page's source (`./diagram.svg`, `../img/flow.png`) → where the build publishes it,
 *   with its size when it is an image whose size the build read (see `assetSizeKey`);
 * - other assets (`/img/logo.svg`, and relative ones from the page's route) → base path added, no locale prefix.
 */
export function resolveLink(url: string, context: LinkContext): LinkResolution {
  if (url === '' || url.startsWith('#') || EXTERNAL.test(url)) return { href: url };
  const hashIndex = url.search(/[?#]/);
  const target = hashIndex === -1 ? url : url.slice(0, hashIndex);
  const suffix = hashIndex === -1 ? '' : url.slice(hashIndex);
  const decoded = safeDecode(target);

  if (/\.mdx?$/i.test(decoded)) {
    const fromDir = path.posix.dirname(context.fromPath);
    const resolved = decoded.startsWith('/') ? path.posix.normalize(decoded.slice(1)) : path.posix.join(fromDir, decoded);
    const route = context.routesByPath.get(resolved);
    if (route === undefined) {
      return { broken: true, message: `link to "${url}": no markdown page at "${resolved}"` };
    }
    return { href: routeHref(context.basePath, context.localePrefix, route) + suffix };
  }
  if (ASSET.test(decoded)) {
    const beside = context.locale !== undefined && !decoded.startsWith('/') ? context.routesByPath.get(assetKey(context.locale, path.posix.join(path.posix.dirname(context.fromPath), decoded))) : undefined;
    if (beside !== undefined) {
      const [width, height] = (context.routesByPath.get(assetSizeKey(beside)) ?? '').split('x').map(Number);
      return { href: routeHref(context.basePath, '', beside) + suffix, ...(width && height ? { width, height } : {}) };
    }
    const absolute = decoded.startsWith('/') ? decoded : path.posix.join(path.posix.dirname(context.fromRoute), decoded);
    return { href: routeHref(context.basePath, '', absolute) + suffix };
  }
  const route = decoded.startsWith('/') ? decoded : path.posix.join(path.posix.dirname(context.fromRoute), decoded);
  const normal = route.length > 1 ? route.replace(/\/+$/, '') : route;
  return { href: routeHref(context.basePath, context.localePrefix, normal) + suffix };
}

function safeDecode(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}
