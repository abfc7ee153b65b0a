// A static server for measuring pages in a browser the way a static host sends them: the built
// output under the site's base path, HTML, CSS, JS, JSON and SVG gzipped (level 6) when the browser
// asks for it, everything cacheable. Listens on 127.0.0.1, port 0.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};
const COMPRESSED = new Set(['.html', '.css', '.js', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

/** Starts the server; resolves to `{ origin, close() }`. */
export async function startGzipServer({ outDir, basePath = '/' }) {
  const gzipped = new Map();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    let pathname = decodeURIComponent(url.pathname);
    if (!pathname.startsWith(basePath)) return notFound(response);
    pathname = pathname.slice(basePath.length);
    const file = resolveFile(outDir, pathname);
    if (!file) return notFound(response);
    const extension = path.extname(file);
    const body = fs.readFileSync(file);
    const headers = { 'content-type': TYPES[extension] ?? 'application/octet-stream', 'cache-control': extension === '.html' ? 'no-cache' : 'public, max-age=31536000, immutable' };
    if (COMPRESSED.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      if (!gzipped.has(file)) gzipped.set(file, zlib.gzipSync(body, { level: 6 }));
      response.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' });
      response.end(request.method === 'HEAD' ? undefined : gzipped.get(file));
      return;
    }
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** The output file a URL path names: the file itself, `<path>.html` or `<path>/index.html`. */
function resolveFile(outDir, pathname) {
  const relative = path.normalize(pathname).replace(/^(\.\.(\/|\\|$))+/, '');
  const base = path.join(outDir, relative);
  if (!base.startsWith(outDir)) return undefined;
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

function notFound(response) {
  response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  response.end('not found');
}
