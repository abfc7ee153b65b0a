import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '@laguna-docs/shared';
import { createIndex, fold, inVersion, queryTerms, search, snippet } from './engine.js';

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

describe('search by version', () => {
  const versioned = createIndex([
    { r: '/docs/intro', t: 'Introduction', s: 'Docs', v: '1.0', c: [['', '', 'Start the tracker with one command.']] },
    { r: '/docs/next/intro', t: 'Introduction', s: 'Docs', v: 'current', c: [['', '', 'Start the tracker with one command.'], ['swarm', 'Swarm health', 'Next-only text about the swarm.']] },
    { r: '/docs/0.9/intro', t: 'Introduction', s: 'Docs', v: '0.9', c: [['', '', 'Start the old tracker by hand.']] },
    { r: '/api/next/peers', t: 'List peers', s: 'API', v: 'current', c: [['', '', 'Peers of a torrent in the swarm.']] },
    { r: '/blog/tracker', t: 'Why a tracker', s: 'Blog', c: [['', '', 'The tracker story.']] },
  ]);
  const found = (query: string, version?: string) => search(versioned, query, 20, version).map((result) => result.route);

  it('shows the pages of the version being read and the pages of no version', () => {
    expect(found('tracker', '1.0').sort()).toEqual(['/blog/tracker', '/docs/intro']);
    expect(found('tracker', 'current').sort()).toEqual(['/blog/tracker', '/docs/next/intro']);
    expect(found('tracker', '0.9').sort()).toEqual(['/blog/tracker', '/docs/0.9/intro']);
  });

  it('finds text that only the unreleased version has only there', () => {
    expect(found('swarm', 'current')).toEqual(['/docs/next/intro', '/api/next/peers']);
    expect(found('swarm', '1.0')).toEqual([]);
  });

  it('falls back to any word within the version, not to other versions\' pages', () => {
    // "hand" is in 0.9 alone and "story" in the unversioned blog: no section has both.
    expect(found('hand story', '1.0')).toEqual(['/blog/tracker']);
    expect(found('hand story', '0.9').sort()).toEqual(['/blog/tracker', '/docs/0.9/intro']);
  });

  it('shows every page on a site without versions', () => {
    expect(found('tracker')).toHaveLength(4);
    expect([inVersion({}, '1.0'), inVersion({ v: '1.0' }, '1.0'), inVersion({ v: '0.9' }, '1.0'), inVersion({ v: '0.9' }, undefined)]).toEqual([true, true, false, true]);
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
