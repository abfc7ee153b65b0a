import { readContentAssets } from '../contentAssets.js';
import { loadTheme } from '../loadTheme.js';
import { readLastUpdates } from '@laguna-docs/content';
import type { SourceSteps } from './buildSteps.js';
import { discoverLayout } from '../versions/discoverLayout.js';

/** The steps of reading the sources, done plainly. */
export const sourceSteps: SourceSteps = {
  discover: discoverLayout,
  readLastUpdates,
  loadTheme,
  readContentAssets: (files) => readContentAssets(files),
};
