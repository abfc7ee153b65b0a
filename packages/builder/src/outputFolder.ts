import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { UserError } from '@laguna-docs/shared';
import { takeProcessLock } from '@laguna-docs/content';

/*
 * A written build owns its output folder while it runs. It takes a lock beside the folder
 * (`.build.lock`, holding its process id), so a second build into the same folder is refused instead of
 * racing it; a lock whose process is gone (a killed build) is taken over. Under the lock it tidies what
 * killed builds left: staging folders (`.build.next-*`) are removed, and an output that a kill caught
 * between the swap's two renames (the previous site in `.build.next-*.old`, no `build/`) is put back.
 * Since the build replaces the folder whole, it refuses a folder with files in it that laguna-docs did not
 * write (it marks its outputs with `OUTPUT_MARKER`) unless told to replace it anyway.
 */

/** The file a build leaves in its output folder to say the folder is its own to replace. */
export const OUTPUT_MARKER = '.laguna-docs-output';

const MARKER_TEXT = 'This folder was written by laguna-docs. The next build replaces it whole.\n';

export interface ClaimOutputOptions {
  /** Absolute path of the output folder. */
  outDir: string;
  /** Gives a path as messages show it (relative to the site). */
  display(file: string): string;
  /** Replace a folder laguna-docs did not write (`--force`). */
  force?: boolean;
}

/** An output folder a build holds: a fresh staging folder beside it, and the lock. */
export interface OutputClaim {
  staging: string;
  /** Marks the staging folder as a laguna-docs output, then swaps it in place of the output folder. */
  commit(): Promise<void>;
  /** Lets the next build have the folder (removes the lock). */
  release(): Promise<void>;
}

/** Takes the output folder for a build (see the module comment) and makes its staging folder. */
export async function claimOutput(options: ClaimOutputOptions): Promise<OutputClaim> {
  const { outDir, display } = options;
  const parent = path.dirname(outDir);
  const name = path.basename(outDir);
  await fs.mkdir(parent, { recursive: true });
  const lock = path.join(parent, `.${name}.lock`);
  await takeLock(lock, outDir, display);
  const release = () => fs.rm(lock, { force: true });
  try {
    await tidyLeftovers(parent, name, outDir);
    if (!options.force) await checkReplaceable(outDir, display);
    // Not `mkdtemp`, which makes the folder readable by its owner alone: the output takes the user's
    // umask (0755 as a rule), so a web server running as another user can read it.
    const staging = path.join(parent, `.${name}.next-${randomBytes(6).toString('hex')}`);
    await fs.mkdir(staging);
    return {
      staging,
      async commit() {
        await fs.writeFile(path.join(staging, OUTPUT_MARKER), MARKER_TEXT);
        await swapInto(staging, outDir);
      },
      release,
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/** Creates the lock file, taking over one whose build is gone; refuses while another build runs. */
function takeLock(lock: string, outDir: string, display: (file: string) => string): Promise<void> {
  return takeProcessLock(
    lock,
    (holder) =>
      new UserError({
        severity: 'error',
        code: 'build/output-locked',
        message: `another laguna-docs build${holder === undefined ? '' : ` (process ${holder})`} is writing "${display(outDir)}"`,
        hint: `wait for it to finish, or build into another folder with --out; if no build is running, delete "${display(lock)}"`,
      }),
  );
}

/** Puts back an output a kill caught mid-swap, and removes the staging folders of killed builds. */
async function tidyLeftovers(parent: string, name: string, outDir: string): Promise<void> {
  const prefix = `.${name}.next-`;
  const leftovers = (await fs.readdir(parent)).filter((entry) => entry.startsWith(prefix)).sort();
  const retired = leftovers.filter((entry) => entry.endsWith('.old'));
  if (retired.length > 0 && !(await exists(outDir))) {
    // The newest previous output, should several kills have left one each.
    const stamped = await Promise.all(retired.map(async (entry) => ({ entry, time: (await fs.stat(path.join(parent, entry))).mtimeMs })));
    const newest = stamped.sort((a, b) => b.time - a.time)[0]!.entry;
    await fs.rename(path.join(parent, newest), outDir);
  }
  const remaining = (await fs.readdir(parent)).filter((entry) => entry.startsWith(prefix));
  await Promise.all(remaining.map((entry) => fs.rm(path.join(parent, entry), { recursive: true, force: true })));
}

/**
 * What every output of a laguna-docs version from before `OUTPUT_MARKER` holds at its top: such a folder
 * is replaced without `--force`, so an upgrade does not refuse the site's own `build/`.
 */
const EARLIER_OUTPUT: readonly string[] = ['404.html', 'assets', 'robots.txt', 'sitemap.xml'];

/** Refuses to replace a folder with files in it that no laguna-docs build wrote. */
async function checkReplaceable(outDir: string, display: (file: string) => string): Promise<void> {
  let entries: string[];
  try {
    entries = await fs.readdir(outDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (entries.length === 0 || entries.includes(OUTPUT_MARKER) || EARLIER_OUTPUT.every((entry) => entries.includes(entry))) return;
  throw new UserError({
    severity: 'error',
    code: 'build/out-dir-not-output',
    message: `"${display(outDir)}" holds files that laguna-docs did not write (${describeEntries(entries)}), and a build replaces its output folder whole`,
    hint: 'build into a new or empty folder, or pass --force to replace this one and everything in it',
  });
}

function describeEntries(entries: readonly string[]): string {
  const sorted = [...entries].sort();
  const shown = sorted.slice(0, 3).map((entry) => `"${entry}"`).join(', ');
  return sorted.length > 3 ? `${shown} and ${sorted.length - 3} more` : shown;
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.lstat(file);
    return true;
  } catch {
    return false;
  }
}

/** Replaces `outDir` with the finished folder `staging` by rename, putting the previous output back if that fails. */
export async function swapInto(staging: string, outDir: string): Promise<void> {
  const retired = `${staging}.old`;
  let hadPrevious = true;
  try {
    await fs.rename(outDir, retired);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    hadPrevious = false;
  }
  try {
    await fs.rename(staging, outDir);
  } catch (error) {
    if (hadPrevious) await fs.rename(retired, outDir);
    throw error;
  }
  if (hadPrevious) await fs.rm(retired, { recursive: true, force: true });
}
