import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '@laguna-docs/shared';
import { createIndex, fold, queryTerms, search, snippet } from './engine.js';

const docs: SearchDocument[] = [
  {
    r: '/docs/overview/authentication',
    t: 'Authentication',
    s: 'Overview',
    c: [
      ['', '', 'Log in to get an access token in the X-Access-Token header.'],
      ['tokens', 'Access and refresh tokens', 'The refresh token lasts three days.'],
      ['login', 'The login flow', 'Send the name and password.'],
      ['cors', 'Browsers on other origins', 'Passwords travel as plain JSON; put a TLS proxy in front before real users log in.'],
    ],
  },
  { r: '/docs/overview/peers', t: 'Peers', s: 'Overview', c: [['', '', 'A BitTorrent client announces to the tracker with its info hash and peer id.'], ['announce', 'The announce exchange', 'Every interval the client reports its progress.']] },
  { r: '/docs/overview/torrents', t: 'Torrents', s: 'Overview', c: [['', '', 'Uploading a torrent file stores its metadata.']] },
  { r: '/api/login', t: 'Log in', s: 'API › login', c: [['', '', 'POST /api/user/login returns the access token and refresh token headers.']] },
  { r: '/sl/docs/overview/authentication', t: 'Avtentikacija', s: 'Pregled', c: [['', '', 'Uvod.'], ['zetoni', 'Dostopni žetoni', 'Žeton za dostop pošljete v glavi X-Access-Token.']] },
];
const index = createIndex(docs);
const routes = (query: string) => search(index, query).map((result) => result.route + (result.hash ? `#${result.hash}` : ''));

describe('search', () => {
  it('ranks a title match above a heading match, and a heading match above the text', () => {
    expect(routes('log')[0]).toBe('/api/login');
    expect(routes('announce')[0]).toBe('/docs/overview/peers#announce');
    expect(routes('refresh')[0]).toBe('/docs/overview/authentication#tokens');
  });

  it('forgives typos and finds words by their start', () => {
    expect(routes('authentcation')[0]).toBe('/docs/overview/authentication');
    expect(routes('torrnt')[0]).toBe('/docs/overview/torrents');
    expect(routes('annouce')[0]).toBe('/docs/overview/peers#announce');
    expect(routes('authen')[0]).toBe('/docs/overview/authentication');
    // A word of three letters gets no typo allowance: "tls" finds TLS alone, not "tl;dr" or "its".
    expect(routes('tls')).toEqual(['/docs/overview/authentication#cors']);
  });

  it('requires every word in one section, falling back to any word when none has all', () => {
    expect(routes('refresh lasts')).toEqual(['/docs/overview/authentication#tokens']);
    expect(routes('refresh zebra').length).toBeGreaterThan(0);
  });

  it('opens a match in a section at its heading, and reports the words it matched', () => {
    const [result] = search(index, 'passwrds proxy');
    expect(result).toMatchObject({ route: '/docs/overview/authentication', hash: 'cors', heading: 'Browsers on other origins' });
    expect(result!.terms.sort()).toEqual(['passwords', 'proxy']);
    expect(result!.snippet).toContain('Passwords travel');
  });

  it('ignores case and diacritics', () => {
    expect(routes('ZETONI')).toEqual(['/sl/docs/overview/authentication#zetoni']);
    expect(routes('žeton')[0]).toBe('/sl/docs/overview/authentication#zetoni');
  });

  it('finds nothing for a blank query or a word that is nowhere', () => {
    expect(search(index, '   ')).toEqual([]);
    expect(search(index, 'swarm')).toEqual([]);
  });

  it('cuts the result list to the limit, and a page to three sections', () => {
    expect(search(index, 'token', 1)).toHaveLength(1);
    const many = createIndex([{ r: '/a', t: 'A', s: '', c: Array.from({ length: 6 }, (_, i) => [`s${i}`, `Part ${i}`, 'needle'] as [string, string, string]) }]);
    expect(search(many, 'needle')).toHaveLength(3);
  });
});

describe('helpers', () => {
  it('folds and splits queries', () => {
    expect(fold('Čelni DEL')).toBe('celni del');
    expect(queryTerms('a X-Access-Token')).toEqual(['access', 'token']);
    expect(queryTerms('a')).toEqual(['a']);
  });

  it('cuts a snippet around the first match, at the start of a word', () => {
    const text = `${'lorem '.repeat(60)}needle ${'ipsum '.repeat(60)}`;
    const result = snippet(text, fold(text), ['needle'], 60);
    expect(result.startsWith('…')).toBe(true);
    expect(result.endsWith('…')).toBe(true);
    expect(result).toContain('needle');
    expect(result.length).toBeLessThanOrEqual(62);
    const inside = `${'atoken '.repeat(40)}token end`;
    expect(snippet(inside, inside, ['token'], 30)).toMatch(/^….* token end$/);
  });
});
