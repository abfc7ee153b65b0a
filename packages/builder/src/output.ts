import type { SiteFile } from '@laguna-docs/shared';

/** One file of the built site, held in memory until the writer puts everything in place at once. */
export type OutputFile = SiteFile;

/** A file a helper thread already wrote into the staging folder: its path alone, no byte of it passes through the build's thread. */
export interface StagedFile {
  path: string;
  staged: true;
}

/** A file of another folder (a shard's, at a merge) to put in as `path`, copied by the file system. */
export interface CopiedFile {
  path: string;
  from: string;
}

/** One file of the built site as render hands it to the write stage: with its contents, already staged by a helper, or to copy in. */
export type RenderedFile = OutputFile | StagedFile | CopiedFile;

/**
 * Where render puts each file as it is made: the stream the write stage pulls from (see renderedFiles.ts),
 * or a helper thread's share of the staging folder. `add` waits while the writes fall behind.
 */
export interface FileSink {
  add(file: RenderedFile): Promise<void>;
  /** The staging folder the files end up in, for a written build: a helper thread may write its pages there itself. */
  readonly folder?: string;
}
