import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, resolveConfig } from '@laguna-docs/config';
import { formatDiagnostic, isUserError } from '@laguna-docs/shared';
import { buildSite } from './buildSite.js';
import { writeFiles } from './testing/siteFiles.js';

function site(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-redirects-'));
  const files = { 'content/en/pages/index.md': '---\nlayout: home\n---\n# Home\n', 'content/en/docs/intro.md': '# Intro\n\nSee [the old guide](/docs/old-guide).\n\n## Part\n', 'content/en/docs/guide.md': '# Guide\n', 'content/sl/docs/intro.md': '# Uvod\n\nGlej [vodnik](/docs/old-guide).\n\n## Part\n' };
  writeFiles(root, files);
  return root;
}

const locales = { default: 'en', items: [{ code: 'en', label: 'English' }, { code: 'sl', label: 'Slovenščina' }] };

async function build(redirects: unknown) {
  const config = resolveConfig({ title: 'T', url: 'https://example.org', basePath: '/b/', locales, redirects }, site(), 'laguna-docs.config.ts');
  const { files } = await buildSite({ config, write: false });
  return (file: string) => files.find((entry) => entry.path === file)?.contents.toString();
}

async function failure(redirects: unknown): Promise<string[]> {
  try {
    await build(redirects);
  } catch (error) {
    if (isUserError(error)) return error.diagnostics.map(formatDiagnostic);
    throw error;
  }
  return [];
}

describe('redirects', () => {
  it('write a page per locale at each old route, and a _redirects file; links to old routes pass the link check', async () => {
    const file = await build([
      { from: ['/docs/old-guide', '/guide'], to: '/docs/guide' },
      { from: '/docs/old-part', to: '/docs/intro#part' },
      { from: '/chat', to: 'https://chat.example.org/' },
    ]);
    expect(file('docs/old-guide.html')).toBe(
      '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>This page has moved</title><meta name="robots" content="noindex"><link rel="canonical" href="https://example.org/b/docs/guide"><meta http-equiv="refresh" content="0; url=/b/docs/guide"></head><body><p>This page has moved to <a href="/b/docs/guide">/b/docs/guide</a>.</p></body></html>\n',
    );
    expect(file('sl/guide.html')).toContain('<p>Stran je preseljena na <a href="/b/sl/docs/guide">/b/sl/docs/guide</a>.</p>');
    expect(file('sl/docs/old-part.html')).toContain('url=/b/sl/docs/intro#part');
    expect(file('chat.html')).toContain('<link rel="canonical" href="https://chat.example.org/">');
    expect(file('_redirects')).toBe(
      [
        '/b/docs/old-guide /b/docs/guide 301',
        '/b/sl/docs/old-guide /b/sl/docs/guide 301',
        '/b/guide /b/docs/guide 301',
        '/b/sl/guide /b/sl/docs/guide 301',
        '/b/docs/old-part /b/docs/intro#part 301',
        '/b/sl/docs/old-part /b/sl/docs/intro#part 301',
        '/b/chat https://chat.example.org/ 301',
        '/b/sl/chat https://chat.example.org/ 301',
        '',
      ].join('\n'),
    );
    expect(file('sitemap.xml')).not.toContain('old-guide');
  });

  it('report a redirect to a missing page or anchor at the config', async () => {
    expect(await failure([{ from: '/docs/old-guide', to: '/docs/gide' }, { from: '/docs/old-part', to: '/docs/intro#prat' }])).toMatchInlineSnapshot(`
      [
        "laguna-docs.config.ts error redirects[0] from "/docs/old-guide": broken link "/docs/gide": no page at /b/docs/gide or /b/sl/docs/gide [link/missing-page]
        hint: did you mean "/docs/guide"?",
        "laguna-docs.config.ts error redirects[1] from "/docs/old-part": broken link "/docs/intro#prat": /b/docs/intro or /b/sl/docs/intro has no element with id "prat" [link/missing-anchor]
        hint: did you mean "/docs/intro#part"?",
      ]
    `);
  });

  it('refuse an old route that is a page, or one given twice', async () => {
    expect(await failure([{ from: '/docs/intro', to: '/docs/guide' }, { from: ['/docs/old-guide', '/x'], to: '/docs/guide' }, { from: '/x', to: '/docs/intro' }])).toMatchInlineSnapshot(`
      [
        "laguna-docs.config.ts error redirects[0]: "/docs/intro" is a page of the site, so it cannot redirect [config/redirect-over-page]
        hint: remove the redirect, or the page",
        "laguna-docs.config.ts error redirects[2]: "/x" is redirected by redirects[1] already [config/duplicate-redirect]",
      ]
    `);
  });

  it('name the line of the redirect in the config file', async () => {
    const root = site();
    const redirects = "  redirects: [\n    { from: '/docs/intro', to: '/docs/guide' },\n    { from: ['/docs/old-guide', '/x'], to: '/docs/guide' },\n    { from: '/x', to: '/docs/intro' },\n  ],\n";
    fs.writeFileSync(path.join(root, 'laguna-docs.config.mjs'), `export default {\n  title: 'T',\n  url: 'https://example.org',\n  locales: ${JSON.stringify(locales)},\n${redirects}};\n`);
    const error = await buildSite({ config: await loadConfig({ cwd: root }), write: false }).catch((caught: unknown) => caught);
    expect(isUserError(error) && error.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`)).toEqual(['laguna-docs.config.mjs:6:7 config/redirect-over-page', 'laguna-docs.config.mjs:8:7 config/duplicate-redirect']);
  });
});
