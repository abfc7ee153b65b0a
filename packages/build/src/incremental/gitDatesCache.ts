import { readLastUpdates, type LastUpdate } from '../pageMeta/gitDates.js';
import { incrementalState, type HasIncrementalState } from './state.js';

/**
 * The content's git dates. A one-off build asks git and waits; watch mode waits only on its first build,
 * then takes what the previous git call said and asks again for the next rebuild meanwhile, so an edit
 * does not wait for git (a commit made while serving shows from the rebuild after next).
 */
export async function readLastUpdatesCached(cache: HasIncrementalState | undefined, root: string, contentDir: string): Promise<ReadonlyMap<string, LastUpdate>> {
  if (!cache) return readLastUpdates(root, contentDir);
  const state = incrementalState(cache);
  const key = `${root}\0${contentDir}`;
  const known = state.gitDates?.key === key ? state.gitDates.latest : undefined;
  const next = readLastUpdates(root, contentDir);
  const entry = { key, latest: known, pending: next };
  state.gitDates = entry;
  next.then((dates) => {
    entry.latest = dates;
  }, () => undefined);
  return known ?? next;
}
