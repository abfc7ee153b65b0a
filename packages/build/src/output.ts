/** One file of the built site, held in memory until the writer puts everything in place at once. */
export interface OutputFile {
  /** Posix path relative to the output folder: `sl/docs/intro.html`. */
  path: string;
  contents: string | Uint8Array;
}
