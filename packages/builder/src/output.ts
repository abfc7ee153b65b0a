import type { SiteFile } from '@laguna-docs/shared';

/** One file of the built site, held in memory until the writer puts everything in place at once. */
export type OutputFile = SiteFile;
