/**
 * The builder's files that change their process for the rest of its life: they mock modules
 * (`vi.mock`), or set `NODE_ENV=production` before React loads (to render as the compiled package's
 * threads do) or `process.exitCode`. Each runs in a fresh worker; the builder's other files share their
 * worker's modules, which saves each of them loading the builder's whole stack again (about a second of
 * CPU a file; the package's import time fell from 115 s to 9 s). `testWorkers.test.ts` keeps the list.
 */
export declare const OWN_PROCESS: string[];
declare const _default: import("vitest/node").UserWorkspaceConfig[];
export default _default;
