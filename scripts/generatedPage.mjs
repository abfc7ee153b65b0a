// What the scripts that generate the website's reference pages share: writing the page when run.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * When the script at `moduleUrl` is the one node runs (not imported by a test), writes `make()` to `file`
 * and says whether the page `name` changed.
 */
export async function writeWhenRun(moduleUrl, file, make, name) {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const after = await make();
  fs.writeFileSync(file, after);
  console.log(`${path.relative(root, file)}: ${after === before ? `the ${name} was up to date` : `wrote the ${name}`}`);
}
