import { createRequire } from 'node:module';
import type { ResvgRenderOptions } from '@resvg/resvg-js';
import { vendoredFile } from '@laguna-docs/markdown';
import { UserError, xmlText, type SocialCardColors } from '@laguna-docs/shared';
import { encodePngAsync } from './encodePng.js';

/** What a page's social card shows. */
export interface CardSpec {
  /** The page's title, in up to three lines. */
  title: string;
  /** Where the page sits: its breadcrumbs, or the API reference's label. */
  section: string;
  /** The site's title. */
  site: string;
  /** The site's address without the scheme: `example.org/docs`. */
  address: string;
  colors: SocialCardColors;
}

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Changes whenever the drawing changes, so cards kept on disk are drawn again. */
export const CARD_LAYOUT_VERSION = 1;

const require = createRequire(import.meta.url);
// Loaded on the first card: a build without cards never loads the native renderer.
let resvg: typeof import('@resvg/resvg-js') | undefined;
let fonts: ResvgRenderOptions['font'] | undefined;

/** DejaVu Sans, shipped as a package: cards look the same on every machine, whatever fonts it has. */
function cardFonts(): NonNullable<ResvgRenderOptions['font']> {
  if (!fonts) {
    const font = (name: string) => vendoredFile('dejavu-fonts-ttf', `ttf/${name}`, [import.meta.url]);
    fonts = { fontFiles: [font('DejaVuSans.ttf'), font('DejaVuSans-Bold.ttf')], loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' };
  }
  return fonts;
}

function renderer(): typeof import('@resvg/resvg-js') {
  resvg ??= loadResvg(() => require('@resvg/resvg-js') as typeof import('@resvg/resvg-js'));
  return resvg;
}

/**
 * Loads resvg with `load`. Its native binary comes in a package per platform, an optional dependency that
 * npm skips on a platform it has none for (or when optional dependencies are left out): a user problem.
 */
export function loadResvg<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    const reason = String((error as Error).message ?? error).split('\n')[0];
    throw new UserError({
      severity: 'error',
      code: 'cards/renderer-missing',
      message: `social cards need the native renderer @resvg/resvg-js, which does not load on ${process.platform}-${process.arch}: ${reason}`,
      hint: 'install the dependencies again on this machine, with optional dependencies (npm install --include=optional), or set socialCards: false',
    });
  }
}

/** Draws a card as a PNG of CARD_WIDTH × CARD_HEIGHT, off the main thread (resvg renders in libuv's pool). */
export async function renderCard(spec: CardSpec, widths: WordWidths): Promise<Buffer> {
  const image = await renderer().renderAsync(cardSvg(spec, widths), { font: cardFonts(), fitTo: { mode: 'original' } });
  return encodePngAsync(image.pixels, image.width, image.height);
}

/** Measures words in the card's bold font, each size and word once per build. */
export class WordWidths {
  #known = new Map<string, number>();

  width(text: string, size: number, bold: boolean): number {
    const key = `${size}|${bold ? 'b' : ''}|${text}`;
    let width = this.#known.get(key);
    if (width === undefined) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="${size * 2}"><text x="0" y="${size * 1.5}" font-size="${size}"${bold ? ' font-weight="bold"' : ''}>${xmlText(text)}</text></svg>`;
      const box = new (renderer().Resvg)(svg, { font: cardFonts() }).getBBox();
      width = box ? box.x + box.width : 0;
      this.#known.set(key, width);
    }
    return width;
  }
}

const MARGIN = 80;
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN;

/** The card as SVG: site name at the top, section and title in the middle, address at the bottom. */
export function cardSvg(spec: CardSpec, widths: WordWidths): string {
  const { colors } = spec;
  // The title as large as fits in three lines.
  let size = 68;
  let lines = wrap(spec.title, size, widths, 3);
  if (lines.overflow) {
    size = 54;
    lines = wrap(spec.title, size, widths, 3);
  }
  const lineHeight = Math.round(size * 1.2);
  const titleTop = 330 - ((lines.lines.length - 1) * lineHeight) / 2;
  const section = fit(spec.section, 30, widths, false);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">` +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${colors.background}"/>` +
    `<rect x="0" y="0" width="16" height="${CARD_HEIGHT}" fill="${colors.accent}"/>` +
    `<text x="${MARGIN}" y="120" font-size="40" font-weight="bold" fill="${colors.accent}">${xmlText(fit(spec.site, 40, widths, true))}</text>` +
    (section ? `<text x="${MARGIN}" y="${titleTop - size - 10}" font-size="30" fill="${colors.muted}">${xmlText(section)}</text>` : '') +
    lines.lines.map((line, index) => `<text x="${MARGIN}" y="${titleTop + index * lineHeight}" font-size="${size}" font-weight="bold" fill="${colors.text}">${xmlText(line)}</text>`).join('') +
    `<text x="${MARGIN}" y="${CARD_HEIGHT - 70}" font-size="28" fill="${colors.muted}">${xmlText(fit(spec.address, 28, widths, false))}</text>` +
    `</svg>`
  );
}

/** Words in lines no wider than the card's text, at most `max` of them; the last ends in "…" if text is left. */
function wrap(text: string, size: number, widths: WordWidths, max: number): { lines: string[]; overflow: boolean } {
  const words = text.split(/\s+/).filter(Boolean);
  const space = widths.width('a a', size, true) - 2 * widths.width('a', size, true);
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of words) {
    const width = widths.width(word, size, true);
    if (line && lineWidth + space + width > TEXT_WIDTH) {
      lines.push(line);
      line = word;
      lineWidth = width;
    } else {
      line = line ? `${line} ${word}` : word;
      lineWidth += (line === word ? 0 : space) + width;
    }
  }
  if (line) lines.push(line);
  const overflow = lines.length > max || lines.some((entry) => widths.width(entry, size, true) > TEXT_WIDTH);
  if (lines.length > max) lines.splice(max);
  return { lines: lines.map((entry, index) => (overflow && index === lines.length - 1 ? fit(`${entry}…`, size, widths, true) : fit(entry, size, widths, true))), overflow };
}

/** The text, cut and ended with "…" where it is wider than the card's text. */
function fit(text: string, size: number, widths: WordWidths, bold: boolean): string {
  if (widths.width(text, size, bold) <= TEXT_WIDTH) return text;
  let cut = text.replace(/…$/, '');
  while (cut.length > 1 && widths.width(`${cut}…`, size, bold) > TEXT_WIDTH) cut = cut.slice(0, Math.floor(cut.length * 0.9));
  return `${cut.trimEnd()}…`;
}

