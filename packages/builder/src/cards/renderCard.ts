import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { ResvgRenderOptions } from '@resvg/resvg-js';
import { vendoredFile } from '@laguna-docs/markdown';
import { UserError, xmlText, type SocialCardColors } from '@laguna-docs/shared';
import { ADLER_MODULUS, adler32, deflateRun, pngOfRuns } from './encodePng.js';
import { TRIMMED_RANGES, inTrimmedRanges, trimmedFontFiles } from './cardFonts.js';
import { inkRightOf, type InkRight } from './fontMetrics.js';

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
export const CARD_LAYOUT_VERSION = 2;

const require = createRequire(import.meta.url);
// Loaded on the first card: a build without cards never loads the native renderer.
let resvg: typeof import('@resvg/resvg-js') | undefined;
type FontOptions = NonNullable<ResvgRenderOptions['font']>;
let fonts: { whole: FontOptions; trimmed: FontOptions | undefined } | undefined;
/** The trimmed fonts' measures (regular, bold), read on the first text measured. */
let measures: [InkRight, InkRight] | null | undefined;

/**
 * DejaVu Sans, shipped as a package: cards look the same on every machine, whatever fonts it has. Texts
 * of Latin letters, marks and punctuation (most titles) are drawn with the font trimmed to the outlines they
 * can reach (see `trimFont`): the same pixels, at about half the cost, since resvg reads its font file again
 * for every glyph. Other texts, and a machine where the trimmed files cannot be written, use the whole font.
 */
function cardFonts(texts: readonly string[]): FontOptions {
  const loaded = loadedFonts();
  return loaded.trimmed && texts.every(inTrimmedRanges) ? loaded.trimmed : loaded.whole;
}

function loadedFonts(): { whole: FontOptions; trimmed: FontOptions | undefined } {
  if (!fonts) {
    const files = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((name) => vendoredFile('dejavu-fonts-ttf', `ttf/${name}`, [import.meta.url]));
    const options = (fontFiles: string[]) => ({ fontFiles, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' });
    const trimmed = trimmedFontFiles(files, TRIMMED_RANGES);
    fonts = { whole: options(files), trimmed: trimmed && options(trimmed) };
  }
  return fonts;
}

/**
 * How far the ink of `text` reaches right, in ems, from the trimmed fonts' tables (see `inkRightOf`, which
 * gives what resvg measures); `undefined` where only laying it out tells, or the trimmed fonts are not there.
 */
function measured(text: string, bold: boolean): number | undefined {
  if (!inTrimmedRanges(text)) return undefined;
  if (measures === undefined) {
    const files = loadedFonts().trimmed?.fontFiles;
    try {
      measures = files ? [inkRightOf(fs.readFileSync(files[0]!)), inkRightOf(fs.readFileSync(files[1]!))] : null;
    } catch {
      measures = null;
    }
  }
  return measures?.[bold ? 1 : 0](text);
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

/**
 * Draws a card as an RGB PNG of CARD_WIDTH × CARD_HEIGHT. Only the text is rasterised by resvg (in libuv's
 * pool), in bands of rows as tall as its lines: the lines a site's cards share (its name, its address, a
 * section's breadcrumbs) once per process, a page's title once per card. The flat background and the bar are
 * written straight into the PNG's rows and the bands laid over them, which gives the pixels of `cardSvg`
 * drawn whole (within a unit of rounding on text edges) for a fraction of the work. Likewise only the rows
 * of the title are deflated per card: runs of blank rows and of shared lines are deflated once.
 */
export async function renderCard(spec: CardSpec, widths: WordWidths): Promise<Buffer> {
  const texts = cardTexts(spec, widths);
  const strips = await Promise.all([...texts.filter((text) => text.shared).map((text) => sharedStrip(text)), drawStrip(texts.filter((text) => !text.shared))]);
  const canvas = Canvas.take(colour(spec.colors.background), colour(spec.colors.accent));
  try {
    for (const strip of strips) canvas.composite(strip);
    return canvas.png();
  } finally {
    canvas.give();
  }
}

/** Rows of the card, top to bottom, with the pixels of the text drawn on a transparent ground (RGBA, premultiplied). */
interface Strip {
  left: number;
  top: number;
  width: number;
  height: number;
  pixels: Uint8Array;
  /** For a line cards share: a number of its own, which names the runs of rows it is laid on. */
  shared?: number;
}

const ROW = 1 + CARD_WIDTH * 3;
const sharedStrips = new Map<string, Promise<Strip>>();
let stripsDrawn = 0;
let sharedStripsDrawn = 0;

/** How many bands of text resvg has drawn in this process: shared lines count once. */
export function cardStripsDrawn(): number {
  return stripsDrawn;
}

function sharedStrip(text: CardText): Promise<Strip> {
  const key = textSvg(text);
  let strip = sharedStrips.get(key);
  if (!strip) {
    // A watch session that renames sections for hours keeps a bounded number.
    if (sharedStrips.size >= 512) sharedStrips.clear();
    const shared = ++sharedStripsDrawn;
    strip = drawStrip([text]).then((drawn) => ({ ...drawn, shared }));
    sharedStrips.set(key, strip);
  }
  return strip;
}

/**
 * The texts' box: from above the tallest accent to below the deepest descender, from left of the margin to
 * past the widest line's end (its measured or summed width, with room for kerning and anti-aliasing).
 */
async function drawStrip(texts: CardText[]): Promise<Strip> {
  if (texts.length === 0) return { left: 0, top: 0, width: 0, height: 0, pixels: new Uint8Array(0) };
  const left = Math.max(BAR_WIDTH, Math.floor(Math.min(...texts.map((text) => text.x - 16))));
  const right = Math.min(CARD_WIDTH, Math.ceil(Math.max(...texts.map((text) => text.x + text.width + 0.1 * text.size + 8))));
  const top = Math.max(0, Math.floor(Math.min(...texts.map((text) => text.y - 1.3 * text.size))));
  const bottom = Math.min(CARD_HEIGHT, Math.ceil(Math.max(...texts.map((text) => text.y + 0.5 * text.size))));
  const width = right - left;
  const height = bottom - top;
  // The viewBox starts at a whole pixel, so every glyph lands on the same pixels as in the whole card.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${left} ${top} ${width} ${height}">${texts.map(textSvg).join('')}</svg>`;
  stripsDrawn += 1;
  const image = await renderer().renderAsync(svg, { font: cardFonts(texts.map((text) => text.text)), fitTo: { mode: 'original' } });
  return { left, top, width, height, pixels: image.pixels };
}

/**
 * The PNG rows of a card, with its background and the bar at its left edge, to lay strips over. Rows of a
 * few megabytes cost as much to have the system hand over as to fill, so a card's rows are used again by the
 * next card of the same colours, put back as they were where strips were laid.
 */
class Canvas {
  static #free = new Map<string, Canvas[]>();
  /** The blank rows of each colours and their Adler-32 sums, made once for every canvas of them. */
  static #blanks = new Map<string, { blank: Buffer; sums: [number, number] }>();
  /** Runs of rows with no text or only shared lines, deflated, by colours, rows and lines. */
  static #runs = new Map<string, Buffer>();
  /** Shared lines laid on blank rows of these colours, with what they change of the rows' Adler-32 sums. */
  static #alone = new WeakMap<Strip, { rows: Buffer; laid: Laid }>();
  readonly rows: Buffer;
  #blank: Buffer;
  /** The blank rows' Adler-32 sums. */
  #blankSums: [number, number];
  #key: string;
  #laid: Strip[] = [];
  /** For each row, the strips whose text is on it, in the order laid: `card` for the card's own, a shared line's number. */
  #inked: string[] = Array.from({ length: CARD_HEIGHT }, () => '');
  /** What the strips laid changed of the rows' Adler-32 sums: the sum of the bytes, and of each weighted by its distance from the end. */
  #sums: [number, number] = [0, 0];

  private constructor(key: string, blank: Buffer, blankSums: [number, number]) {
    this.#key = key;
    this.#blank = blank;
    this.#blankSums = blankSums;
    this.rows = Buffer.from(blank);
  }

  static take(background: Rgb, accent: Rgb): Canvas {
    const key = `${background.join()}|${accent.join()}`;
    let free = Canvas.#free.get(key);
    if (!free) {
      // Other colours (a second site in one process) start afresh.
      Canvas.#free.clear();
      Canvas.#blanks.clear();
      Canvas.#runs.clear();
      Canvas.#alone = new WeakMap();
      free = [];
      Canvas.#free.set(key, free);
    }
    const reused = free.pop();
    if (reused) return reused;
    let made = Canvas.#blanks.get(key);
    if (!made) {
      const blank = Buffer.alloc(ROW * CARD_HEIGHT);
      // Filter type 0 (none) before the row.
      blank[0] = 0;
      for (let x = 0; x < CARD_WIDTH; x++) blank.set(x < BAR_WIDTH ? accent : background, 1 + x * 3);
      for (let y = 1; y < CARD_HEIGHT; y++) blank.copy(blank, y * ROW, 0, ROW);
      const checksum = adler32(blank);
      made = { blank, sums: [checksum & 0xffff, checksum >>> 16] };
      Canvas.#blanks.set(key, made);
    }
    return new Canvas(key, made.blank, made.sums);
  }

  /** Blank again where strips were laid, and free for the next card. */
  give(): void {
    for (const strip of this.#laid) {
      this.#blank.copy(this.rows, strip.top * ROW, strip.top * ROW, (strip.top + strip.height) * ROW);
      this.#inked.fill('', strip.top, strip.top + strip.height);
    }
    this.#laid = [];
    this.#sums = [0, 0];
    Canvas.#free.get(this.#key)?.push(this);
  }

  /**
   * Lays a strip over the rows. A line cards share, laid on rows nothing else is laid on yet, is copied as
   * laid once on blank rows of these colours.
   */
  composite(strip: Strip): void {
    const alone = strip.shared !== undefined && this.#laid.every((other) => other.top >= strip.top + strip.height || other.top + other.height <= strip.top);
    this.#laid.push(strip);
    if (!alone) {
      this.#add(strip, lay(this.rows, 0, strip));
      return;
    }
    let once = Canvas.#alone.get(strip);
    if (!once) {
      const rows = Buffer.from(this.#blank.subarray(strip.top * ROW, (strip.top + strip.height) * ROW));
      once = { rows, laid: lay(rows, strip.top * ROW, strip) };
      Canvas.#alone.set(strip, once);
    }
    once.rows.copy(this.rows, strip.top * ROW);
    this.#add(strip, once.laid);
  }

  #add(strip: Strip, { sums: [sum, weighted], inked }: Laid): void {
    this.#sums = [(this.#sums[0] + sum) % ADLER_MODULUS, (this.#sums[1] + weighted) % ADLER_MODULUS];
    const name = strip.shared === undefined ? 'card' : String(strip.shared);
    for (const row of inked) this.#inked[strip.top + row] += `${name},`;
  }

  /**
   * The rows as a PNG, in runs of rows with the same text on them: a run with no text, or only lines other
   * cards show at the same rows, is deflated once per process; the rest, the title's rows, per card.
   */
  png(): Buffer {
    const runs: Buffer[] = [];
    for (let first = 0, end = 1; first < CARD_HEIGHT; first = end++) {
      const inked = this.#inked[first]!;
      while (end < CARD_HEIGHT && this.#inked[end] === inked) end++;
      const rows = this.rows.subarray(first * ROW, end * ROW);
      if (inked.includes('card,')) {
        runs.push(deflateRun(rows));
        continue;
      }
      // Blank rows are alike wherever they are; rows of shared lines are named by where they are and which.
      const key = `${this.#key}|${inked === '' ? end - first : `${first}-${end}|${inked}`}`;
      let run = Canvas.#runs.get(key);
      if (!run) {
        if (Canvas.#runs.size >= 1024) Canvas.#runs.clear();
        run = deflateRun(rows);
        Canvas.#runs.set(key, run);
      }
      runs.push(run);
    }
    const modulo = (value: number) => ((value % ADLER_MODULUS) + ADLER_MODULUS) % ADLER_MODULUS;
    const low = modulo(this.#blankSums[0] + this.#sums[0]);
    const high = modulo(this.#blankSums[1] + this.#sums[1]);
    return pngOfRuns(runs, ((high << 16) | low) >>> 0, CARD_WIDTH, CARD_HEIGHT);
  }
}

/** What laying a strip changed of the card's Adler-32 sums, and the rows of the strip its text is on. */
interface Laid {
  sums: [number, number];
  inked: number[];
}

/**
 * Lays a strip over `rows` (the card's rows from byte `from` on) as resvg lays a shape over what is below:
 * its pixels come premultiplied by their alpha (resvg's `pixels` are), so each channel is the strip's plus
 * what its alpha leaves of the row's.
 */
function lay(rows: Buffer, from: number, strip: Strip): Laid {
  const { left, top, width, height } = strip;
  const end = ROW * CARD_HEIGHT - from;
  let sum = 0;
  let weighted = 0;
  const inked: number[] = [];
  // A pixel is four bytes; all of them 0 (most of a strip) where no text is. Read four at a time where aligned.
  const pixels = strip.pixels.byteOffset % 4 === 0 ? strip.pixels : Uint8Array.from(strip.pixels);
  const words = new Uint32Array(pixels.buffer, pixels.byteOffset, pixels.length >> 2);
  for (let y = 0; y < height; y++) {
    const first = y * width;
    const row = (top + y) * ROW - from + 1 + left * 3;
    let ink = false;
    for (let x = 0; x < width; x++) {
      if (words[first + x] === 0) continue;
      ink = true;
      const source = (first + x) * 4;
      const target = row + x * 3;
      const rest = 255 - pixels[source + 3]!;
      const red = rows[target]!;
      const green = rows[target + 1]!;
      const blue = rows[target + 2]!;
      // What `rest` leaves of a byte, rounded as resvg rounds: ⌊(byte × rest + 127) / 255⌋, in integers (exact for bytes).
      const redChange = pixels[source]! + (((red * rest + 128) * 257) >> 16) - red;
      const greenChange = pixels[source + 1]! + (((green * rest + 128) * 257) >> 16) - green;
      const blueChange = pixels[source + 2]! + (((blue * rest + 128) * 257) >> 16) - blue;
      rows[target] = red + redChange;
      rows[target + 1] = green + greenChange;
      rows[target + 2] = blue + blueChange;
      // Adler-32's second sum weighs a byte by how far it is from the end of the card's rows.
      const change = redChange + greenChange + blueChange;
      sum += change;
      weighted += (end - target) * change - greenChange - 2 * blueChange;
    }
    if (ink) inked.push(y);
    // Kept small enough to stay exact in a double.
    sum %= ADLER_MODULUS;
    weighted %= ADLER_MODULUS;
  }
  return { sums: [sum, weighted], inked };
}

type Rgb = [number, number, number];
const colours = new Map<string, Rgb>();

/** A colour as resvg reads it (any SVG colour, `#rrggbb` as documented), as opaque RGB. */
function colour(value: string): Rgb {
  let rgb = colours.get(value);
  if (!rgb) {
    const pixels = new (renderer().Resvg)(`<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1" fill="${value}"/></svg>`, { font: { loadSystemFonts: false } }).render().pixels;
    rgb = [pixels[0]!, pixels[1]!, pixels[2]!];
    colours.set(value, rgb);
  }
  return rgb;
}

/**
 * Measures text in the card's fonts, each text and weight once per build (widths grow with the size): from the
 * fonts' tables where they tell what resvg would measure (most titles' words), else with resvg.
 */
export class WordWidths {
  #known = new Map<string, number>();

  width(text: string, size: number, bold: boolean): number {
    const key = `${bold ? 'b' : ''}|${text}`;
    let width = this.#known.get(key);
    if (width === undefined) {
      const ems = measured(text, bold);
      if (ems !== undefined) width = ems * REFERENCE_SIZE;
      else {
        const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${REFERENCE_SIZE * 60}" height="${REFERENCE_SIZE * 2}"><text x="0" y="${REFERENCE_SIZE * 1.5}" font-size="${REFERENCE_SIZE}"${bold ? ' font-weight="bold"' : ''}>${xmlText(text)}</text></svg>`;
        const box = new (renderer().Resvg)(svg, { font: cardFonts([text]) }).getBBox();
        width = box ? box.x + box.width : 0;
      }
      this.#known.set(key, width);
    }
    return (width * size) / REFERENCE_SIZE;
  }

  /** How many texts were measured. */
  get measured(): number {
    return this.#known.size;
  }
}

/** The size text is measured at; the fonts are scaled without hinting, so a width at any size follows from it. */
const REFERENCE_SIZE = 100;

const MARGIN = 80;
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN;

/** A line of text on the card; `shared` when other pages' cards may show the same line. */
interface CardText {
  x: number;
  y: number;
  size: number;
  bold: boolean;
  fill: string;
  text: string;
  /** How far the text reaches right of `x`: measured, or its words' widths summed. */
  width: number;
  shared: boolean;
}

const BAR_WIDTH = 16;

/** The card's lines, in drawing order: site name at the top, section and title in the middle, address at the bottom. */
function cardTexts(spec: CardSpec, widths: WordWidths): CardText[] {
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
  const site = fit(spec.site, 40, widths, true);
  const address = fit(spec.address, 28, widths, false);
  return [
    { x: MARGIN, y: 120, size: 40, bold: true, fill: colors.accent, text: site, width: widths.width(site, 40, true), shared: true },
    ...(section ? [{ x: MARGIN, y: titleTop - size - 10, size: 30, bold: false, fill: colors.muted, text: section, width: widths.width(section, 30, false), shared: true }] : []),
    ...lines.lines.map((line, index) => ({ x: MARGIN, y: titleTop + index * lineHeight, size, bold: true, fill: colors.text, text: line.text, width: line.width, shared: false })),
    { x: MARGIN, y: CARD_HEIGHT - 70, size: 28, bold: false, fill: colors.muted, text: address, width: widths.width(address, 28, false), shared: true },
  ];
}

function textSvg(text: CardText): string {
  return `<text x="${text.x}" y="${text.y}" font-size="${text.size}"${text.bold ? ' font-weight="bold"' : ''} fill="${text.fill}">${xmlText(text.text)}</text>`;
}

/** The card as one SVG, as `renderCard` draws it. */
export function cardSvg(spec: CardSpec, widths: WordWidths): string {
  const { colors } = spec;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">` +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${colors.background}"/>` +
    `<rect x="0" y="0" width="${BAR_WIDTH}" height="${CARD_HEIGHT}" fill="${colors.accent}"/>` +
    cardTexts(spec, widths).map(textSvg).join('') +
    `</svg>`
  );
}

/** Words in lines no wider than the card's text, at most `max` of them; the last ends in "…" if text is left. */
function wrap(text: string, size: number, widths: WordWidths, max: number): { lines: Array<{ text: string; width: number }>; overflow: boolean } {
  const words = text.split(/\s+/).filter(Boolean);
  const space = widths.width('a a', size, true) - 2 * widths.width('a', size, true);
  const lines: Array<{ text: string; width: number }> = [];
  let line = '';
  let lineWidth = 0;
  for (const word of words) {
    const width = widths.width(word, size, true);
    if (line && lineWidth + space + width > TEXT_WIDTH) {
      lines.push({ text: line, width: lineWidth });
      line = word;
      lineWidth = width;
    } else {
      line = line ? `${line} ${word}` : word;
      lineWidth += (line === word ? 0 : space) + width;
    }
  }
  if (line) lines.push({ text: line, width: lineWidth });
  const overflow = lines.length > max || lines.some((entry) => !fitsSurely(entry.width) && widths.width(entry.text, size, true) > TEXT_WIDTH);
  if (lines.length > max) lines.splice(max);
  return {
    lines: lines.map((entry, index) => {
      if (!(overflow && index === lines.length - 1) && fitsSurely(entry.width)) return entry;
      const line = fit(overflow && index === lines.length - 1 ? `${entry.text}…` : entry.text, size, widths, true);
      return { text: line, width: widths.width(line, size, true) };
    }),
    overflow,
  };
}

/**
 * Whether a line whose words add up to `width` fits without measuring it whole: kerning between a word and
 * the space next to it moves a line's end by a pixel or two, far less than the margin kept here.
 */
function fitsSurely(width: number): boolean {
  return width <= TEXT_WIDTH * 0.97;
}

/** The text, cut and ended with "…" where it is wider than the card's text. */
function fit(text: string, size: number, widths: WordWidths, bold: boolean): string {
  if (widths.width(text, size, bold) <= TEXT_WIDTH) return text;
  let cut = text.replace(/…$/, '');
  while (cut.length > 1 && widths.width(`${cut}…`, size, bold) > TEXT_WIDTH) cut = cut.slice(0, Math.floor(cut.length * 0.9));
  return `${cut.trimEnd()}…`;
}

