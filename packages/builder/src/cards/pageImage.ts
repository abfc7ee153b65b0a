import { createHash } from 'node:crypto';
import path from 'node:path';
import { assetKey, routeHref, type LinkRecord, type PageData, type SiteData, type SocialCardColors } from '@laguna-docs/shared';
import type { PlannedSource } from '@laguna-docs/content';
import { CARD_LAYOUT_VERSION, type CardSpec } from './renderCard.js';

/** A card to draw: its spec and the output path it goes to, named by the spec. */
export interface PlannedCard {
  file: string;
  spec: CardSpec;
}

/** Colours of a theme that gives none. */
export const DEFAULT_CARD_COLORS: SocialCardColors = { background: '#1c2128', text: '#ffffff', muted: '#b8c0ca', accent: '#8cc8ff' };

export interface PageImageOptions {
  site: SiteData;
  page: PageData;
  /** The page's source, whose front matter `image` replaces the card. */
  source?: PlannedSource;
  /** Draw a card for pages without an `image` of their own (`socialCards` in the config). */
  cards: boolean;
  colors: SocialCardColors;
  routesByPath: ReadonlyMap<string, string>;
}

/**
 * The page's social image: its front matter `image` (a full URL, a path in the site, or a file beside
 * the page, which is then published like a linked image), else the card to draw for it. The image's
 * address is absolute, as social sites want it. The 404 page has none.
 */
export function pageImage({ site, page, source, cards, colors, routesByPath }: PageImageOptions): { image?: string; card?: PlannedCard; link?: LinkRecord } {
  if (page.kind === 'notFound') return {};
  const written = source?.frontMatter.image;
  if (written) {
    if (/^https?:\/\//i.test(written)) return { image: written };
    const route = written.startsWith('/') ? written : routesByPath.get(assetKey(source.source.locale, path.posix.normalize(path.posix.join(path.posix.dirname(source.key), written))));
    // A file that is not there: the link check reports it at the front matter.
    const href = routeHref(site.basePath, '', route ?? `/${path.posix.normalize(path.posix.join(path.posix.dirname(source.key), written))}`);
    return { image: `${site.url}${href}`, link: { href, written, origin: 'markdown', file: source.source.file, line: frontMatterLine(source, 'image') } };
  }
  if (!cards) return {};
  const spec: CardSpec = {
    title: page.kind === 'home' ? site.title : page.title,
    section: page.kind === 'home' ? site.tagline : page.breadcrumbs.map((crumb) => crumb.label).filter((label) => label && label !== page.title).join(' › '),
    site: site.title,
    address: `${new URL(site.url).host}${routeHref(site.basePath, site.locale.prefix, '/')}`.replace(/\/$/, ''),
    colors,
  };
  const hash = createHash('sha256').update(JSON.stringify([CARD_LAYOUT_VERSION, spec])).digest('hex').slice(0, 16);
  const file = `assets/cards/${hash}.png`;
  return { image: `${site.url}${routeHref(site.basePath, '', `/${file}`)}`, card: { file, spec } };
}

/** The line of a front matter key, counting the opening `---` as line 1. */
function frontMatterLine(source: PlannedSource, key: string): number {
  const lines = source.source.text.split('\n');
  const index = lines.findIndex((line, at) => at > 0 && line.startsWith(`${key}:`));
  return index === -1 ? 1 : index + 1;
}
