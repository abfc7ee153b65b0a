import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../program.js';
import { serveCommand, type ServeFlags } from './serve.js';
import { siteFolder } from '../testing/siteFolder.js';

// `laguna-docs serve` on a small site in a temp folder, stopped by an AbortSignal instead of Ctrl+C.
const sites: string[] = [];
afterEach(() => {
  for (const site of sites.splice(0)) fs.rmSync(site, { recursive: true, force: true });
});

function makeSite(): string {
  const { root, write } = siteFolder('serve-cli');
  sites.push(root);
  write('laguna-docs.config.mjs', `export default { title: 'Fixture', url: 'https://example.org', basePath: '/fixture/', locales: { default: 'en', items: [{ code: 'en', label: 'English' }, { code: 'sl', label: 'Slovenščina' }] } };\n`);
  write('content/en/pages/index.md', '# Fixture\n\nA small site.\n');
  write('content/en/docs/intro.md', '# Intro\n\nStart here.\n');
  return root;
}

/** Starts `serve` and resolves with the URL it prints, what it printed, and a way to stop it. */
async function serve(cwd: string, flags: ServeFlags) {
  const out: string[] = [];
  const err: string[] = [];
  const controller = new AbortController();
  let announced: (url: string) => void = () => {};
  const url = new Promise<string>((resolve) => (announced = resolve));
  const output = {
    out: (text: string) => {
      out.push(text);
      const match = /^Serving .*at (\S+)$/.exec(text);
      if (match) announced(match[1]!);
    },
    err: (text: string) => err.push(text),
  };
  const done = serveCommand({ port: 0, ...flags }, { output, cwd, stop: controller.signal });
  // A failure before listening would otherwise leave the URL promise waiting forever.
  const served = await Promise.race([url, done.then((code) => `exited with ${code}`)]);
  return { url: served, out, err, stop: async () => (controller.abort(), done) };
}

describe('laguna-docs serve', () => {
  it('serves the built folder under the base path until stopped', async () => {
    const site = makeSite();
    expect(await main(['node', 'laguna-docs', 'build'], { cwd: site, output: { out: () => {}, err: () => {} } })).toBe(0);
    const server = await serve(site, {});
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/fixture\/$/);
      const page = await fetch(`${server.url}docs/intro`);
      expect(page.status).toBe(200);
      expect(await page.text()).not.toContain('data-laguna-dev');
      expect((await fetch(`${server.url}sl/nope`)).status).toBe(404);
      expect(server.out.slice(-1)).toEqual(['Press Ctrl+C to stop.']);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it('builds in memory with --watch, writes nothing, and says that --out is not used', async () => {
    const site = makeSite();
    const server = await serve(site, { watch: true, out: 'elsewhere' });
    try {
      expect(await (await fetch(`${server.url}docs/intro`)).text()).toContain('data-laguna-dev');
      expect(fs.existsSync(path.join(site, 'build'))).toBe(false);
      expect(server.err).toContain('--out is not used with --watch: the site is built in memory and nothing is written');
      expect(server.out.some((line) => /^✔ first build: built in \d+ ms/.test(line))).toBe(true);
    } finally {
      await server.stop();
    }
  });

  it('explains what to do when nothing was built yet', async () => {
    const err: string[] = [];
    const code = await main(['node', 'laguna-docs', 'serve', '--port', '0'], { cwd: makeSite(), output: { out: () => {}, err: (text) => err.push(text) } });
    expect(code).toBe(1);
    expect(err.join('\n')).toMatchInlineSnapshot(`
      "error there is no built site in build/ [serve/not-built]
        hint: run laguna-docs build first, or laguna-docs serve --watch to build in memory and rebuild on every change
      ✖ 1 error"
    `);
  });

  it('rejects a port that is not a number', async () => {
    const err: string[] = [];
    const code = await main(['node', 'laguna-docs', 'serve', '--port', 'eighty'], { cwd: makeSite(), output: { out: () => {}, err: (text) => err.push(text) } });
    expect(code).toBe(1);
    expect(err[0]).toMatchInlineSnapshot(`
      "error: option '-p, --port <n>' argument 'eighty' is invalid. must be a whole number from 0 to 65535.
      "
    `);
  });
});
