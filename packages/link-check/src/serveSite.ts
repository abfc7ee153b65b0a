import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileForPath } from './sitePaths.js';
import type { SiteFiles } from './types.js';

export interface ServeSiteOptions {
  files: SiteFiles;
  basePath: string;
  /** Extra HTML pages by exact path, served before the site's files (the anchor list for linkinator). */
  extraPages?: ReadonlyMap<string, string>;
}

/** A running local server; `close()` ends it and every open connection. */
export interface SiteServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json',
  xml: 'application/xml',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  pdf: 'application/pdf',
  yaml: 'application/yaml',
};

/**
 * Serves a built site on 127.0.0.1 under its base path, answering as a static host does: clean URLs
 * (`/docs/intro` → `docs/intro.html`), no directory listings, no redirects, 404 for anything else.
 * linkinator's own server cannot serve under a base path, so the check brings this one.
 */
export async function serveSite(options: ServeSiteOptions): Promise<SiteServer> {
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const extra = options.extraPages?.get(pathname);
    if (extra !== undefined) {
      response.writeHead(200, { 'content-type': CONTENT_TYPES.html });
      response.end(extra);
      return;
    }
    const file = fileForPath(options.basePath, pathname, options.files.paths);
    if (!file) {
      response.writeHead(404, { 'content-type': CONTENT_TYPES.txt });
      response.end('not found');
      return;
    }
    const extension = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
    const type = CONTENT_TYPES[extension] ?? 'application/octet-stream';
    // linkinator checks most links with HEAD: the answer needs no body, so the file is not read.
    if (request.method === 'HEAD') {
      response.writeHead(200, { 'content-type': type });
      response.end();
      return;
    }
    options.files.read(file).then(
      (contents) => {
        response.writeHead(200, { 'content-type': type });
        response.end(contents);
      },
      (error: Error) => {
        response.writeHead(500, { 'content-type': CONTENT_TYPES.txt });
        response.end(error.message);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections from the crawler would hold `close` open until they time out.
        server.closeAllConnections();
      }),
  };
}
