import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../testing/runCli.js';
import { siteFolder } from '../testing/siteFolder.js';

const cli = (cwd: string, ...args: string[]) => runCli(cwd, args);

/** A site in two locales with a second docs section (manual sidebar) and a spec in two files. */
function makeSite(options: { spec?: string } = {}) {
  const { root, write, read } = siteFolder('version');
  write(
    'laguna-docs.config.mjs',
    `export default {
  title: 'Fixture',
  url: 'https://example.org',
  locales: { default: 'en', items: [{ code: 'en', label: 'English' }, { code: 'sl', label: 'Slovenščina' }] },
  openapi: { spec: 'openapi/main.yaml' },
  docs: { sections: [{ path: 'sdk', routeBasePath: '/sdk', label: 'SDK', sidebar: ['start'] }] },
};
`,
  );
  write('content/en/pages/index.md', '# Home\n');
  write('content/en/docs/intro.md', '# Intro\n\n![logo](./img/logo.svg)\n');
  write('content/en/docs/img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('content/en/docs/guides/_category_.json', '{ "label": "Guides" }\n');
  write('content/en/docs/guides/_shared.md', 'Shared text.\n');
  write('content/en/docs/guides/setup.md', '# Setup\n');
  write('content/sl/docs/intro.md', '# Uvod\n');
  write('content/en/sdk/start.md', '# Start\n');
  write(
    'openapi/main.yaml',
    options.spec ??
      `openapi: 3.1.0
info: { title: Fixture API, version: '1' }
paths:
  /users:
    get:
      operationId: listUsers
      responses:
        '200':
          description: The users
          content:
            application/json:
              schema: { $ref: './user.yaml' }
`,
  );
  write('openapi/user.yaml', 'type: object\nproperties:\n  name: { type: string }\n');
  const files = (folder: string) => (fs.existsSync(path.join(root, folder)) ? fs.readdirSync(path.join(root, folder), { recursive: true }).map(String).sort() : []);
  return { root, write, read, files };
}

describe('laguna-docs version', () => {
  it('snapshots every docs folder of every locale, the manual sidebars and the bundled spec, and lists the version', async () => {
    const site = makeSite();
    const first = await cli(site.root, 'version', '1.0');
    expect(first).toMatchObject({ code: 0, err: '' });
    expect(first.out).toMatchInlineSnapshot(`
      "version 1.0 cut into versioned/1.0/: 3 docs folders (en/docs, en/sdk, sl/docs), the manual sidebars, the OpenAPI description
      versions.json: 1.0"
    `);
    expect(site.files('versioned')).toEqual([
      '1.0',
      '1.0/content',
      '1.0/content/en',
      '1.0/content/en/docs',
      '1.0/content/en/docs/guides',
      '1.0/content/en/docs/guides/_category_.json',
      '1.0/content/en/docs/guides/_shared.md',
      '1.0/content/en/docs/guides/setup.md',
      '1.0/content/en/docs/img',
      '1.0/content/en/docs/img/logo.svg',
      '1.0/content/en/docs/intro.md',
      '1.0/content/en/sdk',
      '1.0/content/en/sdk/start.md',
      '1.0/content/sl',
      '1.0/content/sl/docs',
      '1.0/content/sl/docs/intro.md',
      '1.0/openapi.json',
      '1.0/sidebars.json',
    ]);
    expect(site.read('versioned/1.0/content/en/docs/intro.md')).toBe(site.read('content/en/docs/intro.md'));
    expect(JSON.parse(site.read('versioned/1.0/sidebars.json'))).toEqual({ sdk: ['start'] });
    // The other file's schema is carried inside the one document.
    const spec = JSON.parse(site.read('versioned/1.0/openapi.json')) as { paths: Record<string, { get: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }> };
    expect(spec.paths['/users']!.get.responses['200']!.content['application/json']!.schema).toEqual({ type: 'object', properties: { name: { type: 'string' } } });
    expect(JSON.parse(site.read('versions.json'))).toEqual(['1.0']);

    site.write('content/en/docs/intro.md', '# Intro\n\nChanged after 1.0.\n');
    expect((await cli(site.root, 'version', '1.1')).code).toBe(0);
    expect(JSON.parse(site.read('versions.json'))).toEqual(['1.1', '1.0']);
    expect(site.read('versioned/1.0/content/en/docs/intro.md')).not.toContain('Changed');
    expect(site.read('versioned/1.1/content/en/docs/intro.md')).toContain('Changed');
    // No staging folder is left behind.
    expect(fs.readdirSync(path.join(site.root, 'versioned'))).toEqual(['1.0', '1.1']);
  });

  it('leaves out sidebars.json and openapi.json on a site without manual sidebars or a spec', async () => {
    const site = makeSite();
    site.write('laguna-docs.config.mjs', "export default { title: 'Fixture', url: 'https://example.org' };\n");
    expect((await cli(site.root, 'version', 'v2')).out).toBe('version v2 cut into versioned/v2/: 1 docs folder (en/docs)\nversions.json: v2');
    expect(fs.readdirSync(path.join(site.root, 'versioned/v2'))).toEqual(['content']);
  });

  describe('refuses, writing nothing', () => {
    async function refused(site: ReturnType<typeof makeSite>, name: string) {
      const before = { versioned: site.files('versioned'), list: fs.existsSync(path.join(site.root, 'versions.json')) ? site.read('versions.json') : undefined };
      const result = await cli(site.root, 'version', name);
      expect(result.code).toBe(1);
      expect(site.files('versioned')).toEqual(before.versioned);
      expect(fs.existsSync(path.join(site.root, 'versions.json')) ? site.read('versions.json') : undefined).toBe(before.list);
      return result.err;
    }

    it('an existing name', async () => {
      const site = makeSite();
      await cli(site.root, 'version', '1.0');
      expect(await refused(site, '1.0')).toMatchInlineSnapshot(`
        "error version "1.0" exists already (versions.json lists it) [version/exists]
          hint: choose another name, or remove versioned/1.0/ and its entry in versions.json to cut it again
        ✖ 1 error"
      `);
    });

    it('an invalid name', async () => {
      expect(await refused(makeSite(), '1.0/beta')).toMatchInlineSnapshot(`
        "error "1.0/beta" is not a valid version name [version/invalid-name]
          hint: a version name is letters, digits, ".", "_" and "-", up to 32 characters, starting with a letter or digit, such as "1.0"
        ✖ 1 error"
      `);
      expect(await refused(makeSite(), '.hidden')).toContain('".hidden" is not a valid version name');
    });

    it('"current" and the unreleased version\'s path', async () => {
      const site = makeSite();
      expect(await refused(site, 'current')).toMatchInlineSnapshot(`
        "error "current" names the unreleased version, built from the current sources [version/reserved-name]
          hint: choose the released version's name, such as "1.0"
        ✖ 1 error"
      `);
      expect(await refused(site, 'next')).toContain('"next" names the unreleased version');
      site.write('laguna-docs.config.mjs', site.read('laguna-docs.config.mjs').replace("openapi:", "versions: { current: { path: 'dev' } },\n  openapi:"));
      expect(await refused(site, 'dev')).toContain('"dev" names the unreleased version');
    });

    it('a versioned folder that versions.json does not list', async () => {
      const site = makeSite();
      site.write('versioned/1.0/content/en/docs/intro.md', '# Old\n');
      expect(await refused(site, '1.0')).toMatchInlineSnapshot(`
        "error versioned/1.0/ exists but versions.json does not list it [version/unlisted-folder]
          hint: remove the folder, or add "1.0" to versions.json if it is a finished snapshot
        ✖ 1 error"
      `);
    });

    it('a spec that does not parse, naming the file and line', async () => {
      const site = makeSite({ spec: 'openapi: 3.1.0\ninfo: { title: Fixture API, version: "1"\npaths: {}\n' });
      expect(await refused(site, '1.0')).toContain("openapi/main.yaml:3:1 error the spec is not valid YAML or JSON");
    });

    it('a $ref to a file that cannot be read', async () => {
      const site = makeSite();
      fs.rmSync(path.join(site.root, 'openapi/user.yaml'));
      expect(await refused(site, '1.0')).toContain('names a file that cannot be read (ENOENT): openapi/user.yaml');
    });

    it('a $ref to a file outside the site, whose content it neither prints nor keeps', async () => {
      const site = makeSite();
      const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-outside-'));
      fs.writeFileSync(path.join(outside, 'secret.yaml'), 'type: object\ndescription: canary-5d2c-outside\n');
      site.write('openapi/user.yaml', `$ref: '${path.join(outside, 'secret.yaml')}'\n`);
      const err = await refused(site, '1.0');
      expect(err.replace(outside, '<outside>')).toContain('openapi/user.yaml:1:7 error /$ref: $ref "<outside>/secret.yaml" names a file outside the site\'s folder; it is not read [openapi/ref-outside-site]');
      expect(err).not.toContain('canary-5d2c-outside');
      fs.rmSync(outside, { recursive: true, force: true });
    });

    it('docs whose front matter does not parse, naming the file and line', async () => {
      const site = makeSite();
      site.write('content/en/docs/guides/setup.md', '---\ntitle: [unclosed\n---\n# Setup\n');
      expect(await refused(site, '1.0')).toMatch(/^content\/en\/docs\/guides\/setup\.md:\d+/m);
    });

    it('a config that fails to load', async () => {
      const site = makeSite();
      site.write('laguna-docs.config.mjs', "export default { title: 'Fixture', url: 'https://example.org', docs: { routeBase: '/docs' } };\n");
      expect(await refused(site, '1.0')).toContain('laguna-docs.config.mjs');
    });

    it('a versions.json that is not a list of versions', async () => {
      const site = makeSite();
      site.write('versions.json', '{ "latest": "1.0" }\n');
      expect(await refused(site, '1.1')).toMatchInlineSnapshot(`
        "versions.json error must be a JSON array of version names, newest first, such as ["1.1", "1.0"] [config/versions-file]
        ✖ 1 error"
      `);
    });
  });

  it('explains itself in --help', async () => {
    const result = await cli(os.tmpdir(), 'version', '--help');
    expect(result.code).toBe(0);
    expect(result.out).toContain('Usage: laguna-docs version [options] <name>');
    expect(result.out).toContain('versioned/<name>/');
  });
});
