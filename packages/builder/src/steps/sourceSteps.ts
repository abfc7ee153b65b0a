import { readContentAssets } from '../contentAssets.js';
import { loadTheme } from '../loadTheme.js';
import { readLastUpdates } from '../pageMeta/gitDates.js';
import type { SourceSteps } from './buildSteps.js';
import { discoverLayout } from '../versions/discoverLayout.js';

/** The steps of reading the sources, done plainly. */
export const sourceSteps: SourceSteps = {
  discover: discoverLayout,
  readLastUpdates,
  loadTheme,
  readContentAssets: (files) => readContentAssets(files),
};
