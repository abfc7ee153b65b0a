import { describe, expect, it } from 'vitest';
import { resolveRequest, splitTarget } from './resolveRequest.js';

const site = { basePath: '/laguna-docs/', localeFolders: ['sl'] };
const resolve = (target: string) => resolveRequest(target, site);

describe('routing like a static host', () => {
  it('serves a route from its .html file, or the file itself', () => {
    expect(resolve('/laguna-docs/docs/intro')).toEqual({
      kind: 'files',
      candidates: ['docs/intro', 'docs/intro.html'],
      directoryRedirect: { index: 'docs/intro/index.html', location: '/laguna-docs/docs/intro/' },
      notFound: '404.html',
    });
    expect(resolve('/laguna-docs/assets/app.ABC.js?x=1')).toMatchObject({ candidates: ['assets/app.ABC.js', 'assets/app.ABC.js.html'] });
  });

  it('serves index.html for the base path and a folder with a trailing slash', () => {
    expect(resolve('/laguna-docs/')).toEqual({ kind: 'files', candidates: ['index.html'], notFound: '404.html' });
    expect(resolve('/laguna-docs/sl/')).toEqual({ kind: 'files', candidates: ['sl/index.html'], slashRedirect: { file: 'sl.html', location: '/laguna-docs/sl' }, notFound: 'sl/404.html' });
  });

  it('redirects a page\'s route with a trailing slash to the route without it, keeping the query, when there is no folder', () => {
    expect(resolve('/laguna-docs/docs/intro/?x=1')).toEqual({ kind: 'files', candidates: ['docs/intro/index.html'], slashRedirect: { file: 'docs/intro.html', location: '/laguna-docs/docs/intro?x=1' }, notFound: '404.html' });
  });

  it('redirects the site root and the base path without its slash to the base path, keeping the query', () => {
    expect(resolve('/')).toEqual({ kind: 'redirect', location: '/laguna-docs/' });
    expect(resolve('/laguna-docs?utm=x')).toEqual({ kind: 'redirect', location: '/laguna-docs/?utm=x' });
  });

  it('picks the 404 page of the locale the path is in', () => {
    expect(resolve('/laguna-docs/sl/nope')).toMatchObject({ notFound: 'sl/404.html' });
    expect(resolve('/laguna-docs/slx/nope')).toMatchObject({ notFound: '404.html' });
    expect(resolve('/laguna-docs/nope')).toMatchObject({ notFound: '404.html' });
    expect(resolve('/elsewhere/docs')).toEqual({ kind: 'files', candidates: [], notFound: '404.html' });
    expect(resolve('/laguna-docs/docs//intro')).toEqual({ kind: 'files', candidates: [], notFound: '404.html' });
  });

  it('serves routes whose last segment is one character', () => {
    expect(resolve('/laguna-docs/docs/a')).toMatchObject({ kind: 'files', candidates: ['docs/a', 'docs/a.html'] });
    expect(resolve('/laguna-docs/x')).toMatchObject({ kind: 'files', candidates: ['x', 'x.html'] });
    expect(resolve('/laguna-docs/a/')).toEqual({ kind: 'files', candidates: ['a/index.html'], slashRedirect: { file: 'a.html', location: '/laguna-docs/a' }, notFound: '404.html' });
    expect(resolve('/laguna-docs/docs/a//')).toEqual({ kind: 'files', candidates: [], notFound: '404.html' });
  });

  it('decodes percent-escapes once', () => {
    expect(resolve('/laguna-docs/docs/%C4%8Dlanki')).toMatchObject({ candidates: ['docs/članki', 'docs/članki.html'] });
  });

  it('works with the root as base path', () => {
    expect(resolveRequest('/', { basePath: '/', localeFolders: [] })).toMatchObject({ candidates: ['index.html'] });
    expect(resolveRequest('/docs', { basePath: '/', localeFolders: [] })).toMatchObject({ candidates: ['docs', 'docs.html'] });
  });
});

describe('refusing paths that could leave the output folder', () => {
  const hostile = [
    ['/laguna-docs/../package.json', 'dot segment in the path'],
    ['/laguna-docs/%2e%2e/package.json', 'dot segment in the path'],
    ['/laguna-docs/%2E%2E/%2E%2E/etc/passwd', 'dot segment in the path'],
    ['/laguna-docs/docs/./intro', 'dot segment in the path'],
    ['/laguna-docs/..%2fpackage.json', 'encoded slash, backslash or null byte in the path'],
    ['/laguna-docs/%2e%2e%2fpackage.json', 'encoded slash, backslash or null byte in the path'],
    ['/laguna-docs/..%5cpackage.json', 'encoded slash, backslash or null byte in the path'],
    ['/laguna-docs/docs%00.html', 'encoded slash, backslash or null byte in the path'],
    ['/laguna-docs/..\\package.json', 'backslash in the path'],
    ['/laguna-docs/%E0%A4%A', 'malformed percent-encoding'],
    ['http://example.org/laguna-docs/', 'the path must start with "/"'],
    ['*', 'the path must start with "/"'],
  ] as const;
  it.each(hostile)('%s', (target, reason) => {
    expect(resolve(target)).toEqual({ kind: 'bad-request', reason });
  });
});

it('splits the query off and drops a fragment', () => {
  expect(splitTarget('/a/b?x=1#top')).toEqual({ path: '/a/b', query: '?x=1' });
  expect(splitTarget('/a#x?y')).toEqual({ path: '/a', query: '' });
});
