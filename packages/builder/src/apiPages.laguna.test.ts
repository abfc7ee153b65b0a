import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildReference } from './api/testReference.js';

// The site's own API description, built into pages the way the build does.
const text = fs.readFileSync(new URL('../../../openapi/laguna.yaml', import.meta.url), 'utf8');
const routes = ['introduction', 'get-app-info', 'healthcheck', 'login', 'peer-announce', 'rating-create', 'rating-delete', 'rating-torrent-average', 'register', 'torrent-delete', 'torrent-get', 'torrent-patch', 'torrent-put', 'torrent-swarm', 'user-get', 'user-me-delete', 'user-me-get', 'user-patch', 'user-patch-me', 'user-torrents-get'];

describe.each(['en', 'sl'] as const)('the Laguna API pages in %s', async (locale) => {
  const built = await buildReference(text, locale);
  const html = (route: string) => built.pages.find((entry) => entry.page.route === route)?.html ?? '';

  it('are exactly the routes the site lists under /api', () => {
    expect(built.pages.map((entry) => entry.page.route).sort()).toEqual(['/api', ...routes.map((route) => `/api/${route}`)].sort());
    expect(built.diagnostics).toEqual([]);
  });

  it('show method, path and schemas in the server HTML', () => {
    expect(html('/api/torrent-put')).toContain('<span class="api-method api-method-put">PUT</span>');
    expect(html('/api/torrent-put')).toContain('<code class="api-path"><span>/api</span><span><wbr/>/torrent</span><span><wbr/>/</span></code>');
    expect(html('/api/torrent-put')).toContain('id="schema-TorrentPutDTO"');
    expect(html('/api/torrent-put')).toContain('id="schema-Torrent"');
    expect(html('/api/torrent-swarm')).toContain('id="schema-Peer"');
    expect(html('/api/login')).toContain('<code class="api-property-name">X-Access-Token</code>');
    expect(html('/api/peer-announce')).toContain('<code class="api-property-name">down_hash</code>');
  });

  it('list every operation in the sidebar and the overview', () => {
    const links = JSON.stringify(built.sidebar.api);
    for (const route of routes) expect(links).toContain(`"/api/${route}"`);
    for (const route of routes.slice(1)) expect(html('/api')).toContain(`/site${locale === 'sl' ? '/sl' : ''}/api/${route}"`);
  });
});
