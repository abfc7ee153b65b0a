import fs from 'node:fs';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';

/** One file system event, as chokidar reports it. */
export interface FileChange {
  event: 'add' | 'addDir' | 'change' | 'unlink' | 'unlinkDir';
  /** Absolute path. */
  file: string;
}

export interface WatchSourcesOptions {
  /** Files and folders to follow (folders recursively). Missing ones are followed once they appear. */
  paths: readonly string[];
  /** Called with every change of a short burst at once (a save, a rename, a checkout). */
  onChange(changes: FileChange[]): void;
  onError?(error: unknown): void;
  /**
   * How long a burst may take, in ms, from its first event. Editors that save by writing a temp file and
   * renaming it need a few. A burst that starts with the change of a file already there (a save) is handed
   * over at once instead, with whatever came in the same turn of the event loop: a save is the edit an
   * author waits on, and what comes after it is handed over with the next batch.
   */
  batchMs?: number;
}

/** A running watcher. */
export interface SourceWatcher {
  /** Follows exactly these paths from now on (after a config change moved a folder). */
  setPaths(paths: readonly string[]): void;
  /**
   * Resolves once no change seen is waiting to be handed over: none in a burst being gathered, none
   * waiting to be looked at again (see `recheckLater`). At once when nothing is.
   */
  quiet(): Promise<void>;
  close(): Promise<void>;
}

/** Editor droppings and hidden files: `.intro.md.swp`, `intro.md~`, `.#intro.md`, vim's `4913` probe. */
export function isEditorArtifact(file: string): boolean {
  const name = path.basename(file);
  return name.startsWith('.') || name.endsWith('~') || name === '4913' || /\.(swp|swx|tmp|bak)$/.test(name);
}

const FILE_EVENTS = new Set<string>(['add', 'addDir', 'change', 'unlink', 'unlinkDir']);

function isFileEvent(event: string): event is FileChange['event'] {
  return FILE_EVENTS.has(event);
}

/**
 * What chokidar is given: every target that exists, and for a missing one (no `static/` yet) its
 * nearest existing folder, so its creation is seen. chokidar announces "ready" too early when asked to
 * watch a path that does not exist, and then misses the first changes.
 */
function watchRoots(targets: ReadonlySet<string>): Set<string> {
  const roots = new Set<string>();
  for (const target of targets) {
    let root = target;
    while (!fs.existsSync(root) && path.dirname(root) !== root) root = path.dirname(root);
    roots.add(root);
  }
  return roots;
}

function stampOf(file: string): string {
  try {
    const stat = fs.statSync(file);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return 'missing';
  }
}

const within = (file: string, folder: string) => file === folder || file.startsWith(folder + path.sep);

/** Starts watching and resolves once the initial scan is done, so a change made right after counts. */
export async function watchSources(options: WatchSourcesOptions): Promise<SourceWatcher> {
  let targets = new Set(options.paths.map((file) => path.resolve(file)));
  let roots = watchRoots(targets);
  const wanted = (file: string) => [...targets].some((target) => within(file, target));
  const watcher: FSWatcher = watch([...roots], {
    ignoreInitial: true,
    // A link out of the site is refused by the build; following it here could walk the whole disk (`/`).
    followSymlinks: false,
    // Inside a folder watched only for a missing target, everything else is skipped, not even listed.
    // Editor droppings are skipped by name below the targets; a site may itself live in a hidden folder.
    ignored: (file: string) => !roots.has(file) && (!wanted(file) || (!targets.has(file) && isEditorArtifact(file))),
  });
  let batch: FileChange[] = [];
  let timer: NodeJS.Timeout | undefined;
  // chokidar drops further "change" events of a file for 50 ms after one: a second save (or the second
  // half of a write) inside that window would go unseen and the stale build would stay. So each changed
  // file is looked at again once the window has passed, against how it was when its batch was handed
  // over (the rebuild reads it after that), and reported again only if it moved on since.
  const rechecks = new Map<string, NodeJS.Timeout>();
  let quietWaiters: Array<() => void> = [];
  const isQuiet = () => timer === undefined && rechecks.size === 0;
  const wakeIfQuiet = () => {
    if (!isQuiet()) return;
    const waiters = quietWaiters;
    quietWaiters = [];
    for (const wake of waiters) wake();
  };
  const recheckLater = (file: string) => {
    const seen = stampOf(file);
    clearTimeout(rechecks.get(file));
    rechecks.set(file, setTimeout(() => {
      rechecks.delete(file);
      if (stampOf(file) !== seen) push({ event: 'change', file });
      wakeIfQuiet();
    }, 60));
  };
  // A target removed (the content folder, the config) is followed through its nearest folder that
  // exists, which is watched from then on too, so its return, even half a second later, is seen and the
  // restored files stay followed. Roots are only ever added while some target lies inside them: chokidar
  // ignores for good whatever is unwatched, the restored target included.
  const reroot = () => {
    const added = [...watchRoots(targets)].filter((root) => !roots.has(root));
    const gone = [...roots].filter((root) => ![...targets].some((target) => within(target, root)));
    for (const root of added) roots.add(root);
    for (const root of gone) roots.delete(root);
    if (gone.length > 0) watcher.unwatch(gone);
    if (added.length > 0) watcher.add(added);
  };
  const flush = () => {
    timer = undefined;
    const changes = batch;
    batch = [];
    for (const change of changes) if (change.event === 'change' || change.event === 'add') recheckLater(change.file);
    if (changes.some((change) => change.event !== 'change' && [...targets].some((target) => within(target, change.file)))) reroot();
    if (changes.length > 0) options.onChange(changes);
    wakeIfQuiet();
  };
  const push = (change: FileChange) => {
    batch.push(change);
    timer ??= setTimeout(flush, batch.length === 1 && change.event === 'change' ? 0 : (options.batchMs ?? 8));
  };
  watcher.on('all', (event, file) => {
    const absolute = path.resolve(file);
    if (isFileEvent(event) && wanted(absolute)) push({ event, file: absolute });
  });
  watcher.on('error', (error) => options.onError?.(error));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));

  return {
    setPaths(paths) {
      targets = new Set(paths.map((file) => path.resolve(file)));
      reroot();
    },
    quiet() {
      if (isQuiet()) return Promise.resolve();
      return new Promise<void>((resolve) => quietWaiters.push(resolve));
    },
    async close() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      for (const recheck of rechecks.values()) clearTimeout(recheck);
      rechecks.clear();
      wakeIfQuiet();
      await watcher.close();
    },
  };
}
