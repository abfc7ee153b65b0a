import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Theme } from '@laguna-docs/shared';
import type { PlannedSource } from '@laguna-docs/content';
import { createPageParser, parsePage, storedParseText } from '../../parsePages.js';
import { keptParse } from '../keptParse.js';
import { AHEAD_ONLY, pageParseInput, storedParseKey } from '../../parseInput.js';
import { DiskCache } from './diskCache.js';
import { keptApiModel, keptClientBundle } from './keptSteps.js';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-cache-'));

/** The page `content/en/docs/intro.md` with `body`, as collected. */
const planned = (body: string): PlannedSource => ({
  source: { file: 'content/en/docs/intro.md', text: body } as PlannedSource['source'],
  frontMatter: {},
  customFrontMatter: {},
  body,
  bodyLine: 1,
  route: '/docs/intro',
  key: 'docs/intro.md',
});

describe('DiskCache', () => {
  it('keeps values across instances, reads nothing it cannot parse, and prunes what a build did not use', async () => {
    const dir = tempDir();
    const first = new DiskCache(dir);
    const key = DiskCache.key(['a', 1, undefined]);
    expect(DiskCache.key(['a', 1, ''])).not.toBe(key);
    first.set(key, { x: 1, position: 2 }, (name, value) => (name === 'position' ? undefined : value));
    first.set('old', { y: 2 });
    first.setText('torn', '{"x":');
    // An entry reads back at once, before it is written.
    expect(first.get('old')).toEqual({ y: 2 });
    expect(fs.readdirSync(dir)).toEqual([]);
    await first.flush();
    expect(first.get('old')).toEqual({ y: 2 });
    // One pack for everything the cache added.
    expect(fs.readdirSync(dir)).toHaveLength(1);
    expect(fs.readdirSync(dir)[0]).toMatch(/\.pack$/);
    const second = new DiskCache(dir);
    expect(second.has(key)).toBe(true);
    expect(second.get(key)).toEqual({ x: 1 });
    expect(second.get('missing')).toBeUndefined();
    expect(second.has('torn')).toBe(true);
    expect(second.get('torn')).toBeUndefined();
    // A file of an older version of the cache is not an entry, and pruning removes it.
    fs.writeFileSync(path.join(dir, `${DiskCache.key(['b'])}.json`), '{}');
    await second.prune();
    expect(fs.readdirSync(dir)).toHaveLength(1);
    expect([...DiskCache.entriesIn(dir)]).toEqual([
      [key, '{"x":1}'],
      ['torn', '{"x":'],
    ]);
  });

  it('reads the packs of other threads, drops what no thread used, and writes again only packs that lost entries', async () => {
    const dir = tempDir();
    for (const keys of [['a', 'b'], ['c', 'd'], ['e']]) {
      const cache = new DiskCache(dir);
      for (const key of keys) cache.set(key, key.toUpperCase());
      await cache.flush();
    }
    const [first, second, third] = fs.readdirSync(dir).sort();
    const main = new DiskCache(dir);
    const helper = new DiskCache(dir);
    expect([main.get('a'), main.get('b'), helper.get('c')]).toEqual(['A', 'B', 'C']);
    helper.set('f', 'F');
    await helper.flush();
    main.markUsed(helper.used);
    await main.prune();
    // The first pack was all used and stays; the second lost d, so c went into a new pack; e went with the third.
    const names = fs.readdirSync(dir).sort();
    expect(names).toHaveLength(3);
    expect(names).toContain(first);
    expect(names).not.toContain(second);
    expect(names).not.toContain(third);
    expect([...DiskCache.entriesIn(dir)].sort()).toEqual([
      ['a', '"A"'],
      ['b', '"B"'],
      ['c', '"C"'],
      ['f', '"F"'],
    ]);
    // A later pack's entry wins over an earlier one's.
    const writer = new DiskCache(dir);
    writer.set('a', 'newer');
    await writer.flush();
    expect(new DiskCache(dir).get('a')).toBe('newer');
  });

  it('writes a pack every few megabytes as entries come, and reads each entry back from its place', async () => {
    const dir = tempDir();
    const cache = new DiskCache(dir);
    const big = (n: number) => `${n}:${'ž'.repeat(1_500_000)}`;
    for (let n = 0; n < 6; n++) cache.set(`big${n}`, big(n));
    // Read back while its pack is being written, too.
    expect(cache.get('big0')).toBe(big(0));
    await cache.flush();
    // Six entries of 1.5 million characters: a pack after every second, none held back.
    expect(fs.readdirSync(dir)).toHaveLength(3);
    const again = new DiskCache(dir);
    for (let n = 5; n >= 0; n--) expect(again.get(`big${n}`)).toBe(big(n));
    expect(cache.get('big2')).toBe(big(2));
  });

  it('gives the value set last for an entry set twice before its pack is written, then and from disk', async () => {
    const dir = tempDir();
    const cache = new DiskCache(dir);
    cache.set('page', { text: 'first' });
    cache.set('other', { text: 'čšž' });
    cache.set('page', { text: 'second, longer' });
    expect(cache.get('page')).toEqual({ text: 'second, longer' });
    expect(cache.get('other')).toEqual({ text: 'čšž' });
    await cache.flush();
    expect(cache.get('page')).toEqual({ text: 'second, longer' });
    const again = new DiskCache(dir);
    expect(again.get('page')).toEqual({ text: 'second, longer' });
    expect(again.get('other')).toEqual({ text: 'čšž' });
    expect(DiskCache.entriesIn(dir).get('page')).toBe('{"text":"second, longer"}');
  });

  it('merges small packs once there are many, keeping every used entry', async () => {
    const dir = tempDir();
    for (let n = 0; n < 40; n++) {
      const cache = new DiskCache(dir);
      cache.set(`k${n}`, n);
      await cache.flush();
    }
    const main = new DiskCache(dir);
    main.markUsed(Array.from({ length: 40 }, (_, n) => `k${n}`));
    await main.prune();
    expect(fs.readdirSync(dir)).toHaveLength(1);
    expect(DiskCache.entriesIn(dir).size).toBe(40);
  });

  it('keeps a pack open while it reads from it, reads right from it after another cache rewrote it, and closes it at the flush', async () => {
    const dir = tempDir();
    const writer = new DiskCache(dir);
    for (let index = 0; index < 50; index += 1) writer.set(`entry-${index}`, { index });
    await writer.flush();
    // Linux lists a process's open files: reading fifty entries of one pack opens it once.
    const open = () =>
      fs.readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return fs.readlinkSync(`/proc/self/fd/${fd}`).startsWith(dir);
        } catch {
          return false;
        }
      }).length;
    const reader = new DiskCache(dir);
    for (let index = 0; index < 50; index += 1) expect(reader.get(`entry-${index}`)).toEqual({ index });
    expect(open()).toBe(1);
    // Another build keeps only some entries: the pack this one reads is written anew and removed.
    const other = new DiskCache(dir);
    for (let index = 0; index < 10; index += 1) other.get(`entry-${index}`);
    await other.prune();
    expect(reader.get('entry-20')).toEqual({ index: 20 });
    await reader.flush();
    expect(open()).toBe(0);
  });

  it('prunes to nothing when a build used nothing, and a missing folder is an empty cache', async () => {
    const dir = tempDir();
    const cache = new DiskCache(dir);
    cache.set('a', 1);
    await cache.flush();
    await new DiskCache(dir).prune();
    expect(fs.readdirSync(dir)).toEqual([]);
    const none = new DiskCache(path.join(dir, 'missing'));
    expect(none.get('a')).toBeUndefined();
    await none.prune();
  });
});

describe('the parse cache on disk', () => {
  const parser = (cache: DiskCache, routes: Map<string, string>, fingerprint = 'code-1') =>
    createPageParser({ basePath: '/b/', localePrefix: '', routesByPath: routes, toc: { minLevel: 2, maxLevel: 3 }, parse: keptParse(parsePage, { disk: { cache, fingerprint } }) });
  const text = '# Intro\n\nSee [users](./users.md) and `code`.\n';

  it('gives back what the parser made, without positions, until a route it looked up changes', async () => {
    const dir = tempDir();
    const routes = new Map([['docs/users.md', '/docs/users']]);
    const fresh = createPageParser({ basePath: '/b/', localePrefix: '', routesByPath: routes, toc: { minLevel: 2, maxLevel: 3 } })(planned(text));
    const cache = new DiskCache(dir);
    const made = parser(cache, routes)(planned(text));
    expect(made.links).toEqual(fresh.links);
    // The build that stores a parse renders it without positions too: they were taken off to store it.
    expect(JSON.stringify(made.hast)).toBe(JSON.stringify(fresh.hast, (name, value: unknown) => (name === 'position' ? undefined : value)));
    expect(fresh.hast.position).toBeDefined();
    expect(made.hast.position).toBeUndefined();
    await cache.flush();
    const stored = parser(new DiskCache(dir), routes)(planned(text));
    expect(JSON.stringify(stored.hast)).toBe(JSON.stringify(fresh.hast, (name, value: unknown) => (name === 'position' ? undefined : value)));
    expect(stored.hast.position).toBeUndefined();
    expect({ ...stored, hast: undefined }).toEqual({ ...fresh, hast: undefined });
    // The linked file got another route: the stored parse no longer holds.
    const moved = parser(new DiskCache(dir), new Map([['docs/users.md', '/docs/people']]))(planned(text));
    expect(moved.links[0]?.href).toBe('/b/docs/people');
    // Other code makes other entries.
    const other = new DiskCache(dir);
    parser(other, routes, 'code-2')(planned(text));
    await other.flush();
    expect(DiskCache.entriesIn(dir).size).toBe(2);
  });

  it('serves a page shown untranslated in another locale from the entry of its original, with links of that locale', async () => {
    const dir = tempDir();
    const routes = new Map([['docs/users.md', '/docs/users']]);
    const en = new DiskCache(dir);
    const make = (cache: DiskCache, localePrefix: string) =>
      createPageParser({ basePath: '/b/', localePrefix, routesByPath: routes, toc: { minLevel: 2, maxLevel: 3 }, footnotes: { label: localePrefix ? 'Opombe' : 'Footnotes', backLabel: 'x' }, parse: keptParse(parsePage, { disk: { cache, fingerprint: 'code-1' } }) });
    const original = make(en, '')(planned(text));
    await en.flush();
    const sl = make(new DiskCache(dir), '/sl')(planned(text));
    expect(DiskCache.entriesIn(dir).size).toBe(1);
    expect(original.links[0]?.href).toBe('/b/docs/users');
    expect(sl.links[0]?.href).toBe('/b/sl/docs/users');
    expect(JSON.stringify(sl.hast)).toContain('"href":"/b/sl/docs/users"');
    expect(JSON.stringify(sl.hast)).not.toContain('\\u0001');
    // Footnotes carry the locale's labels, so a page with one is parsed per locale.
    const withNote = 'Text[^1].\n\n[^1]: A note.\n';
    make(en, '')(planned(withNote));
    make(en, '/sl')(planned(withNote));
    await en.flush();
    expect(DiskCache.entriesIn(dir).size).toBe(3);
  });
});

describe('pages parsed ahead in a helper thread', () => {
  const options = { basePath: '/b/', localePrefix: '/sl', toc: { minLevel: 2, maxLevel: 3 }, footnotes: { label: 'Opombe', backLabel: 'Nazaj {number}' } };
  const text = '# Intro\n\nSee [users](./users.md)[^1].\n\n[^1]: A note.\n';

  it('are the very entries this thread would store, and are used and stored instead of parsing', async () => {
    const routes = new Map([['docs/users.md', '/docs/users']]);
    // What a build in this thread stores for the page...
    const here = new DiskCache(tempDir());
    const parsedHere = createPageParser({ ...options, routesByPath: routes, parse: keptParse(parsePage, { disk: { cache: here, fingerprint: 'code-1' } }) })(planned(text));
    await here.flush();
    const [entry] = DiskCache.entriesIn(here.dir);
    // ...is what the helper sends for it, under the same key.
    const input = pageParseInput(options, planned(text));
    expect(storedParseKey(input, 'code-1')).toBe(entry![0]);
    expect(storedParseText(input, routes)).toBe(entry![1]);

    // Given by the helper, the entry is used as it is (here one marked as the helper's) and stored.
    const sent = JSON.parse(storedParseText(input, routes)) as { markdown: { title: string } };
    sent.markdown.title = 'From the helper';
    const asked: string[] = [];
    const ahead = { take: (key: string) => (asked.push(key), JSON.stringify(sent)) };
    const there = new DiskCache(tempDir());
    const parsed = createPageParser({ ...options, routesByPath: routes, parse: keptParse(parsePage, { disk: { cache: there, fingerprint: 'code-1' }, ahead }) })(planned(text));
    expect(parsed.title).toBe('From the helper');
    expect(asked).toEqual([storedParseKey(input, 'code-1')]);
    // With the locale's links, as a parse in this thread gives them.
    expect(parsed.links).toEqual(parsedHere.links);
    expect(parsed.links[0]?.href).toBe('/b/sl/docs/users');
    await there.flush();
    expect(DiskCache.entriesIn(there.dir).get(entry![0])).toBe(JSON.stringify(sent));

    // A page the helper cannot give is parsed here; one on disk is not asked for.
    const none = createPageParser({ ...options, routesByPath: routes, parse: keptParse(parsePage, { disk: { cache: new DiskCache(tempDir()), fingerprint: 'code-1' }, ahead: { take: () => undefined } }) })(planned(text));
    expect(none.title).toBe('Intro');
    asked.length = 0;
    createPageParser({ ...options, routesByPath: routes, parse: keptParse(parsePage, { disk: { cache: new DiskCache(there.dir), fingerprint: 'code-1' }, ahead }) })(planned(text));
    expect(asked).toEqual([]);
  });
});

describe('pages parsed ahead without a disk cache', () => {
  it('are asked for by a key of their own and looked up again as this thread would, so watch mode notes the lookups', () => {
    const text = '# Intro\n\nSee [users](./users.md).\n';
    const routes = new Map([['docs/users.md', '/docs/users']]);
    const input = pageParseInput({ basePath: '/b/', toc: { minLevel: 2, maxLevel: 3 } }, planned(text));
    const sent = storedParseText(input, routes);
    const asked: string[] = [];
    const looked: string[] = [];
    const watched = new (class extends Map<string, string> {
      override get(path: string) {
        looked.push(path);
        return super.get(path);
      }
    })(routes);
    const parse = createPageParser({ basePath: '/b/', localePrefix: '', routesByPath: watched, toc: { minLevel: 2, maxLevel: 3 }, parse: keptParse(parsePage, { ahead: { take: (key) => (asked.push(key), sent) } }) });
    const parsed = parse(planned(text));
    expect(asked).toEqual([storedParseKey(input, AHEAD_ONLY)]);
    expect(looked).toEqual(['docs/users.md']);
    expect(parsed.links[0]?.href).toBe('/b/docs/users');
    // Without one from the helper, the page is parsed here.
    const alone = createPageParser({ basePath: '/b/', localePrefix: '', routesByPath: routes, toc: { minLevel: 2, maxLevel: 3 }, parse: keptParse(parsePage, { ahead: { take: () => undefined } }) })(planned(text));
    expect(alone.links).toEqual(parsed.links);
    expect(alone.title).toBe('Intro');
  });
});

describe('the OpenAPI model on disk', () => {
  it('is taken from there while the spec text and the code are the same, and never stores a broken spec', async () => {
    const { resolveConfig } = await import('@laguna-docs/config');
    const { apiModel, loadSiteApi } = await import('../../loadSiteApi.js');
    const root = tempDir();
    fs.writeFileSync(path.join(root, 'api.yaml'), 'openapi: 3.1.0\ninfo: { title: Zoo, version: "1" }\npaths:\n  /animals:\n    get:\n      operationId: list_animals\n      responses: { "200": { description: OK } }\n');
    const resolved = resolveConfig({ title: 'T', url: 'https://example.org', openapi: { spec: 'api.yaml' } }, root, 'laguna-docs.config.ts');
    const cache = DiskCache.forSite(root, 'openapi');
    const first = await loadSiteApi(resolved, undefined, keptApiModel(apiModel, { cache, fingerprint: 'code-1' }));
    await cache.flush();
    expect(first.api?.operations.map((operation) => operation.slug)).toEqual(['list-animals']);
    expect(DiskCache.entriesIn(cache.dir).size).toBe(1);
    const again = await loadSiteApi(resolved, undefined, keptApiModel(apiModel, { cache: DiskCache.forSite(root, 'openapi'), fingerprint: 'code-1' }));
    expect(again.api).toEqual(first.api);
    fs.writeFileSync(path.join(root, 'api.yaml'), 'openapi: 3.1.0\ninfo: {}\n');
    const broken = DiskCache.forSite(root, 'openapi');
    expect((await loadSiteApi(resolved, undefined, keptApiModel(apiModel, { cache: broken, fingerprint: 'code-1' }))).diagnostics.length).toBeGreaterThan(0);
    await broken.flush();
    expect(DiskCache.entriesIn(cache.dir).size).toBe(1);
  }, 60_000);
});

describe('the OpenAPI model of several files on disk', () => {
  it('is made again when a file a $ref names changes', async () => {
    const { resolveConfig } = await import('@laguna-docs/config');
    const { apiModel, loadSiteApi } = await import('../../loadSiteApi.js');
    const root = tempDir();
    fs.writeFileSync(path.join(root, 'api.yaml'), 'openapi: 3.1.0\ninfo: { title: Zoo, version: "1" }\npaths:\n  /animals:\n    $ref: animals.yaml\n');
    const animals = (id: string) => `get:\n  operationId: ${id}\n  responses: { "200": { description: OK } }\n`;
    fs.writeFileSync(path.join(root, 'animals.yaml'), animals('list_animals'));
    const resolved = resolveConfig({ title: 'T', url: 'https://example.org', openapi: { spec: 'api.yaml' } }, root, 'laguna-docs.config.ts');
    const load = async () => {
      const cache = DiskCache.forSite(root, 'openapi');
      const site = await loadSiteApi(resolved, undefined, keptApiModel(apiModel, { cache, fingerprint: 'code-1' }));
      await cache.flush();
      return site;
    };
    expect((await load()).api?.operations.map((operation) => operation.slug)).toEqual(['list-animals']);
    fs.writeFileSync(path.join(root, 'animals.yaml'), animals('all_animals'));
    const again = await load();
    expect(again.api?.operations.map((operation) => operation.slug)).toEqual(['all-animals']);
    expect(again.files).toEqual([path.join(root, 'api.yaml'), path.join(root, 'animals.yaml')]);
  });
});

describe('a Swagger 2.0 description', () => {
  it('is loaded as OpenAPI 3.0, and what could not carry over is a warning of the build, from the disk cache too', async () => {
    const { resolveConfig } = await import('@laguna-docs/config');
    const { apiModel, loadSiteApi } = await import('../../loadSiteApi.js');
    const root = tempDir();
    fs.writeFileSync(path.join(root, 'api.yaml'), 'swagger: "2.0"\ninfo: { title: Zoo, version: "1" }\nhost: zoo.example\npaths:\n  /animals:\n    get:\n      operationId: list_animals\n      schemes: [http]\n      responses: { "200": { description: OK } }\n');
    const resolved = resolveConfig({ title: 'T', url: 'https://example.org', openapi: { spec: 'api.yaml' } }, root, 'laguna-docs.config.ts');
    for (let build = 0; build < 2; build++) {
      const cache = DiskCache.forSite(root, 'openapi');
      const site = await loadSiteApi(resolved, undefined, keptApiModel(apiModel, { cache, fingerprint: 'code-1' }));
      await cache.flush();
      expect(site.api?.servers.map((server) => server.url)).toEqual(['https://zoo.example']);
      expect(site.diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}`)).toEqual(['warning openapi/swagger2 api.yaml']);
    }
  });
});

describe("openapi.validation: 'lenient'", () => {
  it('loads a spec with tolerated problems, which become warnings of the build, and keeps strict and lenient models apart on disk', async () => {
    const { resolveConfig } = await import('@laguna-docs/config');
    const { apiModel, loadSiteApi } = await import('../../loadSiteApi.js');
    const root = tempDir();
    fs.copyFileSync(new URL('../../../../openapi/test/fixtures/lenient.yaml', import.meta.url), path.join(root, 'api.yaml'));
    const load = async (validation: 'strict' | 'lenient') => {
      const cache = DiskCache.forSite(root, 'openapi');
      const site = await loadSiteApi(resolveConfig({ title: 'T', url: 'https://example.org', openapi: { spec: 'api.yaml', validation } }, root, 'laguna-docs.config.ts'), undefined, keptApiModel(apiModel, { cache, fingerprint: 'code-1' }));
      await cache.flush();
      return site;
    };
    const lenient = await load('lenient');
    expect(lenient.api?.operations.map((operation) => operation.slug)).toEqual(['get-point']);
    expect(lenient.diagnostics.map((d) => `${d.severity} ${d.line}`)).toEqual(['warning 24', 'warning 26', 'warning 32', 'warning 33']);
    const strict = await load('strict');
    expect(strict.api).toBeUndefined();
    expect(strict.diagnostics.map((d) => d.severity)).toEqual(['error', 'error', 'error', 'error']);
  });
});

describe('the client bundle on disk', () => {
  it('is taken from there while every file it was made from is unchanged', async () => {
    const { theme } = await import('@laguna-docs/theme-default');
    const { bundleClient, clientBundle, clientBundler } = await import('../../bundleClient.js');
    const kept = (cache: DiskCache) => keptClientBundle(clientBundle, cache, clientBundler());
    const dir = tempDir();
    const cache = new DiskCache(dir);
    // Past the theme's prebuilt bundle (see the test below), so that this build bundles and keeps the result.
    const made = await bundleClient(theme, dir, { prebuilt: false, bundle: kept(cache) });
    await cache.flush();
    const [key, text] = [...DiskCache.entriesIn(dir)][0]!;
    const stored = JSON.parse(text) as { inputs: Array<[string, string]>; files: Array<{ path: string; text: string }> };
    // Written as a later pack, an entry replaces the one before.
    const replace = async () => {
      const writer = new DiskCache(dir);
      writer.set(key, stored);
      await writer.flush();
    };
    expect(stored.inputs.length).toBeGreaterThan(3);
    expect(stored.files.map((file) => file.path)).toEqual(made.files.filter((file) => file.path.endsWith('.js')).map((file) => file.path));
    // A changed input (here: a hash that no longer matches) makes it bundle again.
    stored.files[0]!.text = 'stale';
    await replace();
    const reused = await bundleClient(theme, dir, { bundle: kept(new DiskCache(dir)) });
    expect(String(reused.files[0]!.contents)).toBe('stale');
    stored.inputs[0]![1] = 'changed';
    await replace();
    const again = await bundleClient(theme, dir, { prebuilt: false, bundle: kept(new DiskCache(dir)) });
    expect(again.files.map((file) => String(file.contents))).toEqual(made.files.map((file) => String(file.contents)));
  }, 60_000);
});

/**
 * The theme with its browser entry and plain controls in a folder of their own (each re-exporting the
 * real one), so a test writes no file of the real theme.
 */
function themeBeside(real: Theme, dir: string): Theme & { controlsEntry: string } {
  const resolve = createRequire(import.meta.url).resolve;
  fs.writeFileSync(path.join(dir, 'client.js'), `export * from ${JSON.stringify(resolve(real.clientEntry))};\n`);
  fs.writeFileSync(path.join(dir, 'controls.js'), `export * from ${JSON.stringify(resolve(real.controlsEntry ?? ''))};\n`);
  return { ...real, clientEntry: path.join(dir, 'client.js'), controlsEntry: path.join(dir, 'controls.js') };
}

describe('a prebuilt client bundle', () => {
  it('is taken from beside the theme’s client entry while every file it was made from is unchanged', async () => {
    const { theme: real } = await import('@laguna-docs/theme-default');
    const { bundleClient, writePrebuiltClient } = await import('../../bundleClient.js');
    const dir = tempDir();
    const theme = themeBeside(real, dir);
    const file = await writePrebuiltClient(theme, dir);
    expect(file).toBe(path.join(dir, 'client-bundle.json'));
    const prebuilt = JSON.parse(fs.readFileSync(file, 'utf8')) as { key: string; inputs: Array<[string, string]>; files: Array<{ path: string; text: string }> };
    // Named where they are found again once the theme has moved: beside the bundle, or in an installed package.
    expect(prebuilt.inputs.map(([input]) => input)).toContain('controls.js');
    expect(prebuilt.inputs.map(([input]) => input)).toContain('npm:react/index.js');
    const bundled = await bundleClient(theme, dir, { prebuilt: false });
    expect(bundled.files.filter((entry) => entry.path.endsWith('.js')).map((entry) => [entry.path, String(entry.contents)])).toEqual(prebuilt.files.map((entry) => [entry.path, entry.text]));
    // Taken as it is (the marked text shows it was not bundled again) ...
    prebuilt.files[0]!.text = 'prebuilt';
    fs.writeFileSync(file, JSON.stringify(prebuilt));
    expect(String((await bundleClient(theme, dir)).files[0]!.contents)).toBe('prebuilt');
    // ... but not past `prebuilt: false`, nor once a file it was made from has changed.
    expect(String((await bundleClient(theme, dir, { prebuilt: false })).files[0]!.contents)).not.toBe('prebuilt');
    fs.appendFileSync(theme.controlsEntry, '// changed\n');
    expect(String((await bundleClient(theme, dir)).files[0]!.contents)).not.toBe('prebuilt');
    // A file that is not a prebuilt bundle is passed over too.
    fs.writeFileSync(file, JSON.stringify({ key: prebuilt.key, files: prebuilt.files }));
    expect((await bundleClient(theme, dir)).js).toMatch(/^assets\/app\.[0-9a-f]{10}\.js$/);
  }, 60_000);

  it('is still taken once the theme has moved to another folder, as a packed and installed theme does', async () => {
    const { theme: real } = await import('@laguna-docs/theme-default');
    const { bundleClient, writePrebuiltClient } = await import('../../bundleClient.js');
    const made = tempDir();
    const file = await writePrebuiltClient(themeBeside(real, made), made);
    const prebuilt = JSON.parse(fs.readFileSync(file, 'utf8')) as { files: Array<{ path: string; text: string }> };
    prebuilt.files[0]!.text = 'prebuilt';
    fs.writeFileSync(file, JSON.stringify(prebuilt));
    const moved = tempDir();
    for (const name of ['client.js', 'controls.js', 'client-bundle.json']) fs.copyFileSync(path.join(made, name), path.join(moved, name));
    fs.rmSync(made, { recursive: true });
    const theme = { ...real, clientEntry: path.join(moved, 'client.js'), controlsEntry: path.join(moved, 'controls.js') };
    expect(String((await bundleClient(theme, moved)).files[0]!.contents)).toBe('prebuilt');
    fs.appendFileSync(theme.controlsEntry, '// changed\n');
    expect(String((await bundleClient(theme, moved)).files[0]!.contents)).not.toBe('prebuilt');
  }, 60_000);
});
