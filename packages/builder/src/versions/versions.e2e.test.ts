import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@laguna-docs/config';
import { type Diagnostic, type PageData, type SearchDocument, type SiteData } from '@laguna-docs/shared';
import { buildSite } from '../buildSite.js';
import { hydrationData } from '../testing/hydrationData.js';
import { copyLagunaSite, editFile } from '../testing/lagunaSite.js';
import { cutVersion } from '@laguna-docs/content';

// The "done when" on a copy of the Laguna site: cut 1.0, change the current docs and spec, build.
interface Built {
  files: Map<string, string>;
  diagnostics: Diagnostic[];
  data(file: string): { site: SiteData; page: PageData };
  search(locale: string): SearchDocument[];
}

async function build(root: string): Promise<Built> {
  const config = await loadConfig({ cwd: root, outDir: path.join(root, 'out') });
  const result = await buildSite({ config, write: false });
  const files = new Map(result.files.map((file) => [file.path, typeof file.contents === 'string' ? file.contents : Buffer.from(file.contents).toString('utf8')]));
  const html = (file: string) => {
    const text = files.get(file);
    if (text === undefined) throw new Error(`no file ${file}`);
    return text;
  };
  return {
    files,
    diagnostics: result.diagnostics,
    data: (file) => hydrationData(html(file)),
    search: (locale) => JSON.parse(html(`search-index/${locale}.json`)) as SearchDocument[],
  };
}

describe('a versioned Laguna site', () => {
  let root: string;
  let built: Built;

  beforeAll(async () => {
    root = copyLagunaSite('versions-e2e');
    await cutVersion(await loadConfig({ cwd: root }), '1.0');
    // After the release: a new sentence and a new page in the current docs, a renamed operation in the spec.
    editFile(path.join(root, 'content/en/docs/intro.md'), (text) => `${text}\nThe quokkaflux switch arrives in the next release.\n`);
    fs.writeFileSync(path.join(root, 'content/en/docs/whats-new.md'), "# What's new\n\nOnly in the next release: [intro](./intro.md).\n");
    editFile(path.join(root, 'openapi/laguna.yaml'), (text) => text.replace('summary: Check that the backend is up', 'summary: Check that the backend and its database are up'));
    // The released docs link to the page only Next has: a broken link of 1.0's (the last case), in the same build.
    fs.appendFileSync(path.join(root, 'versioned/1.0/content/en/docs/intro.md'), '\nSee [what is new](./whats-new.md).\n');
    built = await build(root);
  }, 120_000);

  it('serves the latest (1.0) at the docs and API routes and Next under next, in both locales', () => {
    for (const prefix of ['', 'sl/']) {
      for (const file of ['docs/intro.html', 'docs/overview/users.html', 'docs/category/overview.html', 'docs/next/intro.html', 'docs/next/overview/users.html', 'docs/next/category/overview.html', 'docs/next/whats-new.html', 'api.html', 'api/healthcheck.html', 'api/next.html', 'api/next/healthcheck.html']) {
        expect(built.files.has(`${prefix}${file}`), `${prefix}${file}`).toBe(true);
      }
      // The page added after the release exists only in Next.
      expect(built.files.has(`${prefix}docs/whats-new.html`)).toBe(false);
    }
    expect(built.files.get('docs/next/intro.html')).toContain('quokkaflux');
    expect(built.files.get('docs/intro.html')).not.toContain('quokkaflux');
  });

  it('gives each version its own reference, from its own description', () => {
    expect(built.files.get('api/healthcheck.html')).toContain('Check that the backend is up');
    expect(built.files.get('api/next/healthcheck.html')).toContain('Check that the backend and its database are up');
    expect(built.files.get('api/next/healthcheck.html')).not.toContain('Check that the backend is up<');
  });

  it('lists both versions in the site data, per locale, and gives each page its version and alternates', () => {
    const { site, page } = built.data('docs/next/overview/users.html');
    expect(site.versions).toEqual([
      { name: 'current', label: 'Next', kind: 'current', docsHome: '/docs/next/intro', apiRoute: '/api/next' },
      { name: '1.0', label: '1.0', kind: 'latest', docsHome: '/docs/intro', apiRoute: '/api' },
    ]);
    expect(page).toMatchObject({ version: 'current', versionAlternates: { '1.0': '/docs/overview/users' }, sidebarId: 'docs@current', canonicalRoute: '/docs/overview/users' });
    expect(built.data('sl/docs/overview/users.html').page).toMatchObject({ version: '1.0', versionAlternates: { current: '/docs/next/overview/users' }, sidebarId: 'docs' });
    expect(built.data('sl/docs/overview/users.html').site.versions?.map((version) => version.docsHome)).toEqual(['/docs/next/intro', '/docs/intro']);
    // A page only Next has: no alternate, no canonical elsewhere.
    const only = built.data('docs/next/whats-new.html').page;
    expect(only.version).toBe('current');
    expect(only.versionAlternates).toBeUndefined();
    expect(only.canonicalRoute).toBeUndefined();
    expect(built.data('api/next/healthcheck.html').page).toMatchObject({ version: 'current', versionAlternates: { '1.0': '/api/healthcheck' }, sidebarId: 'api@current' });
    expect(built.data('api/healthcheck.html').page).toMatchObject({ version: '1.0', versionAlternates: { current: '/api/next/healthcheck' }, sidebarId: 'api' });
    // Pages outside the docs and the reference have no version.
    expect(built.data('index.html').page.version).toBeUndefined();
  });

  it('gives each version its own sidebars, prev/next and relative links', () => {
    const next = built.data('docs/next/intro.html');
    // A page embeds its own sidebar; the locale's file holds every version's.
    expect(Object.keys(next.site.sidebars)).toEqual(['docs@current']);
    const sidebarsFile = [...built.files.keys()].find((file) => /^assets\/sidebars\.en\.[^/]+\.json$/.test(file))!;
    expect(Object.keys(JSON.parse(built.files.get(sidebarsFile)!) as object).sort()).toEqual(['api', 'api@current', 'docs', 'docs@current']);
    expect(built.files.get('docs/next/whats-new.html')).toContain('href="/laguna-docs/docs/next/intro"');
    expect(built.files.get('sl/docs/next/whats-new.html')).toContain('href="/laguna-docs/sl/docs/next/intro"');
    expect(next.page.next?.route ?? next.page.prev?.route).toMatch(/^\/docs\/next\//);
  });

  it('points search engines at the latest, and lists only the latest in the sitemap and llms.txt', () => {
    expect(built.files.get('docs/next/intro.html')).toContain('<link rel="canonical" href="https://sloveniaengineering.github.io/laguna-docs/docs/intro">');
    expect(built.files.get('docs/intro.html')).toContain('<link rel="canonical" href="https://sloveniaengineering.github.io/laguna-docs/docs/intro">');
    const sitemap = built.files.get('sitemap.xml')!;
    expect(sitemap).toContain('<loc>https://sloveniaengineering.github.io/laguna-docs/docs/intro</loc>');
    expect(sitemap).not.toContain('/docs/next/');
    expect(sitemap).not.toContain('/api/next');
  });

  it("links the theme's version styles on every page of the versioned site, the home page included", () => {
    const link = /<link rel="stylesheet" href="\/laguna-docs\/(assets\/versions\.[0-9a-f]{10}\.css)" data-page-style="">/;
    const css = link.exec(built.files.get('docs/next/intro.html')!)?.[1];
    expect(css).toBeDefined();
    for (const page of ['docs/intro.html', 'index.html', 'api.html', 'sl/docs/next/intro.html']) expect(link.exec(built.files.get(page)!)?.[1], page).toBe(css);
    expect(built.files.get(css!)).toContain('.version-banner');
  });

  it('finds text only Next has only in Next', () => {
    const documents = built.search('en');
    const found = documents.filter((document) => document.c.some(([, , text]) => text.includes('quokkaflux')));
    expect(found.map((document) => [document.r, document.v])).toEqual([['/docs/next/intro', 'current']]);
    expect(documents.find((document) => document.r === '/docs/intro')?.v).toBe('1.0');
    expect(documents.find((document) => document.r === '/api/next/healthcheck')?.v).toBe('current');
    expect(documents.find((document) => document.r === '/')?.v).toBeUndefined();
  });

  it('checks links per version: an old version linking to a page only Next has is broken', () => {
    // The Laguna site warns on a broken markdown link (its specification says so), naming the version's file.
    expect(built.diagnostics.map((d) => `${d.severity} ${d.file}: ${d.message}`)).toContainEqual(expect.stringMatching(/^warning versioned\/1\.0\/content\/en\/docs\/intro\.md: link to "\.\/whats-new\.md": no markdown page at/));
  });
});
