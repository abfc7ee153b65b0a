import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildSite } from '@laguna-docs/builder';
import { loadConfig } from '@laguna-docs/config';
import { blankTimings, runCli } from '../testing/runCli.js';
import { siteFolder } from '../testing/siteFolder.js';

/** Runs the CLI in `cwd` and returns its exit code and what it printed, with timings blanked out. */
const cli = async (cwd: string, ...args: string[]) => blankTimings(await runCli(cwd, args));

/** A small two-locale site under a base path; `intro` is the body of the English intro page. */
function makeSite(intro: string, configExtra = ''): string {
  const { root, write } = siteFolder('check-links');
  write(
    'laguna-docs.config.mjs',
    `export default {
  title: 'Fixture',
  url: 'https://example.org',
  basePath: '/fixture/',
  locales: { default: 'en', items: [{ code: 'en', label: 'English' }, { code: 'sl', label: 'Slovenščina' }] },
  navbar: [{ type: 'link', label: 'Docs', to: '/docs/intro' }],${configExtra}
};
`,
  );
  write('content/en/pages/index.md', '# Fixture\n\nA small site.\n');
  write('content/en/docs/intro.md', `# Intro\n\nStart here.\n\n${intro}\n`);
  write('content/en/docs/overview/01-users.md', '# Users\n\n## User roles\n\nThere are three.\n');
  write('content/sl/docs/intro.md', '# Uvod\n\nBeri [uporabnike](./overview/01-users.md#user-roles).\n');
  return root;
}

describe('laguna-docs build with broken links', () => {
  it('fails on a link to a page that does not exist, naming the source file and line', async () => {
    const result = await cli(makeSite('[x](/docs/no-such-page)'), 'build');
    expect(result.code).toBe(1);
    expect(result.err).toMatchInlineSnapshot(`
      "content/en/docs/intro.md:5:1 error broken link "/docs/no-such-page": no page at /fixture/docs/no-such-page [link/missing-page]
      ✖ 1 broken link"
    `);
  });

  it('fails on a link to a heading that does not exist, and suggests a close one', async () => {
    const result = await cli(makeSite('[x](/docs/overview/users#no-such-heading) and [y](./overview/01-users.md#user-role)'), 'build');
    expect(result.code).toBe(1);
    expect(result.err).toMatchInlineSnapshot(`
      "content/en/docs/intro.md:5:1 error broken link "/docs/overview/users#no-such-heading": /fixture/docs/overview/users has no element with id "no-such-heading" [link/missing-anchor]
      content/en/docs/intro.md:5:47 error broken link "./overview/01-users.md#user-role": /fixture/docs/overview/users has no element with id "user-role" [link/missing-anchor]
        hint: did you mean "./overview/01-users.md#user-roles"?
      ✖ 2 broken links"
    `);
  });

  it('fails on a link to a markdown file that does not exist, counting it as a broken link', async () => {
    const result = await cli(makeSite('[x](./no-such-file.md)'), 'build');
    expect(result.code).toBe(1);
    expect(result.err).toMatchInlineSnapshot(`
      "content/en/docs/intro.md:5:1 error link to "./no-such-file.md": no markdown page at "docs/no-such-file.md" [markdown/broken-file-link]
        hint: link to an existing markdown file (with its number prefix) or to a route such as /docs/intro
      ✖ 1 broken link"
    `);
  });

  it('only warns about a link to a markdown file that does not exist with onBrokenMarkdownLinks: warn, and builds', async () => {
    const root = makeSite('[x](./no-such-file.md)', "\n  onBrokenMarkdownLinks: 'warn',");
    const result = await cli(root, 'build');
    expect(result.code).toBe(0);
    expect(result.err).toMatchInlineSnapshot(`
      "content/en/docs/intro.md:5:1 warning link to "./no-such-file.md": no markdown page at "docs/no-such-file.md" [markdown/broken-file-link]
        hint: link to an existing markdown file (with its number prefix) or to a route such as /docs/intro"
    `);
    expect(result.out).toMatch(/^Built \d+ pages into .* in N ms with 1 warning \(1 broken link\)$/m);
    expect(fs.readFileSync(path.join(root, 'build/docs/intro.html'), 'utf8')).toMatch(/<a[^>]*data-broken-link[^>]*>x<\/a>/);
  });

  it('lists broken links and anchors as warnings with onBrokenLinks and onBrokenAnchors: warn, the same way, and builds', async () => {
    const root = makeSite('[x](/docs/no-such-page) and [y](/docs/overview/users#no-such-heading)', "\n  onBrokenLinks: 'warn',\n  onBrokenAnchors: 'warn',");
    const result = await cli(root, 'build');
    expect(result.code).toBe(0);
    expect(result.err).toMatchInlineSnapshot(`
      "content/en/docs/intro.md:5:1 warning broken link "/docs/no-such-page": no page at /fixture/docs/no-such-page [link/missing-page]
      content/en/docs/intro.md:5:29 warning broken link "/docs/overview/users#no-such-heading": /fixture/docs/overview/users has no element with id "no-such-heading" [link/missing-anchor]"
    `);
    expect(result.out).toMatch(/^Built \d+ pages into .* in N ms with 2 warnings \(2 broken links\)$/m);
    expect(fs.existsSync(path.join(root, 'build/docs/intro.html'))).toBe(true);
    const checked = await cli(root, 'check-links');
    expect(checked.code).toBe(0);
    expect(checked.out).toMatch(/^⚠ 2 broken links: \d+ links on 10 pages checked in N ms \(warnings only, as onBrokenLinks\/onBrokenAnchors say\)$/);
  });

  it('warns about a broken anchor but fails on a broken link when only onBrokenAnchors is warn', async () => {
    const root = makeSite('[x](/docs/no-such-page) and [y](/docs/overview/users#no-such-heading)', "\n  onBrokenAnchors: 'warn',");
    const result = await cli(root, 'build');
    expect(result.code).toBe(1);
    expect(result.err).toMatchInlineSnapshot(`
      "content/en/docs/intro.md:5:1 error broken link "/docs/no-such-page": no page at /fixture/docs/no-such-page [link/missing-page]
      content/en/docs/intro.md:5:29 warning broken link "/docs/overview/users#no-such-heading": /fixture/docs/overview/users has no element with id "no-such-heading" [link/missing-anchor]
      ✖ 1 broken link, 1 warning"
    `);
  });
});

describe('laguna-docs check-links', () => {
  it('passes a whole site, then names the source of a link to a page that went missing from the output', async () => {
    const root = makeSite('[users](./overview/01-users.md)');
    expect((await cli(root, 'build')).code).toBe(0);
    const passed = await cli(root, 'check-links');
    expect(passed).toMatchObject({ code: 0, err: '' });
    expect(passed.out).toMatch(/^✔ no broken links: \d+ links on 10 pages checked in N ms$/);

    fs.rmSync(path.join(root, 'build/docs/overview/users.html'));
    const failed = await cli(root, 'check-links');
    expect(failed.code).toBe(1);
    expect(failed.err).toMatchInlineSnapshot(`
      "build/sl/docs/overview/users.html error broken link "/fixture/docs/overview/users" (not from any markdown, config or spec file): no page at /fixture/docs/overview/users [link/missing-page]
      build/sl/docs/overview/users.html error broken link "https://example.org/fixture/docs/overview/users" (not from any markdown, config or spec file): no page at /fixture/docs/overview/users [link/missing-page]
      content/en/docs/intro.md:5:1 error broken link "./overview/01-users.md": no page at /fixture/docs/overview/users [link/missing-page]
      ✖ 3 broken links"
    `);
  });

  it('says so when there is no built site', async () => {
    const result = await cli(makeSite('Hello.'), 'check-links', '--out', 'nowhere');
    expect(result).toMatchInlineSnapshot(`
      {
        "code": 1,
        "err": "error there is no built site in "nowhere" [check-links/no-output]
        hint: run \`laguna-docs build\` first, or give the output folder with --out
      ✖ 1 error",
        "out": "",
      }
    `);
    // A folder outside the site is named whole, not as a climb of ../ segments.
    const outside = path.join(os.tmpdir(), 'laguna-no-such-output');
    expect((await cli(makeSite('Hello.'), 'check-links', '--out', outside)).err).toContain(`there is no built site in "${outside}"`);
  });

  it('passes the Laguna site', async () => {
    const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-site-')), 'build');
    const built = await cli(repoRoot, 'build', '--out', out);
    const checked = await cli(repoRoot, 'check-links', '--out', out);
    expect({ build: built.code, check: checked.code, errors: checked.err.split('\n').filter((line) => line.includes(' error ')).slice(0, 5) }).toEqual({ build: 0, check: 0, errors: [] });
  });
});

describe('the build\'s linkCheck option', () => {
  it('turns broken links into warnings for the dev server, or skips the check', async () => {
    const config = await loadConfig({ cwd: makeSite('[x](/docs/no-such-page)') });
    const warned: string[] = [];
    const result = await buildSite({ config, write: false, linkCheck: 'warn', logger: { info() {}, warn: (message) => warned.push(message) } });
    expect(warned).toEqual(['content/en/docs/intro.md:5:1 warning broken link "/docs/no-such-page": no page at /fixture/docs/no-such-page [link/missing-page]']);
    expect(result.diagnostics.filter((d) => d.code.startsWith('link/'))).toHaveLength(1);

    const unchecked = await buildSite({ config, write: false, linkCheck: 'off' });
    expect(unchecked.diagnostics.filter((d) => d.code.startsWith('link/'))).toEqual([]);
  });
});
