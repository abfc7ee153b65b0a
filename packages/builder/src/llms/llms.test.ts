import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@laguna-docs/config';
import type { PageData } from '@laguna-docs/shared';
import type { SitePage } from '../assemblePages.js';
import { buildSite } from '../buildSite.js';
import type { PlannedSource } from '@laguna-docs/content';
import { llmsFullTxt, llmsTxt } from './llmsTxt.js';
import { pageMarkdown } from './pageMarkdown.js';

const page = (extra: Partial<PageData>): PageData => ({ kind: 'doc', locale: 'en', route: '/docs/a', title: 'A', contentHtml: '', toc: [], breadcrumbs: [], alternates: [], ...extra });
const links = { link: (route: string) => `https://x.org${route}.md`, linkHref: (href: string) => `https://x.org${href}.md` };

describe('pageMarkdown', () => {
  it('gives a markdown page its source, links pointing to the copies, and a title heading when the source has none', () => {
    const entry: SitePage = {
      page: page({ title: 'From front matter' }),
      content: { type: 'markdown', hast: { type: 'root', children: [] } },
      headingIds: [],
      links: [
        { href: '/b/docs/users#roles', written: './users.md#roles', origin: 'markdown' },
        { href: 'https://other.org/', written: 'https://other.org/', origin: 'markdown' },
      ],
    };
    const source = { body: 'See [roles](./users.md#roles), [there](https://other.org/) and\n\n[ref]: ./users.md#roles\n' } as PlannedSource;
    expect(pageMarkdown(entry, source, links)).toBe('# From front matter\n\nSee [roles](https://x.org/b/docs/users#roles.md), [there](https://other.org/) and\n\n[ref]: https://x.org/b/docs/users#roles.md\n');
    expect(pageMarkdown({ ...entry, page: page({ title: 'T' }) }, { body: '# Own title\n\nText.' } as PlannedSource, links)).toBe('# Own title\n\nText.\n');
  });

  it("leaves out the page's <head> blocks (its head tags, not its content), but not one shown in a code block", () => {
    const entry: SitePage = { page: page({ title: 'Setup' }), content: { type: 'markdown', hast: { type: 'root', children: [] } }, headingIds: [], links: [] };
    const body = [
      '<head>',
      '  <meta name="robots" content="noindex" />',
      '',
      '  <title>Custom</title>',
      '</head>',
      '',
      '# Setup',
      '',
      'Text.',
      '',
      '<HEAD><meta name="a" content="b" /></HEAD><div>kept</div>',
      '',
      '````md',
      '<head>',
      '  <meta name="robots" content="noindex" />',
      '</head>',
      '````',
      '',
    ].join('\n');
    expect(pageMarkdown(entry, { body } as PlannedSource, links)).toBe('# Setup\n\nText.\n\n<div>kept</div>\n\n````md\n<head>\n  <meta name="robots" content="noindex" />\n</head>\n````\n');
  });

  it('writes category pages as lists of links, and gives the 404 page no copy', () => {
    const entry: SitePage = { page: page({ kind: 'category', title: 'Overview' }), content: { type: 'category', description: 'All about it.', cards: [{ label: 'Users', route: '/docs/users', description: 'Who.' }] }, headingIds: [], links: [] };
    expect(pageMarkdown(entry, undefined, links)).toBe('# Overview\n\nAll about it.\n\n- [Users](https://x.org/docs/users.md): Who.\n');
    expect(pageMarkdown({ page: page({ kind: 'notFound' }), content: { type: 'notFound' }, headingIds: [], links: [] }, undefined, links)).toBeUndefined();
  });
});

describe('llms.txt', () => {
  const pages = [
    { route: '/api/login', kind: 'api' as const, title: 'Log in', description: 'POST /login', url: 'https://x.org/api/login.md', markdown: '# Log in\n' },
    { route: '/docs/intro', kind: 'doc' as const, title: 'Intro [1]', url: 'https://x.org/docs/intro.md', markdown: '# Intro\n\nHello.\n' },
    { route: '/', kind: 'home' as const, title: 'Home', url: 'https://x.org/index.md', markdown: '# Home\n' },
  ];
  it('lists the copies by part of the site, docs first', () => {
    expect(llmsTxt({ title: 'Site', tagline: 'A site.', apiLabel: 'API', pages })).toBe(
      '# Site\n\n> A site.\n\n## Docs\n\n- [Intro \\[1\\]](https://x.org/docs/intro.md)\n\n## API\n\n- [Log in](https://x.org/api/login.md): POST /login\n\n## Pages\n\n- [Home](https://x.org/index.md)\n',
    );
  });

  it('lists pages in sidebar order, those no sidebar shows after them', () => {
    const docs = ['a', 'b', 'c', 'd'].map((name, index) => ({ route: `/docs/${name}`, kind: 'doc' as const, title: name, url: `https://x.org/docs/${name}.md`, markdown: '', ...(index < 3 ? { position: 2 - index } : {}) }));
    const listed = llmsTxt({ title: 'Site', tagline: '', apiLabel: 'API', pages: [docs[3]!, ...docs.slice(0, 3)] });
    expect([...listed.matchAll(/\[(\w)\]/g)].map((match) => match[1])).toEqual(['c', 'b', 'a', 'd']);
  });

  it('holds every copy in llms-full.txt, each after its address', () => {
    expect(llmsFullTxt({ title: 'Site', tagline: '', apiLabel: 'API', pages })).toBe(
      '# Site\n\n---\n\nSource: https://x.org/docs/intro.md\n\n# Intro\n\nHello.\n\n---\n\nSource: https://x.org/api/login.md\n\n# Log in\n\n---\n\nSource: https://x.org/index.md\n\n# Home\n',
    );
  });
});

describe('llms: false', () => {
  it('leaves out the copies, the llms files and the head link', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-llms-'));
    fs.mkdirSync(path.join(root, 'content/en/docs'), { recursive: true });
    fs.writeFileSync(path.join(root, 'content/en/docs/intro.md'), '# Intro\n');
    const site = async (llms: boolean) => {
      fs.writeFileSync(path.join(root, 'laguna-docs.config.mjs'), `export default { title: 'T', url: 'https://example.org', llms: ${llms} };\n`);
      return buildSite({ config: await loadConfig({ cwd: root }), write: false, linkCheck: 'off' });
    };
    const on = await site(true);
    expect(on.files.map((file) => file.path).filter((file) => /\.(md|txt)$/.test(file))).toEqual(['docs.md', 'docs/intro.md', 'index.md', 'llms-full.txt', 'llms.txt', 'robots.txt']);
    const off = await site(false);
    expect(off.files.map((file) => file.path).filter((file) => /\.(md|txt)$/.test(file))).toEqual(['robots.txt']);
    expect(String(off.files.find((file) => file.path === 'docs/intro.html')?.contents)).not.toContain('text/markdown');
  });
});
