import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * Vitest's global setup: every test run gets a temporary folder of its own, removed when the run ends.
 * Tests make their sites, caches and output folders under `os.tmpdir()`, as do the builds and servers
 * they start in other processes; pointing TMPDIR here before any test starts puts all of that in one
 * place that goes away, instead of hundreds of megabytes left in the system's folder by every run.
 *
 * The folder goes in memory (`/dev/shm`) when the machine has one with room to spare: the tests write
 * and delete tens of thousands of small files, which on a disk cost the kernel more CPU than the tests
 * spend on some of them (a tenth of the suite's time on a two-core machine). A `TMPDIR` set by the
 * caller wins.
 */
export function setup(): () => void {
  const dir = fs.mkdtempSync(path.join(process.env.TMPDIR ? os.tmpdir() : (inMemory() ?? os.tmpdir()), 'laguna-docs-tests-'));
  process.env.TMPDIR = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}

/** What a run's folder may need, with room to spare: the sites, outputs and caches of every test file (about 250 MB at its largest). */
const ROOM_NEEDED = 2 * 1024 ** 3;

/**
 * A memory file system the tests may use, if the machine has one with `ROOM_NEEDED` free that may run
 * programs (a test installs the packed package, esbuild's binary with it).
 */
function inMemory(): string | undefined {
  const shm = '/dev/shm';
  try {
    const mount = fs.readFileSync('/proc/self/mounts', 'utf8').split('\n').find((line) => line.split(' ')[1] === shm);
    if (!mount || mount.split(' ')[3]!.split(',').includes('noexec')) return undefined;
    const stats = fs.statfsSync(shm);
    fs.accessSync(shm, fs.constants.W_OK);
    return stats.bavail * stats.bsize >= ROOM_NEEDED ? shm : undefined;
  } catch {
    return undefined;
  }
}
