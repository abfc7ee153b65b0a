import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A site a test wrote in a temporary folder. */
export interface SiteFolder {
  root: string;
  /** Writes a file of the site, making its folders. */
  write(file: string, text: string): void;
  /** Reads a file of the site (or of its build) as text. */
  read(file: string): string;
}

/** Writes `files` (path in the folder → text) to a new temporary folder named `laguna-<name>-…`. */
export function siteFolder(name: string, files: Record<string, string> = {}): SiteFolder {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `laguna-${name}-`));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  for (const [file, text] of Object.entries(files)) write(file, text);
  return { root, write, read: (file) => fs.readFileSync(path.join(root, file), 'utf8') };
}
