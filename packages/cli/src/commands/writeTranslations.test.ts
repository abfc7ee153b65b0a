import { describe, expect, it } from 'vitest';
import { theme } from '@laguna-docs/theme-default';
import { runCli } from '../testing/runCli.js';
import { siteFolder } from '../testing/siteFolder.js';

/** How many UI strings the default theme shows. */
const total = Object.keys(theme.strings.en!).length;

const cli = (cwd: string, ...args: string[]) => runCli(cwd, args);

/** A site in English and `locale`, with the same page in both. */
function makeSite(locale: string, label: string) {
  const { root, write, read } = siteFolder('strings');
  write('laguna-docs.config.mjs', `export default { title: 'Fixture', url: 'https://example.org', search: false, llms: false, locales: { default: 'en', items: [{ code: 'en', label: 'English' }, { code: '${locale}', label: '${label}' }] } };\n`);
  for (const folder of ['en', locale]) {
    write(`content/${folder}/pages/index.md`, '# Home\n');
    write(`content/${folder}/docs/intro.md`, '# Intro\n\n## Start\n\nText.\n');
  }
  return { root, write, read };
}

describe('UI strings for any locale', () => {
  it('shows a German locale in German', async () => {
    const site = makeSite('de', 'Deutsch');
    const built = await cli(site.root, 'build');
    expect(built).toMatchObject({ code: 0, err: '' });
    const page = site.read('build/de/docs/intro.html');
    expect(page).toMatch(/^<!doctype html>\n<html lang="de"/);
    for (const text of ['Zum Hauptinhalt springen', 'Auf dieser Seite', 'aria-label="Hauptnavigation"', 'Seitenleiste der Dokumentation']) expect(page).toContain(text);
    expect(site.read('build/de/404.html')).toContain('Seite nicht gefunden');
    expect((await cli(site.root, 'write-translations', 'de')).out).toBe(`wrote i18n/de.json: ${total} UI strings (0 from the file, ${total} from the theme, 0 in the en text to translate)`);
  });

  it('warns once about a locale the theme lacks, and write-translations gives translators every key', async () => {
    const site = makeSite('pt', 'Português');
    const before = await cli(site.root, 'build');
    expect(before.code).toBe(0);
    expect(before.err).toBe(
      `warning ${total} of ${total} UI strings have no "pt" text ("skipToContent", "navbar.label", "navbar.external", and ${total - 3} more); the en text is shown [theme/missing-strings]\n` +
        '  hint: run "laguna-docs write-translations pt" and translate i18n/pt.json (theme "@laguna-docs/theme-default")',
    );
    expect(await cli(site.root, 'write-translations', 'pt')).toMatchObject({ code: 0, out: `wrote i18n/pt.json: ${total} UI strings (0 from the file, 0 from the theme, ${total} in the en text to translate)` });
    const written = JSON.parse(site.read('i18n/pt.json')) as Record<string, unknown>;
    expect(Object.keys(written)).toEqual(Object.keys(theme.strings.en!));
    expect(written['toc.title']).toBe('On this page');
    expect(written['search.count']).toEqual({ one: '{count} result', other: '{count} results' });

    // The translator's work is kept when the list is written again, and shows on the pages.
    site.write('i18n/pt.json', JSON.stringify({ ...written, 'toc.title': 'Nesta página' }, null, 2));
    expect((await cli(site.root, 'write-translations', 'pt')).out).toBe(`wrote i18n/pt.json: ${total} UI strings (${total} from the file, 0 from the theme, 0 in the en text to translate)`);
    const after = await cli(site.root, 'build');
    expect(after).toMatchObject({ code: 0, err: '' });
    expect(site.read('build/pt/docs/intro.html')).toContain('Nesta página');
    expect(site.read('build/docs/intro.html')).toContain('On this page');
  });

  it("lets a site override the theme's strings, and warns about keys the theme does not know", async () => {
    const site = makeSite('de', 'Deutsch');
    site.write('i18n/de.json', '{\n  "toc.title": "Inhalt",\n  "toc.titel": "Inhalt"\n}\n');
    const built = await cli(site.root, 'build');
    expect(built.code).toBe(0);
    expect(built.err).toMatchInlineSnapshot(`
      "i18n/de.json warning "toc.titel" is not a UI string of the theme; it is not used [i18n/unknown-string]
        hint: did you mean "toc.title"?"
    `);
    expect(site.read('build/de/docs/intro.html')).toContain('>Inhalt<');
    expect(site.read('build/de/docs/intro.html')).toContain('Zum Hauptinhalt springen');
  });

  it('fails on a strings file that is not valid, naming the file and line', async () => {
    const site = makeSite('de', 'Deutsch');
    site.write('i18n/de.json', '{\n  "toc.title": "Inhalt",\n  "search.count": { "one": "{count} Treffer" }\n}\n');
    expect((await cli(site.root, 'build')).err).toMatchInlineSnapshot(`
      "i18n/de.json:3 error "search.count" must be a text, or an object of plural forms ("one", "other", …) with at least "other" [i18n/invalid-string]
      ✖ 1 error"
    `);
    site.write('i18n/de.json', '{\n  "toc.title": "Inhalt",\n}\n');
    const broken = await cli(site.root, 'build');
    expect(broken.code).toBe(1);
    expect(broken.err).toMatch(/^i18n\/de\.json:3 error invalid JSON: .+ \[i18n\/invalid-json\]\n✖ 1 error$/);
    expect(await cli(site.root, 'write-translations', 'fr')).toMatchObject({ code: 1, err: `error "fr" is not a locale of the site (en, de) [cli/unknown-locale]\n  hint: add { code: 'fr', label: '…' } to locales.items in the config first\n✖ 1 error` });
  });
});
