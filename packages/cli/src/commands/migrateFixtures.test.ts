import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cliDir, linkedFolder } from '../testing/linkedFolder.js';
import { runCli } from '../testing/runCli.js';

const folders: string[] = [];
afterEach(() => {
  if (process.env.KEEP_MIGRATED) return;
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A folder holding a copy of the fixture Docusaurus site `name` as `old-site`, in which `laguna-docs` can be imported. */
function workspace(name: string): string {
  const dir = linkedFolder(`migrate-${name}`);
  folders.push(dir);
  fs.cpSync(path.join(cliDir, 'test-fixtures', name), path.join(dir, 'old-site'), { recursive: true });
  return dir;
}

/** Migrates the fixture with `--check` (the new site is built, its links checked) and returns the run and the new site's folder. */
async function migrate(name: string, prepare?: (cwd: string) => void) {
  const cwd = workspace(name);
  prepare?.(cwd);
  const run = await runCli(cwd, ['migrate', 'docusaurus', 'old-site', 'new-site', '--check']);
  const site = path.join(cwd, 'new-site');
  return { run, site, read: (file: string) => fs.readFileSync(path.join(site, file), 'utf8'), exists: (file: string) => fs.existsSync(path.join(site, file)) };
}

/** The report's lines that mention `text`. */
const lines = (out: string, text: string) => out.split('\n').filter((line) => line.includes(text)).map((line) => line.trim());

describe('migrate docusaurus: sites that build with no edits', () => {
  it('evaluates a config made of imported JSON and modules and path.resolve, resolves relative links, and drops those to what it did not carry', async () => {
    const { run, read } = await migrate('docusaurus-config', (cwd) => fs.symlinkSync('../docs/intro.md', path.join(cwd, 'old-site', 'static', 'intro-link.md')));
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toContain('Checked: the new site builds');
    const config = read('laguna-docs.config.ts');
    expect(config).toContain("title: 'Handbook'");
    expect(config).toContain("url: 'https://acme.example.org'");
    expect(config).toContain("editUrl: 'https://github.com/acme/handbook/tree/main'");
    // The i18n config of another module.
    expect(config).toContain("{ code: 'sl', label: 'Slovenščina' }");
    // Docusaurus's defaults, written out.
    expect(config).toContain("onBrokenAnchors: 'warn'");
    expect(config).toContain("onBrokenMarkdownLinks: 'warn'");
    expect(config).toContain("{ type: 'link', label: 'Start', to: '/docs/intro' }");
    expect(config).toContain("{ type: 'link', label: 'Setup', to: '/docs/guides/setup' }");
    expect(config).toContain("{ label: 'Introduction', to: '/docs/intro' }");
    expect(config).not.toContain('/help');
    expect(config).not.toContain('/blog');
    // sidebars.json, named by path.resolve(__dirname, …).
    expect(config).toContain("{ type: 'category', label: 'Guides', items: ['guides/setup', 'guides/usage'] }");
    expect(lines(run.out, 'docusaurus.config.js:')).toMatchInlineSnapshot(`
      [
        "docusaurus.config.js:32 → laguna-docs.config.ts: navbar item "Start": the link "docs/intro" is the route /docs/intro",
        "docusaurus.config.js:33 → laguna-docs.config.ts: navbar item "Setup": the link "/handbook/docs/guides/setup/" is the route /docs/guides/setup",
        "docusaurus.config.js:43 → laguna-docs.config.ts: footer link "Introduction": the link "docs/intro/" is the route /docs/intro",
        "docusaurus.config.js:34: navbar item "Help" links to the React page src/pages/help.js (not carried): left out",
        "docusaurus.config.js:35: navbar item "News" links to the blog (blog), which is not carried",
        "docusaurus.config.js:44: footer link "Help" links to the React page src/pages/help.js (not carried): left out",
        "docusaurus.config.js:53: customFields.buildId: process.env.BUILD_ID could not be worked out without running the config; left out",
      ]
    `);
    expect(lines(run.out, 'static/intro-link.md')).toMatchInlineSnapshot(`
      [
        "static/intro-link.md: a symbolic link: not followed, not copied; copy what it points at into the site if the new site needs it",
      ]
    `);
  }, 120_000);

  it('keeps pages that import partials, Docusaurus components and hooks, and components of npm packages, adding those to package.json', async () => {
    const { run, read, exists } = await migrate('docusaurus-pages', (cwd) => {
      // The packages the pages import, as `npm install` in the new site would bring them.
      const write = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(cwd, 'node_modules', file)), { recursive: true });
        fs.writeFileSync(path.join(cwd, 'node_modules', file), text);
      };
      write('react-player/package.json', JSON.stringify({ name: 'react-player', version: '2.16.0', exports: { './youtube': './youtube.js' } }));
      write('react-player/youtube.js', 'module.exports = function YouTube(props) { return "video " + props.url; };\n');
      write('widget-badges/package.json', JSON.stringify({ name: 'widget-badges', version: '1.2.0', main: 'index.js' }));
      write('widget-badges/index.js', 'exports.Badge = function Badge(props) { return "badge " + props.label; };\n');
    });
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toContain('Checked: the new site builds');
    expect(run.out).not.toContain('not converted');
    expect(run.out).toContain('docs 4 in en');
    expect(JSON.parse(read('package.json')).dependencies).toMatchObject({ 'react-player': '^2.16.0', 'widget-badges': '^1.2.0' });
    expect(read('content/en/docs/reference/video.mdx')).toContain("import ReactPlayer from '@site/src/components/packages/react-player-youtube-default';");
    expect(read('src/components/packages/widget-badges-Badge.jsx')).toBe("export { Badge as default } from 'widget-badges';\n");
    // A .md page with an import became an .mdx page; the link to it follows.
    expect(exists('content/en/docs/reference/api.mdx')).toBe(true);
    expect(read('content/en/docs/links.mdx')).toContain('export const useDocusaurusContext = () => ({"siteConfig":{"title":"Widgets"');
    const page = read('build/links.html');
    expect(page).toContain('<a href="mailto:help@widgets.example">Widgets support</a>');
    expect(page).toContain('<a href="#linking">Linking</a>');
    expect(page).toContain('<span>Loading…</span>');
    expect(page).toContain('<a href="/reference/video">to the video</a>');
    expect(page).toContain('src="/img/logo.svg"');
    expect(read('build/reference/video.html')).toContain('video https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(read('build/reference/video.html')).toContain('badge new');
    expect(read('build/reference/api.html')).toContain('This note is shared by several pages.');
  }, 120_000);
});
