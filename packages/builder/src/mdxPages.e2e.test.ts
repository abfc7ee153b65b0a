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

/** A 1×1 PNG, so the image import has a size to publish. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const INSTALL = `---
title: Install
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Steps from './_partials/_steps.mdx';
import diagram from './diagram.png';

export const version = '2.4';

Version {version} installs on every system.

## Pick your system

<Tabs groupId="os" values={[{ value: 'mac', label: 'macOS' }, { value: 'linux', label: 'Linux' }]}>
  <TabItem value="mac">Run \`brew install laguna\`.</TabItem>
  <TabItem value="linux" default>Run \`apt install laguna\`.</TabItem>
</Tabs>

<Details summary="Why two steps?">Because the tracker needs a database.</Details>

<img src={diagram} alt="How the parts fit" />

<Steps />
`;

/** Writes a one-locale site with the given files besides a home page, and builds it in memory. */
async function build(files: Record<string, string | Buffer>, linkCheck: 'off' | 'error' = 'off') {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-mdx-'));
  folders.push(root);
  writeFiles(root, { 'content/en/pages/index.md': '# Home\n', ...files });
  const config = resolveConfig({ title: 'T', url: 'https://example.org', locales: { default: 'en', items: [{ code: 'en', label: 'English' }] } }, root, 'laguna-docs.config.ts');
  return buildSite({ config, write: false, linkCheck, parallel: false });
}

const SITE = {
  'content/en/docs/intro.md': '# Intro\n\nSee [installing](./guides/install.mdx#pick-your-system).\n',
  'content/en/docs/guides/install.mdx': INSTALL,
  'content/en/docs/guides/diagram.png': PNG,
  'content/en/docs/guides/_partials/_steps.mdx': '## Then\n\nRead the [introduction](../../intro.md) and <Details summary="More">the rest</Details>.\n',
};

describe('.mdx pages', () => {
  it('build with tabs, details, an imported image and an imported partial, their links checked', async () => {
    const { files } = await build(SITE, 'error');
    const html = String(files.find((file) => file.path === 'docs/guides/install.html')?.contents);
    expect(html).toContain('<h1 class="doc-title">Install</h1>');
    expect(html).toContain('<p>Version 2.4 installs on every system.</p>');
    expect(html).toContain('<h2 id="pick-your-system">');
    // Every panel is in the page; the default one is selected.
    expect(html).toMatch(/<div class="tabs" data-group-id="os"><div role="tablist" class="tabs-list" hidden=""><button type="button" role="tab" id="tabs-1-tab-0" aria-controls="tabs-1-panel-0" aria-selected="false" tabindex="-1" data-value="mac">macOS<\/button><button[^>]*aria-selected="true"[^>]*data-value="linux">Linux<\/button><\/div>/);
    expect(html).toContain('<code>brew install laguna</code>');
    expect(html).toContain('<code>apt install laguna</code>');
    expect(html).toContain('<details class="details"><summary>Why two steps?</summary>Because the tracker needs a database.</details>');
    expect(html).toMatch(/<img src="\/assets\/media\/diagram\.\w+\.png" alt="How the parts fit"[^>]* width="1" height="1"/);
    expect(files.some((file) => /^assets\/media\/diagram\.\w+\.png$/.test(file.path))).toBe(true);
    // The partial's heading is in the table of contents, its link resolved from the partial's own folder.
    expect(html).toContain('<h2 id="then">');
    expect(html).toContain('<p>Read the <a href="/docs/intro">introduction</a> and <details class="details"><summary>More</summary>the rest</details>.</p>');
    expect(html).toContain('href="#then"');
    expect(files.map((file) => file.path)).not.toContain('docs/guides/_partials/_steps.html');
    const intro = String(files.find((file) => file.path === 'docs/intro.html')?.contents);
    expect(intro).toContain('<a href="/docs/guides/install#pick-your-system">installing</a>');
  });

  it('take the title from a leading # heading after the imports', async () => {
    const { files } = await build({ 'content/en/docs/first-steps.mdx': "import Tabs from '@theme/Tabs';\nexport const year = 2026;\n\n# Getting started\n\nText of {year}.\n" });
    const html = String(files.find((file) => file.path === 'docs/first-steps.html')?.contents);
    expect(html).toContain('<title>Getting started | T</title>');
    expect(html).toContain('<h1 class="doc-title">Getting started</h1>');
    expect(html).toContain('<p>Text of 2026.</p>');
  });

  it('fail the build at the file and line of an MDX syntax error', async () => {
    const failure = await build({ 'content/en/docs/broken.mdx': '---\ntitle: Broken\n---\n\nText\n\n<Tabs>\n' }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isUserError(failure) && failure.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} [${d.code}] ${d.message}`)).toEqual([
      'content/en/docs/broken.mdx:7:1 [mdx/syntax] Expected a closing tag for `<Tabs>`',
    ]);
  });

  it('fail the build at an import from outside the site', async () => {
    const failure = await build({ 'content/en/docs/bad.mdx': '# Bad\n\nimport fs from "node:fs";\n\n{fs.readFileSync("/etc/hostname")}\n' }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isUserError(failure) && failure.diagnostics.map((d) => `${d.file}:${d.line} [${d.code}] ${d.message}`)).toEqual(['content/en/docs/bad.mdx:3 [mdx/import] import of "node:fs" is not allowed']);
  });
});
