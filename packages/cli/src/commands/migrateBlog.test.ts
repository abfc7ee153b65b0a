import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cliDir, linkedFolder } from '../testing/linkedFolder.js';

const bin = path.resolve(cliDir, '../../bin/laguna-docs.js');
const fixture = path.join(cliDir, 'test-fixtures', 'docusaurus-site');
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** The blog laid over the fixture site's one post: dated files and folders, MDX, authors, tags, a translation, a post dated by its folders and one not dated at all. */
const BLOG: Record<string, string> = {
  'blog/authors.yml': 'ana:\n  name: Ana Novak\n  title: Maintainer\n  image_url: https://github.com/ana.png\n',
  'blog/tags.yml': 'release:\n  label: Release\n  description: Releases.\n',
  'blog/2024-02-01-launch/index.md': '---\ntitle: Launch\nauthors: [ana]\ntags: [release]\n---\n\nWe launched.\n\n<!-- truncate -->\n\n![Launch](./launch.png)\n',
  'blog/2024-02-01-launch/launch.png': 'not really a png, but a file beside the post',
  'blog/2024-03-01-mdx.mdx': "---\ntitle: Components\nauthors: [ana]\n---\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\nAbove.\n\n{/* truncate */}\n\n<Tabs>\n  <TabItem value=\"a\" label=\"A\">Tab A.</TabItem>\n</Tabs>\n",
  'blog/2023/12/24/christmas.md': '---\ntitle: Christmas\n---\n\nDated by its folders.\n',
  'blog/undated.md': '---\ntitle: Undated\n---\n\nDocusaurus dates this one by its file.\n',
  'i18n/sl/docusaurus-plugin-content-blog/2024-02-01-launch/index.md': '---\ntitle: Zagon\nauthors: [ana]\n---\n\nZagnali smo.\n',
  'i18n/sl/docusaurus-plugin-content-blog/options.json': '{ "title": { "message": "Blog" } }\n',
};

describe('laguna-docs migrate docusaurus, on a site with a blog', () => {
  it('carries every post, its authors, tags and translations and the plugin options into a site that builds them all', () => {
    const cwd = linkedFolder('migrate-blog');
    folders.push(cwd);
    const site = path.join(cwd, 'old-site');
    fs.cpSync(fixture, site, { recursive: true });
    for (const [file, text] of Object.entries(BLOG)) {
      fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
      fs.writeFileSync(path.join(site, file), text);
    }
    const configFile = path.join(site, 'docusaurus.config.ts');
    const anchor = '          showReadingTime: true,\n';
    expect(fs.readFileSync(configFile, 'utf8')).toContain(anchor);
    fs.writeFileSync(configFile, fs.readFileSync(configFile, 'utf8').replace(anchor, `${anchor}          blogTitle: 'News', postsPerPage: 2, blogSidebarCount: 3, truncateMarker: /<!--\\s*(truncate|more)\\s*-->/, feedOptions: { type: ['rss', 'atom'], limit: 10 }, blogSidebarTitle: 'All posts',\n`));

    const result = spawnSync(process.execPath, [bin, 'migrate', 'docusaurus', 'old-site', 'new-site', '--check'], { cwd, encoding: 'utf8', timeout: 300_000 });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Checked: the new site builds');
    expect(result.stdout).toContain('blog/ → content/en/blog/: the blog: 5 posts, with authors.yml and tags.yml, at the same routes');
    expect(result.stdout).toContain("docusaurus.config.ts: the blog's option blogSidebarTitle");
    expect(result.stdout).not.toMatch(/laguna-docs has no blog|links to the blog/);
    expect(result.stdout).toMatch(/blog\/undated\.md → content\/en\/blog\/undated\.md: dated \d{4}-\d{2}-\d{2} in its front matter/);

    const newSite = path.join(cwd, 'new-site');
    const config = fs.readFileSync(path.join(newSite, 'laguna-docs.config.ts'), 'utf8');
    expect(config).toContain("title: 'News'");
    expect(config).toContain('postsPerPage: 2');
    expect(config).toContain('sidebarCount: 3');
    expect(config).toMatch(/types: \[\s*'rss',\s*'atom'\s*\]/);
    // The navbar's link to the blog stays, and leads to it.
    expect(config).toContain("to: '/blog'");
    const built = path.join(newSite, 'build');
    for (const route of ['hello', 'launch', 'mdx', '2023/12/24/christmas', 'undated']) expect(fs.existsSync(path.join(built, 'blog', `${route}.html`)), route).toBe(true);
    expect(fs.existsSync(path.join(built, 'sl', 'blog', 'launch.html'))).toBe(true);
    expect(fs.existsSync(path.join(built, 'sl', 'blog', 'mdx.html'))).toBe(false);
    expect(fs.readFileSync(path.join(built, 'blog', 'authors', 'ana.html'), 'utf8')).toContain('Ana Novak');
    expect(fs.existsSync(path.join(built, 'blog', 'tags', 'release.html'))).toBe(true);
    expect(fs.existsSync(path.join(built, 'blog', 'rss.xml'))).toBe(true);
    expect(fs.existsSync(path.join(built, 'blog', 'feed.json'))).toBe(false);
    expect(fs.readFileSync(path.join(built, 'blog.html'), 'utf8')).not.toContain('Tab A.');
  }, 300_000);
});
