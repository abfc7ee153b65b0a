import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drawsOnly, TRIM_FORMAT, trimFont, type CharacterRanges } from './trimFont.js';

/**
 * The characters of the trimmed card fonts: Latin letters, with their accents and combining marks,
 * punctuation, currency signs, letterlike symbols and arrows.
 */
export const TRIMMED_RANGES: CharacterRanges = [
  [0x20, 0x7e],
  [0xa0, 0x24f],
  [0x300, 0x36f],
  [0x1e00, 0x1eff],
  [0x2000, 0x206f],
  [0x20a0, 0x20cf],
  [0x2100, 0x214f],
  [0x2190, 0x21ff],
];

/** Whether the trimmed fonts draw `text` as the whole fonts do. */
export const inTrimmedRanges = drawsOnly(TRIMMED_RANGES);

/**
 * The font files trimmed to `ranges`: the ones made ahead beside them (`writeTrimmedCardFonts`, which the
 * published package carries), else made once and kept in the system's temporary folder under a name of what
 * they are made from (the whole font's contents, the ranges and the way of trimming), so another build, or
 * another version, never reads a file it did not mean, and a build that finds them spends nothing on
 * trimming (a tenth of what drawing a site's cards costs); undefined where they cannot be made or written,
 * and the caller draws with the whole fonts.
 */
export function trimmedFontFiles(files: readonly string[], ranges: CharacterRanges): string[] | undefined {
  try {
    const ahead = files.map((file) => madeAhead(file, ranges));
    if (ahead.every((file) => fs.existsSync(file))) return ahead;
    const folder = path.join(os.tmpdir(), 'laguna-docs-card-fonts');
    fs.mkdirSync(folder, { recursive: true });
    return files.map((file) => {
      const whole = fs.readFileSync(file);
      const made = createHash('sha256').update(recipe(ranges)).update(whole).digest('hex').slice(0, 16);
      const target = path.join(folder, `${path.basename(file, '.ttf')}-${made}.ttf`);
      if (!fs.existsSync(target)) writeWhole(target, trimFont(whole, ranges));
      return target;
    });
  } catch {
    return undefined;
  }
}

/**
 * Trims the font files for the card fonts' ranges ahead of any build, into a folder beside them, where
 * `trimmedFontFiles` finds them: the package's build does this for the fonts it carries, so a build spends
 * nothing on trimming them.
 */
export function writeTrimmedCardFonts(files: readonly string[]): string[] {
  return files.map((file) => {
    const target = madeAhead(file, TRIMMED_RANGES);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    writeWhole(target, trimFont(fs.readFileSync(file), TRIMMED_RANGES));
    return target;
  });
}

/** Where the trimmed copy of a font file made ahead lies: named by the ranges and the way it was trimmed. */
function madeAhead(file: string, ranges: CharacterRanges): string {
  const key = createHash('sha256').update(recipe(ranges)).digest('hex').slice(0, 12);
  return path.join(path.dirname(file), 'trimmed', `${path.basename(file, '.ttf')}-${key}.ttf`);
}

/** How fonts are trimmed to `ranges`, as the names of trimmed files say it: the ranges and the way of trimming. */
function recipe(ranges: CharacterRanges): string {
  return JSON.stringify([TRIM_FORMAT, ranges]);
}

/** Written whole under a name of its own, then renamed: a build running beside this one (another process or thread) never reads half a file. */
function writeWhole(target: string, contents: Buffer): void {
  const partial = `${target}.${randomUUID()}.part`;
  fs.writeFileSync(partial, contents);
  fs.renameSync(partial, target);
}
