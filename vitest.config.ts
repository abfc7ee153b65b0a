import { defineConfig } from 'vitest/config';
import projects from './vitest.workspace.js';
import SlowestFirst from './scripts/testSequencer.js';
import { compilePackages } from './scripts/testCompiled.js';

// Tests import the other workspace packages compiled: compile what changed first (see the file).
compilePackages();

export default defineConfig({
  test: {
    projects,
    passWithNoTests: false,
    // Every core runs test files (Vitest's default leaves one free: half of this machine), the slowest
    // first (see the file).
    maxWorkers: '100%',
    sequence: { sequencer: SlowestFirst },
    // Transformed TypeScript kept on disk between runs (`node_modules/.experimental-vitest-cache`, keyed by
    // each file's text and the config, cleared when the lockfile changes): a run after the first transforms
    // only what changed, in the test files and in the global set-up that builds the Laguna site.
    experimental: { fsModuleCache: true },
    // One temporary folder per run, removed at its end (see the file).
    globalSetup: ['scripts/testTempDir.ts'],
  },
});
