import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import os from 'node:os';
import path from 'node:path';
import { inTrimmedRanges, TRIMMED_RANGES, trimmedFontFiles, writeTrimmedCardFonts } from './cardFonts.js';
import { trimFont } from './trimFont.js';

const require = createRequire(import.meta.url);
const { Resvg } = require('@resvg/resvg-js') as typeof import('@resvg/resvg-js');
const whole = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((name) => require.resolve(`dejavu-fonts-ttf/ttf/${name}`));

function draw(lines: string[], fontFiles: string[], bold: boolean): Buffer {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="${lines.length * 40 + 20}">` +
    lines.map((line, index) => `<text x="10" y="${index * 40 + 40}" font-size="30"${bold ? ' font-weight="bold"' : ''}>${escape(line)}</text>`).join('') +
    `</svg>`;
  return Buffer.from(new Resvg(svg, { font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' }, fitTo: { mode: 'original' } }).render().pixels);
}

describe('trimmed card fonts', () => {
  const trimmed = trimmedFontFiles(whole, TRIMMED_RANGES);

  it('are written once, under names made of what they are made from, much smaller than the whole fonts', () => {
    expect(trimmed).toHaveLength(2);
    const written = trimmed!.map((file) => fs.statSync(file).ino);
    expect(trimmedFontFiles(whole, TRIMMED_RANGES)).toEqual(trimmed);
    // Found, not written again.
    expect(trimmed!.map((file) => fs.statSync(file).ino)).toEqual(written);
    // Other ranges are another file.
    const latin = trimmedFontFiles(whole, [[0x20, 0x7e]]);
    expect(latin).toHaveLength(2);
    latin!.forEach((file, index) => {
      expect(file).not.toBe(trimmed![index]);
      expect(fs.readFileSync(file)).toEqual(trimFont(fs.readFileSync(whole[index]!), [[0x20, 0x7e]]));
    });
    trimmed!.forEach((file, index) => {
      expect(fs.readFileSync(file)).toEqual(trimFont(fs.readFileSync(whole[index]!), TRIMMED_RANGES));
      expect(fs.statSync(file).size).toBeLessThan(fs.statSync(whole[index]!).size / 2);
    });
  });

  it('are taken from beside the whole fonts where the package made them ahead, not made again', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-card-fonts-'));
    try {
      const copies = whole.map((file) => path.join(folder, path.basename(file)));
      whole.forEach((file, index) => fs.copyFileSync(file, copies[index]!));
      // Made now, as nothing was made ahead: the same files as for the fonts where they are installed.
      expect(trimmedFontFiles(copies, TRIMMED_RANGES)).toEqual(trimmed);
      const ahead = writeTrimmedCardFonts(copies);
      expect(ahead.map((file) => path.dirname(file))).toEqual([path.join(folder, 'trimmed'), path.join(folder, 'trimmed')]);
      expect(trimmedFontFiles(copies, TRIMMED_RANGES)).toEqual(ahead);
      ahead.forEach((file, index) => expect(fs.readFileSync(file)).toEqual(fs.readFileSync(trimmed![index]!)));
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('draw every character of their ranges, the ligatures, alternates and marks substitution makes of them, as the whole fonts do', () => {
    const characters: string[] = [];
    for (const [first, last] of TRIMMED_RANGES) for (let code = first; code <= last; code++) characters.push(String.fromCodePoint(code));
    // Combining marks after a letter each (the font composes or positions them), then words that ligate or kern.
    // A few characters of the ranges decompose into one outside them (ǯ is ʒ and a caron): drawn with the whole font.
    const text = characters
      .filter(inTrimmedRanges)
      .map((character) => (/\p{M}/u.test(character) ? `i${character}a${character}` : character))
      .join('');
    expect(text.length).toBeGreaterThan(1500);
    const lines = [...(text.match(/.{1,60}/gsu) ?? []), 'Configuration office affluent ffl fi fl ff ffi', 'AVATAR Tô Wa Yo L’T “quoted” — 10 € → ℃ ™ …'];
    expect(lines.every(inTrimmedRanges)).toBe(true);
    for (const bold of [false, true]) expect(draw(lines, trimmed!, bold).equals(draw(lines, whole, bold))).toBe(true);
  });

  it('leave out what other scripts draw with, which cards then draw with the whole fonts', () => {
    const cyrillic = ['Приветмир'];
    expect(inTrimmedRanges(cyrillic[0]!)).toBe(false);
    const blank = draw([''], whole, false);
    expect(draw(cyrillic, trimmed!, false).equals(blank)).toBe(true);
    expect(draw(cyrillic, whole, false).equals(blank)).toBe(false);
  });
});
