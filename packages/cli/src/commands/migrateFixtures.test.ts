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
  it('evaluates a config made of imported JSON and modules and path.resolve, resolves relative links, and keeps those to what it carried', async () => {
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
    // The React page and the blog are carried, so the links to them stay.
    expect(config).toContain("{ type: 'link', label: 'Help', to: '/help', position: 'right' }");
    // The blog is carried, so the links to it stay.
    expect(config).toContain("{ type: 'link', label: 'News', to: '/blog', position: 'right' }");
    // sidebars.json, named by path.resolve(__dirname, …).
    expect(config).toContain("{ type: 'category', label: 'Guides', items: ['guides/setup', 'guides/usage'] }");
    expect(lines(run.out, 'docusaurus.config.js:')).toMatchInlineSnapshot(`
      [
        "docusaurus.config.js:32 → laguna-docs.config.ts: navbar item "Start": the link "docs/intro" is the route /docs/intro",
        "docusaurus.config.js:33 → laguna-docs.config.ts: navbar item "Setup": the link "/handbook/docs/guides/setup/" is the route /docs/guides/setup",
        "docusaurus.config.js:34 → laguna-docs.config.ts: navbar item "Help": the link "help" is the route /help",
        "docusaurus.config.js:35 → laguna-docs.config.ts: navbar item "News": the link "blog" is the route /blog",
        "docusaurus.config.js:43 → laguna-docs.config.ts: footer link "Introduction": the link "docs/intro/" is the route /docs/intro",
        "docusaurus.config.js:53: customFields.buildId: process.env.BUILD_ID could not be worked out without running the config; left out",
      ]
    `);
    // Links with a trailing slash to pages that exist, in markdown and in HTML, lead to the pages.
    expect(read('build/docs/intro.html')).toContain('<a href="/handbook/docs/guides/setup">setup</a>');
    expect(read('build/docs/guides/setup.html')).toContain('<a href="/handbook/docs/guides/usage">usage</a>');
    expect(lines(run.out, 'sidebars.json')).toMatchInlineSnapshot(`
      [
        "sidebars.json → laguna-docs.config.ts: the sidebar, as docs.sidebar",
      ]
    `);
    expect(lines(run.out, 'static/.htaccess')).toMatchInlineSnapshot(`
      [
        "static/.htaccess: a hidden file (its name starts with a dot): not copied; copy it into static/ if the site must publish it",
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
      write('clsx/package.json', JSON.stringify({ name: 'clsx', version: '2.1.0', main: 'index.js' }));
      write('clsx/index.js', 'module.exports = (...names) => names.filter(Boolean).join(" ");\n');
      write('widget-badges/index.js', 'exports.Badge = function Badge(props) { return "badge " + props.label; };\n');
    });
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toContain('Checked: the new site builds');
    expect(run.out).not.toContain('not converted');
    expect(run.out).toContain('docs 4 in en');
    expect(JSON.parse(read('package.json')).dependencies).toEqual({ clsx: '^2.1.0', 'laguna-docs': expect.any(String), 'react-player': '^2.16.0', 'widget-badges': '^1.2.0' });
    expect(read('content/en/docs/reference/video.mdx')).toContain("import ReactPlayer from '@site/src/components/packages/react-player-youtube-default';");
    expect(read('src/components/packages/widget-badges-Badge.jsx')).toBe("export { Badge as default } from 'widget-badges';\n");
    // A .md page with an import became an .mdx page; the link to it follows.
    expect(exists('content/en/docs/reference/api.mdx')).toBe(true);
    expect(read('content/en/docs/links.mdx')).not.toContain("from 'react'");
    expect(lines(run.out, 'docusaurus.config.ts')).toMatchInlineSnapshot(`
      [
        "src/constants.ts → laguna-docs.config.ts: a module docusaurus.config.ts imports, read without running it: its values are carried where the config uses them",
        "docusaurus.config.ts:11: trailingSlash: true: laguna-docs writes routes without a trailing slash; a link with one still leads to its page, and serve redirects such a URL",
      ]
    `);
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

  it('makes npm2yarn and tab-block fences code groups, and reports the other remark plugins with the pages that use them', async () => {
    const { run, read } = await migrate('docusaurus-tabs');
    // The option of remark-code-import, which is not carried, is left in the code block; the build warns.
    expect(run.err).toMatch(/^content\/en\/docs\/install\.md:\d+:1 warning unknown code block option "file="/);
    expect(run.code).toBe(0);
    expect(run.out).toContain('Checked: the new site builds');
    expect(read('content/en/docs/install.md')).toMatchInlineSnapshot(`
      "# Install

      :::code-group{groupId="npm2yarn"}
      \`\`\`bash [npm]
      npm install --save-dev tabbed-cli
      npm run build
      \`\`\`
      \`\`\`bash [yarn]
      yarn add --dev tabbed-cli
      yarn build
      \`\`\`
      \`\`\`bash [pnpm]
      pnpm add --save-dev tabbed-cli
      pnpm run build
      \`\`\`
      \`\`\`bash [bun]
      bun add --dev tabbed-cli
      bun run build
      \`\`\`
      :::

      ## Use it

      :::code-group
      \`\`\`js [JavaScript]
      const tabbed = require('tabbed');
      \`\`\`
      \`\`\`ts [TypeScript]
      import tabbed from 'tabbed';
      \`\`\`
      :::

      \`\`\`js file=./example.js
      \`\`\`
      "
    `);
    expect(lines(run.out, 'docusaurus.config.mjs')).toMatchInlineSnapshot(`
      [
        "docusaurus.config.mjs:2 → laguna-docs.config.ts: presets docs.remarkPlugins: docusaurus-remark-plugin-tab-blocks: its code blocks became code groups in the pages",
        "docusaurus.config.mjs:16 → laguna-docs.config.ts: presets docs.remarkPlugins: @docusaurus/remark-plugin-npm2yarn: its code blocks became code groups in the pages",
        "docusaurus.config.mjs:3: presets docs.remarkPlugins: remark-code-import is not carried (used by content/en/docs/install.md); add it to markdown.remarkPlugins if the pages still need it",
      ]
    `);
    const page = read('build/docs/install.html');
    expect(page).toContain('pnpm add --save-dev tabbed-cli');
    expect(page).toContain('data-value="bun"');
  }, 120_000);

  it('fails --check, naming the file and line, when a page needs a person to carry it', async () => {
    const { run } = await migrate('docusaurus-tabs', (cwd) => fs.writeFileSync(path.join(cwd, 'old-site', 'docs', 'layout.mdx'), "# Layout\n\nimport Layout from '@theme/Layout';\n\n<Layout>Inside</Layout>\n"));
    expect(run.code).toBe(1);
    expect(lines(run.out, 'docs/layout.mdx')).toMatchInlineSnapshot(`
      [
        "docs/layout.mdx:5: not converted, it uses <Layout> from "@theme/Layout", a React component; copied as content/en/docs/_layout.mdx, which the build leaves out (a name starting with _ is never a page) until it is rewritten and renamed layout.mdx",
      ]
    `);
    expect(run.err).toMatchInlineSnapshot(`
      "content/en/docs/install.md:33:1 warning unknown code block option "file="; did you mean "title"? [markdown/code-block-option]
        hint: code block options are title="…", {1,4-6} (lines to highlight) and showLineNumbers
      ✖ 1 file of the old site needs a person to carry it over:
        docs/layout.mdx:5
        (each is listed above under "Not carried over", with why)"
    `);
  }, 120_000);

  it('carries a site with an OpenAPI preset, sidebars.json, relative links, a partial and npm2yarn blocks, with its blog, React page and swizzled footer', async () => {
    const { run, read, site } = await migrate('docusaurus-openapi');
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toContain('Checked: the new site builds');
    const config = read('laguna-docs.config.ts');
    expect(config).toContain("openapi: { spec: 'api/petstore.yaml', route: '/api' }");
    expect(config).toContain("{ type: 'link', label: 'API', to: '/api' }");
    expect(config).toContain("{ type: 'link', label: 'Adopt', to: '/docs/guides/adopt' }");
    expect(config).toContain("{ type: 'category', label: 'Guides', items: ['guides/adopt'] }");
    expect(config).toContain("{ type: 'link', label: 'Showcase', to: '/showcase' }");
    expect(config).toContain("{ type: 'link', label: 'Blog', to: '/blog' }");
    expect(run.out.split('\n').filter((line) => /blog|showcase|theme|openapi|api\//.test(line)).map((line) => line.trim())).toMatchInlineSnapshot(`
      [
        "blog/ → content/en/blog/: the blog: 1 post, at the same routes",
        "docusaurus.config.js:18 → laguna-docs.config.ts: docusaurus-preset-openapi: the reference of api/petstore.yaml at /api, in openapi",
        "docusaurus.config.js:34 → laguna-docs.config.ts: navbar item "Blog": the link "blog" is the route /blog",
        "docusaurus.config.js:35 → laguna-docs.config.ts: navbar item "Showcase": the link "showcase" is the route /showcase",
        "src/pages/showcase.js → src/pages/showcase.js: a React page, carried: laguna-docs makes src/pages/ routes and shows @theme/Layout in the site's layout",
        "src/theme/Footer/index.js → src/theme/Footer/index.js: the swizzled Footer, carried: it replaces the theme's Footer (its props are laguna-docs' own: https://sloveniaengineering.github.io/laguna-docs/manual/docs/guides/theme-overrides)",
      ]
    `);
    expect(read('build/api/list-pets.html')).toContain('List pets');
    // The React page and the swizzled footer are the new site's.
    expect(read('build/showcase.html')).toContain('<title>');
    expect(fs.existsSync(path.join(site, 'src/theme/Footer/index.js')) || fs.existsSync(path.join(site, 'src/theme/Footer.js'))).toBe(true);
    expect(read('build/docs/intro.html')).toContain('Every pet comes with a <strong>collar</strong>.');
  }, 120_000);

  it('refuses to write the new site inside the old one', async () => {
    const cwd = workspace('docusaurus-tabs');
    expect(await runCli(cwd, ['migrate', 'docusaurus', 'old-site', 'old-site/laguna'])).toEqual({
      code: 1,
      out: '',
      err: 'error old-site/laguna is inside the Docusaurus site old-site [migrate/inside-source]\n  hint: write the new site into a folder beside the old one, such as "laguna-docs migrate docusaurus website docs-site"\n✖ 1 error',
    });
    expect(fs.existsSync(path.join(cwd, 'old-site', 'laguna'))).toBe(false);
  });

  it('stops --check before building when the packages the pages import are not installed yet, saying what to run', async () => {
    const cwd = workspace('docusaurus-pages');
    const run = await runCli(cwd, ['migrate', 'docusaurus', 'old-site', 'new-site', '--check']);
    expect(run.code).toBe(1);
    expect(run.err).toBe('✖ --check cannot build the new site yet: its pages and components import clsx, react-player, widget-badges, not installed.\n  cd new-site\n  npm install\n  npx laguna-docs build');
  });
});
