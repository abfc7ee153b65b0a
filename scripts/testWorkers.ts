/**
 * The builder's files that change their process for the rest of its life: they mock modules
 * (`vi.mock`), or set the environment or `process.exitCode` in the worker (scripts they give child
 * processes do so in those). Each runs in a fresh worker; the builder's other files share their worker's
 * modules, which saves each of them loading the builder's whole stack again (about a second of CPU a
 * file; the package's import time fell from 115 s to 9 s). `testWorkers.test.ts` holds the list to what
 * the files do.
 */
export const OWN_PROCESS: readonly string[] = ['src/linkScan.e2e.test.ts', 'src/speed/versionGroups.e2e.test.ts'];
