import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite, type SiteServer } from './serveSite.js';
import { memoryFiles } from './siteFiles.js';

describe('serveSite', () => {
  let server: SiteServer;

  beforeAll(async () => {
    const files = memoryFiles([
      { path: 'index.html', contents: '<h1>Home</h1>' },
      { path: 'docs/intro.html', contents: '<h1>Intro</h1>' },
      { path: 'assets/app.css', contents: new TextEncoder().encode('body{}') },
    ]);
    server = await serveSite({ files, basePath: '/b/', extraPages: new Map([['/extra', '<a href="/b/">home</a>']]) });
  });
  afterAll(() => server.close());

  const get = async (path: string, method = 'GET') => {
    const response = await fetch(server.origin + path, { method });
    return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
  };

  it('listens on 127.0.0.1 only', () => {
    expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('serves pages at clean URLs under the base path, with their content type', async () => {
    expect(await get('/b/docs/intro')).toEqual({ status: 200, type: 'text/html; charset=utf-8', body: '<h1>Intro</h1>' });
    expect(await get('/b/')).toMatchObject({ status: 200, body: '<h1>Home</h1>' });
    expect(await get('/b/assets/app.css?v=1')).toEqual({ status: 200, type: 'text/css; charset=utf-8', body: 'body{}' });
  });

  it('answers HEAD without a body', async () => {
    expect(await get('/b/docs/intro', 'HEAD')).toMatchObject({ status: 200, body: '' });
  });

  it('answers 404 for missing pages, trailing slashes and paths outside the base path, without redirects', async () => {
    for (const path of ['/b/docs/outro', '/b/docs/intro/', '/docs/intro']) expect((await get(path)).status, path).toBe(404);
  });

  it('serves the extra pages it was given', async () => {
    expect(await get('/extra')).toMatchObject({ status: 200, body: '<a href="/b/">home</a>' });
  });
});
