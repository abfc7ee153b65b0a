import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { UserError, type Theme } from '@laguna-docs/shared';
import { readContentAsset, type ContentAsset } from '../../contentAssets.js';
import { fileStamp } from './state.js';
import { resolveFrom } from '../../loadTheme.js';
import type { SourceSteps } from '../../steps/buildSteps.js';
import { sessionState, type WatchSession } from './watchSession.js';

/*
 * Watch mode's memos around the steps: each step's result of an earlier build of the session is reused
 * while what it was made from is unchanged (by file stamp, or by fingerprint of its inputs), so a markdown
 * edit redoes only the work it reaches. Each is the plain step when nothing is kept.
 */

/** The source steps, reusing a session's theme module, content files and git dates. */
export function watchSourceSteps(steps: SourceSteps, session: WatchSession): SourceSteps {
  const kept = sessionState(session);
  const { state } = kept;
  return {
    // Reading the folders is cheap next to what it saves: every build reads them, and the memos compare what they hold.
    discover: (resolved, layout, locales) => steps.discover(resolved, layout, locales),
    // A one-off build asks git and waits; watch mode waits only on its first build, then takes what the
    // previous git call said and asks again for the next rebuild meanwhile, so an edit does not wait for
    // git (a commit made while serving shows from the rebuild after next).
    async readLastUpdates(root, contentDir) {
      const key = `${root}\0${contentDir}`;
      const known = state.gitDates?.key === key ? state.gitDates.latest : undefined;
      const next = steps.readLastUpdates(root, contentDir);
      const entry = { key, latest: known, pending: next };
      state.gitDates = entry;
      next.then((dates) => {
        entry.latest = dates;
      }, () => undefined);
      return known ?? next;
    },
    // The theme module of the previous build while its entry file is unchanged. Node caches modules by URL,
    // so a changed theme is imported again under a versioned URL; only the entry file is fresh, which covers
    // a theme bundled into one file (the default theme's `dist/index.js`).
    async loadTheme(specifier, root) {
      const file = resolveFrom([path.join(root, 'package.json'), import.meta.url], specifier);
      // An unresolvable theme: let the step throw its error.
      if (!file) return steps.loadTheme(specifier, root);
      const stamp = await fileStamp(file);
      const previous = state.theme;
      if (previous && previous.file === file && previous.stamp === stamp) return previous.theme;
      const theme = previous ? await importAgain(file, stamp, specifier) : await steps.loadTheme(specifier, root);
      state.theme = { file, stamp, theme };
      state.redone.themeLoaded = true;
      return theme;
    },
    // Only the files changed since the last build (by modification time and size) are read again.
    async readContentAssets(files) {
      const known = (state.contentAssets ??= new Map());
      const seen = new Set<string>();
      const assets = await Promise.all(
        files.map(async (file): Promise<ContentAsset | undefined> => {
          seen.add(file.path);
          const stamp = await fileStamp(file.path);
          const kept = known.get(file.path);
          if (kept && kept.stamp === stamp && kept.asset.key === file.key && kept.asset.locale === file.locale) return kept.asset;
          const asset = await readContentAsset(file);
          if (asset) known.set(file.path, { stamp, asset });
          return asset;
        }),
      );
      for (const file of known.keys()) if (!seen.has(file)) known.delete(file);
      return assets.filter((asset) => asset !== undefined);
    },
  };
}

async function importAgain(file: string, stamp: string, specifier: string): Promise<Theme> {
  const url = `${pathToFileURL(file).href}?v=${encodeURIComponent(stamp)}`;
  let module: { theme?: Theme; default?: Theme };
  try {
    module = (await import(url)) as typeof module;
  } catch (error) {
    // A theme being edited may not even parse: that is the author's mistake to show, not our bug.
    throw new UserError({ severity: 'error', code: 'config/theme-failed', message: `the theme "${specifier}" failed to load: ${(error as Error).message}`, hint: 'fix the theme file and save it again' });
  }
  const theme = module.theme ?? module.default;
  if (!theme?.Layout) {
    throw new UserError({ severity: 'error', code: 'config/theme-invalid', message: `"${specifier}" does not export a laguna-docs theme` });
  }
  return theme;
}
