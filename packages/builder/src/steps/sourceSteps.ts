import { readContentAssets } from '../contentAssets.js';
import { loadTheme } from '../loadTheme.js';
import { readLastUpdates } from '../pageMeta/gitDates.js';
import type { SourceSteps } from './buildSteps.js';

/** The steps of reading the sources, done plainly. */
export const sourceSteps: SourceSteps = {
  readLastUpdates,
  loadTheme,
  readContentAssets: (files) => readContentAssets(files),
};
