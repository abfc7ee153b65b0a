import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteData, Theme } from '@laguna-docs/shared';
import type { SitePage } from '../assemblePages.js';
import { fakeSiteSteps } from '../testing/stageFixtures.js';
import { DiskCache } from './cache/diskCache.js';
import { fullJson, versionPageSteps } from './versionPageCache.js';

// What the keys of kept pages hash: all of a value or nothing, the same text whichever way it is written.
describe('fullJson', () => {
  it('writes plain data as JSON does, and what JSON would lose in a form of its own or not at all', () => {
    const page = { route: '/docs/intro', title: 'Intro', toc: [{ id: 'a', depth: 2 }], missing: undefined, empty: null, count: 3, nested: [[1, 'two', false]] };
    expect(fullJson(page)).toBe(JSON.stringify(page));
    // A Map and a Set are written with their entries: two maps that differ give two texts.
    expect(fullJson({ routes: new Map([['a.md', '/a']]) })).not.toBe(fullJson({ routes: new Map([['a.md', '/b']]) }));
    expect(fullJson({ ids: new Set(['x']) })).not.toBe(fullJson({ ids: new Set(['y']) }));
    // A parsed tree's positions are left out, deep in a page as at its top.
    const tree = (line: number) => ({ type: 'root', children: [{ type: 'text', value: 'hi', position: { start: { line, column: 1 }, end: { line, column: 3 } } }] });
    expect(fullJson({ page, tree: tree(1) })).toBe(fullJson({ page, tree: tree(9) }));
    expect(fullJson(tree(1))).toBe(JSON.stringify({ type: 'root', children: [{ type: 'text', value: 'hi' }] }));
    // A field named position that is not a tree's position is kept.
    expect(fullJson({ position: 3 })).toBe('{"position":3}');
    // Dates are written as JSON writes them, whichever way is taken.
    expect(fullJson({ date: new Date(0) })).toBe('{"date":"1970-01-01T00:00:00.000Z"}');
    // A function or a cycle cannot be hashed whole.
    expect(fullJson({ render: () => 'x' })).toBeUndefined();
    const cycle: Record<string, unknown> = { name: 'loop' };
    cycle.self = cycle;
    expect(fullJson(cycle)).toBeUndefined();
  });
});

// The wrapped render step: a page is given from the store while everything it is rendered from holds, and
// rendered again when any of it changes, the site data every page embeds included (a version's label, a UI
// string, the hashed name of the client's stylesheet). The builds of versionPageCache.e2e.test.ts show the
// config, the strings and the client reach the site data; these show any change of it reaches the key.
describe('the render step of kept pages', () => {
  const site = { title: 'Site', strings: { 'toc.title': 'On this page' }, assets: { css: '/assets/app.1.css', js: '/assets/app.1.js' }, versions: [{ name: '1.0', label: '1.0', kind: 'latest' }] };
  const theme = { name: 'inline', strings: {} } as unknown as Theme; // Its data is hashed, its components are the code's.
  const entry: SitePage = { page: { kind: 'doc', locale: 'en', route: '/docs/intro', title: 'Intro', contentHtml: '<p>Hi</p>', toc: [], breadcrumbs: [], alternates: [], version: '1.0' }, content: { type: 'notFound' }, headingIds: [], links: [] };

  function kept() {
    const renders: string[] = [];
    const inner = fakeSiteSteps({ renderPage: (_theme, given, page) => (renders.push(String((given as unknown as typeof site).assets.css)), `<html>${page.page.title} ${JSON.stringify(given)}</html>`) });
    const counts = { rendered: 0, reused: 0, whole: 0 };
    const store = { cache: new DiskCache(fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-kept-pages-'))), fingerprint: 'code' };
    const { steps } = versionPageSteps(inner, store, counts);
    const render = (data: typeof site) => steps.renderPage(theme, data as unknown as SiteData, entry);
    return { render, renders, counts };
  }

  it('renders a page once while its inputs hold, and gives the same HTML again', () => {
    const { render, renders, counts } = kept();
    const first = render(site);
    expect(render({ ...site })).toBe(first);
    expect(renders).toHaveLength(1);
    expect(counts).toMatchObject({ rendered: 1, reused: 1 });
  });

  it("renders it again when a version's label, a UI string or the client's stylesheet in the site data changes", () => {
    const { render, renders } = kept();
    render(site);
    render({ ...site, versions: [{ ...site.versions[0]!, label: '1.0 (LTS)' }] });
    render({ ...site, strings: { 'toc.title': 'In this article' } });
    render({ ...site, assets: { ...site.assets, css: '/assets/app.2.css' } });
    expect(renders).toEqual(['/assets/app.1.css', '/assets/app.1.css', '/assets/app.1.css', '/assets/app.2.css']);
  });
});
