import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSite, createWatchSession, SITE_STRINGS_DIR, type BuildSiteResult, type EditedPage, type RebuildReport, type WatchSession } from '@laguna-docs/builder';
import { displayPath, loadConfig, type LoadConfigOptions, type ResolvedConfig } from '@laguna-docs/config';
import { environmentProblem, formatDiagnostic, isUserError, VERSIONED_FOLDER, VERSIONS_FILE, type SiteFile } from '@laguna-docs/shared';
import type { DevLogger } from './devLogger.js';
import { describeChanges, describeWork, problemsOf } from './describe.js';
import { injectDevScript } from './devScript.js';
import type { SiteSnapshot } from './handleRequest.js';
import { startServer, type RunningServer } from './listen.js';
import { createLinkWatch } from './linkWatch.js';
import { LiveReload } from './liveReload.js';
import { servedFromMemory, type ServedFiles } from './servedFiles.js';
import { siteLayout } from './siteLayout.js';
import { watchSources, type FileChange, type SourceWatcher } from './watchSources.js';

export type { DevLogger } from './devLogger.js';

export interface DevServerOptions {
  /** How to find the config, as for `laguna-docs build`. */
  config?: LoadConfigOptions;
  host?: string;
  port?: number;
  strictPort?: boolean;
  logger: DevLogger;
  /** Print stack traces of our own bugs. */
  debug?: boolean;
  /** Called after every build, good or failed, once its result is being served. */
  onBuild?(outcome: BuildOutcome): void;
  /**
   * Called once open pages were sent the pages of an edit ahead of its build (their output paths); the
   * build goes on when it returns or its promise resolves. Tests use it to change files in between.
   */
  onAhead?(files: string[]): void | Promise<void>;
}

/** How a build of the dev server ended. */
export interface BuildOutcome {
  ok: boolean;
  /** Number of the build being served now. */
  build: number;
  /** From the first change of the burst (or the start) until the result was served. */
  ms: number;
  /**
   * Pages shown before the build was done (an edit of a page's body alone, see `WatchSession.renderEdit`):
   * their output paths, and the time from the first change until open pages were sent them.
   */
  ahead?: { files: string[]; ms: number };
  /** What a good build did anew and what it took from the one before (the terminal line says it in words). */
  work?: RebuildReport;
}

/** A running `serve --watch`. */
export interface DevServer {
  server: RunningServer;
  /** `http://127.0.0.1:3000/laguna-docs/` */
  url: string;
  /** Resolves when no rebuild is running or queued (for tests and benchmarks). */
  idle(): Promise<void>;
  /**
   * Resolves once the server is back to waiting for the next change: no rebuild running or queued, and no
   * change the watcher saw still on its way to one (after a burst such as a removed folder, whose events
   * may start more than one rebuild). A change made then starts a build of its own.
   */
  settled(): Promise<void>;
  /** Number of the build being served; 0 until one succeeded. */
  readonly build: number;
  /** Open pages listening for reloads. */
  readonly pages: number;
  close(): Promise<void>;
}

/**
 * Builds the site in memory, serves it, and rebuilds on every change to content, static files, the
 * spec, the config or the theme. A failed rebuild never stops the server: the last good build stays
 * up, the problems go to the terminal and to an overlay in open pages, and the next good build clears them.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const { logger } = options;
  let config = await loadConfig(options.config);
  const session = createWatchSession();
  const live = new LiveReload();
  let build = 0;
  let snapshot = placeholder(config);
  let warnings = new Set<string>();
  const links = createLinkWatch({ logger });

  const rebuild = async (changes: readonly FileChange[] | undefined): Promise<void> => {
    const started = performance.now();
    const what = changes ? describeChanges(changes, config.root) : 'first build';
    // A link check must not take CPU time from the rebuild: it waits until the build is served.
    links.hold();
    try {
      // `versions.json` is read with the config: a version cut while serving changes the routes.
      if (changes?.some((change) => change.file === config.configFile || change.file === path.join(config.root, VERSIONS_FILE))) {
        config = await loadConfig(options.config);
        session.forgetParses();
      }
      session.begin();
      const inPlace = changes !== undefined && changes.length > 0 && changes.every((change) => isContentPage(change, config.contentDir));
      // An edit of a page's body alone: that page goes to open pages first, the rest of the build after.
      if (inPlace && build > 0) {
        const edited = renderEdits(session, config, changes);
        if (edited) ahead = showAhead(edited, started);
        if (ahead) await options.onAhead?.(ahead.files);
      }
      const stages = changes ? undefined : { info: (m: string) => logger.info(m), warn: () => {} };
      // Links are checked after the build is served, in a background process (see linkWatch.ts), never inside it.
      const result = await buildSite({ config, watch: session, write: false, drafts: true, linkCheck: 'off', ...(stages ? { logger: stages } : {}) });
      const report = session.finish(true);
      const sent = ahead;
      serve(result, inPlace);
      const early = sent ? `; ${sent.files.length} page${sent.files.length === 1 ? '' : 's'} shown ahead in ${Math.round(sent.ms)} ms` : '';
      logger.info(`${changes ? '↻' : '✔'} ${what}: built in ${Math.round(performance.now() - started)} ms (${describeWork(report)}${early})`);
      warnings = reportWarnings(result, warnings, logger);
      links.check({ build, config, result });
      options.onBuild?.({ ok: true, build, ms: performance.now() - started, work: report, ...(sent ? { ahead: { files: sent.files, ms: sent.ms } } : {}) });
    } catch (error) {
      session.finish(false);
      // The pages shown ahead belong to a build that failed: the last good build is served again.
      if (ahead) {
        snapshot = ahead.previous;
        ahead.settle();
        ahead = undefined;
      }
      const environment = isUserError(error) ? undefined : environmentProblem(error);
      if (isUserError(error)) for (const d of error.diagnostics) logger.error(formatDiagnostic(d));
      else if (environment) logger.error(formatDiagnostic(environment));
      else logger.error(options.debug && error instanceof Error && error.stack ? error.stack : String(error));
      const note = build > 0 ? `still serving build #${build}` : 'nothing to serve until it builds';
      logger.error(`✖ ${what}: the build failed after ${Math.round(performance.now() - started)} ms; ${note}. Fix the file and save.`);
      live.fail(problemsOf(error), build);
      options.onBuild?.({ ok: false, build, ms: performance.now() - started });
    }
    links.release();
    watcher?.setPaths(watchedPaths(config, session.inputs(config.root)));
  };

  const serve = (result: BuildSiteResult, inPlace = false) => {
    const id = (build += 1);
    snapshot = { layout: siteLayout(config.config), files: servedFromMemory(result.files, (html) => injectDevScript(html, id)) };
    const shown = ahead;
    ahead = undefined;
    if (!shown) return live.reload(id, inPlace);
    shown.settle();
    // The pages sent ahead are what this build made of them (as good as always): nothing more to tell open
    // pages. Had the build made them otherwise, open pages fetch them again.
    const made = new Map(result.files.map((file) => [file.path, file.contents]));
    if (shown.pages.every((page) => made.get(page.path) === page.contents)) live.settle(id);
    // The build read a source saved again after the pages were rendered ahead: a rebuild for that save is
    // on its way and sends open pages its own update, so a fetch now would only fetch a page about to change.
    else if (editedSince(shown.sources)) live.settle(id);
    else live.reload(id, inPlace);
  };

  /**
   * Shows pages rendered ahead of their build: open pages are sent them, and they are served as the
   * coming build's; any other file is answered once that build is served (or has failed), so no request
   * mixes the old build with the new.
   */
  let ahead: { pages: SiteFile[]; files: string[]; sources: ReadonlyMap<string, string>; ms: number; previous: SiteSnapshot; settle(): void } | undefined;
  const showAhead = ({ pages: edited, sources }: RenderedEdits, started: number) => {
    const id = build + 1;
    // Open pages first: they need the update alone, not the whole documents.
    live.ahead(id, edited.map((page) => ({ href: page.href, update: page.update })));
    const ms = performance.now() - started;
    let pages: SiteFile[];
    try {
      pages = edited.map((page) => ({ path: page.file, contents: page.document() }));
    } catch {
      // The build will fail the same way and say why; until then the last good build is served.
      return undefined;
    }
    const previous = snapshot;
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const fresh = servedFromMemory(pages, (html) => injectDevScript(html, id));
    const files: ServedFiles = {
      async read(file) {
        if (pages.some((page) => page.path === file)) return fresh.read(file);
        // Asked first for a page's route as a file (`docs/intro` before `docs/intro.html`): no such file
        // before, and the edit changed no route.
        if (pages.some((page) => page.path === `${file}.html`) && !(await previous.files.read(file))) return undefined;
        await settled;
        return snapshot.files.read(file);
      },
    };
    snapshot = { layout: previous.layout, files };
    return { pages, files: pages.map((page) => page.path), sources, ms, previous, settle };
  };

  let watcher: SourceWatcher | undefined;
  await rebuild(undefined);
  let server: RunningServer;
  try {
    server = await startServer({ host: options.host, port: options.port, strictPort: options.strictPort, site: () => snapshot, intercept: live.intercept, onError: (error) => logger.error(String(error)) });
  } catch (error) {
    // No server, no link check of the first build either.
    await links.close();
    throw error;
  }

  const queue = serialize(rebuild);
  watcher = await watchSources({ paths: watchedPaths(config, session.inputs(config.root)), onChange: queue.push, onError: (error) => logger.warn(`watcher: ${String(error)}`) });

  return {
    server,
    get url() {
      return `${server.origin}${config.config.basePath}`;
    },
    get build() {
      return build;
    },
    get pages() {
      return live.clients;
    },
    idle: queue.idle,
    async settled() {
      for (;;) {
        await queue.idle();
        await watcher?.quiet();
        if (!queue.busy()) return;
      }
    },
    async close() {
      await watcher?.close();
      await queue.idle();
      await links.close();
      live.close();
      await server.close();
    },
  };

  function placeholder(resolved: ResolvedConfig): SiteSnapshot {
    const page = '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Not built yet | laguna-docs</title></head><body><h1>The site has not been built yet</h1><p>The terminal lists what to fix. This page reloads by itself once the build succeeds.</p></body></html>\n';
    return { layout: siteLayout(resolved.config), files: servedFromMemory([{ path: '404.html', contents: page }], (html) => injectDevScript(html, 0)) };
  }
}

/**
 * Content, static files, spec, config, the site's UI strings and stylesheets, the versions file and the
 * released versions' snapshots, and what the builds read besides (the theme's files, those the spec's
 * `$ref`s name): everything a build reads.
 */
function watchedPaths(config: ResolvedConfig, read: readonly string[]): string[] {
  const versions = [path.join(config.root, VERSIONS_FILE), path.join(config.root, VERSIONED_FOLDER)];
  return [...new Set([config.contentDir, config.staticDir, config.configFile, path.join(config.root, SITE_STRINGS_DIR), ...(config.specFile ? [config.specFile] : []), ...config.customCssFiles, ...versions, ...read])];
}

/** Prints warnings that are new since the previous build, and returns this build's set. */
function reportWarnings(result: BuildSiteResult, previous: ReadonlySet<string>, logger: DevLogger): Set<string> {
  const current = new Set(result.diagnostics.filter((d) => d.severity === 'warning').map(formatDiagnostic));
  for (const warning of current) if (!previous.has(warning)) logger.warn(warning);
  return current;
}

/**
 * Runs rebuilds one at a time: changes that arrive during a rebuild are gathered and handled by one
 * more rebuild after it, however many arrive.
 */
function serialize(run: (changes: FileChange[]) => Promise<void>): { push(changes: FileChange[]): void; idle(): Promise<void>; busy(): boolean } {
  let running: Promise<void> | undefined;
  let pending: FileChange[] = [];
  const loop = async () => {
    try {
      while (pending.length > 0) {
        const batch = pending;
        pending = [];
        await run(batch);
      }
    } finally {
      running = undefined;
    }
  };
  return {
    push(changes) {
      pending.push(...changes);
      running ??= loop();
    },
    idle: () => running ?? Promise.resolve(),
    busy: () => running !== undefined,
  };
}

/** Pages rendered ahead of their build, and the text of each source file they were rendered from. */
interface RenderedEdits {
  pages: EditedPage[];
  sources: Map<string, string>;
}

/**
 * The pages of the edited markdown files rendered again ahead of the build (see `WatchSession.renderEdit`),
 * or undefined when any edit may change more than its own pages.
 */
function renderEdits(session: WatchSession, config: ResolvedConfig, changes: readonly FileChange[]): RenderedEdits | undefined {
  const pages: EditedPage[] = [];
  const sources = new Map<string, string>();
  for (const file of new Set(changes.map((change) => change.file))) {
    let text: string;
    try {
      // Read at once, not through the thread pool: a page is a few KB, and on a busy machine each hop
      // between threads costs more than the read.
      text = readFileSync(file, 'utf8');
    } catch {
      return undefined;
    }
    const edited = session.renderEdit(displayPath(file, config.root), text);
    if (!edited) return undefined;
    pages.push(...edited);
    sources.set(file, text);
  }
  return { pages, sources };
}

/** Whether any of these files no longer holds the text it held (saved again, or removed since). */
function editedSince(sources: ReadonlyMap<string, string>): boolean {
  for (const [file, text] of sources) {
    try {
      if (readFileSync(file, 'utf8') !== text) return true;
    } catch {
      return true;
    }
  }
  return false;
}

/** Whether a change is an edit of a markdown page in the content folder, which open pages can show in place. */
function isContentPage(change: FileChange, contentDir: string): boolean {
  if (change.event !== 'change') return false;
  const relative = path.relative(contentDir, change.file);
  return !relative.startsWith('..') && !path.isAbsolute(relative) && /\.mdx?$/i.test(change.file);
}
