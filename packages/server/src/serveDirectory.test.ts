import fs from 'node:fs';
import fsPromises from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isUserError } from '@laguna-docs/shared';
import { startServer, type RunningServer } from './listen.js';
import { serveDirectory } from './serveDirectory.js';
import { servedFromDirectory } from './servedFiles.js';
import { rawRequest } from './testing/rawRequest.js';

// A built site in a temp folder, with a secret beside it that no request may reach.
let parent: string;
let server: RunningServer;
const layout = { basePath: '/laguna-docs/', localeFolders: ['sl'] };
const get = (target: string, headers: Record<string, string> = {}) => rawRequest(server.port, target, { headers });

const files: Record<string, string> = {
  'index.html': '<!doctype html><title>home</title>',
  '404.html': '<!doctype html><title>not found</title>',
  'docs.html': '<!doctype html><title>docs root</title>',
  'docs/intro.html': '<!doctype html><title>intro</title>',
  'sl/index.html': '<!doctype html><title>domov</title>',
  'sl/404.html': '<!doctype html><title>ni najdeno</title>',
  'sl/docs/intro.html': '<!doctype html><title>uvod</title>',
  'assets/app.HDLTQRA3.js': 'console.log(1)',
  'assets/theme.b49c7603f2.css': 'body{}',
  'sitemap.xml': '<urlset/>',
  'robots.txt': 'User-agent: *',
  'img/logo.svg': '<svg/>',
  'favicon.ico': 'ico',
  'data.bin': 'bytes',
  'docs/a.html': '<!doctype html><title>one letter</title>',
  'x.html': '<!doctype html><title>x</title>',
  'empty.txt': '',
};

beforeAll(async () => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-serve-'));
  const dir = path.join(parent, 'build');
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  fs.writeFileSync(path.join(parent, 'secret.txt'), 'secret');
  fs.symlinkSync(path.join(parent, 'secret.txt'), path.join(dir, 'docs/leak.html'));
  server = await serveDirectory({ dir, layout, port: 0 });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(parent, { recursive: true, force: true });
});

describe('routing', () => {
  it.each([
    ['/laguna-docs/', 'home'],
    ['/laguna-docs/docs', 'docs root'],
    ['/laguna-docs/docs/intro', 'intro'],
    ['/laguna-docs/docs/intro.html', 'intro'],
    ['/laguna-docs/docs/intro?from=search', 'intro'],
    ['/laguna-docs/sl/', 'domov'],
    ['/laguna-docs/sl/docs/intro', 'uvod'],
    ['/laguna-docs/docs/a', 'one letter'],
    ['/laguna-docs/x', 'x'],
  ])('%s → %s', async (target, title) => {
    const response = await get(target);
    expect(response.status).toBe(200);
    expect(response.body).toContain(`<title>${title}</title>`);
  });

  it('redirects / and the base path without its slash, and a folder with an index to its slash', async () => {
    expect(await get('/')).toMatchObject({ status: 302, headers: { location: '/laguna-docs/' } });
    expect(await get('/laguna-docs')).toMatchObject({ status: 302, headers: { location: '/laguna-docs/' } });
    expect(await get('/laguna-docs/sl?x=1')).toMatchObject({ status: 302, headers: { location: '/laguna-docs/sl/?x=1' } });
  });

  it("redirects a page's route with a trailing slash to its canonical route for good, as static hosts do", async () => {
    expect(await get('/laguna-docs/docs/intro/')).toMatchObject({ status: 301, headers: { location: '/laguna-docs/docs/intro' } });
    expect(await get('/laguna-docs/docs/intro/?from=x')).toMatchObject({ status: 301, headers: { location: '/laguna-docs/docs/intro?from=x' } });
    expect(await get('/laguna-docs/docs/nope/')).toMatchObject({ status: 404 });
  });

  it('answers unknown paths with the 404 page of their locale and status 404', async () => {
    expect(await get('/laguna-docs/docs/nope')).toMatchObject({ status: 404, body: files['404.html'] });
    expect(await get('/laguna-docs/sl/docs/nope')).toMatchObject({ status: 404, body: files['sl/404.html'] });
    expect(await get('/somewhere-else')).toMatchObject({ status: 404, body: files['404.html'] });
    expect((await get('/laguna-docs/sl/nope')).headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('never lists a folder', async () => {
    expect(await get('/laguna-docs/assets/')).toMatchObject({ status: 404, body: files['404.html'] });
    expect(await get('/laguna-docs/assets')).toMatchObject({ status: 404, body: files['404.html'] });
  });
});

describe('headers', () => {
  it.each([
    ['/laguna-docs/docs/intro', 'text/html; charset=utf-8'],
    ['/laguna-docs/assets/app.HDLTQRA3.js', 'text/javascript; charset=utf-8'],
    ['/laguna-docs/assets/theme.b49c7603f2.css', 'text/css; charset=utf-8'],
    ['/laguna-docs/sitemap.xml', 'application/xml; charset=utf-8'],
    ['/laguna-docs/robots.txt', 'text/plain; charset=utf-8'],
    ['/laguna-docs/img/logo.svg', 'image/svg+xml'],
    ['/laguna-docs/favicon.ico', 'image/x-icon'],
    ['/laguna-docs/data.bin', 'application/octet-stream'],
  ])('%s is %s', async (target, type) => {
    const response = await get(target);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets browsers keep hashed assets for good and revalidate everything else', async () => {
    expect((await get('/laguna-docs/assets/app.HDLTQRA3.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/laguna-docs/assets/theme.b49c7603f2.css')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/laguna-docs/docs/intro')).headers['cache-control']).toBe('no-cache');
    expect((await get('/laguna-docs/robots.txt')).headers['cache-control']).toBe('no-cache');
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await get('/laguna-docs/docs/intro');
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(await get('/laguna-docs/docs/intro', { 'if-none-match': etag })).toMatchObject({ status: 304, body: '' });
    expect(await get('/laguna-docs/docs/intro', { 'if-none-match': '"other"' })).toMatchObject({ status: 200 });
  });
});

describe('streaming', () => {
  it('streams a file from disk instead of reading it whole, with its length', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024 + 7, 'laguna ');
    fs.writeFileSync(path.join(parent, 'build/big.bin'), big);
    const readFile = vi.spyOn(fsPromises, 'readFile');
    try {
      const response = await rawRequest(server.port, '/laguna-docs/big.bin');
      expect(response.status).toBe(200);
      expect(response.headers['content-length']).toBe(String(big.length));
      expect(response.body.length).toBe(big.length);
      expect(response.body === big.toString('utf8')).toBe(true);
      expect(readFile).not.toHaveBeenCalled();
    } finally {
      readFile.mockRestore();
    }
  });

  it('sends an empty file with length 0', async () => {
    const response = await get('/laguna-docs/empty.txt');
    expect(response).toMatchObject({ status: 200, body: '' });
    expect(response.headers['content-length']).toBe('0');
  });

  it('opens no stream for HEAD or a 304', async () => {
    const served = await servedFromDirectory(path.join(parent, 'build')).read('docs/intro.html');
    expect(served).toMatchObject({ size: files['docs/intro.html']!.length });
    expect(served?.body).toBeUndefined();
    const open = vi.fn(served!.open!);
    const local = await startServer({ port: 0, site: () => ({ layout, files: { read: async () => ({ ...served!, open }) } }) });
    try {
      expect((await rawRequest(local.port, '/laguna-docs/docs/intro', { method: 'HEAD' })).body).toBe('');
      expect((await rawRequest(local.port, '/laguna-docs/docs/intro', { headers: { 'if-none-match': served!.etag } })).status).toBe(304);
      expect(open).not.toHaveBeenCalled();
      expect((await rawRequest(local.port, '/laguna-docs/docs/intro')).body).toBe(files['docs/intro.html']);
      expect(open).toHaveBeenCalledTimes(1);
    } finally {
      await local.close();
    }
  });
});

describe('methods', () => {
  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await rawRequest(server.port, '/laguna-docs/docs/intro', { method: 'HEAD' });
    expect(head).toMatchObject({ status: 200, body: '' });
    expect(head.headers['content-length']).toBe(String(files['docs/intro.html']!.length));
  });

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'])('refuses %s with 405 and Allow', async (method) => {
    const response = await rawRequest(server.port, '/laguna-docs/docs/intro', { method });
    expect(response).toMatchObject({ status: 405, headers: { allow: 'GET, HEAD' } });
    expect(response.body).toMatchInlineSnapshot(`
      "Method not allowed: only GET and HEAD are served.
      "
    `);
  });
});

describe('traversal attempts', () => {
  it.each([
    '/laguna-docs/../secret.txt',
    '/laguna-docs/%2e%2e/secret.txt',
    '/laguna-docs/%2E%2E/secret.txt',
    '/laguna-docs/..%2fsecret.txt',
    '/laguna-docs/..%2Fsecret.txt',
    '/laguna-docs/..%5csecret.txt',
    '/laguna-docs/..\\secret.txt',
    '/laguna-docs/docs/..%00/secret.txt',
    '/laguna-docs/%252e%252e/secret.txt',
    '/laguna-docs/docs/../../secret.txt',
  ])('%s does not reach the file beside the output', async (target) => {
    const response = await get(target);
    expect([400, 404]).toContain(response.status);
    expect(response.body).not.toContain('secret');
  });

  it('says why it refuses', async () => {
    expect((await get('/laguna-docs/%2e%2e/secret.txt')).body).toMatchInlineSnapshot(`
      "Bad request: dot segment in the path.
      "
    `);
  });

  it('does not follow a symlink out of the output', async () => {
    expect(await get('/laguna-docs/docs/leak')).toMatchObject({ status: 404, body: files['404.html'] });
  });
});

describe('starting', () => {
  it('refuses a folder that was never built', async () => {
    const error = await serveDirectory({ dir: path.join(parent, 'nothing'), displayDir: 'build/', layout, port: 0 }).catch((e: unknown) => e);
    expect(isUserError(error) && error.message).toMatchInlineSnapshot(`
      "error there is no built site in build/ [serve/not-built]
        hint: run laguna-docs build first, or laguna-docs serve --watch to build in memory and rebuild on every change"
    `);
  });

  it('moves to the next port when the default one is taken, and fails when the port was asked for', async () => {
    const site = () => ({ layout, files: { read: async () => undefined } });
    const next = await startServer({ site, port: server.port });
    try {
      // Usually the very next port; another program may hold that one too.
      expect(next.portsInUse[0]).toBe(server.port);
      expect(next.port).toBe(server.port + next.portsInUse.length);
    } finally {
      await next.close();
    }
    const error = await startServer({ site, port: server.port, strictPort: true }).catch((e: unknown) => e);
    expect(isUserError(error) && error.message.replace(String(server.port), '<port>')).toMatchInlineSnapshot(`
      "error port <port> on 127.0.0.1 is already in use [serve/port-in-use]
        hint: stop the program using it, or pass another --port"
    `);
  });
});
