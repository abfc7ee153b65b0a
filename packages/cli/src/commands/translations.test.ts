import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '@laguna-docs/builder';
import { loadConfig } from '@laguna-docs/config';
import { blankTimings, runCli } from '../testing/runCli.js';
import { siteFolder } from '../testing/siteFolder.js';

const cli = async (cwd: string, ...args: string[]) => blankTimings(await runCli(cwd, args));

/** A site in English and Slovenian: `intro` and `users` are translated, `faq` is not. */
function makeSite(i18n = ''): { root: string; write: (file: string, text: string) => void; read: (file: string) => string } {
  const { root, write, read } = siteFolder('translations');
  write(
    'laguna-docs.config.mjs',
    `export default {
  title: 'Fixture',
  url: 'https://example.org',
  basePath: '/fixture/',
  locales: { default: 'en', items: [{ code: 'en', label: 'English' }, { code: 'sl', label: 'Slovenščina' }] },
  search: false,${i18n}
};
`,
  );
  write('content/en/pages/index.md', '# Fixture\n');
  write('content/en/docs/intro.md', '# Intro\n\nStart here.\n');
  write('content/en/docs/users.md', '# Users\n\nThere are three roles.\n');
  write('content/en/docs/faq.md', '# FAQ\n\nQuestions.\n');
  write('content/sl/docs/intro.md', '---\nsidebar_position: 1\n---\n# Uvod\n\nZačni tukaj.\n');
  write('content/sl/docs/users.md', '# Uporabniki\n\nVloge so tri.\n');
  return { root, write, read };
}

const notice = /data-outdated-translation/;

describe('laguna-docs translations', () => {
  it('reports, marks, goes stale when the original changes, and is cleared by marking again', async () => {
    const site = makeSite();
    expect((await cli(site.root, 'translations')).out).toMatchInlineSnapshot(`
      "sl: 0 up to date, 0 stale, 2 missing, 2 untracked
        missing    docs/faq.md (no file; content/en/docs/faq.md is shown)
        untracked  content/sl/docs/intro.md
        untracked  content/sl/docs/users.md
        missing    pages/index.md (no file; content/en/pages/index.md is shown)

      after updating a translation, run "laguna-docs translations mark <file>" (or --all)"
    `);
    expect(await cli(site.root, 'translations', 'mark', '--all')).toMatchObject({ code: 0, out: 'marked 2 translations up to date (2 changed)' });
    expect(site.read('content/sl/docs/intro.md')).toMatch(/^---\nsidebar_position: 1\ntranslation_of: "[0-9a-f]{12}"\n---\n# Uvod\n/);
    expect((await cli(site.root, 'translations')).out.split('\n')[0]).toBe('sl: 2 up to date, 0 stale, 2 missing, 0 untracked');
    const clean = await cli(site.root, 'build');
    expect(clean.code).toBe(0);
    expect(clean.out).toContain('translations sl: 2 up to date, 0 stale, 2 missing, 0 untracked (laguna-docs translations lists them)');
    expect(site.read('build/sl/docs/intro.html')).not.toMatch(notice);

    // The English page changes: its Slovenian twin is stale in the report and on the page.
    site.write('content/en/docs/intro.md', '# Intro\n\nStart here, then read on.\n');
    const json = JSON.parse((await cli(site.root, 'translations', '--json')).out) as { locales: Array<{ locale: string; counts: Record<string, number>; entries: Array<{ key: string; status: string }> }> };
    expect(json.locales[0]!.counts).toEqual({ upToDate: 1, stale: 1, missing: 2, untracked: 0 });
    expect(json.locales[0]!.entries.find((entry) => entry.key === 'docs/intro.md')!.status).toBe('stale');
    const stale = await cli(site.root, 'build');
    expect(stale.out).toContain('translations sl: 1 up to date, 1 stale, 2 missing, 0 untracked');
    const page = site.read('build/sl/docs/intro.html');
    expect(page).toContain('<p class="notice" role="note" data-outdated-translation="">Angleški izvirnik te strani se je spremenil, odkar je bila prevedena.');
    expect(page).toMatch(/data-outdated-translation="">[^<]*(<!-- -->)? <a href="\/fixture\/docs\/intro" hrefLang="en">Preberite izvirnik<\/a>/);
    expect(site.read('build/sl/docs/users.html')).not.toMatch(notice);
    expect(site.read('build/docs/intro.html')).not.toMatch(notice);

    // Marking it (by the English file's name, which marks each of its translations) clears both.
    expect(await cli(site.root, 'translations', 'mark', 'content/en/docs/intro.md')).toMatchObject({ code: 0, out: 'marked 1 translation up to date (1 changed)' });
    expect((await cli(site.root, 'translations')).out.split('\n')[0]).toBe('sl: 2 up to date, 0 stale, 2 missing, 0 untracked');
    expect((await cli(site.root, 'build')).code).toBe(0);
    expect(site.read('build/sl/docs/intro.html')).not.toMatch(notice);
  });

  it('fails the build on a stale translation when the config says so, leaving the output as it was', async () => {
    const site = makeSite('\n  i18n: { failOnStaleTranslations: true },');
    expect((await cli(site.root, 'translations', 'mark', 'content/sl/docs/intro.md')).code).toBe(0);
    expect(await cli(site.root, 'build')).toMatchObject({ code: 0, err: '' });
    const before = site.read('build/sl/docs/intro.html');
    site.write('content/en/docs/intro.md', '# Intro\n\nChanged.\n');
    const failed = await cli(site.root, 'build');
    expect(failed.code).toBe(1);
    expect(failed.err).toMatchInlineSnapshot(`
      "content/sl/docs/intro.md error the sl translation is stale: content/en/docs/intro.md changed since it was translated [i18n/stale-translation]
        hint: update the translation, then run "laguna-docs translations mark content/sl/docs/intro.md"
      ✖ 1 error"
    `);
    expect(site.read('build/sl/docs/intro.html')).toBe(before);
    // A build in memory, as serve --watch makes, only warns.
    const preview = await buildSite({ config: await loadConfig({ cwd: site.root }), write: false });
    expect(preview.diagnostics.filter((d) => d.code === 'i18n/stale-translation').map((d) => `${d.severity} ${d.file}`)).toEqual(['warning content/sl/docs/intro.md']);
  });

  it('says so on a site of one locale', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-one-locale-'));
    fs.mkdirSync(path.join(root, 'content/en'), { recursive: true });
    fs.writeFileSync(path.join(root, 'laguna-docs.config.mjs'), "export default { title: 'T', url: 'https://example.org' };\n");
    expect(await cli(root, 'translations')).toMatchObject({ code: 0, out: 'the site has one locale (en): nothing is translated' });
    expect(JSON.parse((await cli(root, 'translations', '--json')).out)).toEqual({ defaultLocale: 'en', locales: [] });
  });

  it('refuses files that are not translations, and a mark without files', async () => {
    const site = makeSite();
    expect(await cli(site.root, 'translations', 'mark', 'content/en/docs/nope.md')).toMatchInlineSnapshot(`
      {
        "code": 1,
        "err": "content/en/docs/nope.md error "content/en/docs/nope.md" is not a translated page of this site, nor the original of one [cli/not-a-translation]
        hint: name a markdown file under the content folder of a locale, such as content/sl/docs/intro.md
      ✖ 1 error",
        "out": "",
      }
    `);
    expect((await cli(site.root, 'translations', 'mark')).err).toMatchInlineSnapshot(`
      "error name the translated files to mark, or pass --all [cli/nothing-to-mark]
        hint: laguna-docs translations mark content/sl/docs/intro.md
      ✖ 1 error"
    `);
  });
});
