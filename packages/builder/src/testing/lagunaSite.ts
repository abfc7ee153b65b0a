import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, which holds the Laguna site's sources. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * A copy of the Laguna site's sources (content, spec, static files, config) in a new temporary folder
 * named `laguna-<name>-…`, for a test that changes them; its path.
 */
export function copyLagunaSite(name: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `laguna-${name}-`));
  for (const entry of ['content', 'openapi', 'static', 'laguna-docs.config.ts']) {
    if (fs.existsSync(path.join(repoRoot, entry))) fs.cpSync(path.join(repoRoot, entry), path.join(root, entry), { recursive: true });
  }
  return root;
}

/** Writes `file` again with `change` made to its text. */
export function editFile(file: string, change: (text: string) => string): void {
  fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')));
}
