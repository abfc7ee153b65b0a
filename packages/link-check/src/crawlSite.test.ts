import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlSite, linkListHtml, type CrawlSiteOptions } from './crawlSite.js';
import { serveSite, type SiteServer } from './serveSite.js';
import { memoryFiles } from './siteFiles.js';

// Page a is listed (and crawled) first and holds the ids; b and c link into it afterwards. linkinator's
// own fragment check misses such links; the anchor list makes them count. Links within a page (a#nowhere) are
// the in-memory pass's job.
const site = {
  'a.html': '<h2 id="here">Here</h2><a href="/b/a#here">self</a><a href="#nowhere">self</a>',
  'b.html': '<a href="/b/a#gone">a</a><a href="/b/c">c</a><img src="/b/img/missing.png"><a href="/elsewhere">x</a>',
  'c.html': '<a href="/b/a#gone">a</a><a href="/b/b#%C5%BEe">b</a><a href="EXTERNAL/missing">external</a>',
};

describe('crawlSite', () => {
  let external: SiteServer;
  let server: SiteServer;
  let options: CrawlSiteOptions;

  beforeAll(async () => {
    // A second local server stands in for another web site; it has nothing, so every link to it is a 404.
    external = await serveSite({ files: memoryFiles([]), basePath: '/' });
    const files = memoryFiles(Object.entries(site).map(([path, contents]) => ({ path, contents: contents.replace('EXTERNAL', external.origin) })));
    const anchors = new Map([
      ['/b/a#here', new Set(['a.html'])],
      ['/b/a#nowhere', new Set(['a.html'])],
      ['/b/a#gone', new Set(['b.html', 'c.html'])],
      ['/b/b#%C5%BEe', new Set(['c.html'])],
    ]);
    const crossPage = ['/b/a#gone', '/b/b#%C5%BEe'];
    server = await serveSite({ files, basePath: '/b/', extraPages: new Map([['/anchors', linkListHtml(crossPage)]]) });
    options = { origin: server.origin, basePath: '/b/', paths: files.paths, pagePaths: ['/b/a', '/b/b', '/b/c'], checkExternal: false, anchors: { listPath: '/anchors', listed: crossPage.length, links: anchors } };
  });
  afterAll(async () => {
    await server.close();
    await external.close();
  });

  const summary = (findings: Awaited<ReturnType<typeof crawlSite>>['findings']) =>
    findings.map(({ kind, page, target, detail }) => `${kind} ${page} → ${target}${detail ? ` (${detail})` : ''}`).sort();

  it('finds missing files, paths outside the base path and every missing anchor, on every page holding it', async () => {
    const result = await crawlSite(options);
    expect(summary(result.findings)).toEqual([
      'anchor b.html → /b/a#gone',
      'anchor c.html → /b/a#gone',
      'anchor c.html → /b/b#%C5%BEe',
      'asset b.html → /b/img/missing.png',
      'outside-base b.html → /elsewhere',
    ]);
    expect(result.findings.every((finding) => finding.by === 'linkinator')).toBe(true);
  }, 20_000);

  it('finds the same from a list of every distinct target, naming the first page holding it', async () => {
    const targets = new Map([
      ['/b/a', { page: 'b.html', count: 3 }],
      ['/b/c', { page: 'b.html', count: 1 }],
      ['/b/img/missing.png', { page: 'b.html', count: 1 }],
      ['/elsewhere', { page: 'b.html', count: 1 }],
    ]);
    const listed = await serveSite({ files: memoryFiles(Object.entries(site).map(([path, contents]) => ({ path, contents }))), basePath: '/b/', extraPages: new Map([['/targets', linkListHtml(targets.keys())]]) });
    try {
      const result = await crawlSite({ ...options, origin: listed.origin, anchors: undefined, targetList: { path: '/targets', targets } });
      expect(summary(result.findings)).toEqual(['asset b.html → /b/img/missing.png', 'outside-base b.html → /elsewhere']);
    } finally {
      await listed.close();
    }
  }, 20_000);

  it('fetches external links only when asked to', async () => {
    const result = await crawlSite({ ...options, checkExternal: true });
    expect(summary(result.findings).filter((line) => line.startsWith('external'))).toEqual([`external c.html → ${external.origin}/missing (HTTP 404)`]);
  }, 20_000);
});

describe('crawlSite on a struggling server', () => {
  it('asks again before it believes a failure other than a 404', async () => {
    // Fails every request linkinator makes for /b/flaky (it sends the headers of a browser), as a machine
    // under load might, and answers the check's own second asking.
    let askedAgain = 0;
    const server = http.createServer((request, response) => {
      if (request.url === '/b/') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<a href="/b/flaky">f</a><a href="/b/gone">g</a>');
      if (request.url !== '/b/flaky') return void response.writeHead(404).end();
      if (request.headers['upgrade-insecure-requests'] === '1') return void response.writeHead(503).end();
      askedAgain++;
      response.writeHead(200, { 'content-type': 'text/html' }).end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const result = await crawlSite({ origin, basePath: '/b/', paths: new Set(['index.html', 'flaky.html']), pagePaths: ['/b/'], checkExternal: false });
      expect(result.findings.map(({ kind, target }) => `${kind} ${target}`)).toEqual(['page /b/gone']);
      expect(askedAgain).toBe(1);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  }, 20_000);
});
