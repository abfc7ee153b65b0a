import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../testing/runCli.js';
import { siteFolder, type SiteFolder } from '../testing/siteFolder.js';

// A site that makes the theme its own: a footer wrapping the theme's (`swizzle Footer --wrap`), an
// ejected navbar (`swizzle Navbar --eject`), a React page with an island in the site's layout, and an
// Arabic locale, built with the command line.
const sites: SiteFolder[] = [];
afterEach(() => {
  for (const site of sites.splice(0)) fs.rmSync(site.root, { recursive: true, force: true });
});

export const COUNTER = `import { useState } from 'react';

export default function Counter({ start = 0 }: { start?: number }) {
  const [count, setCount] = useState(start);
  return <button type="button" className="counter" onClick={() => setCount(count + 1)}>Count: {count}</button>;
}
`;

const SHOWCASE = `import Layout from '@theme/Layout';
import Counter from '../components/Counter';

export default function Showcase() {
  return (
    <Layout title="Showcase" description="Sites made with the fixture">
      <h1>Showcase</h1>
      <p>Start with <a href="/docs/intro">the introduction</a>.</p>
      <Counter client:load start={3} />
    </Layout>
  );
}
`;

function themedSite(): SiteFolder {
  const site = siteFolder('theme-site', {
    'laguna-docs.config.mjs': `export default ${JSON.stringify({
      title: 'Fixture',
      url: 'https://example.org',
      basePath: '/',
      locales: { default: 'en', items: [{ code: 'en', label: 'English' }, { code: 'ar', label: 'العربية' }] },
      navbar: [{ type: 'link', label: 'Showcase', to: '/showcase' }, { type: 'locales', position: 'right' }],
      footer: { columns: [{ title: 'More', items: [{ label: 'Showcase', to: '/showcase' }] }] },
    })};\n`,
    'content/en/pages/index.md': '# Home\n\nSee [the showcase](/showcase).\n',
    'content/en/docs/intro.md': '# Introduction\n\nHello.\n\n## Part\n\nText.\n',
    'content/ar/docs/intro.md': '# مقدمة\n\nمرحبا.\n\n## جزء\n\nنص.\n',
    'src/components/Counter.tsx': COUNTER,
    'src/pages/showcase.tsx': SHOWCASE,
    'src/pages/about.mdx': "import Counter from '../components/Counter';\n\n# About\n\n<Counter client:idle />\n",
  });
  sites.push(site);
  return site;
}

describe('a site with overrides, a React page and an Arabic locale', () => {
  it('builds with the overrides on every page, the page in the site layout, and Arabic pages right to left', async () => {
    const site = themedSite();
    expect(await runCli(site.root, ['swizzle', 'Footer'])).toEqual({ code: 0, out: 'wrapped Footer into src/theme/Footer.tsx', err: '' });
    expect((await runCli(site.root, ['swizzle', 'Navbar', '--eject'])).out).toMatchInlineSnapshot(`
      "ejected Navbar into src/theme/Navbar.tsx
      note: Navbar is safe to wrap, not to eject: the top bar; keep the menu button (\`menuButton\`, \`onMenuOpen\`, \`panelId\`) for narrow screens"
    `);
    // The wrapper is the starting file with a note added before the theme's footer.
    site.write('src/theme/Footer.tsx', site.read('src/theme/Footer.tsx').replace('      <Original {...props} />', '      <p className="site-note">Made by the fixture team</p>\n      <Original {...props} />'));
    site.write('src/theme/Navbar.tsx', site.read('src/theme/Navbar.tsx').replace('<span className="brand-title">{site.title}</span>', '<span className="brand-title">{site.title} (ours)</span>'));
    const built = await runCli(site.root, ['build']);
    // The one warning: the theme has no Arabic UI strings.
    expect(built.err.split('\n').filter((line) => /^\S*\s*(warning|error) /.test(line)).map((line) => line.replace(/ \(.*/, '').replace(/\d+ of \d+/, 'all'))).toEqual(['warning all UI strings have no "ar" text']);
    expect(built.code).toBe(0);
    // The React page is one file for every locale: not a translation to keep up to date.
    expect(`${built.out}\n${built.err}`).toContain('translations ar: 0 up to date, 0 stale, 1 missing, 1 untracked');
    const page = (file: string) => site.read(path.join('build', file));
    for (const file of ['index.html', 'docs/intro.html', 'showcase.html', 'ar/docs/intro.html', 'ar/showcase.html', '404.html']) {
      expect(page(file), file).toContain('<p class="site-note">Made by the fixture team</p><footer class="footer">');
      expect(page(file), file).toContain('<span class="brand-title">Fixture<!-- --> (ours)</span>');
    }
    const showcase = page('showcase.html');
    expect(showcase).toContain('<title>Showcase | Fixture</title>');
    // Its own heading is the page's one title.
    expect(showcase.match(/<h1[\s>][^]*?<\/h1>/g)).toEqual(['<h1 id="showcase">Showcase</h1>']);
    expect(showcase).toContain('<meta name="description" content="Sites made with the fixture">');
    expect(showcase).toMatch(/<laguna-island data-component="src\/components\/Counter.tsx" data-hydrate="load" data-props="{&quot;start&quot;:3}" style="display:contents"><button type="button" class="counter">Count: <!-- -->3<\/button><\/laguna-island>/);
    // The page loads the island script once its runtime is live.
    expect(showcase).toMatch(/"islands":\{"script":"\/assets\/islands\/islands\.\w+\.js"\}/);
    // An `.mdx` page in src/pages is a page too, its imports beside it.
    expect(page('about.html')).toContain('<laguna-island data-component="src/components/Counter.tsx" data-hydrate="idle"');
    expect(page('index.html')).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr"/);
    expect(page('ar/docs/intro.html')).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl"/);
    expect(page('ar/showcase.html')).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl"/);
    // Listed like every page: sitemap, llms.txt, and its markdown copy.
    expect(page('sitemap.xml')).toContain('<loc>https://example.org/showcase</loc>');
    expect(page('llms.txt')).toContain('[Showcase](https://example.org/showcase.md)');
    // The page runtime is the site's own, with the overrides: the theme's prebuilt one would hydrate other markup.
    const runtime = fs.readdirSync(path.join(site.root, 'build', 'assets')).filter((name) => name.startsWith('runtime.')).map((name) => page(`assets/${name}`)).join('');
    expect(runtime).toContain('Made by the fixture team');
    expect(runtime).toContain('(ours)');
  });

  it('warns of a component that gives handlers but is rendered without a client: directive, naming it and the page', async () => {
    const site = themedSite();
    site.write('content/en/docs/dead.mdx', "import Counter from '@site/src/components/Counter';\n\n# Dead\n\n<Counter start={1} />\n");
    const built = await runCli(site.root, ['build']);
    expect(built.code).toBe(0);
    expect(built.err.split('\n').filter((line) => line.includes('dead-component') || line.includes('client:load>'))[0]).toMatchInlineSnapshot(`"content/en/docs/dead.mdx:5:1 warning <Counter> (src/components/Counter.tsx) gives onClick on <button>, but it is rendered without a client: directive, so it is HTML made at build time and does nothing in the browser [markdown/dead-component]"`);
    expect(built.err).toContain('hint: write <Counter client:load> to make it an island that runs in the browser (client:idle or client:visible load it later); leave it as it is if it needs no browser code');
  });

  it('names an override of no component, and a page whose island is no site component, at their files', async () => {
    const site = themedSite();
    site.write('src/theme/Fotter.tsx', 'export default () => null;\n');
    expect((await runCli(site.root, ['build'])).err).toMatchInlineSnapshot(`
      "src/theme/Fotter.tsx error "Fotter" is not a component of the theme that a site can override [theme/unknown-override]
        hint: did you mean "Footer"? the overridable components are AnnouncementBar, Navbar, NavPanel, MainContent, Breadcrumbs, VersionBanner, PageMeta, Pagination, Toc, Footer, SearchButton, ColorModeToggle; a file of src/theme/ whose name starts with _ is left alone
      ✖ 1 error"
    `);
    fs.rmSync(path.join(site.root, 'src/theme/Fotter.tsx'));
    site.write('src/pages/help.tsx', "import Layout from '@theme/Layout';\n\nconst Local = () => <button onClick={() => {}}>Hi</button>;\n\nexport default function Help() {\n  return <Layout title=\"Help\"><Local client:load /></Layout>;\n}\n");
    const failed = await runCli(site.root, ['build']);
    expect(failed.code).toBe(1);
    expect(failed.err).toContain('src/pages/help.tsx');
    expect(failed.err).toContain('<Local client:load>: only a site component (the default export of a file in the site, such as src/components/Local.tsx) can be an island');
  });
});
