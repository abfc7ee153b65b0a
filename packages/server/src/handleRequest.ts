import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { cacheControl, contentType } from './contentType.js';
import { resolveRequest, type SiteLayout } from './resolveRequest.js';
import type { ServedFile, ServedFiles } from './servedFiles.js';

/** The site as it is being served right now; the dev server swaps it after each rebuild. */
export interface SiteSnapshot {
  layout: SiteLayout;
  files: ServedFiles;
}

export interface RequestHandlerOptions {
  site(): SiteSnapshot;
  /** Answers requests that are not for the site (the dev server's event stream); true when it did. */
  intercept?(request: IncomingMessage, response: ServerResponse): boolean;
  /** Called with errors that are our bugs, after a 500 was sent. */
  onError?(error: unknown): void;
}

const ALLOWED = 'GET, HEAD';

/** The request handler of the static and the dev server: routing, status codes, headers, validators. */
export function createRequestHandler(options: RequestHandlerOptions): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendText(response, 405, 'Method not allowed: only GET and HEAD are served.', { Allow: ALLOWED });
      return;
    }
    if (options.intercept?.(request, response)) return;
    respond(request, response, options.site()).catch((error: unknown) => {
      if (!response.headersSent) sendText(response, 500, 'Internal server error.');
      else response.destroy();
      options.onError?.(error);
    });
  };
}

async function respond(request: IncomingMessage, response: ServerResponse, site: SiteSnapshot): Promise<void> {
  const resolution = resolveRequest(request.url ?? '/', site.layout);
  if (resolution.kind === 'bad-request') return sendText(response, 400, `Bad request: ${resolution.reason}.`);
  if (resolution.kind === 'redirect') return sendText(response, 302, `Moved to ${resolution.location}`, { Location: resolution.location });

  for (const candidate of resolution.candidates) {
    const file = await site.files.read(candidate);
    if (file) return sendFile(request, response, 200, candidate, file);
  }
  const folder = resolution.directoryRedirect;
  if (folder && (await site.files.read(folder.index))) return sendText(response, 302, `Moved to ${folder.location}`, { Location: folder.location });
  const page = resolution.slashRedirect;
  if (page && (await site.files.read(page.file))) return sendText(response, 301, `Moved to ${page.location}`, { Location: page.location });

  const notFound = (await site.files.read(resolution.notFound)) ?? (await site.files.read('404.html'));
  if (notFound) return sendFile(request, response, 404, '404.html', notFound);
  sendText(response, 404, 'Not found.');
}

function sendFile(request: IncomingMessage, response: ServerResponse, status: number, path: string, file: ServedFile): void {
  const headers = {
    'Content-Type': contentType(path),
    'Cache-Control': status === 200 ? cacheControl(path) : 'no-cache',
    ETag: file.etag,
    'X-Content-Type-Options': 'nosniff',
  };
  if (status === 200 && matches(request.headers['if-none-match'], file.etag)) {
    response.writeHead(304, headers).end();
    return;
  }
  response.writeHead(status, { ...headers, 'Content-Length': file.size });
  if (request.method === 'HEAD' || file.size === 0) response.end();
  else if (file.body) response.end(file.body);
  else if (file.open) {
    // A file that cannot be read to its end (removed by a rebuild meanwhile) cuts the response short, so
    // the client sees a broken download rather than a short file.
    pipeline(file.open(), response).catch(() => response.destroy());
  } else response.end();
}

/** `If-None-Match` uses weak comparison: `W/"x"` matches `"x"`. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => bare(tag) === bare(etag));
}

function sendText(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  const body = Buffer.from(`${text}\n`);
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': body.length, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff', ...headers });
  response.end(response.req.method === 'HEAD' ? undefined : body);
}
