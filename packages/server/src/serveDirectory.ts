import fs from 'node:fs';
import path from 'node:path';
import { UserError } from '@laguna-docs/shared';
import { startServer, type RunningServer } from './listen.js';
import type { SiteLayout } from './resolveRequest.js';
import { servedFromDirectory } from './servedFiles.js';

export interface ServeDirectoryOptions {
  /** The built site: `build/`. */
  dir: string;
  layout: SiteLayout;
  host?: string;
  port?: number;
  strictPort?: boolean;
  /** Shown in the error when there is nothing built yet: the folder as the user knows it. */
  displayDir?: string;
}

/** Serves a built site folder exactly as a static host would, reading each file when it is asked for. */
export async function serveDirectory(options: ServeDirectoryOptions): Promise<RunningServer> {
  if (!fs.existsSync(path.join(options.dir, 'index.html'))) {
    const shown = options.displayDir ?? options.dir;
    throw new UserError({
      severity: 'error',
      code: 'serve/not-built',
      message: `there is no built site in ${shown}`,
      hint: 'run laguna-docs build first, or laguna-docs serve --watch to build in memory and rebuild on every change',
    });
  }
  const files = servedFromDirectory(options.dir);
  return startServer({
    site: () => ({ layout: options.layout, files }),
    ...(options.host ? { host: options.host } : {}),
    ...(options.port !== undefined ? { port: options.port } : {}),
    ...(options.strictPort ? { strictPort: true } : {}),
  });
}
