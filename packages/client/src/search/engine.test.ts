import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '@laguna-docs/shared';
import { fold, prepare, queryTerms, search, snippet } from './engine.js';

const docs: SearchDocument[] = [
  { r: '/docs/overview/authentication', t: 'Authentication', s: 'Overview', h: [['tokens', 'Access and refresh tokens'], ['login', 'The login flow']], x: 'Log in to get an access token in the X-Access-Token header. The refresh token lasts three days.' },
  { r: '/docs/overview/peers', t: 'Peers', s: 'Overview', h: [['announce', 'The announce exchange']], x: 'A BitTorrent client announces to the tracker with its info hash and peer id.' },
  { r: '/api/login', t: 'Log in', s: 'API › login', h: [], x: 'POST /api/user/login returns the access token and refresh token headers.' },
  { r: '/sl/docs/overview/authentication', t: 'Avtentikacija', s: 'Pregled', h: [['zetoni', 'Dostopni žetoni']], x: 'Žeton za dostop pošljete v glavi X-Access-Token.' },
];
const index = prepare(docs);

describe('search', () => {
  it('ranks a title match above a text match', () => {
    // "Log in" is the API page's title; the authentication page has it in a heading and its text.
    const results = search(index, 'log');
    expect(results.map((r) => r.route)).toEqual(['/api/login', '/docs/overview/authentication']);
  });

  it('requires every term and links to the matching heading', () => {
    // The API page has "refresh token" but not "tokens", so it drops out.
    const [first, ...rest] = search(index, 'refresh tokens');
    expect(rest).toEqual([]);
    expect(first).toMatchObject({ route: '/docs/overview/authentication', hash: 'tokens', heading: 'Access and refresh tokens' });
  });

  it('ignores case and diacritics', () => {
    expect(search(index, 'ZETONI').map((r) => r.route)).toEqual(['/sl/docs/overview/authentication']);
    expect(search(index, 'žeton')[0]?.route).toBe('/sl/docs/overview/authentication');
  });

  it('finds nothing for a blank query or a word that is nowhere', () => {
    expect(search(index, '   ')).toEqual([]);
    expect(search(index, 'swarm')).toEqual([]);
  });

  it('cuts the result list to the limit', () => {
    expect(search(index, 'token', 1)).toHaveLength(1);
  });
});

describe('helpers', () => {
  it('folds and splits queries', () => {
    expect(fold('Čelni DEL')).toBe('celni del');
    expect(queryTerms('a X-Access-Token')).toEqual(['access', 'token']);
    expect(queryTerms('a')).toEqual(['a']);
  });

  it('cuts a snippet around the first match', () => {
    const text = `${'lorem '.repeat(60)}needle ${'ipsum '.repeat(60)}`;
    const result = snippet(text, fold(text), ['needle'], 60);
    expect(result.startsWith('…')).toBe(true);
    expect(result.endsWith('…')).toBe(true);
    expect(result).toContain('needle');
    expect(result.length).toBeLessThanOrEqual(62);
  });
});
