import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { translationHash } from '@laguna-docs/content';
import type { PageUpdate } from '@laguna-docs/shared';
import { startDevServer, type BuildOutcome, type DevServer } from './devServer.js';
import { openEventStream, type EventStreamClient } from './testing/eventStream.js';
import { rawRequest } from './testing/rawRequest.js';

// Each test runs `serve --watch` on its own two-locale site in a temp folder and edits its files.
let site: string;
let dev: DevServer | undefined;
let events: EventStreamClient | undefined;
let log: string[];
let outcomes: Array<(outcome: BuildOutcome) => void>;

const config = (title: string) => `export default { title: ${JSON.stringify(title)}, url: 'https://example.org', basePath: '/site/', locales: { default: 'en', items: [{ code: 'en', label: 'English' }, { code: 'sl', label: 'Slovenščina' }] } };\n`;

function write(relPath: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(site, relPath)), { recursive: true });
  fs.writeFileSync(path.join(site, relPath), text);
}

/** Resolves after the next build the dev server finishes, good or failed. */
function nextBuild(): Promise<BuildOutcome> {
  return new Promise((resolve) => outcomes.push(resolve));
}

async function start(): Promise<DevServer> {
  dev = await startDevServer({
    config: { cwd: site },
    port: 0,
    logger: { info: (m) => log.push(m), warn: (m) => log.push(m), error: (m) => log.push(m) },
    onBuild: (outcome) => outcomes.shift()?.(outcome),
  });
  events = await openEventStream(dev.server.port);
  return dev;
}

const get = (target: string) => rawRequest(dev!.server.port, target);
/** The build's log lines (the link check reports in between, whenever it is done), timings taken out. */
const buildLog = () => log.filter((line) => !/links of build|\[link\//.test(line)).map((line) => line.replace(/\d+ ms/g, 'N ms'));

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-dev-'));
  log = [];
  outcomes = [];
  write('laguna-docs.config.mjs', config('Site'));
  write('content/en/pages/index.md', '---\nlayout: home\n---\n# Home\n');
  write('content/en/docs/intro.md', '# Intro\n\nWelcome.\n');
  write('content/en/docs/guide.md', '# Guide\n\nOld words.\n');
  write('content/sl/docs/intro.md', '# Uvod\n\nDobrodošli.\n');
});

afterEach(async () => {
  events?.close();
  await dev?.close();
  dev = undefined;
  events = undefined;
  fs.rmSync(site, { recursive: true, force: true });
});

describe('serve --watch', () => {
  it('serves both locales from memory with the dev script, and never writes the output folder', async () => {
    const server = await start();
    expect(server.url).toBe(`http://127.0.0.1:${server.server.port}/site/`);
    const en = await get('/site/docs/intro');
    const sl = await get('/site/sl/docs/intro');
    expect(en.body).toContain('Welcome.');
    expect(sl.body).toContain('Dobrodošli.');
    expect(en.body.match(/data-laguna-dev/g)).toHaveLength(1);
    expect(en.body).toMatch(/<script data-laguna-dev data-build="1">[^]*<\/script><\/body><\/html>\n$/);
    expect(await get('/site/sl/nope')).toMatchObject({ status: 404 });
    expect(fs.existsSync(path.join(site, 'build'))).toBe(false);
    expect((await events!.next('hello')).data).toEqual({ build: 1, problems: [] });
  });

  it('rebuilds an edited page, shows its new title in the other pages, and tells open pages to update in place', async () => {
    await start();
    await events!.next('hello');
    const built = nextBuild();
    write('content/en/docs/guide.md', '# Guide, renamed\n\nNew words.\n');
    const outcome = await built;
    expect(outcome).toMatchObject({ ok: true, build: 2 });
    expect((await events!.next('reload')).data).toEqual({ build: 2, problems: [], inPlace: true });
    const page = await get('/site/docs/guide');
    expect(page.body).toContain('New words.');
    expect(page.body).toContain('data-build="2"');
    expect((await get('/site/docs/intro')).body).toContain('Guide, renamed');
    // The Slovenian site shows the English page until it is translated.
    expect((await get('/site/sl/docs/guide')).body).toContain('New words.');
    expect(outcome.work).toMatchObject({ parsed: 2, reused: 4, rendered: 10, renderReused: 0 });
  });

  it('sends the pages of an edit of a body alone with the reload message, before the rest of the build, and serves no other file of the old build meanwhile', async () => {
    await start();
    await events!.next('hello');
    const built = nextBuild();
    write('content/en/docs/guide.md', '# Guide\n\nNew words.\n');
    const reload = (await events!.next('reload')).data as { build: number; inPlace: boolean; pages: Array<{ href: string; update: PageUpdate }> };
    expect({ ...reload, pages: reload.pages.map((page) => page.href) }).toEqual({ build: 2, problems: [], inPlace: true, pages: ['/site/docs/guide', '/site/sl/docs/guide'] });
    // Asked for before the build may be done: another page comes from the new build all the same.
    const other = await get('/site/docs/intro');
    expect(other.body).toContain('data-build="2"');
    const outcome = await built;
    expect(outcome).toMatchObject({ ok: true, build: 2, ahead: { files: ['docs/guide.html', 'sl/docs/guide.html'] } });
    // What open pages were sent is what the build serves: content, data, title and head elements.
    const page = await get('/site/docs/guide');
    const { update } = reload.pages[0]!;
    expect(update.contentHtml).toContain('New words.');
    expect(page.body).toContain(update.contentHtml);
    expect(page.body).toContain(`"page":${JSON.stringify(update.page)}`);
    expect(page.body).toContain(`<title>${update.title}</title>`);
    expect(page.body).toContain('data-build="2"');
    expect(outcome.work).toMatchObject({ parsed: 2, reused: 4, rendered: 2, renderReused: 10 });

    // The build made the same pages: open pages hear nothing more of it. The next reload is of the next build.
    const next = nextBuild();
    write('content/en/docs/guide.md', '---\ndescription: Words.\n---\n# Guide\n\nNew words.\n');
    expect(await next).toMatchObject({ ok: true, build: 3 });
    expect((await events!.next('reload')).data).toEqual({ build: 3, problems: [], inPlace: true });
  });

  it("marks a translation stale when its original changes, and shows the site's UI strings as they are saved", async () => {
    write('content/sl/docs/intro.md', `---\ntranslation_of: "${translationHash('# Intro\n\nWelcome.\n')}"\n---\n# Uvod\n\nDobrodošli.\n`);
    await start();
    await events!.next('hello');
    expect((await get('/site/sl/docs/intro')).body).not.toContain('data-outdated-translation');
    let built = nextBuild();
    write('content/en/docs/intro.md', '# Intro\n\nWelcome back.\n');
    expect(await built).toMatchObject({ ok: true, build: 2 });
    expect((await get('/site/sl/docs/intro')).body).toContain('data-outdated-translation');
    built = nextBuild();
    write('i18n/sl.json', '{ "skipToContent": "Na vsebino" }\n');
    expect(await built).toMatchObject({ ok: true, build: 3 });
    expect((await get('/site/sl/docs/intro')).body).toContain('>Na vsebino</a>');
  });

  it('reloads pages when a customCss file changes, and rebuilds with the plugins of an edited config', async () => {
    write('src/custom.css', ':root { --primary: red; }\n');
    write('plugins.mjs', "export const shout = () => (tree) => { tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'PLUGGED' }] }); };\n");
    write('laguna-docs.config.mjs', config('Site').replace('export default {', "export default { customCss: ['./src/custom.css'],"));
    await start();
    await events!.next('hello');
    const sheet = async () => {
      const href = /<link rel="stylesheet" href="(\/site\/assets\/custom\.[0-9a-f]{10}\.css)">/.exec((await get('/site/docs/intro')).body)?.[1];
      return href ? (await get(href)).body : undefined;
    };
    expect(await sheet()).toBe(':root { --primary: red; }\n');

    let built = nextBuild();
    write('src/custom.css', ':root { --primary: teal; }\n');
    expect(await built).toMatchObject({ ok: true, build: 2 });
    expect((await events!.next('reload')).data).toEqual({ build: 2, problems: [] });
    expect(await sheet()).toBe(':root { --primary: teal; }\n');

    built = nextBuild();
    write('laguna-docs.config.mjs', `import { shout } from './plugins.mjs';\n${config('Site').replace('export default {', "export default { customCss: ['./src/custom.css'], markdown: { remarkPlugins: [shout] },")}`);
    expect(await built).toMatchObject({ ok: true, build: 3 });
    expect((await get('/site/docs/intro')).body).toContain('<p>PLUGGED</p>');
  });

  it('keeps serving the last good build when front matter breaks, reports file and line, and recovers', async () => {
    await start();
    await events!.next('hello');
    let built = nextBuild();
    write('content/en/docs/guide.md', '---\ntitle: [broken\n---\n# Guide\n');
    expect(await built).toMatchObject({ ok: false, build: 1 });
    const problems = (await events!.next('problems')).data as { build: number; problems: Array<{ location: string; code: string }> };
    expect(problems.build).toBe(1);
    expect(problems.problems[0]).toMatchObject({ location: expect.stringMatching(/^content\/en\/docs\/guide\.md:\d+/), code: 'front-matter/invalid-yaml' });
    expect(buildLog().slice(-2)).toMatchInlineSnapshot(`
      [
        "content/en/docs/guide.md:3:1 error invalid YAML in front matter: Flow sequence in block collection must be sufficiently indented and end with a ] [front-matter/invalid-yaml]",
        "✖ content/en/docs/guide.md changed: the build failed after N ms; still serving build #1. Fix the file and save.",
      ]
    `);

    // Still up, still the last good page; a page opened now is told about the problem at once.
    expect(await get('/site/docs/guide')).toMatchObject({ status: 200, body: expect.stringContaining('Old words.') });
    const late = await openEventStream(dev!.server.port);
    expect(((await late.next('hello')).data as { problems: unknown[] }).problems).toHaveLength(1);
    late.close();

    built = nextBuild();
    write('content/en/docs/guide.md', '# Guide\n\nFixed words.\n');
    expect(await built).toMatchObject({ ok: true, build: 2 });
    expect((await events!.next('reload')).data).toEqual({ build: 2, problems: [], inPlace: true });
    expect((await get('/site/docs/guide')).body).toContain('Fixed words.');
  });

  it('adds and removes routes and sidebar entries when pages are added and deleted', async () => {
    await start();
    let built = nextBuild();
    write('content/en/docs/later.md', '# Later page\n\nAdded.\n');
    expect(await built).toMatchObject({ ok: true });
    expect(await get('/site/docs/later')).toMatchObject({ status: 200, body: expect.stringContaining('Added.') });
    expect(await get('/site/sl/docs/later')).toMatchObject({ status: 200 });
    expect((await get('/site/docs/intro')).body).toContain('Later page');

    built = nextBuild();
    fs.rmSync(path.join(site, 'content/en/docs/guide.md'));
    const deleted = await built;
    expect(deleted).toMatchObject({ ok: true });
    expect(await get('/site/docs/guide')).toMatchObject({ status: 404 });
    expect(await get('/site/sl/docs/guide')).toMatchObject({ status: 404 });
    expect((await get('/site/docs/intro')).body).not.toContain('/site/docs/guide"');
    expect(deleted.work).toMatchObject({ markdownReset: true });
  });

  it('serves an image beside a page and shows a changed one at a new address, rendering only the pages showing it again', async () => {
    write('content/en/docs/diagram.svg', '<svg>one</svg>');
    write('content/en/docs/guide.md', '# Guide\n\n![Diagram](./diagram.svg)\n');
    await start();
    const src = async () => (await get('/site/docs/guide')).body.match(/<img src="([^"]+)"/)?.[1];
    const first = await src();
    expect(first).toMatch(/^\/site\/assets\/media\/diagram\.[0-9a-f]{10}\.svg$/);
    expect(await get(first!)).toMatchObject({ status: 200, body: '<svg>one</svg>' });
    const built = nextBuild();
    write('content/en/docs/diagram.svg', '<svg>two</svg>');
    const outcome = await built;
    expect(outcome).toMatchObject({ ok: true });
    // Not a markdown edit: open pages reload instead of updating in place.
    expect((await events!.next('reload')).data).toEqual({ build: 2, problems: [] });
    const second = await src();
    expect(second).not.toBe(first);
    expect(await get(second!)).toMatchObject({ status: 200, body: '<svg>two</svg>' });
    // The guide in both locales (the Slovenian one is the English text, untranslated), and nothing else.
    expect(outcome.work).toMatchObject({ parsed: 2, reused: 4, rendered: 2, renderReused: 8, markdownReset: true });
  });

  it('survives a broken config and picks up the fixed one', async () => {
    await start();
    let built = nextBuild();
    write('laguna-docs.config.mjs', 'export default { title: ;\n');
    expect(await built).toMatchObject({ ok: false });
    const problems = (await events!.next('problems')).data as { problems: Array<{ location: string; code: string }> };
    expect(problems.problems[0]).toMatchObject({ location: expect.stringMatching(/^laguna-docs\.config\.mjs:1:\d+$/), code: 'config/syntax' });
    expect(await get('/site/docs/intro')).toMatchObject({ status: 200 });

    built = nextBuild();
    write('laguna-docs.config.mjs', config('Renamed site'));
    expect(await built).toMatchObject({ ok: true, build: 2 });
    expect((await events!.next('reload')).data).toEqual({ build: 2, problems: [] });
    expect((await get('/site/docs/intro')).body).toContain('Renamed site');
  });

  it('starts even when the first build fails, and builds once the file is fixed', async () => {
    write('content/en/docs/guide.md', '---\ntitle: [broken\n---\n');
    const server = await start();
    expect(server.build).toBe(0);
    const page = await get('/site/docs/intro');
    expect(page.status).toBe(404);
    expect(page.body).toContain('The site has not been built yet');
    expect(page.body).toContain('data-build="0"');
    expect(((await events!.next('hello')).data as { problems: unknown[] }).problems).toHaveLength(1);

    const built = nextBuild();
    write('content/en/docs/guide.md', '# Guide\n');
    expect(await built).toMatchObject({ ok: true, build: 1 });
    expect(await get('/site/docs/intro')).toMatchObject({ status: 200 });
  });

  it("redirects a page's URL with a trailing slash to its canonical URL, as serve does, for the pages of the build it serves", async () => {
    await start();
    expect(await get('/site/docs/intro/')).toMatchObject({ status: 301, headers: { location: '/site/docs/intro' } });
    expect(await get('/site/sl/docs/intro/?from=x')).toMatchObject({ status: 301, headers: { location: '/site/sl/docs/intro?from=x' } });
    expect(await get('/site/docs/later/')).toMatchObject({ status: 404 });
    // A page a rebuild adds is redirected to once that build is served.
    const added = nextBuild();
    write('content/en/docs/later.md', '# Later\n');
    expect(await added).toMatchObject({ ok: true, build: 2 });
    expect(await get('/site/docs/later/')).toMatchObject({ status: 301, headers: { location: '/site/docs/later' } });
    // While an edited page is shown ahead of its build, its URL with a slash leads to it too.
    await events!.next('hello');
    const edited = nextBuild();
    write('content/en/docs/guide.md', '# Guide\n\nNew words.\n');
    await events!.next('reload');
    expect(await get('/site/docs/guide/')).toMatchObject({ status: 301, headers: { location: '/site/docs/guide' } });
    expect(await edited).toMatchObject({ ok: true, build: 3 });
    expect((await get('/site/docs/guide')).body).toContain('New words.');
  });

  it('answers a page it already sent with 304 until the next build', async () => {
    await start();
    const first = await get('/site/docs/intro');
    const again = await rawRequest(dev!.server.port, '/site/docs/intro', { headers: { 'if-none-match': first.headers.etag! } });
    expect(again.status).toBe(304);
    const built = nextBuild();
    write('content/en/docs/intro.md', '# Intro\n\nChanged.\n');
    await built;
    const after = await rawRequest(dev!.server.port, '/site/docs/intro', { headers: { 'if-none-match': first.headers.etag! } });
    expect(after.status).toBe(200);
  });
});

it('says when the port it was told to use is taken', async () => {
  const first = await start();
  const error = await startDevServer({ config: { cwd: site }, port: first.server.port, strictPort: true, logger: { info() {}, warn() {}, error() {} } }).catch((e: unknown) => e);
  expect(error instanceof Error && error.message.replace(String(first.server.port), '<port>')).toMatchInlineSnapshot(`
    "error port <port> on 127.0.0.1 is already in use [serve/port-in-use]
      hint: stop the program using it, or pass another --port"
  `);
});
