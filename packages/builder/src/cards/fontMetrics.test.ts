import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { inTrimmedRanges, TRIMMED_RANGES, trimmedFontFiles } from './cardFonts.js';
import { inkRightOf } from './fontMetrics.js';

const require = createRequire(import.meta.url);
const { Resvg } = require('@resvg/resvg-js') as typeof import('@resvg/resvg-js');
const whole = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((name) => require.resolve(`dejavu-fonts-ttf/ttf/${name}`));
const trimmed = trimmedFontFiles(whole, TRIMMED_RANGES)!;

/** What resvg measures: the right edge of the text's outlines laid out from x = 0, at 100 px. */
function resvgRight(text: string, bold: boolean): number {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="6000" height="200"><text x="0" y="150" font-size="100"${bold ? ' font-weight="bold"' : ''}>${escaped}</text></svg>`;
  const box = new Resvg(svg, { font: { fontFiles: trimmed, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' } }).getBBox();
  return box ? box.x + box.width : 0;
}

describe('the ink right of a text, from the font’s tables', () => {
  const characters = [...'AVTWYLPFaekoyrv.,:;-–—’”"(/0147 čšžČŠŽđéüßfij…€?!'];
  const texts = new Set<string>(['Announce to the tracker', 'Avtentikacija in avtorizacija', 'AVATAR Wa Yo L’T', 'Tô', '10 € → ™', 'a a', 'Z', '…']);
  for (const first of characters) for (const second of characters) texts.add(`${first}${second}x`.trim());

  for (const bold of [false, true]) {
    it(`is what resvg measures, where it says (${bold ? 'bold' : 'regular'}), for most Latin text`, () => {
      const measure = inkRightOf(fs.readFileSync(trimmed[bold ? 1 : 0]!));
      let said = 0;
      for (const text of texts) {
        if (!inTrimmedRanges(text)) continue;
        const ems = measure(text);
        if (ems === undefined) continue;
        said += 1;
        expect(Math.abs(ems * 100 - resvgRight(text, bold)), text).toBeLessThan(0.001);
      }
      expect(said).toBeGreaterThan(texts.size * 0.9);
    });
  }

  it('says nothing where shaping does more than advance and kern: ligatures, marks, other scripts, hidden characters, white space SVG lays out otherwise', () => {
    for (const file of trimmed) {
      const measure = inkRightOf(fs.readFileSync(file));
      for (const text of ['office', 'fi', 'i\u0301', 'Приветмир', 'a\u00adb', 'a\u200bb', ' a', 'a ', 'a  b', 'a\tb', '']) expect(measure(text), JSON.stringify(text)).toBeUndefined();
      // A character the font has no glyph for.
      expect(measure('a\u{10fffd}')).toBeUndefined();
      expect(measure('Tracker')).toBeGreaterThan(3);
    }
    expect(inkRightOf(Buffer.alloc(64))('a')).toBeUndefined();
  });
});
