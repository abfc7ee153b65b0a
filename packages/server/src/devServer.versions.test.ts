import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startDevServer, type BuildOutcome, type DevServer } from './devServer.js';
import { rawRequest } from './testing/rawRequest.js';

// `serve --watch` on a site with a released version: edits of the current docs rebuild Next, edits of a
// snapshot rebuild that version, and a version cut while serving is picked up.
let site: string;
let dev: DevServer | undefined;
let outcomes: Array<(outcome: BuildOutcome) => void>;

function write(relPath: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(site, relPath)), { recursive: true });
  fs.writeFileSync(path.join(site, relPath), text);
}

function nextBuild(): Promise<BuildOutcome> {
  return new Promise((resolve) => outcomes.push(resolve));
}

const get = (target: string) => rawRequest(dev!.server.port, target);

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-dev-versions-'));
  outcomes = [];
  write('laguna-docs.config.mjs', "export default { title: 'Site', url: 'https://example.org', basePath: '/site/' };\n");
  write('content/en/pages/index.md', '# Home\n');
  write('content/en/docs/intro.md', '# Intro\n\nUnreleased words.\n');
  write('versioned/1.0/content/en/docs/intro.md', '# Intro\n\nReleased words.\n');
  write('versions.json', '["1.0"]\n');
});

afterEach(async () => {
  await dev?.close();
  dev = undefined;
  fs.rmSync(site, { recursive: true, force: true });
});

it('rebuilds Next on an edit of the current docs and a version on an edit of its snapshot', async () => {
  dev = await startDevServer({ config: { cwd: site }, port: 0, logger: { info: () => {}, warn: () => {}, error: () => {} }, onBuild: (outcome) => outcomes.shift()?.(outcome) });
  expect((await get('/site/docs/intro')).body).toContain('Released words.');
  expect((await get('/site/docs/next/intro')).body).toContain('Unreleased words.');

  let built = nextBuild();
  write('content/en/docs/intro.md', '# Intro\n\nNew unreleased words.\n');
  expect(await built).toMatchObject({ ok: true });
  expect((await get('/site/docs/next/intro')).body).toContain('New unreleased words.');
  expect((await get('/site/docs/intro')).body).toContain('Released words.');

  built = nextBuild();
  write('versioned/1.0/content/en/docs/intro.md', '# Intro\n\nCorrected released words.\n');
  expect(await built).toMatchObject({ ok: true });
  expect((await get('/site/docs/intro')).body).toContain('Corrected released words.');

  // A version cut while serving: its snapshot first, then versions.json, which reloads the config.
  write('versioned/1.1/content/en/docs/intro.md', '# Intro\n\nWords of 1.1.\n');
  built = nextBuild();
  write('versions.json', '["1.1", "1.0"]\n');
  let outcome = await built;
  // The snapshot's own build may come first; the one after versions.json serves 1.1 as the latest.
  while (!(await get('/site/docs/1.0/intro')).body.includes('Corrected released words.')) {
    expect(outcome).toMatchObject({ ok: true });
    built = nextBuild();
    outcome = await built;
  }
  expect((await get('/site/docs/intro')).body).toContain('Words of 1.1.');
});
