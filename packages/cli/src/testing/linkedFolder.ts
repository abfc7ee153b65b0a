import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The CLI package's folder. */
export const cliDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A new temporary folder in which `laguna-docs` can be imported, as after `npm install laguna-docs`. */
export function linkedFolder(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `laguna-${name}-`));
  fs.mkdirSync(path.join(dir, 'node_modules'));
  fs.symlinkSync(cliDir, path.join(dir, 'node_modules', 'laguna-docs'), 'dir');
  return dir;
}
