import fs from 'node:fs';
import path from 'node:path';

/** Every file under `dir` (not following symbolic links), depth first: its path and its size in bytes. */
export function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield { path: full, name: entry.name, size: fs.statSync(full).size };
  }
}
