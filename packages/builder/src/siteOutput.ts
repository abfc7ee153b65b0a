import { constants as fsConstants, mkdirSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { memoryFiles, type SiteFiles } from '@laguna-docs/link-check';
import type { FileSink, OutputFile, RenderedFile } from './output.js';
import { claimOutput } from './outputFolder.js';
import { outputPath } from '@laguna-docs/content';

/**
 * Where a build puts its files as it makes them: in memory (the dev server, tests), or straight into a
 * staging folder beside the output folder, which replaces it only once the whole build, link check
 * included, has succeeded. Either way a failed build leaves the previous output as it was, and a staged
 * build holds no page in memory after writing it, so memory does not grow with the site.
 */
export interface SiteOutput {
  /** Adds a file: a folder output writes it before the promise resolves; one held in memory keeps it. */
  add(file: OutputFile): Promise<void>;
  /** Adds the file at `from` (another folder's) as `path`, copied by the file system when the output is a folder; when copies fall behind, the promise waits for some to finish. */
  copy(path: string, from: string): Promise<void>;
  /** Read access to every file added so far, once their writes are done, for the link check. */
  site(): Promise<SiteFiles>;
  /** The files held in memory; empty for a staged output. */
  readonly files: OutputFile[];
  /** Puts the site in place: waits for every write, then swaps the staging folder in. */
  commit(): Promise<void>;
  /** Forgets everything added (removes the staging folder). */
  discard(): Promise<void>;
  /** The staging folder, for a staged output: helpers (other threads) may write into it too. */
  readonly folder?: string;
  /** Records files a helper wrote into `folder`. */
  adopt(paths: Iterable<string>): void;
}

/** Puts a file render made into `output`: its contents written, a file of another folder copied in, or a file a helper thread staged recorded. */
export async function putFile(output: SiteOutput, file: RenderedFile): Promise<void> {
  if ('contents' in file) await output.add(file);
  else if ('from' in file) await output.copy(file.path, file.from);
  else output.adopt([file.path]);
}

/** `output` as a sink render hands its files to directly (a helper thread's share, a test's locale), without the write stage between. */
export function fileSink(output: SiteOutput): FileSink {
  return { add: (file) => putFile(output, file), ...(output.folder !== undefined ? { folder: output.folder } : {}) };
}

/**
 * How long a build runs before it lets other work of its thread run, at the next file it adds. Watch mode
 * builds in the thread that serves the site: pausing this often at a page keeps the last good build
 * answering while a long rebuild runs, at no measurable cost to the build. A written build, whose files
 * are written at once, pauses too: V8 finishes its collections in tasks of the thread's event loop, and
 * the helper threads' results wait there, so without pauses a large site's peak memory grew by a tenth.
 */
const PAUSE_EVERY_MS = 20;

/** A pause (a turn of the event loop) when `PAUSE_EVERY_MS` have passed since the last one, else none. */
function pauses(): () => Promise<void> {
  let resumed = performance.now();
  return async () => {
    if (performance.now() - resumed <= PAUSE_EVERY_MS) return;
    await new Promise((resolve) => setImmediate(resolve));
    resumed = performance.now();
  };
}

/** An output that keeps every file in memory, in the order added; a file added again replaces the first. */
export function memoryOutput(): SiteOutput {
  const files: OutputFile[] = [];
  const index = new Map<string, number>();
  const pause = pauses();
  const output: SiteOutput = {
    files,
    async add(file) {
      // Held in memory, but served by its path: gated as a written file is.
      outputPath('/', file.path);
      const at = index.get(file.path);
      if (at === undefined) index.set(file.path, files.push(file) - 1);
      else files[at] = file;
      await pause();
    },
    site: async () => memoryFiles(files),
    async commit() {},
    async discard() {
      files.length = 0;
      index.clear();
    },
    async copy(file, from) {
      await output.add({ path: file, contents: await fs.readFile(from) });
    },
    adopt() {
      throw new Error('laguna-docs bug: files written elsewhere cannot join an output held in memory');
    },
  };
  return output;
}

/** Copies in flight before `copy` waits: enough to keep the disk busy while pages render. */
const MAX_PENDING_COPIES = 64;

/** How a staged output may treat its output folder (see `claimOutput`). */
export interface StagedOutputOptions {
  /** Gives a path as messages show it; absolute paths by default. */
  display?(file: string): string;
  /** Replace a folder laguna-docs did not write. */
  force?: boolean;
}

/**
 * An output written file by file into a fresh staging folder beside `outDir` (see `SiteOutput`). The
 * build holds the output folder until it commits or discards (see `claimOutput`).
 */
export async function stagedOutput(outDir: string, options: StagedOutputOptions = {}): Promise<SiteOutput> {
  const claim = await claimOutput({ outDir, display: options.display ?? ((file) => file), ...(options.force ? { force: true } : {}) });
  const staging = claim.staging;
  const writer = folderWriter(staging);
  return {
    files: [],
    folder: staging,
    add: writer.add,
    copy: writer.copy,
    adopt: writer.adopt,
    site: writer.site,
    async commit() {
      try {
        await writer.settled();
        await claim.commit();
      } catch (error) {
        await fs.rm(staging, { recursive: true, force: true }).catch(() => undefined);
        throw error;
      } finally {
        await claim.release();
      }
    },
    async discard() {
      await writer.settled().catch(() => undefined);
      await fs.rm(staging, { recursive: true, force: true });
      await claim.release();
    },
  };
}

/**
 * An output that writes into a staging folder another output owns (a helper thread's share of a staged
 * build); committing and discarding are the owner's, so here they only wait for the writes.
 */
export function folderOutput(folder: string): SiteOutput & { paths(): string[] } {
  const writer = folderWriter(folder);
  return { files: [], folder, add: writer.add, copy: writer.copy, adopt: writer.adopt, site: writer.site, commit: writer.settled, discard: async () => writer.settled().catch(() => undefined), paths: () => [...writer.paths] };
}

/**
 * Writes files into `folder`. A rendered file is written at once, in this thread: on a cold build of
 * thousands of pages the thread pool's open, write and close (three hand-overs a file, each with its
 * callback and the write's promise) cost more CPU than the writes themselves (12,000 files of 30 KB on a
 * memory file system: 0.33 s of user and system time written here, 1.0–1.2 s through the pool), and the
 * page's bytes are let go as soon as they are written. Copies (a merge's) go through the pool.
 */
function folderWriter(folder: string) {
  const paths = new Set<string>();
  const folders = new Set<string>();
  const pending = new Set<Promise<void>>();
  const pause = pauses();
  let failure: unknown;

  const settled = async () => {
    await Promise.all(pending);
    if (failure !== undefined) throw failure;
  };
  // The folder of `target`, made once (a page's folder is usually new: no stat first).
  const made = (target: string) => {
    const dir = path.dirname(target);
    if (folders.has(dir)) return;
    mkdirSync(dir, { recursive: true });
    folders.add(dir);
  };
  // The output gate's path of `file`, recorded; throws a write that failed before.
  const gated = (file: string) => {
    if (failure !== undefined) throw failure;
    const target = outputPath(folder, file);
    paths.add(file);
    return target;
  };
  return {
    paths,
    settled,
    async add(file: OutputFile) {
      const target = gated(file.path);
      try {
        made(target);
        writeFileSync(target, file.contents);
      } catch (error) {
        // A failed write (ENOSPC) does not always say which file it was writing: the message names it.
        failure ??= Object.assign(error as NodeJS.ErrnoException, { path: (error as NodeJS.ErrnoException).path ?? target });
      }
      await pause();
    },
    // No byte passes through this thread: the file system copies the file, or clones it where it can.
    async copy(file: string, from: string) {
      const target = gated(file);
      const write = Promise.resolve()
        .then(() => made(target))
        .then(() => fs.copyFile(from, target, fsConstants.COPYFILE_FICLONE))
        .catch((error: unknown) => {
          failure ??= error;
        })
        .finally(() => pending.delete(write));
      pending.add(write);
      if (pending.size >= MAX_PENDING_COPIES) await Promise.race(pending);
    },
    adopt(written: Iterable<string>) {
      for (const file of written) paths.add(file);
    },
    async site(): Promise<SiteFiles> {
      await settled();
      return { paths, read: (file) => fs.readFile(path.join(folder, file)) };
    },
  };
}
