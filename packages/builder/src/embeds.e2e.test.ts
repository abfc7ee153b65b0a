import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '@laguna-docs/config';
import { isUserError } from '@laguna-docs/shared';
import { buildSite } from './buildSite.js';
import { writeFiles } from './testing/siteFiles.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

const VIDEO = '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="The tracker in five minutes"></iframe>';

/** Builds in memory a one-locale site whose intro page holds `body`, with the config's `markdown` as given. */
async function build(body: string, markdown: Record<string, unknown>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-embeds-'));
  folders.push(root);
  const files: Record<string, string> = { 'content/en/pages/index.md': '# Home\n', 'content/en/docs/intro.md': `# Intro\n\n${body}\n` };
  writeFiles(root, files);
  const config = resolveConfig({ title: 'T', url: 'https://example.org', locales: { default: 'en', items: [{ code: 'en', label: 'English' }] }, markdown }, root, 'laguna-docs.config.ts');
  return buildSite({ config, write: false, linkCheck: 'off', parallel: false });
}

describe('embeds (config markdown.embeds)', () => {
  // Pages are rendered by React, which writes the attribute as "referrerPolicy"; HTML does not mind the case.
  it('publish an iframe of a listed host, sandboxed and lazy', async () => {
    const { files } = await build(VIDEO, { embeds: ['www.youtube-nocookie.com'] });
    const html = String(files.find((file) => file.path === 'docs/intro.html')?.contents);
    expect(html).toContain('<iframe src="https://www.youtube-nocookie.com/embed/abc" title="The tracker in five minutes" sandbox="allow-scripts allow-same-origin allow-popups allow-presentation" loading="lazy" referrerPolicy="strict-origin-when-cross-origin"></iframe>');
  });

  it('fail the build at the page and line without the host listed', async () => {
    const failure = await build(VIDEO, { embeds: ['player.vimeo.com'] }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isUserError(failure) && failure.diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`)).toEqual(['content/en/docs/intro.md:3 <iframe> from www.youtube-nocookie.com, which markdown.embeds does not list']);
  });

  it('are host names in the config, not URLs', () => {
    expect(() => resolveConfig({ title: 'T', url: 'https://example.org', markdown: { embeds: ['https://www.youtube.com/'] } }, '/site', 'laguna-docs.config.ts')).toThrow(/markdown\.embeds\[0\].*must be a host name such as "www\.youtube-nocookie\.com"/s);
  });
});
