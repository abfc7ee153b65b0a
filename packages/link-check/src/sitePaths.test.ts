import { describe, expect, it } from 'vitest';
import { fileForPath, pagePath, pathInsideBase, resolveTarget, targetKey, withoutFragment } from './sitePaths.js';

const paths = new Set(['index.html', 'docs/intro.html', 'docs.html', 'sl/index.html', 'sl/docs/intro.html', 'assets/app.css', 'guide/index.html', '404.html']);

describe('pagePath', () => {
  it('serves pages without .html, and index pages at their folder', () => {
    expect(pagePath('/base/', 'docs/intro.html')).toBe('/base/docs/intro');
    expect(pagePath('/base/', 'index.html')).toBe('/base/');
    expect(pagePath('/base/', 'sl/index.html')).toBe('/base/sl/');
    expect(pagePath('/', 'sl/docs/intro.html')).toBe('/sl/docs/intro');
  });
});

describe('fileForPath', () => {
  it('finds a page by its clean URL and a file by its own name', () => {
    expect(fileForPath('/base/', '/base/docs/intro', paths)).toBe('docs/intro.html');
    expect(fileForPath('/base/', '/base/docs', paths)).toBe('docs.html');
    expect(fileForPath('/base/', '/base/assets/app.css', paths)).toBe('assets/app.css');
    expect(fileForPath('/base/', '/base/docs/intro.html', paths)).toBe('docs/intro.html');
  });

  it('serves index.html for the root, a locale root and a folder path with a slash', () => {
    expect(fileForPath('/base/', '/base/', paths)).toBe('index.html');
    expect(fileForPath('/base/', '/base', paths)).toBe('index.html');
    expect(fileForPath('/base/', '/base/sl/', paths)).toBe('sl/index.html');
    expect(fileForPath('/base/', '/base/guide/', paths)).toBe('guide/index.html');
  });

  it('finds nothing for a trailing slash on a page, a missing page or a path outside the base path', () => {
    expect(fileForPath('/base/', '/base/docs/intro/', paths)).toBeUndefined();
    expect(fileForPath('/base/', '/base/docs/outro', paths)).toBeUndefined();
    expect(fileForPath('/base/', '/docs/intro', paths)).toBeUndefined();
  });

  it('decodes percent escapes in the path', () => {
    expect(fileForPath('/', '/a%20b', new Set(['a b.html']))).toBe('a b.html');
  });
});

describe('resolveTarget', () => {
  it('resolves root-relative and relative links the way a browser on the page would', () => {
    expect(resolveTarget('/base/docs/intro#setup', '/base/sl/docs/x')).toEqual({ type: 'internal', path: '/base/docs/intro', fragment: 'setup' });
    expect(resolveTarget('intro', '/base/docs/x')).toEqual({ type: 'internal', path: '/base/docs/intro', fragment: '' });
    expect(resolveTarget('#top', '/base/docs/x')).toEqual({ type: 'internal', path: '/base/docs/x', fragment: 'top' });
    expect(resolveTarget('', '/base/docs/x')).toEqual({ type: 'internal', path: '/base/docs/x', fragment: '' });
  });

  it('counts the production origin under the base path as internal, and the rest of the web as external', () => {
    expect(resolveTarget('https://example.org/base/docs/intro', '/base/', 'https://example.org', '/base/')).toEqual({ type: 'internal', path: '/base/docs/intro', fragment: '' });
    expect(resolveTarget('https://example.org/other', '/base/', 'https://example.org', '/base/')).toEqual({ type: 'external', url: 'https://example.org/other' });
    expect(resolveTarget('https://github.com/x#readme', '/base/')).toEqual({ type: 'external', url: 'https://github.com/x#readme' });
  });

  it('skips what is no web link', () => {
    expect(resolveTarget('mailto:someone@example.org', '/base/')).toEqual({ type: 'skip' });
    expect(resolveTarget('javascript:void(0)', '/base/')).toEqual({ type: 'skip' });
    expect(resolveTarget('http://[bad', '/base/')).toEqual({ type: 'skip' });
  });
});

describe('keys', () => {
  it('writes a target as one comparable string', () => {
    expect(targetKey({ type: 'internal', path: '/base/x', fragment: 'y' })).toBe('/base/x#y');
    expect(targetKey({ type: 'internal', path: '/base/x', fragment: '' })).toBe('/base/x');
    expect(targetKey({ type: 'skip' })).toBeUndefined();
    expect(withoutFragment('/base/x#y')).toBe('/base/x');
    expect(pathInsideBase('/base/', '/elsewhere')).toBeUndefined();
  });
});
