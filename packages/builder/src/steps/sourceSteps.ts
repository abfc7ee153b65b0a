import { readContentAssets } from '../contentAssets.js';
import { loadTheme } from '../loadTheme.js';
import { readLastUpdates } from '@laguna-docs/content';
import type { SourceSteps } from './buildSteps.js';

/** The steps of reading the sources, done plainly. */
export const sourceSteps: SourceSteps = {
  readLastUpdates,
  loadTheme,
  readContentAssets: (files) => readContentAssets(files),
  parseRoutes: (context) => context.routesByPath,
};
