import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from './testing/runCli.js';
import { siteFolder } from './testing/siteFolder.js';

// Hostile but fair input (test/hostile/html and generated pages): each is a user error at its file and
// line with exit 1, never a crash, a stall or a published script.
const hostile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/hostile/html');
const sites: string[] = [];
afterEach(() => {
  for (const site of sites.splice(0)) fs.rmSync(site, { recursive: true, force: true });
});

function makeSite(files: Record<string, string>): string {
  const { root } = siteFolder('hostile', {
    'laguna-docs.config.mjs': `export default { title: 'Hostile', url: 'https://example.org', basePath: '/h/', locales: { default: 'en', items: [{ code: 'en', label: 'English' }] } };\n`,
    'content/en/pages/index.md': '# Home\n',
    'content/en/docs/intro.md': '# Intro\n\nStart here.\n',
    ...files,
  });
  sites.push(root);
  return root;
}

/**
 * A site alone in a folder of its own, so that what appears beside it can come only from its build: the
 * other test files write into the shared temporary folder at the same time.
 */
function makeLoneSite(files: Record<string, string>): string {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-hostile-alone-'));
  sites.push(parent);
  const site = path.join(parent, 'site');
  fs.renameSync(makeSite(files), site);
  return site;
}

const build = (cwd: string) => runCli(cwd, ['build']);

/** The `file:line … [code]` lines of what the build printed. */
const problems = (text: string) =>
  text
    .split('\n')
    .map((line) => /^(\S+) (error|warning) .*\[([\w/-]+)\]$/.exec(line))
    .filter((match) => match !== null)
    .map(([, where, severity, code]) => `${where} ${severity} ${code}`);

const read = (name: string) => fs.readFileSync(path.join(hostile, name), 'utf8');
const frontMatterBomb = ['---', 'a: &a [x, x, x, x, x, x, x, x, x]', ...Array.from({ length: 8 }, (_, i) => `${'bcdefghi'[i]}: &${'bcdefghi'[i]} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(', ')}]`), '---', '# Bomb', ''].join('\n');

describe('a build given hostile input', () => {
  it('names front matter alias bombs and unlinkable file names, exit 1', async () => {
    const site = makeSite({ 'content/en/docs/bomb.md': frontMatterBomb, 'content/en/docs/100%.md': '# Percent\n', 'content/en/docs/a#b.md': '# Hash\n' });
    const result = await build(site);
    expect(result.code).toBe(1);
    expect(problems(result.err).sort()).toEqual([
      'content/en/docs/100%.md error content/unlinkable-route',
      'content/en/docs/a#b.md error content/unlinkable-route',
      'content/en/docs/bomb.md:3 error front-matter/too-many-aliases',
    ]);
    expect(fs.existsSync(path.join(site, 'build'))).toBe(false);
  });

  it('names routes out of the output folder and script URLs at their lines, exit 1, writing nothing beside the site', async () => {
    const site = makeLoneSite({
      'README.md': 'The site\'s own README.\n',
      'content/en/docs/intro.md': '---\nslug: /../../README\ncustom_edit_url: "javascript:alert(1)"\n---\n# Intro\n',
      'content/en/docs/card.md': '---\ntitle: "Bell \\a"\n---\n# Card\n',
    });
    const before = fs.readdirSync(path.dirname(site)).sort();
    const result = await build(site);
    expect(result.code).toBe(1);
    expect(problems(result.err)).toMatchInlineSnapshot(`
      [
        "content/en/docs/card.md:2 error front-matter/invalid",
        "content/en/docs/intro.md:2 error front-matter/invalid",
        "content/en/docs/intro.md:3 error front-matter/invalid",
      ]
    `);
    fs.mkdirSync(path.join(site, 'content/en/docs/guides'));
    fs.writeFileSync(path.join(site, 'content/en/docs/guides/_category_.yml'), 'link:\n  type: generated-index\n  slug: ../../x\n');
    const category = await build(site);
    expect(category.code).toBe(1);
    expect(problems(category.err)).toEqual(['content/en/docs/guides/_category_.yml:3 error category/invalid']);
    expect(fs.readFileSync(path.join(site, 'README.md'), 'utf8')).toBe('The site\'s own README.\n');
    expect(fs.readdirSync(site).filter((entry) => entry !== 'node_modules').sort()).toEqual(['README.md', 'content', 'laguna-docs.config.mjs']);
    expect(fs.readdirSync(path.dirname(site)).sort()).toEqual(before);
  });

  it('names every page that breaks the HTML policy or the limits, and the SVG file, exit 1', async () => {
    const site = makeSite({
      'content/en/docs/svg-animate.md': read('svg-animate.md'),
      'content/en/docs/overlay.md': read('overlay.md'),
      'content/en/docs/picture.md': '# Picture\n\n![logo](./script.svg) and [the file](./script.svg)\n',
      'content/en/docs/script.svg': read('script.svg'),
      'content/en/docs/deep.md': `# Deep\n\n${'> '.repeat(2000)}x\n\n${'- '.repeat(1000)}y\n`,
      'content/en/docs/html.md': `# HTML\n\n${'<div>'.repeat(2000)}x${'</div>'.repeat(2000)}\n`,
      'content/en/docs/markers.md': `# Markers\n\n${'*a_ '.repeat(12_000)}\n`,
      'content/en/docs/definitions.md': `# Definitions\n\n${Array.from({ length: 30_000 }, (_, index) => `[r${index}]: /u${index}`).join('\n')}\n`,
      'content/en/docs/range.md': '# Range\n\n```js {1-99999999}\nx();\n```\n',
    });
    const result = await build(site);
    expect(result.code).toBe(1);
    expect(problems(result.err)).toMatchInlineSnapshot(`
      [
        "content/en/docs/range.md:3:1 warning markdown/code-block-option",
        "content/en/docs/deep.md:3 error markdown/too-complex",
        "content/en/docs/definitions.md:2003 error markdown/too-complex",
        "content/en/docs/html.md:3 error markdown/too-complex",
        "content/en/docs/markers.md:3 error markdown/too-complex",
        "content/en/docs/overlay.md:3:1 error markdown/forbidden-html",
        "content/en/docs/overlay.md:5:1 error markdown/forbidden-html",
        "content/en/docs/overlay.md:7:1 error markdown/forbidden-html",
        "content/en/docs/svg-animate.md:3:33 error markdown/forbidden-html",
        "content/en/docs/svg-animate.md:5:33 error markdown/forbidden-html",
        "content/en/docs/svg-animate.md:7:30 error markdown/forbidden-html",
        "content/en/docs/script.svg:2 error content/active-svg",
        "content/en/docs/script.svg:3 error content/active-svg",
      ]
    `);
    expect(result.err.length).toBeLessThan(10_000);
    expect(fs.existsSync(path.join(site, 'build'))).toBe(false);
  }, 120_000);

  it('builds a page whose ids would shadow the page shell, renamed with warnings', async () => {
    const site = makeSite({ 'content/en/docs/clobber.md': read('clobber.md') });
    const result = await build(site);
    expect(result.code).toBe(0);
    expect(problems(result.err)).toEqual([
      'content/en/docs/clobber.md:5:1 warning markdown/reserved-id',
      'content/en/docs/clobber.md:7:1 warning markdown/reserved-id',
      'content/en/docs/clobber.md:9:1 warning markdown/reserved-id',
      'content/en/docs/clobber.md:13:1 warning markdown/reserved-id',
    ]);
    const html = fs.readFileSync(path.join(site, 'build/docs/clobber.html'), 'utf8');
    expect(html.match(/id="__laguna_data"/g)).toHaveLength(1);
    expect(html.match(/id="__laguna"/g)).toHaveLength(1);
    expect(html.match(/id="main"/g)).toHaveLength(1);
    expect(html).toContain('<h2 id="main-1">Main</h2>');
    expect(html).toContain('id="content-__laguna_data"');
  });
});

describe('swizzle given hostile input', () => {
  it('refuses a name that is no component, a file that is there, and a src/theme that leads out of the site, writing nothing outside', async () => {
    const root = makeSite({});
    const outside = `${root}-outside`;
    sites.push(outside);
    fs.mkdirSync(outside);
    const lines = (run: { code: number; err: string }) => `${run.code} ${run.err.split('\n')[0]!.replaceAll(outside, '<outside>')}`;
    expect(lines(await runCli(root, ['swizzle', '../../x']))).toMatchInlineSnapshot(`"1 error "../../x" is not a component of the theme that a site can override [theme/unknown-component]"`);
    expect(lines(await runCli(root, ['swizzle', '__proto__']))).toMatchInlineSnapshot(`"1 error "__proto__" is not a component of the theme that a site can override [theme/unknown-component]"`);
    expect(lines(await runCli(root, ['swizzle', 'Footer']))).toMatchInlineSnapshot(`"0 "`);
    expect(lines(await runCli(root, ['swizzle', 'Footer']))).toMatchInlineSnapshot(`"1 src/theme/Footer.tsx error src/theme/Footer.tsx already overrides Footer [theme/override-exists]"`);
    // A link to a file outside, and the whole folder as a link outside: neither is written through.
    fs.rmSync(path.join(root, 'src/theme/Footer.tsx'));
    fs.symlinkSync(path.join(outside, 'Footer.tsx'), path.join(root, 'src/theme/Footer.tsx'));
    expect(lines(await runCli(root, ['swizzle', 'Footer', '--force']))).toMatchInlineSnapshot(`"1 src/theme/Footer.tsx error refused to write "src/theme/Footer.tsx": a symbolic link on its way leads out of the folder [build/output-outside]"`);
    fs.rmSync(path.join(root, 'src/theme'), { recursive: true });
    fs.symlinkSync(outside, path.join(root, 'src/theme'));
    expect(lines(await runCli(root, ['swizzle', 'Navbar']))).toMatchInlineSnapshot(`"1 src/theme/Navbar.tsx error refused to write "src/theme/Navbar.tsx": a symbolic link on its way leads out of the folder [build/output-outside]"`);
    expect(fs.readdirSync(outside)).toEqual([]);
  });
});
