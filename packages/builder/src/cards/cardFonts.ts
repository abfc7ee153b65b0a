import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drawsOnly, trimFont, type CharacterRanges } from './trimFont.js';

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
 * The font files trimmed to `ranges`, written once to the system's temporary folder under a name made of
 * their contents (another build, or another version, never reads a file it did not mean); undefined where
 * they cannot be made or written, and the caller draws with the whole fonts.
 */
export function trimmedFontFiles(files: readonly string[], ranges: CharacterRanges): string[] | undefined {
  try {
    const folder = path.join(os.tmpdir(), 'laguna-docs-card-fonts');
    fs.mkdirSync(folder, { recursive: true });
    return files.map((file) => {
      const trimmed = trimFont(fs.readFileSync(file), ranges);
      const target = path.join(folder, `${path.basename(file, '.ttf')}-${createHash('sha256').update(trimmed).digest('hex').slice(0, 16)}.ttf`);
      if (!fs.existsSync(target)) {
        // Written whole under a name of its own, then renamed: a build running beside this one never reads half a file.
        const partial = `${target}.${process.pid}.part`;
        fs.writeFileSync(partial, trimmed);
        fs.renameSync(partial, target);
      }
      return target;
    });
  } catch {
    return undefined;
  }
}
