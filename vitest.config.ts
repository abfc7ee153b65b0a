import { defineConfig } from 'vitest/config';
import projects from './vitest.workspace.js';
import SlowestFirst from './scripts/testSequencer.js';

export default defineConfig({
  test: {
    projects,
    passWithNoTests: false,
    // Every core runs test files (Vitest's default leaves one free: half of this machine), the slowest
    // first (see the file).
    maxWorkers: '100%',
    sequence: { sequencer: SlowestFirst },
    // One temporary folder per run, removed at its end (see the file).
    globalSetup: ['scripts/testTempDir.ts'],
  },
});
