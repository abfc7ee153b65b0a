import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Compiles the packages from their current sources, before a test run starts anything. A test file
 * imports its own package's TypeScript, but every other workspace package from its compiled `dist/`,
 * which Node loads as it is (`vitest.workspace.ts`): Vite transforming the other packages' sources
 * module by module, in every worker, took about a fifth of the suite's time. So that no test (and no
 * project's global set-up, which Vitest imports before any set-up runs) sees stale output, the
 * configuration calls this as it loads; the compile checks a hash of the sources and returns within a
 * fraction of a second when nothing changed. A watching run compiles once, at its start.
 */
export function compilePackages(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const compiled = spawnSync(process.execPath, [path.join(root, 'scripts/build-packages.mjs')], { cwd: root, encoding: 'utf8' });
  if (compiled.status !== 0) throw new Error(`compiling the packages before the tests failed:\n${compiled.stdout}${compiled.stderr}`);
  if (!compiled.stdout.includes('up to date')) process.stdout.write(compiled.stdout);
}
