import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { BuildSiteResult } from '@laguna-docs/builder';
import type { ResolvedConfig } from '@laguna-docs/config';
import type { Diagnostic } from '@laguna-docs/shared';

/** One build to check: which it was, and what it made. */
export interface LinkCheckJob {
  build: number;
  config: ResolvedConfig;
  result: BuildSiteResult;
}

/** A link checker that can also be stopped halfway (the worker is ended) and shut down. */
export interface StoppableChecker {
  (job: LinkCheckJob): Promise<Diagnostic[]>;
  /** Ends the running check: its promise rejects with `CheckStopped`. */
  stop?(): void;
  /** Freezes the running check, so it takes no CPU time at all, until `resume`. */
  pause?(): void;
  resume?(): void;
  close?(): Promise<void>;
}

/** The rejection of a check that was stopped on purpose. */
export class CheckStopped extends Error {
  constructor() {
    super('link check stopped');
  }
}

// From the sources (tests) the child runs the .mjs beside this file; in dist/ it is compiled next to index.js.
const CHILD_FILE = fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? './linkCheckWorker.mjs' : './linkCheckWorker.js', import.meta.url));

/** The lowest scheduling priority: the check only gets CPU time that nothing else wants. */
const IDLE_PRIORITY = 19;

/**
 * A link checker running `checkBuiltSite` in a child process at the lowest priority, started at the
 * first check and again after a stop. A child process rather than a worker thread, because only a
 * process can be given a lower priority: on a small machine a worker thread competes with the
 * rebuild for the same cores, and the edit shows later.
 */
export function backgroundChecker(): StoppableChecker & { stop(): void; pause(): void; resume(): void; close(): Promise<void> } {
  let child: ChildProcess | undefined;
  let next = 0;
  // The files the current child holds, as last sent. Rendered pages the build reused are the very same
  // strings, so comparing by identity finds the few files an edit changed: only those are sent again.
  let sent = new Map<string, string | Uint8Array>();
  const pending = new Map<number, { resolve(value: Diagnostic[]): void; reject(error: Error): void }>();
  const failAll = (error: Error) => {
    for (const entry of pending.values()) entry.reject(error);
    pending.clear();
  };
  const start = () => {
    // No inherited flags: a test runner's `--conditions source` would make the child load TypeScript sources.
    const created = fork(CHILD_FILE, [], { execArgv: [], serialization: 'advanced', stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    try {
      if (created.pid !== undefined) os.setPriority(created.pid, IDLE_PRIORITY);
    } catch {
      // Not allowed here: the check still works, at normal priority.
    }
    created.on('message', (message: { id: number; diagnostics?: Diagnostic[]; error?: string }) => {
      const entry = pending.get(message.id);
      pending.delete(message.id);
      if (message.error !== undefined) entry?.reject(new Error(message.error));
      else entry?.resolve(message.diagnostics ?? []);
    });
    created.on('exit', (code, signal) => {
      if (child !== created) return;
      child = undefined;
      failAll(new Error(`the link check process ended (${signal ?? `exit code ${code}`})`));
    });
    // An idle checker must not keep the dev server's process alive after it closed.
    created.unref();
    created.channel?.unref();
    return created;
  };
  const check = async (job: LinkCheckJob): Promise<Diagnostic[]> => {
    if (!child) {
      child = start();
      sent = new Map();
    }
    const target = child;
    const id = (next += 1);
    const result = new Promise<Diagnostic[]>((resolve, reject) => pending.set(id, { resolve, reject }));
    // A stop while the files are still going out rejects `result` before this function returns it, with
    // no handler on it yet; the caller gets the rejection all the same, through the returned promise.
    result.catch(() => {});
    const files = job.result.files;
    const changed = files.filter((file) => sent.get(file.path) !== file.contents);
    const kept = new Set(files.map((file) => file.path));
    const removed = [...sent.keys()].filter((path) => !kept.has(path));
    sent = new Map(files.map((file) => [file.path, file.contents]));
    // The files go in parts with the thread free between them: a message is serialized at once, and the
    // whole of a large site in one took the server seconds in which it answered nothing.
    for (const part of partsOf(changed)) {
      target.send({ files: part });
      await new Promise((resolve) => setImmediate(resolve));
      // Stopped meanwhile: the job has failed already (see `end`).
      if (child !== target) return result;
    }
    target.send({ id, config: job.config, pages: job.result.pages, removed });
    return result;
  };
  const end = (): Promise<void> => {
    const ending = child;
    child = undefined;
    failAll(new CheckStopped());
    if (!ending || ending.exitCode !== null || ending.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      ending.once('exit', () => resolve());
      ending.kill('SIGKILL');
    });
  };
  // SIGSTOP and SIGCONT do not exist everywhere (Windows): there the check just keeps running.
  const signal = (name: NodeJS.Signals) => {
    try {
      child?.kill(name);
    } catch {
      // See above.
    }
  };
  return Object.assign(check, {
    stop() {
      void end();
    },
    pause: () => signal('SIGSTOP'),
    resume: () => signal('SIGCONT'),
    close: end,
  });
}

/** About this many bytes of files go in one message to the checker. */
const PART_BYTES = 256 * 1024;

/** `files` in runs of about `PART_BYTES`. */
function* partsOf<T extends { contents: string | Uint8Array }>(files: readonly T[]): Generator<T[]> {
  let part: T[] = [];
  let bytes = 0;
  for (const file of files) {
    part.push(file);
    bytes += file.contents.length;
    if (bytes >= PART_BYTES) {
      yield part;
      part = [];
      bytes = 0;
    }
  }
  if (part.length > 0) yield part;
}
