import { defineConfig } from 'vitest/config';
import projects from './vitest.workspace.js';

export default defineConfig({
  test: {
    projects,
    passWithNoTests: false,
    // One temporary folder per run, removed at its end (see the file).
    globalSetup: ['scripts/testTempDir.ts'],
  },
});
