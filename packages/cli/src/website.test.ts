import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Command } from 'commander';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createProgram } from './program.js';
import { loadConfig } from '@laguna-docs/config';
import { buildSite } from '@laguna-docs/builder';

// laguna-docs's own documentation site (website/), built by laguna-docs with its link check; its config and
// CLI reference pages are made from the schema and from the commands, never written by hand.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const website = path.join(repoRoot, 'website');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-website-'));
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

const script = async <T>(name: string) => (await import(pathToFileURL(path.join(repoRoot, 'scripts', name)).href)) as T;
const page = (route: string) => fs.readFileSync(path.join(out, `${route}.html`), 'utf8');

/** One guide per feature, as the site's sidebar lists them. */
const GUIDES = ['writing', 'mdx', 'versions', 'translations', 'search', 'api-reference', 'deploy', 'migrating-from-docusaurus', 'themes', 'performance', 'blog', 'configuration', 'security', 'theme-overrides', 'sharded-builds'];

describe('the laguna-docs website', () => {
  it('builds with its links checked: getting started, a guide per feature, the references, search and llms.txt', async () => {
    // As `laguna-docs build --out <out>` builds it: with the disk cache, the link check failing on a broken link.
    const built = await buildSite({ config: await loadConfig({ cwd: website, outDir: out }), diskCache: true });
    expect(built.diagnostics).toEqual([]);
    expect(built.links?.broken).toBe(0);
    expect(built.links?.checked).toBeGreaterThan(0);
    for (const route of ['index', 'docs/getting-started', 'docs/category/guides', ...GUIDES.map((guide) => `docs/guides/${guide}`), 'docs/reference/config', 'docs/reference/cli', 'docs/reference/errors']) {
      expect(fs.existsSync(path.join(out, `${route}.html`)), route).toBe(true);
    }
    expect(page('docs/getting-started')).toContain('laguna-docs is not on the npm registry yet.');
    // One docs version and no docsVersionLabel in its config: no version menu.
    expect(page('docs/getting-started')).not.toContain('version-dropdown');
    expect(fs.existsSync(path.join(out, 'search-index', 'en.json'))).toBe(true);
    const llms = fs.readFileSync(path.join(out, 'llms.txt'), 'utf8');
    expect(llms).toContain('[Getting started](https://sloveniaengineering.github.io/laguna-docs/manual/docs/getting-started.md)');
    expect(llms).toContain('[CLI reference](');
  }, 120_000);

  it('has a blog of release notes: its list, posts with authors and tags, the archive and the feeds', () => {
    const posts = fs.readdirSync(path.join(website, 'content', 'en', 'blog')).filter((name) => name.endsWith('.md'));
    expect(posts.length).toBeGreaterThanOrEqual(5);
    const list = page('blog');
    expect(list).toContain('Release notes');
    // The list shows each post's part above its truncate marker, with a link to the rest.
    expect(list).toContain('Read more');
    expect(list).not.toContain('A release workflow came the same day');
    for (const name of posts) {
      const route = `blog/${name.replace(/^\d{4}-\d{2}-\d{2}-/, '').replace(/\.md$/, '')}`;
      expect(fs.existsSync(path.join(out, `${route}.html`)), route).toBe(true);
      expect(list).toContain(`href="/laguna-docs/manual/${route}"`);
    }
    expect(page('blog/blog-and-website')).toContain('A release workflow came the same day');
    for (const route of ['blog/archive', 'blog/tags', 'blog/tags/releases', 'blog/authors/maintainers']) {
      expect(fs.existsSync(path.join(out, `${route}.html`)), route).toBe(true);
    }
    const rss = fs.readFileSync(path.join(out, 'blog', 'rss.xml'), 'utf8');
    expect(rss).toContain('<link>https://sloveniaengineering.github.io/laguna-docs/manual/blog/first-build</link>');
    const feed = JSON.parse(fs.readFileSync(path.join(out, 'blog', 'feed.json'), 'utf8')) as { items: Array<{ url: string }> };
    expect(feed.items).toHaveLength(posts.length);
    expect(fs.readFileSync(path.join(out, 'blog', 'atom.xml'), 'utf8')).toContain('<feed');
    // The navbar leads to it from every page.
    expect(page('docs/getting-started')).toMatch(/<a class="[^"]*" href="\/laguna-docs\/manual\/blog">Blog<\/a>/);
  });

  it('has the config reference made from the schema (run node scripts/config-reference.mjs after changing it)', async () => {
    const { WEBSITE_PAGE, websitePage } = await script<{ WEBSITE_PAGE: string; websitePage(): Promise<string> }>('config-reference.mjs');
    expect(fs.readFileSync(WEBSITE_PAGE, 'utf8') === (await websitePage()), 'website/content/en/docs/reference/config.md is out of date: run node scripts/config-reference.mjs').toBe(true);
  });

  it('has the error reference made from the list of diagnostic codes (run node scripts/error-reference.mjs after changing it)', async () => {
    const { WEBSITE_PAGE, websitePage } = await script<{ WEBSITE_PAGE: string; websitePage(): Promise<string> }>('error-reference.mjs');
    const made = await websitePage();
    expect(fs.readFileSync(WEBSITE_PAGE, 'utf8') === made, 'website/content/en/docs/reference/errors.md is out of date: run node scripts/error-reference.mjs').toBe(true);
    expect(made).toContain('| `front-matter/invalid-yaml` | ');
  });

  it('has the CLI reference made from the commands (run node scripts/cli-reference.mjs after changing one)', async () => {
    const { WEBSITE_PAGE, cliReference } = await script<{ WEBSITE_PAGE: string; cliReference(program: Command): string }>('cli-reference.mjs');
    const made = cliReference(createProgram());
    expect(fs.readFileSync(WEBSITE_PAGE, 'utf8') === made, 'website/content/en/docs/reference/cli.md is out of date: run node scripts/cli-reference.mjs').toBe(true);
    // Every command, and every option of a command, is on the page.
    for (const command of createProgram().commands) {
      expect(made).toContain(`\n## ${command.name()}\n`);
      for (const option of command.options) expect(made).toContain(`| \`${option.flags}\` |`);
    }
    expect(made).toContain('\n## migrate docusaurus\n');
    expect(made).toContain('| `<from>` | Folder of the Docusaurus site');
  });

  it('is what the README leads to: its links name the pages by file, and the published package\'s copy by address', async () => {
    const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    // A front page: no guide and no config reference of its own.
    expect(readme).not.toContain('| option | type | default |');
    expect(readme.split('\n').length).toBeLessThan(120);
    const targets = (text: string) => [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
    // Files of the repository: not addresses, nor anchors of the README itself.
    const local = targets(readme).filter((target) => !/^([a-z]+:|#)/.test(target));
    expect(local).toContain('website/content/en/docs/reference/config.md');
    expect(local).toContain('website/content/en/docs/reference/errors.md');
    for (const target of local) expect(fs.existsSync(path.join(repoRoot, target)), target).toBe(true);
    // Every guide is linked from the README.
    for (const file of fs.readdirSync(path.join(website, 'content', 'en', 'docs', 'guides')).filter((name) => name.endsWith('.md'))) {
      expect(local, file).toContain(`website/content/en/docs/guides/${file}`);
    }
    const { packageReadme } = await script<{ packageReadme(text: string): string }>('bundle-cli.mjs');
    const site = 'https://sloveniaengineering.github.io/laguna-docs/manual/';
    const published = targets(packageReadme(readme));
    expect(published.filter((target) => !/^(https:|#)/.test(target))).toEqual([]);
    for (const target of published.filter((address) => address.startsWith(site))) {
      const route = target.slice(site.length) || 'index';
      expect(fs.existsSync(path.join(out, `${route}.html`)), target).toBe(true);
    }
    expect(published).toContain(`${site}docs/guides/writing`);
  });

  it('has every page that messages and written files send users to (manualPage in the sources)', () => {
    const named = new Set<string>();
    const scan = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) scan(file);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          for (const match of fs.readFileSync(file, 'utf8').matchAll(/manualPage\('([^']+)'\)/g)) named.add(match[1]!);
        }
      }
    };
    for (const pkg of fs.readdirSync(path.join(repoRoot, 'packages'))) {
      if (fs.existsSync(path.join(repoRoot, 'packages', pkg, 'src'))) scan(path.join(repoRoot, 'packages', pkg, 'src'));
    }
    expect(named).toContain('docs/reference/config');
    for (const route of named) {
      const [file, anchor] = route.split('#');
      expect(fs.existsSync(path.join(out, `${file}.html`)), route).toBe(true);
      if (anchor) expect(page(file!), route).toContain(`id="${anchor}"`);
    }
  });

  it('is published on GitHub Pages under the Laguna site, by the workflow that publishes that', () => {
    const workflow = parse(fs.readFileSync(path.join(repoRoot, '.github', 'workflows', 'deploy.yml'), 'utf8')) as { jobs: { build: { steps: Array<{ run?: string; uses?: string; with?: { path?: string } }> } } };
    const steps = workflow.jobs.build.steps;
    const at = (text: string) => steps.findIndex((step) => step.run?.includes(text) || step.uses?.startsWith(text));
    expect(steps[at('node bin/laguna-docs.js build --config website/')]?.run).toBe('node bin/laguna-docs.js build --config website/laguna-docs.config.ts --out website/build');
    expect(steps[at('cp -R website/build')]?.run).toBe('cp -R website/build build/manual');
    expect(steps[at('actions/upload-pages-artifact')]?.with?.path).toBe('build');
    // The Laguna site is built first (its build replaces build/ whole), then the documentation is copied in and uploaded.
    const laguna = steps.findIndex((step) => step.run === 'node bin/laguna-docs.js build');
    expect(laguna).toBeGreaterThanOrEqual(0);
    expect([laguna, at('cp -R'), at('actions/upload-pages-artifact')]).toEqual([laguna, at('cp -R'), at('actions/upload-pages-artifact')].sort((a, b) => a - b));
    // The site's base path is where the workflow puts it.
    expect(fs.readFileSync(path.join(website, 'laguna-docs.config.ts'), 'utf8')).toContain("basePath: '/laguna-docs/manual/',");
  });
});
