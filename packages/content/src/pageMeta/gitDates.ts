import { execFile } from 'node:child_process';
import path from 'node:path';

/** The last commit that changed a file. */
export interface LastUpdate {
  /** Author date, ISO 8601 in UTC: `2026-11-21T20:33:17.000Z`. */
  date: string;
  author: string;
}

/** Separates commits in the log's output; no commit subject or file name reaches it (the format names neither). */
const COMMIT = '\u0001';

/**
 * When each file under `folder` was last changed, from git: one `git log` over the folder, read newest
 * first, so a file's first appearance is its last change. Keyed by the path relative to `root`, with
 * forward slashes. Outside a repository, without git, or on any failure the map is empty: dates are an
 * extra, never a reason for a build to fail.
 *
 * In a shallow clone the oldest commits it has stand for all the history it lacks, and list every file
 * as if they had added it: a file seen first in such a commit gets no date, since its real one is unknown.
 */
export async function readLastUpdates(root: string, folder: string): Promise<Map<string, LastUpdate>> {
  const updates = new Map<string, LastUpdate>();
  const [log, shallow] = await Promise.all([
    git(folder, ['log', `--format=${COMMIT}%P%x09%aI%x09%an`, '--name-only', '--no-renames', '--relative', '-z', '--', '.']),
    git(folder, ['rev-parse', '--is-shallow-repository']),
  ]);
  if (log === undefined) return updates;
  const isShallow = shallow?.trim() === 'true';
  const relFolder = path.relative(root, folder).split(path.sep).join('/');
  const prefix = relFolder && !relFolder.startsWith('..') ? `${relFolder}/` : '';
  for (const commit of log.split(COMMIT)) {
    if (!commit) continue;
    const newline = commit.indexOf('\n');
    // With -z the header line ends in NUL before its newline, and the file names are NUL-separated.
    const [parents = '', date = '', author = ''] = (newline < 0 ? commit : commit.slice(0, newline)).replace(/\0/g, '').split('\t');
    // A commit without parents in a shallow clone is where the clone's history was cut off.
    if (isShallow && !parents.trim()) continue;
    const iso = new Date(date);
    if (Number.isNaN(iso.getTime())) continue;
    const update = { date: iso.toISOString(), author };
    for (const name of newline < 0 ? [] : commit.slice(newline + 1).split('\0')) {
      const file = name.trim();
      if (file && !updates.has(prefix + file)) updates.set(prefix + file, update);
    }
  }
  return updates;
}

/** Runs git in `cwd`; its output, or `undefined` when it fails or is missing. */
function git(cwd: string, args: string[]): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile('git', args, { cwd, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8', windowsHide: true }, (error, stdout) => resolve(error ? undefined : stdout));
  });
}
