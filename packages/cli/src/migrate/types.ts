/** One line of the migration's report. */
export interface MigrationNote {
  /** Which part of the report: what changed on the way, and what was left behind. */
  kind: 'converted' | 'not-carried';
  /** Path in the Docusaurus site, `/`-separated; a folder ends with `/`. */
  file: string;
  line?: number;
  /** The file of the new site it became, for converted files. */
  target?: string;
  message: string;
  /** Content left out that a person must carry (a page parked under a `_` name): `migrate --check` then fails. */
  needsHuman?: boolean;
}

/** A file of the new site: written from text, or copied from a file of the old one. */
export type MigratedFile = { path: string; text: string } | { path: string; copyOf: string };
