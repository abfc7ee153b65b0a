import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PageUpdate } from '@laguna-docs/shared';

/** Path of the dev server's event stream; outside any base path, and never a file of the site. */
export const EVENTS_PATH = '/__laguna-docs/events';

/** What open pages are told. `problems` is empty when the last build succeeded. */
export interface LiveState {
  /** Number of the build being served; pages carry the number they were served from. */
  build: number;
  problems: LiveProblem[];
  /**
   * Set on a `reload` when only markdown content changed: a live page fetches its new data and shows it
   * in place, keeping its scroll position and open menus, instead of reloading.
   */
  inPlace?: boolean;
  /**
   * With `inPlace`: the new data and content of the pages an edit changed, sent before the rest of the
   * build is done (see `LiveReload.ahead`). A live page showing one of them shows it without fetching it.
   */
  pages?: LivePage[];
}

/** What an open page needs to show an edit of itself in place, and where it is served. */
export interface LivePage {
  href: string;
  update: PageUpdate;
}

/** A diagnostic as the overlay shows it. */
export interface LiveProblem {
  location: string;
  severity: string;
  message: string;
  code: string;
  hint?: string;
}

/**
 * Server-sent events to every open page: `hello` with the current state when a page connects, then
 * `reload` after each good build and `problems` after each failed one. Pages reload themselves.
 */
export class LiveReload {
  readonly #clients = new Set<ServerResponse>();
  #state: LiveState = { build: 0, problems: [] };

  /** Takes the request when it is for the event stream. */
  intercept = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.url?.split('?', 1)[0] !== EVENTS_PATH) return false;
    response.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache', Connection: 'keep-alive', 'X-Content-Type-Options': 'nosniff' });
    if (request.method === 'HEAD') {
      response.end();
      return true;
    }
    // A browser whose stream drops (server restarted) tries again after half a second.
    response.write(`retry: 500\n${frame('hello', this.#state)}`);
    this.#clients.add(response);
    request.on('close', () => this.#clients.delete(response));
    return true;
  };

  /** Number of pages listening. */
  get clients(): number {
    return this.#clients.size;
  }

  /** A new build is being served: open pages reload, or update in place when `inPlace` (only content changed). */
  reload(build: number, inPlace = false): void {
    this.#state = { build, problems: [] };
    this.#broadcast(frame('reload', inPlace ? { ...this.#state, inPlace } : this.#state));
  }

  /**
   * Build `build` is being finished, and `pages` are already known as it will serve them: open pages
   * update in place now, those showing one of `pages` without fetching it.
   */
  ahead(build: number, pages: LivePage[]): void {
    this.#state = { build, problems: [] };
    this.#broadcast(frame('reload', { ...this.#state, inPlace: true, pages }));
  }

  /** Build `build` is served as `ahead` announced it: nothing to tell open pages. */
  settle(build: number): void {
    this.#state = { build, problems: [] };
  }

  /** The latest build failed: open pages show the problems over the last good build, `build`. */
  fail(problems: LiveProblem[], build = this.#state.build): void {
    this.#state = { build, problems };
    this.#broadcast(frame('problems', this.#state));
  }

  /** Ends every stream, so the server can close. */
  close(): void {
    for (const client of this.#clients) client.end();
    this.#clients.clear();
  }

  #broadcast(text: string): void {
    for (const client of this.#clients) client.write(text);
  }
}

function frame(event: string, data: LiveState): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
