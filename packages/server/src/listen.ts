import http from 'node:http';
import { UserError } from '@laguna-docs/shared';
import { createRequestHandler, type RequestHandlerOptions } from './handleRequest.js';

export interface StartServerOptions extends RequestHandlerOptions {
  /** Interface to bind; 127.0.0.1 unless the user asks for more. */
  host?: string;
  /** 0 picks any free port. */
  port?: number;
  /**
   * Fail when the port is taken (the user asked for it by name). Otherwise the next free port of the
   * following ten is used, and `portsInUse` says which were skipped.
   */
  strictPort?: boolean;
}

/** A server that is listening. */
export interface RunningServer {
  host: string;
  port: number;
  /** Ports that were taken before `port` was found free. */
  portsInUse: number[];
  /** `http://127.0.0.1:3000` (no trailing slash); `localhost` when bound to every interface. */
  origin: string;
  /** Stops listening and cuts open connections (event streams would keep it open forever). */
  close(): Promise<void>;
}

/** Creates the HTTP server and binds it, moving on to the next port when the requested one is taken. */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const first = options.port ?? 3000;
  const server = http.createServer(createRequestHandler(options));
  const portsInUse: number[] = [];
  for (let port = first; ; port += 1) {
    const error = await tryListen(server, host, port);
    if (!error) break;
    if (error.code === 'EADDRINUSE' && !options.strictPort && first !== 0 && port < first + 10 && port < 65535) {
      portsInUse.push(port);
      continue;
    }
    throw listenError(error, host, port, portsInUse);
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : first;
  return {
    host,
    port,
    portsInUse,
    origin: `http://${urlHost(host)}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function tryListen(server: http.Server, host: string, port: number): Promise<NodeJS.ErrnoException | undefined> {
  return new Promise((resolve) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      resolve(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve(undefined);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

function listenError(error: NodeJS.ErrnoException, host: string, port: number, skipped: number[]): Error {
  const where = `${urlHost(host)}:${port}`;
  switch (error.code) {
    case 'EADDRINUSE':
      return new UserError({
        severity: 'error',
        code: 'serve/port-in-use',
        message: skipped.length > 0 ? `ports ${skipped[0]} to ${port} on ${urlHost(host)} are all in use` : `port ${port} on ${urlHost(host)} is already in use`,
        hint: 'stop the program using it, or pass another --port',
      });
    case 'EACCES':
      return new UserError({ severity: 'error', code: 'serve/port-denied', message: `not allowed to listen on ${where}`, hint: 'ports below 1024 need special rights; pass --port 3000' });
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return new UserError({ severity: 'error', code: 'serve/bad-host', message: `cannot listen on host "${host}": no such address on this machine`, hint: 'pass --host 127.0.0.1, or --host 0.0.0.0 for every interface' });
    default:
      return error;
  }
}

/** The host as it goes into a URL: IPv6 in brackets, the any-address as `localhost`. */
export function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
