import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { siteFolder } from './testing/siteFolder.js';

// The published bundle gives linkinator an undici that is loaded only when a request needs it (behind a
// proxy named in the environment, or accepting any certificate): scripts/undiciOnDemand.mjs. A build
// behind a proxy sends its link check's requests through it, with undici's agent.
const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../bin/laguna-docs.js');

/** A proxy on 127.0.0.1 that tunnels (CONNECT) or forwards requests, counting them. */
async function startProxy(): Promise<{ url: string; count: () => number; close: () => Promise<void> }> {
  let count = 0;
  const sockets = new Set<net.Socket>();
  const server = http.createServer((request, response) => {
    count += 1;
    const target = new URL(request.url ?? '/');
    const upstream = http.request(target, { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  server.on('connect', (request: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    count += 1;
    const [host, port] = (request.url ?? '').split(':');
    const upstream = net.connect(Number(port), host, () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    for (const end of [socket, upstream]) {
      sockets.add(end);
      end.on('close', () => sockets.delete(end));
      end.on('error', () => end.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    count: () => count,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe('the link check behind a proxy', () => {
  it("sends linkinator's requests through the proxy the environment names", async () => {
    const site = siteFolder('proxy', { 'laguna-docs.config.mjs': `export default { title: 'T', url: 'https://example.org' };\n`, 'content/en/docs/intro.md': '# Intro\n\nSee [the home page](/).\n' });
    const proxy = await startProxy();
    try {
      const env = { ...process.env, HTTP_PROXY: proxy.url, http_proxy: proxy.url };
      const child = spawn(process.execPath, [cli, 'build'], { cwd: site.root, env });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(code, output).toBe(0);
      // The link check is what sends requests: the proxy saw them, so it ran and went through it.
      expect(proxy.count()).toBeGreaterThan(0);
    } finally {
      await proxy.close();
    }
  });
});
