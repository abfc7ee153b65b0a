import fs from 'node:fs/promises';
import type { UserError } from '@laguna-docs/shared';

/** How long a lock file without a readable process id counts as being written by a run that just took it. */
const STARTING_MS = 10_000;

/**
 * Creates the lock file `lock` (holding this process's id) for work that must not run twice at once: a
 * build into one output folder, a version cut of one site. A lock whose process is gone (a killed run) is
 * taken over, and one released while this looked at it is tried again; while its process runs (or has
 * just made the file and not yet written its id), `refuse(holder)` is thrown. Removing the file releases it.
 */
export async function takeProcessLock(lock: string, refuse: (holder: number | undefined) => UserError): Promise<void> {
  const content = `${JSON.stringify({ pid: process.pid })}\n`;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      await fs.writeFile(lock, content, { flag: 'wx' });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await lockHolder(lock);
    if (holder === 'released') continue;
    if (holder === 'starting') throw refuse(undefined);
    if (holder === undefined || !processRuns(holder)) {
      // The run that held it was killed: its lock is stale.
      await fs.rm(lock, { force: true });
      continue;
    }
    throw refuse(holder);
  }
  throw refuse(undefined);
}

/** The process id in the lock; `released` when the file is gone, `starting` when a new one has no id yet, undefined for an old one without. */
async function lockHolder(lock: string): Promise<number | 'released' | 'starting' | undefined> {
  let text: string;
  let age: number;
  try {
    [text, age] = await Promise.all([fs.readFile(lock, 'utf8'), fs.stat(lock).then((stat) => Date.now() - stat.mtimeMs)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'released';
    throw error;
  }
  try {
    const pid = (JSON.parse(text) as { pid?: unknown }).pid;
    if (typeof pid === 'number' && Number.isInteger(pid) && pid > 0) return pid;
  } catch {
    // Not written whole yet, or damaged.
  }
  return age < STARTING_MS ? 'starting' : undefined;
}

/** Whether a process with this id runs (one of another user's counts: it may be ours too). */
function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
