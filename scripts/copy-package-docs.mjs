// The published package's README and LICENSE are the repository's: copied beside its manifest when it is packed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
for (const name of ['README.md', 'LICENSE']) fs.copyFileSync(path.join(root, name), path.join(root, 'packages', 'cli', name));
