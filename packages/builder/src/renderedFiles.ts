import type { Diagnostic } from '@laguna-docs/shared';
import type { FileSink, RenderedFile } from './output.js';
import type { RenderedFiles } from './pipeline.js';
import type { SiteOutput } from './siteOutput.js';
import { writeFiles } from './stages/writeFiles.js';

/**
 * Files render may have made that the write stage has not taken yet, before render's next `add` waits: a
 * few pages' worth (a page and its markdown copy are two files), so render never holds more than that
 * beyond the writes in flight (see siteOutput.ts) whatever the size of the site.
 */
export const FILES_AHEAD = 16;

/** A render running as a stream of its files (see `renderedFiles`). */
export interface RenderStream<T> {
  /** The files in the order made, for one consumer to pull; a failed render throws here once the files made before are taken. */
  files: RenderedFiles;
  /** What the render gave besides its files, once it is done. */
  result: Promise<T>;
}

/**
 * Runs `render`, which hands each file it makes to the sink it is given, as a stream of those files that
 * the write stage pulls: render waits while `FILES_AHEAD` files wait to be taken, so it runs no further
 * ahead of the write than that. When the consumer stops pulling (a write failed), render's next `add`
 * throws and render stops. `folder` is the staging folder the files end up in, where a helper thread may
 * write its own pages (see `FileSink.folder`).
 */
export function renderedFiles<T>(render: (sink: FileSink) => Promise<T>, folder?: string): RenderStream<T> {
  const queue: RenderedFile[] = [];
  // Producers waiting for room (the build's thread and the helpers' records may both add), and the consumer waiting for a file.
  const forRoom: Array<() => void> = [];
  let forFile: (() => void) | undefined;
  let ended = false;
  let failed: { error: unknown } | undefined;
  let stopped = false;
  const fileCame = () => {
    forFile?.();
    forFile = undefined;
  };
  const sink: FileSink = {
    ...(folder !== undefined ? { folder } : {}),
    async add(file) {
      while (queue.length >= FILES_AHEAD && !stopped) await new Promise<void>((resolve) => forRoom.push(resolve));
      if (stopped) throw new Error('the build stopped taking its files');
      queue.push(file);
      fileCame();
    },
  };
  const result = render(sink).then(
    (value) => {
      ended = true;
      fileCame();
      return value;
    },
    (error: unknown) => {
      failed = { error };
      fileCame();
      throw error;
    },
  );
  // The failure reaches the consumer through `files`; whoever awaits `result` sees it too.
  result.catch(() => undefined);
  const files: RenderedFiles = {
    [Symbol.asyncIterator]: () => ({
      async next(): Promise<IteratorResult<RenderedFile>> {
        while (queue.length === 0) {
          if (failed) throw failed.error;
          if (ended) return { done: true, value: undefined };
          await new Promise<void>((resolve) => (forFile = resolve));
        }
        const file = queue.shift()!;
        forRoom.shift()?.();
        return { done: false, value: file };
      },
      async return(): Promise<IteratorResult<RenderedFile>> {
        stopped = true;
        for (const waiting of forRoom.splice(0)) waiting();
        return { done: true, value: undefined };
      },
    }),
  };
  return { files, result };
}

/**
 * Wires a render to the write stage: its files written into `output` as they come (see `writeFiles`), then
 * what it gave. Both have stopped when this returns or throws; a problem in the input that stopped the
 * render comes back as `diagnostics`, with no `result`, the output discarded.
 */
export async function writeRendered<T>(render: RenderStream<T>, output: SiteOutput): Promise<{ result?: T; diagnostics: Diagnostic[] }> {
  const written = await writeFiles({ files: render.files, output }).finally(() => render.result.catch(() => undefined));
  if (written.diagnostics.length > 0) return { diagnostics: written.diagnostics };
  return { result: await render.result, diagnostics: [] };
}
