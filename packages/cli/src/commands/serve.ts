import type { Command } from 'commander';
import type { LoadConfigOptions } from '@laguna-docs/config';
import type { RunningServer } from '@laguna-docs/server';
import type { CommandContext } from './checkLinks.js';

/** Flags of `laguna-docs serve`. */
export interface ServeFlags {
  watch?: boolean;
  port?: number;
  host?: string;
  open?: boolean;
  out?: string;
  config?: string;
}

/** What `serve` needs beyond other commands: when to stop (tests), and whether to print stacks. */
export interface ServeContext extends Omit<CommandContext, 'run'> {
  /** Stops the server when aborted; by default Ctrl+C (SIGINT) or SIGTERM does. */
  stop?: AbortSignal;
  debug?: boolean;
}

/** Adds `serve [--watch] [--port <n>] [--host <addr>] [--open] [--out <dir>] [--config <file>]` to the program. */
export function registerServe(program: Command, context: CommandContext, parsePort: (value: string) => number): void {
  program
    .command('serve')
    .description('serve the built site (default: build/) as a static host would; with --watch, build in memory and rebuild on every change')
    .option('-w, --watch', 'build in memory, rebuild on every change, reload open pages')
    .option('-p, --port <n>', 'port to listen on (default: 3000, or the next free one)', parsePort)
    .option('--host <addr>', 'interface to listen on (default: 127.0.0.1; 0.0.0.0 for every interface)')
    .option('--open', 'open the site in a browser')
    .option('-o, --out <dir>', 'folder of the built site to serve (without --watch)')
    .option('-c, --config <file>', 'config file (default: laguna-docs.config.ts)')
    .action((flags: ServeFlags) => context.run(() => serveCommand(flags, { ...context, debug: Boolean(program.opts<{ debug?: boolean }>().debug) })));
}

/**
 * Serves the site until stopped and returns the exit code. Without `--watch` the written output folder
 * is served (run `build` first: `pnpm start` does both); with `--watch` the site is built in memory,
 * nothing is written, and every change rebuilds it.
 */
export async function serveCommand(flags: ServeFlags, context: ServeContext): Promise<number> {
  const { output } = context;
  // The server loads only when the command runs; the dev server (and through it the watcher and the
  // pipeline) only with --watch.
  const { openBrowser, urlHost } = await import('@laguna-docs/server/static');
  const load: LoadConfigOptions = { ...(context.cwd ? { cwd: context.cwd } : {}), ...(flags.config ? { configFile: flags.config } : {}) };
  const listen = { port: flags.port ?? 3000, strictPort: flags.port !== undefined, ...(flags.host ? { host: flags.host } : {}) };
  let server: RunningServer;
  let url: string;
  let close: () => Promise<void>;

  if (flags.watch) {
    if (flags.out) output.err('--out is not used with --watch: the site is built in memory and nothing is written');
    const { startDevServer } = await import('@laguna-docs/server');
    const dev = await startDevServer({ config: load, ...listen, logger: { info: (m) => output.out(m), warn: (m) => output.err(m), error: (m) => output.err(m) }, ...(context.debug ? { debug: true } : {}) });
    ({ server, url } = dev);
    close = () => dev.close();
  } else {
    const [{ loadConfig, displayPath }, { serveDirectory, siteLayout }] = await Promise.all([import('@laguna-docs/config'), import('@laguna-docs/server/static')]);
    const config = await loadConfig({ ...load, ...(flags.out ? { outDir: flags.out } : {}) });
    const shown = displayPath(config.outDir, context.cwd ?? process.cwd());
    server = await serveDirectory({ dir: config.outDir, displayDir: `${shown}/`, layout: siteLayout(config.config), ...listen });
    url = `${server.origin}${config.config.basePath}`;
    close = () => server.close();
  }

  // Listen for Ctrl+C and SIGTERM before saying so: a signal sent on reading the line below must stop the
  // server, not kill the process (the line is written before the statement after it runs).
  const stop = stopped(context.stop);
  if (server.portsInUse.length > 0) output.err(`port ${server.portsInUse.join(', ')} is in use, so the site is served on port ${server.port}`);
  output.out(`Serving ${flags.watch ? 'and watching ' : ''}the site at ${url}`);
  if (urlHost(server.host) === 'localhost') output.out(`Listening on every interface (${server.host}): other machines can reach it too.`);
  output.out('Press Ctrl+C to stop.');
  if (flags.open) {
    const problem = await openBrowser(url);
    if (problem) output.err(problem);
  }
  await stop;
  await close();
  return 0;
}

/** Resolves when the signal aborts, or at the first Ctrl+C or SIGTERM (a second Ctrl+C then kills as usual). */
function stopped(signal: AbortSignal | undefined): Promise<void> {
  if (signal) return signal.aborted ? Promise.resolve() : new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
