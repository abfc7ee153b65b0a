import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { loadConfig } from '@laguna-docs/config';
import { buildSite } from '../buildSite.js';
import { hydrationData } from '../testing/hydrationData.js';
import { writeFiles } from '../testing/siteFiles.js';
import { cutVersion } from '@laguna-docs/content';

// The blog is not versioned: a site with released docs versions has one blog, from the current folder.
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

it('builds the blog once beside every version of the docs, its posts linking into them', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-blog-versions-'));
  folders.push(root);
  writeFiles(root, {
    'laguna-docs.config.mjs': "export default { title: 'V', url: 'https://example.org', locales: { default: 'en', items: [{ code: 'en', label: 'English' }] }, navbar: [{ type: 'link', label: 'Blog', to: '/blog' }] };\n",
    'content/en/pages/index.md': '# Home\n',
    'content/en/docs/intro.md': '# Intro\n\nRead the [release post](/blog/release).\n',
    'content/en/blog/2024-05-01-release.md': '---\ntitle: 1.0 is out\n---\n\nSee the [intro](/docs/intro).\n',
  });
  await cutVersion(await loadConfig({ cwd: root }), '1.0');
  const built = await buildSite({ config: await loadConfig({ cwd: root }), write: false, linkCheck: 'error', parallel: false });
  const paths = built.files.map((file) => file.path);
  expect(paths.filter((file) => file.startsWith('blog') && file.endsWith('.html')).sort()).toEqual(['blog.html', 'blog/archive.html', 'blog/release.html', 'blog/tags.html']);
  expect(paths).toContain('docs/next/intro.html');
  const post = built.files.find((file) => file.path === 'blog/release.html')!;
  expect(hydrationData(String(post.contents)).page).toMatchObject({ kind: 'post', post: { date: '2024-05-01' } });
});
