/**
 * Versioned docs and API reference: the shapes the build, the `version` command, the theme and the client
 * share. The current sources are the unreleased version (`current`, labelled "Next" by default); each
 * released version is a snapshot under `versioned/<name>/`, listed newest first in `versions.json`.
 */

/** The file, beside the config, that lists released versions newest first: `["1.1", "1.0"]`. */
export const VERSIONS_FILE = 'versions.json';

/** The folder, beside the config, that holds one snapshot folder per released version. */
export const VERSIONED_FOLDER = 'versioned';

/** The name the unreleased version built from the current sources goes by in data and storage. */
export const CURRENT_VERSION = 'current';

/**
 * What a version name may be: `1.0`, `2.1.3`, `v2`, `2024-06`. Not `current` and not the path of the
 * unreleased version (`next` by default), which the routes already use.
 */
export const VERSION_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/;

/**
 * Inside `versioned/<name>/`:
 * - `content/<locale>/<docs folder>/…`: every docs section folder (`docs` and each `docs.sections[].path`)
 *   of every locale, as it was, category files, partials and images included;
 * - `sidebars.json`: the manual sidebars of the config at that time, `{ "<docs folder>": items }`, only for
 *   sections that had one (absent when none had);
 * - `openapi.json`: the site's OpenAPI description bundled into one file (absent on a site without one).
 */
export const VERSION_SNAPSHOT = {
  content: 'content',
  sidebars: 'sidebars.json',
  openapi: 'openapi.json',
} as const;

/** A version as the theme needs it: the dropdown, the banners and the "Docs"/"API" links. */
export interface VersionInfo {
  /** `1.0`; `current` (see `CURRENT_VERSION`) for the unreleased version. */
  name: string;
  /** Shown to readers: `1.0`, `Next`. */
  label: string;
  /**
   * `latest`: the released version served at the docs and API routes; `current`: unreleased (banner
   * "unreleased"); `old`: an older release (banner "not the latest").
   */
  kind: 'latest' | 'current' | 'old';
  /** Where this version's docs start in this locale's routes (before the locale prefix): `/docs/next/intro`. */
  docsHome?: string;
  /** Route of this version's API reference: `/api`, `/api/next`, `/api/0.9`. */
  apiRoute?: string;
}
