import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cliDir, linkedFolder } from '../testing/linkedFolder.js';
import { runCli } from '../testing/runCli.js';

const bin = path.resolve(cliDir, '../../bin/laguna-docs.js');
const fixture = path.join(cliDir, 'test-fixtures', 'docusaurus-site');
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A folder holding a copy of the fixture Docusaurus site as `old-site`, in which `laguna-docs` can be imported. */
function workspace(): string {
  const dir = linkedFolder('migrate');
  folders.push(dir);
  fs.cpSync(fixture, path.join(dir, 'old-site'), { recursive: true });
  return dir;
}

const run = (cwd: string, ...args: string[]) => runCli(cwd, ['migrate', 'docusaurus', ...args]);

const read = (...parts: string[]) => fs.readFileSync(path.join(...parts), 'utf8');

describe('laguna-docs migrate docusaurus', () => {
  it('checks the new site with the running laguna-docs when the folders have none installed', () => {
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-migrate-bare-'));
    folders.push(cwd);
    fs.cpSync(fixture, path.join(cwd, 'old-site'), { recursive: true });
    const result = spawnSync(process.execPath, [bin, 'migrate', 'docusaurus', 'old-site', 'new-site', '--check'], { cwd, encoding: 'utf8', timeout: 300_000 });
    expect(result.stdout).toContain('Checked: the new site builds');
    expect(result.status).toBe(0);
    expect(fs.existsSync(path.join(cwd, 'new-site', 'node_modules', 'laguna-docs'))).toBe(false);
  }, 300_000);

  it('writes a site that builds with its links checked, and reports what it converted and what it left behind', () => {
    const cwd = workspace();
    // The compiled CLI, as a user runs it; --check builds the new site.
    const result = spawnSync(process.execPath, [bin, 'migrate', 'docusaurus', 'old-site', 'new-site', '--check'], { cwd, encoding: 'utf8', timeout: 300_000 });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatchInlineSnapshot(`
      "Moved the Docusaurus site in old-site to new-site: docs 6 in en, 1 in sl; 3 static files.

      Converted (17):
        blog/ → content/en/blog/: the blog: 1 post, at the same routes
        community/ → content/en/community/: the docs plugin "community": a docs section at /community with 2 docs
        docs/guides/colors.mdx → content/en/docs/guides/colors.mdx: kept as MDX: its text uses "Swatch", a value the file exports, which laguna-docs renders at build time
        docs/guides/install.mdx → content/en/docs/guides/install.md: import and export lines removed; {/* comments */} became HTML comments; className became class; tabs became ::::tabs directives; tabs of code blocks alone became a ::: code-group
        docs/guides/legacy.mdx → content/en/docs/guides/legacy.mdx: kept as MDX: it has the JSX expression {useBaseUrl('/img/logo.svg')}, which laguna-docs renders at build time
        docs/guides/showcase.mdx → content/en/docs/guides/showcase.mdx: kept as MDX: it uses components of src/components, rendered at build time
        docs/guides/showcase.mdx → content/en/docs/guides/showcase.mdx: client:load added to <Counter>: it keeps state or handles events, and laguna-docs runs only islands in the browser
        docusaurus.config.ts → laguna-docs.config.ts: headTags, scripts and stylesheets: 3 elements of every page's <head>, in head
        docusaurus.config.ts → laguna-docs.config.ts: the pages' <iframe> embeds (the first in content/en/docs/intro.md) come from www.youtube.com: listed in markdown.embeds
        i18n/sl/docusaurus-plugin-content-docs/current.json → content/sl/docs/: the sidebar's translated labels, in docs.sidebar and the locale's _category_ files
        sidebars.js → laguna-docs.config.ts: the sidebar, as docs.sidebar
        src/components/ → src/components/: 2 files of React components, copied: .mdx pages import them as @site/src/components/…
        src/css/custom.css → src/css/custom.css: --ifm-color-primary now sets the theme's --primary; other --ifm-* variables and Infima classes have no effect
        src/pages/help.js → src/pages/help.js: a React page, carried: laguna-docs makes src/pages/ routes and shows @theme/Layout in the site's layout
        src/pages/help.js → src/pages/help.js: client:load added to <Counter>: it keeps state or handles events, and laguna-docs runs only islands in the browser
        src/pages/index.js → content/en/pages/index.md: a home page with the site's title, tagline and a button to the docs in place of the React page
        src/theme/Footer/index.js → src/theme/Footer/index.js: the swizzled Footer, carried: it replaces the theme's Footer (its props are laguna-docs' own: https://sloveniaengineering.github.io/laguna-docs/manual/docs/guides/theme-overrides)

      Not carried over (11):
        docusaurus.config.ts:25: headTags: <meta name="description">: every page makes this element itself; set it in front matter or a page's <head> block
        docusaurus.config.ts:54: plugins: @docusaurus/plugin-ideal-image is not carried
        docusaurus.config.ts:56: plugins: the plugin "custom-plugin" written in the config is not carried
        docusaurus.config.ts:81: navbar dropdown "More" item of type html: a dropdown holds links to pages and to other sites
        docusaurus.config.ts:84: navbar dropdown "Legacy" item of type html: a dropdown holds links to pages and to other sites
        docusaurus.config.ts:84: navbar dropdown "Legacy": left out, none of its items could be carried
        docusaurus.config.ts:98: themeConfig.algolia: laguna-docs has its own search
        docusaurus.config.ts:99: themeConfig.prism: code is highlighted by highlight.js in the theme's colours
        i18n/sl/code.json: the theme strings of Docusaurus: laguna-docs takes its own in i18n/<locale>.json (laguna-docs write-translations)
        sidebars.js:12: a sidebar item of type html has no counterpart
        src/pages/users.js:3: a React page imports "@docusaurus/useDocusaurusContext", which laguna-docs does not provide: it may import React, @theme/Layout, @theme/<Name> and @theme-original/<Name> of the overridable components, and the site's own files

      Checked: the new site builds (31 pages, links checked).
      "
    `);
    const site = path.join(cwd, 'new-site');
    expect(read(site, 'laguna-docs.config.ts')).toMatchInlineSnapshot(`
      "import { defineConfig } from 'laguna-docs';

      // Moved from Docusaurus by \`laguna-docs migrate docusaurus\`; every option: https://sloveniaengineering.github.io/laguna-docs/manual/docs/reference/config
      export default defineConfig({
        title: 'Acme Widgets',
        tagline: 'Widgets for every workshop',
        url: 'https://docs.acme.example',
        basePath: '/widgets/',
        favicon: 'img/favicon.ico',
        locales: {
          default: 'en',
          items: [{ code: 'en', label: 'English' }, { code: 'sl', label: 'Slovenščina', htmlLang: 'sl-SI' }],
        },
        editUrl: 'https://github.com/acme/widgets/tree/main/website',
        onBrokenAnchors: 'warn',
        onBrokenMarkdownLinks: 'warn',
        customCss: ['./src/css/custom.css'],
        logo: 'img/logo.svg',
        navbar: [
          { type: 'link', label: { en: 'Tutorial', sl: 'Vodič' }, to: '/docs/intro' },
          { type: 'link', label: 'Community', to: '/community' },
          { type: 'link', label: 'Blog', to: '/blog' },
          {
            type: 'dropdown',
            label: { en: 'More', sl: 'Več' },
            items: [
              { label: { en: 'Install', sl: 'Namestitev' }, to: '/docs/guides/install' },
              { label: 'Support', to: '/community' },
              { label: 'News', to: '/blog' },
              { label: 'Forum', href: 'https://forum.acme.example' },
            ],
          },
          { type: 'locales', position: 'right' },
          { type: 'external', label: 'GitHub', href: 'https://github.com/acme/widgets', position: 'right' },
          { type: 'colorMode', position: 'right' },
        ],
        footer: {
          columns: [
            {
              title: { en: 'Docs', sl: 'Dokumentacija' },
              items: [{ label: { en: 'Tutorial', sl: 'Vodič' }, to: '/docs/intro' }],
            },
            { title: 'Community', items: [{ label: 'Forum', href: 'https://forum.acme.example' }] },
            { title: 'More', items: [{ label: 'Blog', to: '/blog' }] },
          ],
          copyright: \`Copyright © \${new Date().getFullYear()} Acme, Inc.\`,
        },
        head: [
          {
            tag: 'script',
            attributes: { src: 'https://plausible.io/js/script.js', defer: true, 'data-domain': 'docs.acme.example' },
          },
          { tag: 'link', attributes: { rel: 'stylesheet', href: 'https://fonts.acme.example/inter.css' } },
          { tag: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.acme.example' } },
        ],
        docs: {
          sidebar: [
            'intro',
            {
              type: 'category',
              label: { en: 'Guides', sl: 'Vodiči' },
              items: [{ type: 'autogenerated', dirName: 'guides' }],
            },
            {
              type: 'link',
              label: { en: 'Changelog', sl: 'Dnevnik sprememb' },
              href: 'https://acme.example/changelog',
            },
          ],
          sections: [
            {
              path: 'community',
              routeBasePath: '/community',
              label: 'Community',
              sidebar: [{ type: 'autogenerated', dirName: '.' }],
            },
          ],
        },
        markdown: { embeds: ['www.youtube.com'] },
        blog: { showReadingTime: true },
      });
      "
    `);
    // MDX became markdown; the links to it follow it; the page with a component of the site's own stays MDX.
    expect(read(site, 'content/en/docs/guides/install.md')).toContain(
      '::::tabs{groupId="package-manager"}\n:::tab{label="npm" default}\n```bash\nnpm install @acme/widgets\n```\n:::\n:::tab{label="Yarn" value="yarn"}\n```bash\nyarn add @acme/widgets\n```\n:::\n::::\n',
    );
    // Nested tabs get one colon more than what they hold; tabs of code blocks alone, a code group.
    expect(read(site, 'content/en/docs/guides/install.md')).toContain(
      ':::::::tabs{groupId="os"}\n::::::tab{label="macOS" value="mac"}\nInstall with Homebrew:\n\n```bash\nbrew install acme-widgets\n```\n\n:::::tabs\n::::tab{label="Intel" value="intel"}\n:::tip\n\nRosetta is not needed.\n\n:::\n',
    );
    expect(read(site, 'content/en/docs/guides/install.md')).toContain(':::code-group{groupId="runner" defaultValue="pnpm"}\n```bash [npx]\nnpx widgets init\n```\n```bash [pnpm]\npnpm dlx widgets init\n```\n:::\n');
    expect(read(site, 'content/en/docs/guides/configure.md')).toContain('[installing](./install.md#next-steps)');
    // A page's <head> block is carried as it is, and builds (--check).
    expect(read(site, 'content/en/docs/guides/install.md')).toContain('<head>\n  <meta name="keywords" content="install, npm, yarn" />\n  <link rel="canonical" href="https://widgets.example.com/docs/install" />\n</head>');
    expect(read(site, 'content/sl/docs/intro.md')).toContain('[namestitvijo](./guides/install.md)');
    // A page that uses the site's components stays MDX, and the components are carried.
    // Its component that keeps state becomes an island, so it still counts in the browser.
    expect(read(site, 'content/en/docs/guides/showcase.mdx')).toBe(read(fixture, 'docs/guides/showcase.mdx').replace('<Counter start={2} />', '<Counter client:load start={2} />'));
    expect(read(site, 'src/components/Highlight.js')).toBe(read(fixture, 'src/components/Highlight.js'));
    // A React page that imports only what laguna-docs provides is carried (its counter an island), as is the
    // swizzled footer; they are the pages' and the theme's in the built site.
    expect(read(site, 'src/pages/help.js')).toBe(read(fixture, 'src/pages/help.js').replace('<Counter start={1} />', '<Counter client:load start={1} />'));
    expect(read(site, 'src/theme/Footer/index.js')).toBe(read(fixture, 'src/theme/Footer/index.js'));
    expect(fs.existsSync(path.join(site, 'src/pages/users.js'))).toBe(false);
    const help = read(site, 'build/help.html');
    expect(help).toContain('<title>Help | Acme Widgets</title>');
    expect(help).toMatch(/<laguna-island data-component="src\/components\/Counter.js" data-hydrate="load"[^>]*><button type="button">Clicked <!-- -->1<!-- --> times<\/button><\/laguna-island>/);
    expect(help).toContain('<footer>Acme</footer>');
    expect(read(site, 'build/sl/help.html')).toContain('<footer>Acme</footer>');
    // So does one whose own exported component laguna-docs's MDX renders, its link following the converted page,
    // and one that uses a hook laguna-docs provides under its Docusaurus name.
    expect(read(site, 'content/en/docs/guides/colors.mdx')).toBe(read(fixture, 'docs/guides/colors.mdx').replace('(./install.mdx)', '(./install.md)'));
    expect(read(site, 'content/en/docs/guides/legacy.mdx')).toBe(read(fixture, 'docs/guides/legacy.mdx'));
    expect(read(site, 'content/en/docs/guides/_category_.json')).toBe(read(fixture, 'docs/guides/_category_.json'));
    // The sidebar's labels translated in current.json.
    expect(JSON.parse(read(site, 'content/sl/docs/guides/_category_.json'))).toEqual({ ...JSON.parse(read(fixture, 'docs/guides/_category_.json')), label: 'Vodiči' });
    expect(read(site, 'content/en/pages/markdown-page.md')).toBe(read(fixture, 'src/pages/markdown-page.md'));
    expect(fs.readFileSync(path.join(site, 'static/img/favicon.ico'))).toEqual(fs.readFileSync(path.join(fixture, 'static/img/favicon.ico')));
    // The built site: pages of both locales, the translated navbar, the custom CSS.
    const built = path.join(site, 'build');
    expect(read(built, 'docs/guides/colors.html')).toContain('<p>Our brand colour is <span style="background-color:#25c2a0;border-radius:4px;padding:0.2rem">green</span>; see <a href="/widgets/docs/guides/install">the install page</a> first.</p>');
    expect(read(built, 'sl/docs/intro.html')).toMatch(/Vodiči[\s\S]*Dnevnik sprememb/);
    // The tabs switch as MDX's do: the markdown tab set's markup is that of the same <Tabs> left in an MDX page.
    const tabSet = (html: string) => /<div class="tabs" data-group-id="package-manager">[\s\S]*?<\/div><\/div><\/div>/.exec(html)?.[0];
    const install = read(built, 'docs/guides/install.html');
    expect(tabSet(install)).toContain('<button type="button" role="tab" id="tabs-1-tab-1" aria-controls="tabs-1-panel-1" aria-selected="false" tabindex="-1" data-value="yarn">Yarn</button>');
    expect(tabSet(install)).toBe(tabSet(read(built, 'docs/guides/showcase.html')));
    expect(install).toContain('<p class="tabs-panel-label">Intel</p><div class="admonition admonition-tip">');
    expect(install).toMatch(/<div class="tabs" data-group-id="runner">.*data-value="pnpm" data-selected="true"><p class="tabs-panel-label">pnpm<\/p><div class="code-block" data-language="bash">/s);
    // The second docs plugin's docs, a section of their own with their own sidebar.
    expect(read(built, 'community/support.html')).toContain('<ul class="sidebar-list"><li><a class="sidebar-link" href="/widgets/community/support" aria-current="page"><span>Support</span></a></li></ul>');
    // The sidebar of sidebars.js, its link to another site included.
    expect(read(built, 'docs/intro.html')).toContain('<a class="sidebar-link" href="https://acme.example/changelog" rel="noopener">');
    expect(read(built, 'sl/docs/intro.html')).toContain('Vodič');
    // The navbar dropdown, its translated labels, its doc and its sidebar resolved to routes.
    expect(read(built, 'sl/docs/intro.html')).toMatch(/<button[^>]*aria-controls="navbar-dropdown-3"><span>Več<\/span>.*?<ul id="navbar-dropdown-3" class="dropdown-menu"><li><a href="\/widgets\/sl\/docs\/guides\/install">Namestitev<\/a><\/li><li><a href="\/widgets\/sl\/community">Support<\/a><\/li>/s);
    expect(read(built, 'index.html')).toContain('Widgets for every workshop');
    expect(fs.readdirSync(path.join(built, 'assets')).some((name) => /^custom\.[\w-]+\.css$/.test(name))).toBe(true);
    expect(fs.readFileSync(path.join(built, 'docs/guides/showcase.html'), 'utf8')).toContain('<p>Our widgets are <span style="background-color:#25c2a0;border-radius:2px;padding:0.2rem">green</span>.</p>');
  });

  it('refuses a folder that is not a Docusaurus site, one that does not exist, and a target in use without --force', async () => {
    const cwd = workspace();
    fs.mkdirSync(path.join(cwd, 'plain'));
    expect(await run(cwd, 'plain', 'out')).toEqual({
      code: 1,
      out: '',
      err: 'error plain is not a Docusaurus site: it has no docusaurus.config.js or docusaurus.config.ts [migrate/not-docusaurus]\n  hint: give the folder that holds the Docusaurus config, beside its docs/ folder\n✖ 1 error',
    });
    expect((await run(cwd, 'missing', 'out')).err).toBe('error missing does not exist [migrate/no-folder]\n  hint: give the folder of the Docusaurus site, the one holding docusaurus.config.js\n✖ 1 error');
    fs.mkdirSync(path.join(cwd, 'used'));
    fs.writeFileSync(path.join(cwd, 'used', 'notes.txt'), 'mine\n');
    expect(await run(cwd, 'old-site', 'used')).toEqual({
      code: 1,
      out: '',
      err: 'error used is not empty (notes.txt) [migrate/not-empty]\n  hint: give a new or empty folder, or pass --force to write into it, replacing files of the same name\n✖ 1 error',
    });
    expect(fs.readdirSync(path.join(cwd, 'used'))).toEqual(['notes.txt']);
    expect((await run(cwd, 'old-site', '.', '--force')).err).toBe(
      'error . holds the Docusaurus site itself [migrate/same-folder]\n  hint: write the new site into a folder of its own, such as "laguna-docs migrate docusaurus website docs-site"\n✖ 1 error',
    );
    const forced = await run(cwd, 'old-site', 'used', '--force');
    expect(forced.code).toBe(0);
    expect(read(cwd, 'used', 'notes.txt')).toBe('mine\n');
    expect(forced.out).toContain('\nNext steps:\n  cd used\n  npm install\n  npx laguna-docs build');
  });

  it('names the file and line of a config it cannot parse, and reports a config it cannot read', async () => {
    const cwd = workspace();
    fs.writeFileSync(path.join(cwd, 'old-site', 'docusaurus.config.ts'), "const config = {\n  title: 'A',\n  url: ,\n};\nexport default config;\n");
    expect(await run(cwd, 'old-site', 'out')).toEqual({
      code: 1,
      out: '',
      err: 'docusaurus.config.ts:3 error docusaurus.config.ts could not be parsed: Unexpected "," [migrate/config-syntax]\n  hint: fix the syntax error (Docusaurus would not start either), then run migrate again\n✖ 1 error',
    });
    fs.writeFileSync(path.join(cwd, 'old-site', 'docusaurus.config.ts'), "export default require('./config-of-another-file');\n");
    const result = await run(cwd, 'old-site', 'out2');
    expect(result.code).toBe(0);
    expect(result.out).toContain('  docusaurus.config.ts: the exported config could not be read without running it: the title, url and the rest are defaults to fill in');
  });
});
