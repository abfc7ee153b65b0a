import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '@laguna-docs/config';
import { formatDiagnostic, isUserError } from '@laguna-docs/shared';
import { buildSite } from '../buildSite.js';
import { CardDrawer } from './drawCards.js';
import { encodePng } from './encodePng.js';
import { createRequire } from 'node:module';
import { cardStripsDrawn, cardSvg, loadResvg, renderCard, WordWidths, type CardSpec } from './renderCard.js';
import { writeFiles } from '../testing/siteFiles.js';

const colors = { background: '#000000', text: '#ffffff', muted: '#cccccc', accent: '#00ffff' };
const spec = (title: string): CardSpec => ({ title, section: 'Overview › Users', site: 'Laguna docs', address: 'example.org/docs', colors });

/** Width, height and the rows (RGBA, or RGB for colour type 2) of a PNG this module wrote. */
function decode(png: Buffer): { width: number; height: number; pixels: Buffer } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat = png.indexOf('IDAT');
  const raw = zlib.inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
  const channels = png[25] === 2 ? 3 : 4;
  const pixels = Buffer.concat(Array.from({ length: height }, (_, y) => raw.subarray(y * (width * channels + 1) + 1, (y + 1) * (width * channels + 1))));
  return { width, height, pixels };
}

describe('social cards', () => {
  it('are encoded as PNGs that give back their pixels, with checksums a decoder accepts', () => {
    const pixels = Uint8Array.from({ length: 3 * 2 * 4 }, (_, i) => (i * 37) % 256);
    const png = encodePng(pixels, 3, 2);
    expect(decode(png)).toEqual({ width: 3, height: 2, pixels: Buffer.from(pixels) });
    // The IHDR chunk's CRC, as any PNG reader checks it.
    expect(png.readUInt32BE(8 + 8 + 13)).toBe(zlib.crc32(png.subarray(12, 12 + 4 + 13)));
  });

  it('come out the same drawn ahead, as pages render, as drawn all at the end', async () => {
    const cards = ['Users', 'Peers', 'Users'].map((title, index) => ({ file: `assets/cards/${index % 2}.png`, spec: spec(title) }));
    const ahead = new CardDrawer();
    for (const card of cards) ahead.plan(card);
    const atTheEnd = await new CardDrawer().draw(cards);
    expect(atTheEnd.drawn).toBe(2);
    expect(await ahead.draw(cards)).toEqual(atTheEnd);
  });

  it('look as the whole card drawn by resvg in one go, within a unit of rounding on the edges of letters', async () => {
    const { Resvg } = createRequire(import.meta.url)('@resvg/resvg-js') as typeof import('@resvg/resvg-js');
    const font = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
    const fonts = { fontFiles: [font('DejaVuSans.ttf'), font('DejaVuSans-Bold.ttf')], loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' };
    const widths = new WordWidths();
    // Among them: a ligature (fi), a title in another script (drawn with the whole font), and one of three
    // lines at the largest size, whose section line reaches into the site name's rows.
    const titles = ['Users', 'Čuvaj ključe: gjpqy Ĺ Å and a title long enough to wrap onto a second line, or a third one of the card', 'WAVE · Tracker', 'Configuration of affluent offices', 'Настройка трекера', 'How to configure the tracker for a private community of sharers'];
    for (const title of titles) {
      const card = { ...spec(title), colors: { background: '#0b1220', text: '#f8fafc', muted: '#94a3b8', accent: '#38bdf8' } };
      const drawn = decode(await renderCard(card, widths));
      const rendered = new Resvg(cardSvg(card, widths), { font: fonts, fitTo: { mode: 'original' } }).render();
      // `pixels` copies the image at each read.
      const whole = { width: rendered.width, height: rendered.height, pixels: rendered.pixels };
      expect({ width: drawn.width, height: drawn.height }).toEqual({ width: whole.width, height: whole.height });
      let largest = 0;
      let differing = 0;
      for (let pixel = 0; pixel < drawn.width * drawn.height; pixel++) {
        for (let channel = 0; channel < 3; channel++) {
          const difference = Math.abs(drawn.pixels[pixel * 3 + channel]! - whole.pixels[pixel * 4 + channel]!);
          largest = Math.max(largest, difference);
          if (difference) differing += 1;
        }
      }
      expect(largest).toBeLessThanOrEqual(2);
      // Text was drawn at all: the whole card differs from its background in many pixels.
      expect(differing).toBeLessThan(whole.pixels.length / 100);
      expect(whole.pixels.filter((value, index) => index % 4 === 0 && value !== 0x0b).length).toBeGreaterThan(10_000);
    }
  });

  it('draw the lines cards share (site, section, address) once, and measure a text once whatever its size', async () => {
    const widths = new WordWidths();
    const site = { site: 'A site of its own', section: 'Its own section', address: 'own.example.org' };
    const before = cardStripsDrawn();
    await renderCard({ ...spec('Users and peers'), ...site }, widths);
    const measured = widths.measured;
    await renderCard({ ...spec('Users and peers'), ...site, section: 'Another section' }, widths);
    // Site, section, address and the first card's title; then the second's section and title, site and address drawn already.
    expect(cardStripsDrawn() - before).toBe(3 + 1 + 2);
    // Only the new section was measured for the second card.
    expect(widths.measured).toBe(measured + 1);
    expect(widths.width('Users', 54, true)).toBeCloseTo((widths.width('Users', 68, true) * 54) / 68, 9);
    expect(widths.measured).toBe(measured + 1);
  });

  it('wrap a long title into at most three lines, shrinking it and ending it with "…" when it is longer', () => {
    const widths = new WordWidths();
    const titles = (svg: string) => [...svg.matchAll(/font-size="(\d+)" font-weight="bold" fill="#ffffff">([^<]*)</g)].map((match) => `${match[1]}:${match[2]}`);
    expect(titles(cardSvg(spec('Users'), widths))).toEqual(['68:Users']);
    const long = titles(cardSvg(spec('A title that is much too long to fit on one line of the card, or two, or even three lines of it, so it has to be cut somewhere near the end'), widths));
    expect(long).toHaveLength(3);
    expect(long.every((line) => line.startsWith('54:'))).toBe(true);
    expect(long[2]).toMatch(/…$/);
    expect(cardSvg(spec('Fish & <chips>'), widths)).toContain('Fish &amp; &lt;chips&gt;');
  });

  it('give every page an og:image drawn at build time, kept in the disk cache, and take front matter image instead', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-cards-'));
    const files: Record<string, string | Buffer> = {
      'content/en/pages/index.md': '---\nlayout: home\n---\n# Home\n',
      'content/en/docs/intro.md': '# Intro\n',
      'content/en/docs/own.md': '---\nimage: ./card.png\n---\n# Own\n',
      'content/en/docs/card.png': encodePng(new Uint8Array(4), 1, 1),
      'content/en/docs/remote.md': '---\nimage: https://cdn.example.org/card.png\n---\n# Remote\n',
      'content/en/docs/static.md': '---\nimage: /img/card.png\n---\n# Static\n',
      'static/img/card.png': encodePng(new Uint8Array(4), 1, 1),
    };
    writeFiles(root, files);
    const config = resolveConfig({ title: 'Tiny', url: 'https://example.org', basePath: '/b/', socialCards: true }, root, 'laguna-docs.config.ts');
    const build = async () => {
      const { files: out, cards } = await buildSite({ config, write: false, diskCache: true, parallel: false });
      return { file: (name: string) => out.find((entry) => entry.path === name)?.contents, cards };
    };
    const first = await build();
    const html = (name: string) => String(first.file(name));
    const image = /<meta property="og:image" content="https:\/\/example\.org\/b\/(assets\/cards\/[0-9a-f]{16}\.png)">/.exec(html('docs/intro.html'))?.[1];
    expect(image).toBeDefined();
    expect(html('docs/intro.html')).toContain('<meta property="og:image:alt" content="Intro | Tiny"><meta name="twitter:card" content="summary_large_image">');
    const png = first.file(image!) as Buffer;
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });
    // Kept out of the data the browser hydrates from.
    expect(/<script type="application\/json" id="__laguna_data">.*<\/script>/.exec(html('docs/intro.html'))![0]).not.toContain('og:image');
    expect(/<script type="application\/json" id="__laguna_data">.*<\/script>/.exec(html('docs/intro.html'))![0]).not.toContain('assets/cards');
    expect(html('docs/remote.html')).toContain('<meta property="og:image" content="https://cdn.example.org/card.png">');
    expect(html('docs/static.html')).toContain('<meta property="og:image" content="https://example.org/b/img/card.png">');
    const own = /<meta property="og:image" content="https:\/\/example\.org\/b\/(assets\/media\/card\.[0-9a-f]{10}\.png)">/.exec(html('docs/own.html'))?.[1];
    expect(own && first.file(own)).toBeTruthy();
    expect(html('404.html')).not.toContain('og:image');
    expect(html('404.html')).toContain('<meta name="twitter:card" content="summary">');
    // The first build draws its cards; the second takes every one from the disk cache.
    expect(first.cards!.made).toBeGreaterThan(0);
    expect(first.cards!.drawn).toBeGreaterThan(0);

    const second = await build();
    expect(second.cards).toEqual({ made: first.cards!.made, drawn: 0 });
    expect(second.file(image!)).toEqual(png);
  });

  it('report a front matter image that is not there as a broken link at its line', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-cards-'));
    writeFiles(root, { 'content/en/pages/index.md': '---\nlayout: home\n---\n# Home\n', 'content/en/docs/own.md': '---\ntitle: Own\nimage: ./missing.png\n---\n# Own\n' });
    const config = resolveConfig({ title: 'Tiny', url: 'https://example.org', basePath: '/b/' }, root, 'laguna-docs.config.ts');
    const error = await buildSite({ config, write: false }).catch((caught: unknown) => caught);
    expect(isUserError(error) ? error.diagnostics.map(formatDiagnostic) : error).toEqual([
      'content/en/docs/own.md:3 error broken link "./missing.png": no file at /b/docs/missing.png [link/missing-file]',
    ]);
  });

  it('report a card renderer that does not load on this platform as a user problem', () => {
    const error = (() => {
      try {
        return loadResvg(() => {
          throw new Error('Cannot find module \'@resvg/resvg-js-linux-x64-gnu\'\nRequire stack: …');
        });
      } catch (caught) {
        return caught;
      }
    })();
    expect(isUserError(error) ? error.diagnostics.map(formatDiagnostic) : error).toEqual([
      `error social cards need the native renderer @resvg/resvg-js, which does not load on ${process.platform}-${process.arch}: Cannot find module '@resvg/resvg-js-linux-x64-gnu' [cards/renderer-missing]\n  hint: install the dependencies again on this machine, with optional dependencies (npm install --include=optional), or set socialCards: false`,
    ]);
    expect(loadResvg(() => 'loaded')).toBe('loaded');
  });
});
