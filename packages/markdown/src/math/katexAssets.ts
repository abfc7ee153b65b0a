import fs from 'node:fs';
import path from 'node:path';
import { vendoredFile, vendoredVersion } from '../vendored.js';

/** KaTeX's stylesheet and fonts, to publish under `folder` for the pages with math. */
export interface KatexAssets {
  /** `assets/katex-0.19.1`: versioned, so its files may be cached for good like the hashed ones. */
  folder: string;
  /** Paths inside `folder` and contents: `katex.min.css`, `fonts/KaTeX_Main-Regular.woff2`, … */
  files: Array<{ path: string; contents: string | Uint8Array }>;
}

/**
 * KaTeX's CSS with its WOFF2 fonts only: every browser that runs the theme reads WOFF2, so the older
 * formats' `src` entries are taken out and their files not published. Read from the installed package.
 */
export function katexAssets(): KatexAssets {
  // The installed package's files do not change while the process runs: watch mode reads them once.
  assets ??= readKatexAssets();
  return assets;
}

let assets: KatexAssets | undefined;

function readKatexAssets(): KatexAssets {
  const dist = path.dirname(vendoredFile('katex', 'dist/katex.min.css', [import.meta.url]));
  const css = fs.readFileSync(path.join(dist, 'katex.min.css'), 'utf8').replace(/,url\(fonts\/[^)]+\.(?:woff|ttf)\) format\("(?:woff|truetype)"\)/g, '');
  const fonts = fs.readdirSync(path.join(dist, 'fonts')).filter((name) => name.endsWith('.woff2')).sort();
  return {
    folder: katexFolder(),
    files: [{ path: 'katex.min.css', contents: css }, ...fonts.map((name) => ({ path: `fonts/${name}`, contents: fs.readFileSync(path.join(dist, 'fonts', name)) }))],
  };
}

let folder: string | undefined;

/** Where `katexAssets` are published: `assets/katex-<version>`. */
export function katexFolder(): string {
  if (!folder) {
    folder = `assets/katex-${vendoredVersion('katex', [import.meta.url])}`;
  }
  return folder;
}
