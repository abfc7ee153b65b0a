import { describe, expect, it } from 'vitest';
import { checkLinkGraph, looksLikeFile } from './checkLinkGraph.js';
import { scanHtml } from './scanHtml.js';

/** A site as output paths → HTML (pages) or '' (other files). */
function graph(site: Record<string, string>) {
  const pages = new Map(Object.entries(site).filter(([file]) => file.endsWith('.html')).map(([file, html]) => [file, scanHtml(html)]));
  return checkLinkGraph({ basePath: '/b/', siteUrl: 'https://example.org', paths: new Set(Object.keys(site)), pages, localeFolders: ['sl'] });
}

const users = '<h1>Users</h1><h2 id="user-roles">Roles</h2><h2 id="deleting-an-account">Deleting</h2>';

describe('checkLinkGraph', () => {
  it('passes a site whose links all land, relative, absolute and production ones alike', () => {
    const result = graph({
      'index.html': '<a href="/b/docs/users#user-roles">roles</a><a href="docs/users">users</a><a href="https://example.org/b/sl/">sl</a><a href="#main">skip</a><main id="main"></main>',
      'docs/users.html': users,
      'sl/index.html': '<a href="/b/sl/docs/users#top">vrh</a><a href="https://github.com/x">external</a><a href="mailto:a@b.c">mail</a>',
      'sl/docs/users.html': users,
    });
    expect(result.findings).toEqual([]);
    expect(result.links).toBe(5);
    // linkinator checks links within a page as it reads it; only links into other pages go on its anchor list.
    expect([...result.anchorLinks.keys()]).toEqual(['/b/docs/users#user-roles', '/b/#main']);
    expect([...result.crossPageAnchors]).toEqual(['/b/docs/users#user-roles']);
  });

  it('finds a missing page and suggests the closest route of the same locale', () => {
    const result = graph({
      'sl/docs/intro.html': '<a href="/b/sl/docs/user">a</a><a href="/b/sl/docs/no-such-page">b</a>',
      'docs/user-guide.html': '',
      'sl/docs/users.html': users,
    });
    expect(result.findings).toEqual([
      { kind: 'page', page: 'sl/docs/intro.html', href: '/b/sl/docs/user', target: '/b/sl/docs/user', suggestion: '/b/sl/docs/users', by: 'graph' },
      { kind: 'page', page: 'sl/docs/intro.html', href: '/b/sl/docs/no-such-page', target: '/b/sl/docs/no-such-page', by: 'graph' },
    ]);
  });

  it('finds a missing anchor against the ids of the written page and suggests the closest id', () => {
    const result = graph({ 'index.html': '<a href="/b/docs/users#user-role">a</a><a href="/b/docs/users#no-such-heading">b</a>', 'docs/users.html': users });
    expect(result.findings.map(({ kind, target, suggestion }) => ({ kind, target, suggestion }))).toEqual([
      { kind: 'anchor', target: '/b/docs/users#user-role', suggestion: 'user-roles' },
      { kind: 'anchor', target: '/b/docs/users#no-such-heading', suggestion: undefined },
    ]);
    expect([...result.anchorLinks.keys()]).toEqual(['/b/docs/users#user-role', '/b/docs/users#no-such-heading']);
  });

  it('checks links to ids of the same page, plain or not, as a browser resolves them', () => {
    const page = '<h2 id="a.b_c~d-1">x</h2><h2 id="über">y</h2><h2 id="two words">z</h2>';
    const links = ['#a.b_c~d-1', '#über', '#%C3%BCber', '#two words', '#missing', '#'];
    const result = graph({ 'docs/x.html': `${page}${links.map((href) => `<a href="${href}">l</a>`).join('')}`, 'sl/docs/y.html': '<a href="#here">l</a><p id="here"></p>' });
    expect(result.findings.map((finding) => [finding.href, finding.target])).toEqual([['#missing', '/b/docs/x#missing']]);
    expect([...result.anchorLinks.keys()]).toEqual(['/b/docs/x#a.b_c~d-1', '/b/docs/x#%C3%BCber', '/b/docs/x#two%20words', '/b/docs/x#missing', '/b/sl/docs/y#here']);
    expect(result.crossPageAnchors.size).toBe(0);
  });

  it('compares percent-encoded fragments with the ids as the HTML has them', () => {
    const result = graph({ 'index.html': '<a href="/b/docs/x#za%C4%8Detek">a</a><a href="/b/docs/x#začetek">b</a>', 'docs/x.html': '<h2 id="začetek">Začetek</h2>' });
    expect(result.findings).toEqual([]);
  });

  it('finds a missing file and a link that forgot the base path', () => {
    const result = graph({ 'index.html': '<img src="/b/img/logo.svg"><a href="/docs/users">users</a><link rel="stylesheet" href="/b/assets/theme.css">', 'docs/users.html': users, 'img/logo.png': '', 'assets/theme.css': '' });
    expect(result.findings).toEqual([
      { kind: 'asset', page: 'index.html', href: '/b/img/logo.svg', target: '/b/img/logo.svg', suggestion: '/b/img/logo.png', by: 'graph' },
      { kind: 'outside-base', page: 'index.html', href: '/docs/users', target: '/docs/users', suggestion: '/b/docs/users', by: 'graph' },
    ]);
  });

  it('checks production URLs (canonical, alternates) against the local files', () => {
    const result = graph({ 'index.html': '<link rel="alternate" hreflang="sl" href="https://example.org/b/sl/">' });
    expect(result.findings).toEqual([{ kind: 'page', page: 'index.html', href: 'https://example.org/b/sl/', target: '/b/sl/', by: 'graph' }]);
  });
});

describe('looksLikeFile', () => {
  it('tells files from pages by their extension', () => {
    expect(looksLikeFile('/b/img/logo.svg')).toBe(true);
    expect(looksLikeFile('/b/docs/intro')).toBe(false);
    expect(looksLikeFile('/b/docs/intro.html')).toBe(false);
    expect(looksLikeFile('/b/v1.2/intro')).toBe(false);
  });
});
