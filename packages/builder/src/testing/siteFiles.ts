import fs from 'node:fs';
import path from 'node:path';

/** Writes one file of a site a test makes, `file` being its path in `root`, making its folders. */
export function writeFile(root: string, file: string, contents: string | Uint8Array): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), contents);
}

/** Writes `files` (path in `root` → contents), making their folders. */
export function writeFiles(root: string, files: Record<string, string | Uint8Array>): void {
  for (const [file, contents] of Object.entries(files)) writeFile(root, file, contents);
}
