import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { UserError, type Theme } from '@laguna-docs/shared';
import { loadTheme, resolveFrom } from '../loadTheme.js';
import { fileStamp, incrementalState, type HasIncrementalState } from './state.js';

/**
 * Loads the theme, reusing the module of the previous build while its entry file is unchanged. Node
 * caches modules by URL, so a changed theme is imported again under a versioned URL; only the entry
 * file is fresh, which covers a theme bundled into one file (the default theme's `dist/index.js`).
 * Without a cache this is plain `loadTheme`.
 */
export async function loadThemeCached(cache: HasIncrementalState | undefined, specifier: string, root: string): Promise<Theme> {
  if (!cache) return loadTheme(specifier, root);
  const state = incrementalState(cache);
  const file = resolveFrom([path.join(root, 'package.json'), import.meta.url], specifier);
  // An unresolvable theme: let loadTheme throw its error.
  if (!file) return loadTheme(specifier, root);
  const stamp = await fileStamp(file);
  const previous = state.theme;
  if (previous && previous.file === file && previous.stamp === stamp) return previous.theme;

  const theme = previous ? await importAgain(file, stamp, specifier) : await loadTheme(specifier, root);
  state.theme = { file, stamp, theme };
  state.redone.themeLoaded = true;
  return theme;
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
