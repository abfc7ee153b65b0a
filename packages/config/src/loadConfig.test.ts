import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { isUserError } from '@laguna-docs/shared';
import { loadConfig, resolveConfig } from './loadConfig.js';
import { failureMessages as messages } from './testing/failureMessages.js';

const minimal = { title: 'Site', url: 'https://example.org' };

describe('resolveConfig', () => {
  it('applies defaults', () => {
    const { config, outDir } = resolveConfig(minimal, '/site', 'laguna-docs.config.ts');
    expect(config.basePath).toBe('/');
    expect(config.locales).toEqual({ default: 'en', items: [{ code: 'en', label: 'English' }] });
    expect(config.toc).toEqual({ minLevel: 2, maxLevel: 3 });
    expect(outDir).toBe(path.resolve('/site/build'));
  });

  it('names the field, the allowed values and the value given', () => {
    expect(messages(() => resolveConfig({ ...minimal, navbar: [{ type: 'link', label: 'API', to: '/api', position: 'middle' }] }, '/site', 'site.config.ts'))).toMatchInlineSnapshot(`
      [
        "site.config.ts navbar[0].position: invalid option: expected one of "left"|"right" (allowed: "left", "right"); got "middle"",
      ]
    `);
  });

  it('needs the spec to be a file', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-config-'));
    fs.mkdirSync(path.join(root, 'openapi'));
    const withSpec = (spec: string) => () => resolveConfig({ ...minimal, openapi: { spec } }, root, 'c.ts');
    expect(messages(withSpec('openapi/api.yaml'))).toEqual(['c.ts openapi.spec: no file at "openapi/api.yaml" (give the path of an OpenAPI description relative to the config file)']);
    expect(messages(withSpec('openapi'))).toEqual(['c.ts openapi.spec: "openapi" is a folder, not a file (give the path of an OpenAPI description relative to the config file)']);
    fs.writeFileSync(path.join(root, 'openapi/api.yaml'), 'openapi: 3.1.0\n');
    expect(withSpec('openapi/api.yaml')().specFile).toBe(path.join(root, 'openapi/api.yaml'));
  });

  it('takes true, false or "auto" for schema pages, "auto" by default', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-config-'));
    fs.writeFileSync(path.join(root, 'api.yaml'), 'openapi: 3.1.0\n');
    const withSpec = (schemaPages?: unknown) => resolveConfig({ ...minimal, openapi: { spec: 'api.yaml', ...(schemaPages !== undefined ? { schemaPages } : {}) } }, root, 'c.ts');
    expect(withSpec().config.openapi?.schemaPages).toBe('auto');
    expect(withSpec(true).config.openapi?.schemaPages).toBe(true);
    expect(messages(() => withSpec('yes'))).toMatchInlineSnapshot(`
      [
        "c.ts openapi.schemaPages: invalid option: expected one of true|false|"auto" (allowed: true, false, "auto"); got "yes"",
      ]
    `);
  });

  it('takes a linkBase URL (without its trailing slash) and onBrokenLinks, "error" by default', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-config-'));
    fs.writeFileSync(path.join(root, 'api.yaml'), 'openapi: 3.1.0\n');
    const withSpec = (extra: Record<string, unknown>) => resolveConfig({ ...minimal, openapi: { spec: 'api.yaml', ...extra } }, root, 'c.ts');
    expect(withSpec({}).config.openapi).toMatchObject({ onBrokenLinks: 'error' });
    expect(withSpec({}).config.openapi?.linkBase).toBeUndefined();
    expect(withSpec({ linkBase: 'https://vendor.example/', onBrokenLinks: 'warn' }).config.openapi).toMatchObject({ linkBase: 'https://vendor.example', onBrokenLinks: 'warn' });
    expect(messages(() => withSpec({ linkBase: 'vendor.example' }))).toMatchInlineSnapshot(`
      [
        "c.ts openapi.linkBase: must be an http(s) URL such as "https://vendor.example"; got "vendor.example"",
      ]
    `);
    expect(messages(() => withSpec({ onBrokenLinks: 'ignore' }))).toMatchInlineSnapshot(`
      [
        "c.ts openapi.onBrokenLinks: invalid option: expected one of "error"|"warn" (allowed: "error", "warn"); got "ignore"",
      ]
    `);
  });

  it('takes strict or lenient validation, strict by default', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-config-'));
    fs.writeFileSync(path.join(root, 'api.yaml'), 'openapi: 3.1.0\n');
    const withSpec = (extra: Record<string, unknown>) => resolveConfig({ ...minimal, openapi: { spec: 'api.yaml', ...extra } }, root, 'c.ts');
    expect(withSpec({}).config.openapi?.validation).toBe('strict');
    expect(withSpec({ validation: 'lenient' }).config.openapi?.validation).toBe('lenient');
    expect(messages(() => withSpec({ validation: 'loose' }))).toMatchInlineSnapshot(`
      [
        "c.ts openapi.validation: invalid option: expected one of "strict"|"lenient" (allowed: "strict", "lenient"); got "loose"",
      ]
    `);
  });

  it('rejects a default locale that is not configured', () => {
    const raw = { ...minimal, locales: { default: 'de', items: [{ code: 'en', label: 'English' }, { code: 'sl', label: 'Slovenščina' }] } };
    expect(messages(() => resolveConfig(raw, '/site', 'c.ts'))).toMatchInlineSnapshot(`
      [
        "c.ts locales.default: must be one of the locale codes in locales.items: "en", "sl"; got "de"",
      ]
    `);
  });

  it('rejects a base path without slashes and an inverted toc range', () => {
    expect(messages(() => resolveConfig({ ...minimal, basePath: 'docs', toc: { minLevel: 4, maxLevel: 2 } }, '/site', 'c.ts'))).toMatchInlineSnapshot(`
      [
        "c.ts basePath: must start and end with "/", such as "/" or "/docs/"; got "docs"",
        "c.ts toc.minLevel: minLevel must not exceed maxLevel; got 4",
      ]
    `);
  });

  it('rejects a base path that leads out of itself', () => {
    expect(messages(() => resolveConfig({ ...minimal, basePath: '/../' }, '/site', 'c.ts'))).toMatchInlineSnapshot(`
      [
        "c.ts basePath: may not have a "." or ".." segment, which leads out of the base path; got "/../"",
      ]
    `);
    expect(messages(() => resolveConfig({ ...minimal, basePath: '/docs/./' }, '/site', 'c.ts'))).toHaveLength(1);
    expect(resolveConfig({ ...minimal, basePath: '/v1.2/..docs/' }, '/site', 'c.ts').config.basePath).toBe('/v1.2/..docs/');
  });

  it('refuses an admonition kind of the site\'s own named like a built-in kind or alias', () => {
    const own = (kind: string) => () => resolveConfig({ ...minimal, markdown: { admonitions: [{ kind, label: 'Own' }] } }, '/site', 'c.ts');
    expect([...messages(own('danger')), ...messages(own('warning'))]).toMatchInlineSnapshot(`
      [
        "c.ts markdown.admonitions[0].kind: "danger" is built in; choose another name; got "danger"",
        "c.ts markdown.admonitions[0].kind: "warning" is built in; choose another name; got "warning"",
      ]
    `);
    expect(() => own('release')()).not.toThrow();
  });

  it('suggests the field meant by a typo', () => {
    expect(messages(() => resolveConfig({ ...minimal, titel: 'x' }, '/site', 'c.ts'))).toMatchInlineSnapshot(`
      [
        "c.ts unknown field "titel" (did you mean "title"?)",
      ]
    `);
  });

  it('suggests the field meant by a typo at any depth, among the fields the schema allows there', () => {
    const config = { ...minimal, markdwn: {}, toc: { minLevel: 2, maxLevle: 3 }, locales: { default: 'en', items: [{ code: 'en', label: 'English', drection: 'ltr' }] } };
    expect(messages(() => resolveConfig(config, '/site', 'c.ts'))).toMatchInlineSnapshot(`
      [
        "c.ts locales.items[0]: unknown field "drection" (did you mean "direction"?)",
        "c.ts toc: unknown field "maxLevle" (did you mean "maxLevel"?)",
        "c.ts unknown field "markdwn" (did you mean "markdown"?)",
      ]
    `);
  });

  it('wants url to be an http or https origin, whatever is given', () => {
    for (const url of ['e.org', '', '/docs', 'ftp://example.org', 'javascript:alert(1)']) {
      expect(messages(() => resolveConfig({ ...minimal, url }, '/site', 'c.ts'))).toEqual([`c.ts url: must be an http or https origin, such as "https://example.org"; got ${JSON.stringify(url)}`]);
    }
    expect(messages(() => resolveConfig({ ...minimal, url: 'https://example.org/docs' }, '/site', 'c.ts'))).toEqual(['c.ts url: must be an origin without a path, such as "https://example.org"; got "https://example.org/docs"']);
  });

  it('reports a missing required field', () => {
    expect(messages(() => resolveConfig({ url: 'https://example.org' }, '/site', 'c.ts'))).toMatchInlineSnapshot(`
      [
        "c.ts title: invalid input: expected string, received undefined; missing",
      ]
    `);
  });
});

describe('loadConfig', () => {
  const temp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-config-'));

  it("reads the Laguna site's own config, in which a broken markdown link warns, as the site's specification says", async () => {
    const repoRoot = path.resolve(import.meta.dirname, '../../..');
    const resolved = await loadConfig({ cwd: repoRoot });
    expect(resolved.config.onBrokenMarkdownLinks).toBe('warn');
    expect(resolved.config.onBrokenLinks).toBe('error');
  });

  it('compiles and imports a TypeScript config and leaves nothing behind but its compile cache', async () => {
    const dir = temp();
    fs.writeFileSync(path.join(dir, 'laguna-docs.config.ts'), `const title: string = 'Typed';\nexport default { title, url: 'https://example.org', basePath: '/x/' };\n`);
    const resolved = await loadConfig({ cwd: dir, outDir: 'out' });
    expect(resolved.config.title).toBe('Typed');
    expect(resolved.outDir).toBe(path.join(dir, 'out'));
    expect(fs.readdirSync(dir)).toEqual(['laguna-docs.config.ts', 'node_modules']);
    expect(fs.readdirSync(path.join(dir, 'node_modules/.cache/laguna-docs/config'))).toHaveLength(1);
  });

  it("imports packages from the config's folder and keeps import.meta naming the config, writing nothing beside it", async () => {
    const dir = temp();
    fs.mkdirSync(path.join(dir, 'node_modules/site-title'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'node_modules/site-title/package.json'), JSON.stringify({ name: 'site-title', type: 'module', exports: { import: './title.js' } }));
    fs.writeFileSync(path.join(dir, 'node_modules/site-title/title.js'), `export const title = 'From a package';\n`);
    fs.writeFileSync(path.join(dir, 'laguna-docs.config.ts'), `import { title } from 'site-title';\nimport path from 'node:path';\nimport { fileURLToPath } from 'node:url';\nexport default { title, tagline: path.basename(path.dirname(fileURLToPath(import.meta.url))) + ' ' + path.basename(import.meta.dirname), url: 'https://example.org' };\n`);
    const written: string[] = [];
    const writeFileSync = fs.writeFileSync;
    const spy = vi.spyOn(fs, 'writeFileSync').mockImplementation((file, ...rest) => {
      written.push(String(file));
      writeFileSync(file, ...rest);
    });
    try {
      const resolved = await loadConfig({ cwd: dir });
      expect(resolved.config.title).toBe('From a package');
      expect(JSON.stringify(resolved.config.tagline)).toContain(`${path.basename(dir)} ${path.basename(dir)}`);
    } finally {
      spy.mockRestore();
    }
    // Only the compile cache goes into the site's folder; the compiled module runs from a temporary folder.
    expect(written.filter((file) => file.startsWith(dir) && !file.includes(`${path.sep}node_modules${path.sep}.cache${path.sep}`))).toEqual([]);
    expect(written.some((file) => file.startsWith(os.tmpdir()) && !file.startsWith(dir))).toBe(true);
  });

  it('compiles the config again when it or a file it imports changes', async () => {
    const dir = temp();
    fs.writeFileSync(path.join(dir, 'title.ts'), `export const title: string = 'One';\n`);
    fs.writeFileSync(path.join(dir, 'laguna-docs.config.ts'), `import { title } from './title';\nexport default { title, url: 'https://example.org' };\n`);
    expect((await loadConfig({ cwd: dir })).config.title).toBe('One');
    expect((await loadConfig({ cwd: dir })).config.title).toBe('One');
    fs.writeFileSync(path.join(dir, 'title.ts'), `export const title: string = 'Two';\n`);
    expect((await loadConfig({ cwd: dir })).config.title).toBe('Two');
    fs.writeFileSync(path.join(dir, 'laguna-docs.config.ts'), `export default { title: 'Three', url: 'https://example.org' };\n`);
    expect((await loadConfig({ cwd: dir })).config.title).toBe('Three');
  });

  it('refuses an output folder that holds the site, from the config or from --out, before anything is built', async () => {
    const dir = temp();
    fs.writeFileSync(path.join(dir, 'laguna-docs.config.ts'), `export default { title: 'Site', url: 'https://example.org', outDir: '.' };\n`);
    await expect(loadConfig({ cwd: dir })).rejects.toMatchObject({ diagnostics: [{ code: 'config/out-dir', file: 'laguna-docs.config.ts', message: expect.stringContaining('outDir: ".": the output folder would hold the site\'s folder') }] });
    await expect(loadConfig({ cwd: dir, outDir: 'content' })).rejects.toMatchObject({ diagnostics: [{ code: 'config/out-dir', message: expect.stringContaining('--out "content": the output folder would hold the content folder') }] });
    expect((await loadConfig({ cwd: dir, outDir: 'build' })).outDir).toBe(path.join(dir, 'build'));
  });

  it("names the line and column of the field a problem is about, where the config's text shows it", async () => {
    const dir = temp();
    fs.mkdirSync(path.join(dir, 'versioned/1.0'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'versions.json'), '["1.0"]\n');
    const write = (body: string) => fs.writeFileSync(path.join(dir, 'laguna-docs.config.ts'), `import { defineConfig } from 'laguna-docs';\n\nexport default defineConfig({\n  title: 'Site',\n  url: 'https://example.org',\n${body}});\n`);
    const problems = async () => {
      const error: unknown = await loadConfig({ cwd: dir }).catch((caught: unknown) => caught);
      if (!isUserError(error)) throw new Error('expected a UserError');
      return error.diagnostics.map((d) => `${d.file}:${d.line ?? '-'}:${d.column ?? '-'} [${d.code}] ${d.message.split(';')[0]}`);
    };
    write("  tagLine: 'Docs',\n  basePath: 'docs',\n  navbar: [\n    { type: 'link', label: 'Docs', to: '/docs' },\n    { type: 'link', label: 'API', to: '/api', position: 'middle' },\n  ],\n");
    expect(await problems()).toEqual([
      'laguna-docs.config.ts:6:3 [config/unknown-field] unknown field "tagLine"',
      'laguna-docs.config.ts:7:3 [config/invalid] basePath: must start and end with "/", such as "/" or "/docs/"',
      'laguna-docs.config.ts:10:47 [config/invalid] navbar[1].position: invalid option: expected one of "left"|"right" (allowed: "left", "right")',
    ]);
    write("  customCss: ['a.css', 'missing.css'],\n");
    fs.writeFileSync(path.join(dir, 'a.css'), '');
    expect(await problems()).toEqual(['laguna-docs.config.ts:6:24 [config/missing-custom-css] customCss[1]: no file at "missing.css"']);
    write("  versions: {\n    latest: '2.0',\n  },\n");
    expect(await problems()).toEqual(['laguna-docs.config.ts:7:5 [config/unknown-version] versions.latest: "2.0" is not a released version']);
    write("  outDir: '.',\n");
    expect(await problems()).toEqual([expect.stringMatching(/^laguna-docs\.config\.ts:6:3 \[config\/out-dir\] outDir: "\."/)]);
    // A field the config makes by code has no line rather than a wrong one.
    write("  ...{ tagLine: 'Docs' },\n");
    expect(await problems()).toEqual(['laguna-docs.config.ts:-:- [config/unknown-field] unknown field "tagLine"']);
  });

  it('takes a function that makes the config, sync or async, and reports one that throws', async () => {
    const dir = temp();
    const file = path.join(dir, 'laguna-docs.config.ts');
    fs.writeFileSync(file, `export default async function createConfig() {\n  const title = await Promise.resolve('Made');\n  return { title, url: 'https://example.org' };\n}\n`);
    expect((await loadConfig({ cwd: dir })).config.title).toBe('Made');
    fs.writeFileSync(file, `export default () => ({ title: 'Arrow', url: 'https://example.org' });\n`);
    expect((await loadConfig({ cwd: dir })).config.title).toBe('Arrow');
    fs.writeFileSync(file, `export default async () => {\n  throw new Error('no network');\n};\n`);
    await expect(loadConfig({ cwd: dir })).rejects.toMatchObject({ diagnostics: [{ code: 'config/import-failed', message: 'the config file failed to run: no network', file: 'laguna-docs.config.ts' }] });
  });

  it('reports a syntax error with file and line', async () => {
    const dir = temp();
    fs.writeFileSync(path.join(dir, 'laguna-docs.config.ts'), `export default {\n  title: 'x',,\n};\n`);
    await expect(loadConfig({ cwd: dir })).rejects.toMatchObject({ diagnostics: [{ code: 'config/syntax', file: 'laguna-docs.config.ts', line: 2 }] });
  });

  it('explains a missing config file', async () => {
    const dir = temp();
    await expect(loadConfig({ cwd: dir })).rejects.toMatchObject({ diagnostics: [{ code: 'config/not-found', hint: 'make a new site with "laguna-docs init my-docs", create laguna-docs.config.ts here exporting defineConfig({ ... }), or pass --config <file>' }] });
    await expect(loadConfig({ cwd: dir, configFile: 'nope.ts' })).rejects.toMatchObject({ message: expect.stringContaining('config file "nope.ts" does not exist') });
  });
});
