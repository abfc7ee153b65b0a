import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startDevServer, type BuildOutcome, type DevServer } from './devServer.js';
import { rawRequest } from './testing/rawRequest.js';

// `serve --watch` while the content folder or the config file is removed and put back, as a checkout of
// another branch, a `git stash` or a careless `rm` does: the last good build stays up, the removal is
// a failed build (never an empty site), and the watcher keeps following the restored files.
let site: string;
let dev: DevServer | undefined;
let outcomes: BuildOutcome[];
let waiting: Array<() => void>;
let log: string[];

const config = (title: string) => `export default { title: ${JSON.stringify(title)}, url: 'https://example.org', basePath: '/site/' };\n`;

function write(relPath: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(site, relPath)), { recursive: true });
  fs.writeFileSync(path.join(site, relPath), text);
}

/** Waits for a build whose outcome satisfies `wanted`, among those finished since `from`. */
async function buildWhere(from: number, wanted: (outcome: BuildOutcome) => boolean): Promise<BuildOutcome> {
  for (;;) {
    const found = outcomes.slice(from).find(wanted);
    if (found) return found;
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
}

const get = (target: string) => rawRequest(dev!.server.port, target);

beforeEach(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-dev-removal-'));
  outcomes = [];
  waiting = [];
  log = [];
  write('laguna-docs.config.mjs', config('Site'));
  write('content/en/pages/index.md', '# Home\n');
  write('content/en/docs/intro.md', '# Intro\n\nFirst words.\n');
  dev = await startDevServer({
    config: { cwd: site },
    port: 0,
    logger: { info: (m) => log.push(m), warn: (m) => log.push(m), error: (m) => log.push(m) },
    onBuild: (outcome) => {
      outcomes.push(outcome);
      for (const wake of waiting.splice(0)) wake();
    },
  });
});

afterEach(async () => {
  await dev?.close();
  dev = undefined;
  fs.rmSync(site, { recursive: true, force: true });
});

describe('serve --watch when sources disappear', () => {
  it('keeps serving the last good build while the content folder is gone, and follows it once restored', async () => {
    let from = outcomes.length;
    fs.rmSync(path.join(site, 'content'), { recursive: true });
    expect(await buildWhere(from, (outcome) => !outcome.ok)).toMatchObject({ ok: false, build: 1 });
    expect(log).toContain('content error the content folder "content" does not exist [content/missing-folder]\n  hint: create it with a folder per locale (content/en/docs/intro.md), or set contentDir in the config');
    expect(outcomes.slice(from).every((outcome) => !outcome.ok)).toBe(true);
    expect(await get('/site/docs/intro')).toMatchObject({ status: 200, body: expect.stringContaining('First words.') });

    // Put back whole, as a checkout does, once the removal's builds are over and the watcher waits again.
    await dev!.settled();
    from = outcomes.length;
    fs.mkdirSync(path.join(site, 'restored/en/docs'), { recursive: true });
    fs.writeFileSync(path.join(site, 'restored/en/docs/intro.md'), '# Intro\n\nRestored words.\n');
    fs.mkdirSync(path.join(site, 'restored/en/pages'));
    fs.writeFileSync(path.join(site, 'restored/en/pages/index.md'), '# Home\n');
    fs.renameSync(path.join(site, 'restored'), path.join(site, 'content'));
    expect(await buildWhere(from, (outcome) => outcome.ok)).toMatchObject({ ok: true, build: 2 });
    expect((await get('/site/docs/intro')).body).toContain('Restored words.');

    // And it is still watched: an edit after the restore is built.
    from = outcomes.length;
    write('content/en/docs/intro.md', '# Intro\n\nEdited after the restore.\n');
    await buildWhere(from, (outcome) => outcome.ok);
    expect((await get('/site/docs/intro')).body).toContain('Edited after the restore.');
  });

  it('keeps serving the last good build while the config is gone, and follows it once restored', async () => {
    let from = outcomes.length;
    fs.rmSync(path.join(site, 'laguna-docs.config.mjs'));
    expect(await buildWhere(from, (outcome) => !outcome.ok)).toMatchObject({ ok: false, build: 1 });
    expect(log.some((line) => line.includes('[config/not-found]'))).toBe(true);
    expect(await get('/site/docs/intro')).toMatchObject({ status: 200, body: expect.stringContaining('First words.') });

    await dev!.settled();
    from = outcomes.length;
    write('laguna-docs.config.mjs', config('Restored site'));
    await buildWhere(from, (outcome) => outcome.ok);
    expect((await get('/site/docs/intro')).body).toContain('Restored site');

    from = outcomes.length;
    write('laguna-docs.config.mjs', config('Edited site'));
    await buildWhere(from, (outcome) => outcome.ok);
    expect((await get('/site/docs/intro')).body).toContain('Edited site');
    from = outcomes.length;
    write('content/en/docs/intro.md', '# Intro\n\nStill watched.\n');
    await buildWhere(from, (outcome) => outcome.ok);
    expect((await get('/site/docs/intro')).body).toContain('Still watched.');
  });
});

describe('serve --watch and symbolic links out of the site', () => {
  it('fails the rebuild naming the link, and never serves what it points to', async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-dev-outside-'));
    fs.writeFileSync(path.join(outside, 'shadow'), 'root:secret-hash');
    const from = outcomes.length;
    fs.mkdirSync(path.join(site, 'static'));
    fs.symlinkSync(outside, path.join(site, 'static/etcdir'));
    fs.symlinkSync(path.join(outside, 'shadow'), path.join(site, 'content/en/docs/passwd.md'));
    await buildWhere(from, (outcome) => !outcome.ok && log.some((line) => line.includes('"content/en/docs/passwd.md" is a symbolic link')));
    expect(log.some((line) => line.startsWith('content/en/docs/passwd.md error "content/en/docs/passwd.md" is a symbolic link to '))).toBe(true);
    expect(outcomes.every((outcome) => outcome.build === 1)).toBe(true);
    for (const target of ['/site/etcdir/shadow', '/site/docs/passwd']) expect(await get(target)).toMatchObject({ status: 404, body: expect.not.stringContaining('secret-hash') });
  });
});
