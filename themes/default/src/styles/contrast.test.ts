import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { colorTokens, contrastRatio } from './contrast.js';

// Vitest empties CSS imports, `?raw` included, which is why the stylesheet is read from disk.
const tokensCss = fs.readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

const light = colorTokens(tokensCss, ':root');
const dark = { ...light, ...colorTokens(tokensCss, "[data-theme='dark']") };

/** Foreground/background token pairs that the stylesheet actually puts together as text on a surface. */
const pairs: Array<[string, string]> = [
  ['text', 'bg'], ['text', 'bg-soft'], ['text', 'bg-muted'], ['text-muted', 'bg'], ['text-muted', 'bg-soft'],
  ['primary', 'bg'], ['primary', 'bg-soft'], ['primary', 'primary-soft'], ['primary-strong', 'bg'], ['on-primary', 'primary'],
  ['announcement-text', 'announcement-bg'], ['text', 'inline-code-bg'],
  ['code-text', 'code-bg'], ['code-text', 'code-line'], ['code-line-number', 'code-bg'],
  ...['keyword', 'string', 'number', 'title', 'comment', 'type', 'attr', 'tag', 'meta'].flatMap((name): Array<[string, string]> => [[`hl-${name}`, 'code-bg'], [`hl-${name}`, 'code-line']]),
  ['hl-deletion', 'hl-deletion-bg'], ['hl-addition', 'hl-addition-bg'],
  // Links in notices: the untranslated and outdated notices and old versions' banner (caution), Next's banner (info).
  ['primary', 'caution-bg'], ['primary', 'info-bg'],
  ...['note', 'tip', 'info', 'caution', 'danger'].flatMap((kind): Array<[string, string]> => [[`${kind}-title`, `${kind}-bg`], ['text', `${kind}-bg`]]),
];

describe('colour tokens', () => {
  for (const [mode, tokens] of [['light', light], ['dark', dark]] as const) {
    it(`meet WCAG AA (4.5:1) for every text pair in ${mode} mode`, () => {
      const failures = pairs
        .map(([fg, bg]) => ({ pair: `${fg} on ${bg}`, ratio: contrastRatio(tokens[fg] ?? '#000000', tokens[bg] ?? '#000000'), missing: !tokens[fg] || !tokens[bg] }))
        .filter((result) => result.missing || result.ratio < 4.5)
        .map((result) => `${result.pair}: ${result.missing ? 'missing token' : result.ratio.toFixed(2)}`);
      expect(failures).toEqual([]);
    });

    it(`keep white method badges readable in ${mode} mode`, () => {
      for (const method of ['get', 'post', 'put', 'patch', 'delete', 'other']) {
        expect(contrastRatio('#ffffff', tokens[`method-${method}`] ?? '#ffffff'), method).toBeGreaterThanOrEqual(4.5);
      }
    });
  }

  it('computes ratios the WCAG way', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(colorTokens(':root {\n  --a: #ABCDEF;\n  --b: red;\n}', ':root')).toEqual({ a: '#abcdef' });
  });
});
