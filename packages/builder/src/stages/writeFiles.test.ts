import { describe, expect, it } from 'vitest';
import { UserError, type Diagnostic } from '@laguna-docs/shared';
import { memoryFiles } from '@laguna-docs/link-check';
import type { FileSink, OutputFile } from '../output.js';
import { FILES_AHEAD, renderedFiles, writeRendered } from '../renderedFiles.js';
import { memoryOutput, type SiteOutput } from '../siteOutput.js';
import { writeFiles } from './writeFiles.js';

/**
 * An output held in memory that says what happened to it: the files of the build before it (`previous`),
 * which only `commit` replaces, the files staged since, and each call in order.
 */
function recordingOutput(over: { add?(file: OutputFile): Promise<void> } = {}) {
  const previous = new Map<string, string>([['index.html', 'the last good build']]);
  const staged = new Map<string, string>();
  const calls: string[] = [];
  const output: SiteOutput = {
    files: [],
    folder: '/staging',
    async add(file) {
      await over.add?.(file);
      calls.push(`add ${file.path}`);
      staged.set(file.path, String(file.contents));
    },
    async copy(file, from) {
      calls.push(`copy ${file} from ${from}`);
    },
    adopt(paths) {
      for (const file of paths) calls.push(`adopt ${file}`);
    },
    site: async () => memoryFiles([...staged].map(([path, contents]) => ({ path, contents }))),
    async commit() {
      calls.push('commit');
      previous.clear();
      for (const [path, contents] of staged) previous.set(path, contents);
    },
    async discard() {
      calls.push('discard');
      staged.clear();
    },
  };
  return { output, previous, staged, calls };
}

const page = (index: number): OutputFile => ({ path: `docs/page-${index}.html`, contents: `<p>${index}</p>` });
const broken: Diagnostic = { severity: 'error', code: 'render/failed', message: 'the page failed to render', file: 'content/en/docs/b.mdx', line: 4 };

describe('the write stage', () => {
  it("takes render's files in the order made: a page written, a helper's file recorded, a shard's file copied in", async () => {
    const { output, calls } = recordingOutput();
    const render = renderedFiles(async (sink: FileSink) => {
      await sink.add(page(1));
      await sink.add({ path: 'docs/page-2.html', staged: true });
      await sink.add({ path: 'docs/page-3.html', from: '/shard-1/docs/page-3.html' });
      await sink.add(page(4));
      return 'rendered';
    }, output.folder);
    const written = await writeRendered(render, output);
    expect(written).toEqual({ result: 'rendered', diagnostics: [] });
    expect(calls).toEqual(['add docs/page-1.html', 'adopt docs/page-2.html', 'copy docs/page-3.html from /shard-1/docs/page-3.html', 'add docs/page-4.html']);
  });

  it('keeps the files in an output held in memory, as a build that does not write gives them', async () => {
    const output = memoryOutput();
    const render = renderedFiles(async (sink) => {
      for (const index of [1, 2, 3]) await sink.add(page(index));
      await sink.add({ path: 'docs/page-1.html', contents: 'again' });
    });
    expect(await writeFiles({ files: render.files, output })).toEqual({ files: 4, diagnostics: [] });
    expect(output.files).toEqual([{ path: 'docs/page-1.html', contents: 'again' }, page(2), page(3)]);
  });

  it('pulls the files: render runs no more than FILES_AHEAD files ahead of a write that falls behind', async () => {
    let made = 0;
    let taken = 0;
    let ahead = 0;
    const render = renderedFiles(async (sink) => {
      for (let index = 0; index < 10 * FILES_AHEAD; index += 1) {
        made += 1;
        await sink.add(page(index));
      }
    });
    // Nothing pulls yet: render stops once the stream holds its share.
    await new Promise((resolve) => setImmediate(resolve));
    expect(made).toBe(FILES_AHEAD + 1);
    const slow = memoryOutput();
    const output: SiteOutput = {
      ...slow,
      async add(file) {
        taken += 1;
        ahead = Math.max(ahead, made - taken);
        // A slow disk: the write lets everything else run before it is done.
        await new Promise((resolve) => setImmediate(resolve));
        await slow.add(file);
      },
    };
    expect(await writeFiles({ files: render.files, output })).toEqual({ files: 10 * FILES_AHEAD, diagnostics: [] });
    expect(ahead).toBeLessThanOrEqual(FILES_AHEAD + 1);
    expect(slow.files).toHaveLength(10 * FILES_AHEAD);
  });

  it('discards the staged files when render fails midway, leaving the previous output as it was, and gives its problems', async () => {
    const { output, previous, staged, calls } = recordingOutput();
    const render = renderedFiles(async (sink) => {
      await sink.add(page(1));
      await sink.add(page(2));
      throw new UserError(broken);
    }, output.folder);
    expect(await writeRendered(render, output)).toEqual({ diagnostics: [broken] });
    expect(calls).toEqual(['add docs/page-1.html', 'add docs/page-2.html', 'discard']);
    expect(staged.size).toBe(0);
    expect([...previous]).toEqual([['index.html', 'the last good build']]);
  });

  it('throws a failure that is not a problem of the input, the output discarded', async () => {
    const { output, calls } = recordingOutput();
    const render = renderedFiles(async (sink) => {
      await sink.add(page(1));
      throw new Error('a helper thread stopped');
    });
    await expect(writeFiles({ files: render.files, output })).rejects.toThrow('a helper thread stopped');
    expect(calls).toEqual(['add docs/page-1.html', 'discard']);
  });

  it('stops the render when a write fails, and throws the write’s error once the render has stopped', async () => {
    let made = 0;
    const { output, calls } = recordingOutput({
      async add(file) {
        if (file.path === 'docs/page-3.html') throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
      },
    });
    const render = renderedFiles(async (sink) => {
      for (let index = 1; index <= 10 * FILES_AHEAD; index += 1) {
        made += 1;
        await sink.add(page(index));
      }
    });
    await expect(writeRendered(render, output)).rejects.toThrow('no space left on device');
    await expect(render.result).rejects.toThrow();
    expect(made).toBeLessThanOrEqual(3 + FILES_AHEAD + 1);
    expect(calls).toEqual(['add docs/page-1.html', 'add docs/page-2.html', 'discard']);
  });
});
