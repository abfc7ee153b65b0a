import { configDefaults, defineProject, type TestProjectInlineConfiguration } from 'vitest/config';
import { OWN_PROCESS } from './scripts/testWorkers.js';

// The one list of test projects. Each package's tests live beside its code (`foo.ts` → `foo.test.ts`).
// A test file imports its own package's TypeScript sources (by relative paths) and every other workspace
// package compiled (`dist/`, the `default` export condition, not `source`), which Node loads as it is
// (`external`) instead of Vite transforming it module by module in every worker. The run's global set-up
// compiles whatever changed first (`scripts/testCompiled.ts`), so no test sees stale output.
const resolve = { conditions: ['module', 'node', 'default'] };
const server = { deps: { external: [/\/(packages|themes)\/[^/]+\/dist\//] } };

/**
 * `pure`: the package's tests share one worker and its loaded modules instead of a fresh one per file
 * (`isolate: false`), which halves the time these many small files spend importing the markdown and
 * OpenAPI stacks. Only for packages whose tests start no servers, threads or whole builds and restore
 * whatever they spy on.
 */
/** The time-out of a test or a set-up that builds sites: long enough to catch a hang and nothing else. */
const HANG_LIMIT = 120_000;

/**
 * `shareModules`: the files share their worker's loaded modules (as `pure` packages do) but may start
 * browsers or builds, each closing what it opens, so they keep the limits of the packages that build.
 * `include` and `exclude` split one package's files between two projects (see `OWN_PROCESS`).
 */
function project(name: string, dir: string, { pure = false, shareModules = pure, include = ['src/**/*.test.{ts,tsx}'], exclude = [] as readonly string[] } = {}): TestProjectInlineConfiguration {
  return defineProject({
    resolve,
    ssr: { resolve: { conditions: resolve.conditions } },
    test: {
      name,
      root: dir,
      include,
      exclude: [...configDefaults.exclude, ...exclude],
      environment: 'node',
      server,
      isolate: !shareModules,
      // Builds of whole sites (and browsers) take a few seconds on a quiet machine and several times that
      // on two busy cores: the limits of the packages that run them only stop a test or a set-up that hangs.
      // The pure packages' tests only call functions.
      testTimeout: pure ? 30_000 : HANG_LIMIT,
      hookTimeout: pure ? 30_000 : HANG_LIMIT,
    },
  });
}

export default [
  project('shared', 'packages/shared', { pure: true }),
  project('config', 'packages/config', { pure: true }),
  project('content', 'packages/content', { pure: true }),
  project('markdown', 'packages/markdown', { pure: true }),
  project('openapi', 'packages/openapi', { pure: true }),
  project('render', 'packages/render', { pure: true }),
  project('api-reference', 'packages/api-reference', { pure: true }),
  project('client', 'packages/client', { pure: true }),
  project('link-check', 'packages/link-check', { pure: true }),
  project('builder', 'packages/builder', { shareModules: true, exclude: OWN_PROCESS }),
  project('builder-own-process', 'packages/builder', { include: [...OWN_PROCESS] }),
  project('server', 'packages/server'),
  project('cli', 'packages/cli'),
  project('theme-default', 'themes/default', { shareModules: true }),
  // Checks of the repository as a whole (the import graph of every package).
  defineProject({ resolve, test: { name: 'scripts', root: 'scripts', include: ['*.test.ts'], environment: 'node', server } }),
  // Browser tests: the built Laguna site in Debian's Chromium.
  defineProject({
    resolve,
    ssr: { resolve: { conditions: resolve.conditions } },
    test: {
      name: 'browser',
      root: 'packages/browser-tests',
      include: ['src/**/*.test.ts'],
      environment: 'node',
      server,
      // One worker's files share the builder's modules, which the files that build a small site of their
      // own import (each file connects to the browser and closes what it opens).
      isolate: false,
      globalSetup: ['src/globalSetup.ts'],
      testTimeout: HANG_LIMIT,
      hookTimeout: HANG_LIMIT,
    },
  }),
] satisfies TestProjectInlineConfiguration[];
