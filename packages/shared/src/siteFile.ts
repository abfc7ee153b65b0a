/**
 * One file of a built site, as the build makes it and holds it in memory until it is written: what the
 * link check reads and the dev server serves.
 */
export interface SiteFile {
  /** Posix path relative to the output folder: `sl/docs/intro.html`. */
  path: string;
  contents: string | Uint8Array;
}
