import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { PageUpdate } from '@laguna-docs/shared';
import { startDevServer, type BuildOutcome, type DevServer } from './devServer.js';
import { openEventStream, type EventStreamClient } from './testing/eventStream.js';
import { rawRequest } from './testing/rawRequest.js';

// A page saved again while the build of its previous save is still running: that build reads the newer
// text, so it makes the page otherwise than it was sent ahead. The `onAhead` hook saves the file at exactly
// that moment, after the pages were sent and before the build reads the sources.
let site: string;
let dev: DevServer | undefined;
let events: EventStreamClient | undefined;

interface ReloadData {
  build: number;
  inPlace?: boolean;
  pages?: Array<{ href: string; update: PageUpdate }>;
}

function write(relPath: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(site, relPath)), { recursive: true });
  fs.writeFileSync(path.join(site, relPath), text);
}

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-dev-ahead-'));
  write('laguna-docs.config.mjs', `export default { title: 'Site', url: 'https://example.org', basePath: '/site/' };\n`);
  write('content/en/pages/index.md', '# Home\n');
  write('content/en/docs/intro.md', '# Intro\n\nFirst words.\n');
});

afterEach(async () => {
  events?.close();
  await dev?.close();
  dev = undefined;
  events = undefined;
  fs.rmSync(site, { recursive: true, force: true });
});

async function start(onAhead: (files: string[]) => void, onBuild: (outcome: BuildOutcome) => void): Promise<DevServer> {
  dev = await startDevServer({ config: { cwd: site }, port: 0, logger: { info() {}, warn() {}, error() {} }, onAhead, onBuild });
  events = await openEventStream(dev.server.port);
  await events.next('hello');
  return dev;
}

it('tells open pages nothing more when the build of an edit read a newer save: the rebuild for that save sends its own update', async () => {
  let saves = 0;
  const builds: BuildOutcome[] = [];
  let third!: (outcome: BuildOutcome) => void;
  const thirdBuild = new Promise<BuildOutcome>((resolve) => (third = resolve));
  await start(
    () => {
      // The first edit's pages were sent; its build has not read the sources yet.
      saves += 1;
      if (saves === 1) write('content/en/docs/intro.md', '# Intro\n\nThird words.\n');
    },
    (outcome) => {
      builds.push(outcome);
      if (builds.length === 3) third(outcome);
    },
  );
  write('content/en/docs/intro.md', '# Intro\n\nSecond words.\n');

  const first = (await events!.next('reload')).data as ReloadData;
  expect(first.pages?.map((page) => page.href)).toEqual(['/site/docs/intro']);
  expect(first.pages?.[0]?.update.contentHtml).toContain('Second words.');
  // The next message open pages get is the newer save's update, with its data: no message that would make
  // them fetch the page (a reload without `pages`) in between.
  const second = (await events!.next('reload')).data as ReloadData;
  expect({ build: second.build, inPlace: second.inPlace, hrefs: second.pages?.map((page) => page.href) }).toEqual({ build: 3, inPlace: true, hrefs: ['/site/docs/intro'] });
  expect(second.pages?.[0]?.update.contentHtml).toContain('Third words.');

  expect(await thirdBuild).toMatchObject({ ok: true, build: 3, ahead: { files: ['docs/intro.html'] } });
  expect(builds.map((outcome) => outcome.build)).toEqual([1, 2, 3]);
  const page = await rawRequest(dev!.server.port, '/site/docs/intro');
  expect(page.body).toContain('Third words.');
  expect(page.body).toContain(second.pages![0]!.update.contentHtml);
  expect(page.body).toContain('data-build="3"');
});

it('still tells open pages to fetch the page when its build made it otherwise from the same text', async () => {
  let added = false;
  await start(
    () => {
      // A new page, saved before the build reads the sources: the build lists it in the edited page's
      // sidebar, which the render ahead could not know.
      if (!added) write('content/en/docs/guide.md', '# Guide\n\nNew page.\n');
      added = true;
    },
    () => {},
  );
  write('content/en/docs/intro.md', '# Intro\n\nSecond words.\n');
  const first = (await events!.next('reload')).data as ReloadData;
  expect(first.pages?.[0]?.update.contentHtml).toContain('Second words.');
  expect(first.pages?.[0]?.update.contentHtml).not.toContain('Guide');
  // The page of build 2 is not the one sent: open pages are told to fetch it (a reload without `pages`).
  expect((await events!.next('reload')).data).toEqual({ build: 2, problems: [], inPlace: true });
  expect((await rawRequest(dev!.server.port, '/site/docs/intro')).body).toContain('href="/site/docs/guide"');
});
