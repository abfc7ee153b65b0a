import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { isEditorArtifact, watchSources, type FileChange, type SourceWatcher } from './watchSources.js';

let dir: string;
let watcher: SourceWatcher | undefined;
let seen: FileChange[];
let waiters: Array<() => void>;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-watch-'));
  fs.mkdirSync(path.join(dir, 'content'));
  fs.writeFileSync(path.join(dir, 'content/a.md'), 'a');
  seen = [];
  waiters = [];
});

afterEach(async () => {
  await watcher?.close();
  watcher = undefined;
  fs.rmSync(dir, { recursive: true, force: true });
});

async function start(paths: string[], batchMs?: number): Promise<void> {
  watcher = await watchSources({
    paths: paths.map((p) => path.join(dir, p)),
    ...(batchMs !== undefined ? { batchMs } : {}),
    onChange: (changes) => {
      seen.push(...changes);
      for (const done of waiters.splice(0)) done();
    },
  });
}

/** Waits until the changes seen include one for `file` that satisfies `test`. */
async function until(test: (changes: FileChange[]) => boolean): Promise<void> {
  while (!test(seen)) await new Promise<void>((resolve) => waiters.push(resolve));
}

/**
 * Writes `file` until the watcher reports it, so its folder is followed from then on: chokidar sets a
 * new watch up in the background and says nothing when it is done. Gives up after ten seconds.
 */
async function untilFollowed(file: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (let round = 0; !seen.some((change) => change.file === file); round++) {
    if (Date.now() > deadline) throw new Error(`the watcher never reported ${file}`);
    fs.writeFileSync(file, `round ${round}`);
    await Promise.race([new Promise<void>((resolve) => waiters.push(resolve)), new Promise((resolve) => setTimeout(resolve, 20))]);
  }
}

const rel = (change: FileChange) => `${change.event} ${path.relative(dir, change.file)}`;

it('reports changes, additions and deletions in a watched folder as one batch per burst', async () => {
  await start(['content']);
  fs.writeFileSync(path.join(dir, 'content/b.md'), 'b');
  fs.writeFileSync(path.join(dir, 'content/a.md'), 'changed');
  await until((changes) => changes.some((c) => rel(c) === 'add content/b.md') && changes.some((c) => rel(c) === 'change content/a.md'));
  fs.rmSync(path.join(dir, 'content/b.md'));
  await until((changes) => changes.some((c) => rel(c) === 'unlink content/b.md'));
});

it('hands a save of an existing file over at once, without waiting for the burst window', async () => {
  // A window of ten minutes: the test would time out if the save waited for it.
  await start(['content'], 600_000);
  fs.writeFileSync(path.join(dir, 'content/a.md'), 'saved');
  await until((changes) => changes.some((c) => rel(c) === 'change content/a.md'));
  expect(seen.map(rel)).toEqual(['change content/a.md']);
});

it('sees a second save that chokidar would swallow inside its 50 ms window', async () => {
  await start(['content']);
  fs.writeFileSync(path.join(dir, 'content/a.md'), 'first save');
  await until((changes) => changes.length > 0);
  const count = seen.length;
  fs.writeFileSync(path.join(dir, 'content/a.md'), 'second save, right after');
  await until((changes) => changes.length > count);
  expect(seen.at(-1)).toMatchObject({ event: 'change', file: path.join(dir, 'content/a.md') });
});

it('follows a folder that does not exist yet, and nothing else beside it', async () => {
  await start(['content', 'static']);
  fs.writeFileSync(path.join(dir, 'unrelated.txt'), 'x');
  fs.mkdirSync(path.join(dir, 'static'));
  fs.writeFileSync(path.join(dir, 'static/logo.svg'), '<svg/>');
  await until((changes) => changes.some((c) => rel(c) === 'add static/logo.svg'));
  expect(seen.map(rel)).not.toContain('add unrelated.txt');
});

it('ignores editor droppings', async () => {
  expect(['.a.md.swp', 'a.md~', '.#a.md', '4913', 'a.md.tmp'].filter((name) => isEditorArtifact(`/site/content/${name}`))).toHaveLength(5);
  expect(isEditorArtifact('/site/content/a.md')).toBe(false);
  await start(['content']);
  fs.writeFileSync(path.join(dir, 'content/.a.md.swp'), 'x');
  fs.writeFileSync(path.join(dir, 'content/a.md'), 'real edit');
  await until((changes) => changes.some((c) => rel(c) === 'change content/a.md'));
  expect(seen.map(rel).filter((text) => text.includes('swp'))).toEqual([]);
});

it('moves to other paths when told to', async () => {
  fs.mkdirSync(path.join(dir, 'other'));
  await start(['content']);
  watcher!.setPaths([path.join(dir, 'other')]);
  await untilFollowed(path.join(dir, 'other/probe.md'));
  fs.writeFileSync(path.join(dir, 'content/a.md'), 'not followed any more');
  fs.writeFileSync(path.join(dir, 'other/x.md'), 'followed');
  await until((changes) => changes.some((c) => rel(c) === 'add other/x.md'));
  expect(seen.map(rel)).not.toContain('change content/a.md');
});
