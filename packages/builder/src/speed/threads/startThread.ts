import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts a thread running the module `file` with this process's flags. A thread given no `execArgv`
 * inherits them all, V8's own included (`node --max-old-space-size=4096`, `--cpu-prof`), which a list of
 * flags handed to a thread may not name. Only `--input-type` (a process fed its script on standard input,
 * as tests do) stands in the way: it lets a thread run nothing but a string, so under it the thread runs a
 * line that imports the module.
 */
export function startThread(file: string | URL, options: WorkerOptions = {}): Worker {
  if (options.execArgv || !process.execArgv.some((flag) => flag.startsWith('--input-type'))) return new Worker(file, options);
  const url = typeof file === 'string' ? pathToFileURL(file).href : file.href;
  return new Worker(`import(${JSON.stringify(url)});`, { ...options, eval: true });
}
