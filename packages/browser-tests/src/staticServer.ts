import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export interface StaticServer {
  /** `http://127.0.0.1:<port>/laguna-docs/` */
  url: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.xml': 'application/xml', '.txt': 'text/plain', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon' };

/**
 * Serves a built site the way GitHub Pages does (`/x` → `x.html`, `/sl/` → `sl/index.html`, a locale's
 * 404 page with status 404), on a free loopback port, for browser tests.
 */
export async function startStaticServer({ root, basePath }: { root: string; basePath: string }): Promise<StaticServer> {
  const server = http.createServer((request, response) => {
    void respond(root, basePath, request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${basePath}`,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

async function respond(root: string, basePath: string, request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  const relative = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : null;
  const candidates = relative === null || relative.includes('..') ? [] : [relative, `${relative}.html`, path.posix.join(relative, 'index.html')];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    const stat = await fs.stat(file).catch(() => undefined);
    if (stat?.isFile()) {
      response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      response.end(request.method === 'HEAD' ? undefined : await fs.readFile(file));
      return;
    }
  }
  const localized = relative?.startsWith('sl/') || relative === 'sl' ? 'sl/404.html' : '404.html';
  response.writeHead(404, { 'content-type': TYPES['.html']! });
  response.end(await fs.readFile(path.join(root, localized)).catch(() => 'Not found'));
}
