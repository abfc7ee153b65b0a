import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config';

// The one list of test projects. Each package's tests live beside its code (`foo.ts` → `foo.test.ts`).
// Workspace packages resolve to their TypeScript sources through the `source` export condition,
// so tests never run against stale `dist/` output.
const resolve = { conditions: ['source', 'module', 'node', 'default'] };

function project(name: string, dir: string, environment: 'node' | 'jsdom' = 'node'): TestProjectInlineConfiguration {
  return defineProject({
    resolve,
    ssr: { resolve: { conditions: resolve.conditions, externalConditions: ['source'] } },
    test: {
      name,
      root: dir,
      include: ['src/**/*.test.{ts,tsx}'],
      environment,
      // Builds of whole sites take a few seconds on a quiet machine and several times that on two busy
      // cores; the limit only stops a test that hangs.
      testTimeout: 30_000,
    },
  });
}

export default [
  project('shared', 'packages/shared'),
  project('config', 'packages/config'),
  project('content', 'packages/content'),
  project('markdown', 'packages/markdown'),
  project('openapi', 'packages/openapi'),
  project('render', 'packages/render'),
  project('api-reference', 'packages/api-reference'),
  project('client', 'packages/client'),
  project('link-check', 'packages/link-check'),
  project('builder', 'packages/builder'),
  project('server', 'packages/server'),
  project('cli', 'packages/cli'),
  project('theme-default', 'themes/default'),
  // Checks of the repository as a whole (the import graph of every package).
  defineProject({ resolve, test: { name: 'scripts', root: 'scripts', include: ['*.test.ts'], environment: 'node' } }),
  // Browser tests: the built Laguna site in Debian's Chromium.
  defineProject({
    resolve,
    ssr: { resolve: { conditions: resolve.conditions, externalConditions: ['source'] } },
    test: {
      name: 'browser',
      root: 'packages/browser-tests',
      include: ['src/**/*.test.ts'],
      environment: 'node',
      globalSetup: ['src/globalSetup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // One Chromium at a time keeps the 2-core machine responsive.
      fileParallelism: false,
    },
  }),
] satisfies TestProjectInlineConfiguration[];
