import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The build package's folder, where `@laguna-docs/builder` resolves to the compiled package. */
export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunCompiledOptions {
  /** Node's own flags, before the script. */
  flags?: string[];
  /** How long the process may run, in milliseconds. */
  timeout: number;
}

/**
 * Runs `script` (an ES module reading `process.argv.slice(2)`) with `args` in a child Node process in the
 * package's folder. Helper threads run the compiled package (`node scripts/build-packages.mjs`), so a test
 * of a build that starts them builds through the compiled package too, in a plain Node process.
 */
export function runCompiled(script: string, args: string[], options: RunCompiledOptions): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [...(options.flags ?? []), '--input-type=module', '-', ...args], { cwd: packageDir, input: script, encoding: 'utf8', timeout: options.timeout });
}
