import fs from 'node:fs/promises';
import path from 'node:path';
import { inside } from '../listFiles.js';

/** A one-line default import by a relative path, as `.mdx` pages import components, partials and files. */
const RELATIVE_IMPORT = /^([ \t]*import[ \t]+[\w$]+[ \t]+from[ \t]+)(['"])(\.\.?\/[^'"\n]+)\2/gm;

/**
 * Makes the relative imports of the `.mdx` files in `snapshot` (a copy of the folder `from`) that lead out of
 * the copied folders (`copied`, absolute) `@site/` imports of the same file: the snapshot lies deeper in the
 * site (`versioned/<name>/content/…`), where `../../../src/components/Card.tsx` would name no file. Imports
 * among the copied folders keep working as written, since the copy keeps their layout. Gives how many
 * imports it rewrote.
 */
export async function siteImportsIn(snapshot: string, from: string, copied: readonly string[], root: string): Promise<number> {
  let rewritten = 0;
  for (const entry of await fs.readdir(snapshot, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.mdx$/i.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const original = path.join(from, path.relative(snapshot, file));
    const text = await fs.readFile(file, 'utf8');
    const changed = text.replace(RELATIVE_IMPORT, (whole, head: string, quote: string, source: string) => {
      const target = path.resolve(path.dirname(original), source);
      if (copied.some((folder) => inside(target, folder)) || !inside(target, root)) return whole;
      rewritten++;
      return `${head}${quote}@site/${path.relative(root, target).split(path.sep).join('/')}${quote}`;
    });
    if (changed !== text) await fs.writeFile(file, changed);
  }
  return rewritten;
}
