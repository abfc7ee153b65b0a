import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildSite, type BuildSiteResult } from '@laguna-docs/builder';
import { loadConfig, type ResolvedConfig } from '@laguna-docs/config';
import type { Diagnostic } from '@laguna-docs/shared';
import { backgroundChecker, CheckStopped, type LinkCheckJob } from './backgroundChecker.js';
import { createLinkWatch } from './linkWatch.js';

const broken = (href: string): Diagnostic => ({ severity: 'warning', code: 'link/missing-page', message: `broken link "${href}"`, file: 'content/en/docs/intro.md', line: 3 });
const job = (build: number): LinkCheckJob => ({ build, config: {} as ResolvedConfig, result: { files: [], pages: [], diagnostics: [] } as BuildSiteResult });

/** A promise resolved by the first call of the function it comes with. */
function signal(): { done: Promise<void>; fire(): void } {
  let fire!: () => void;
  const done = new Promise<void>((resolve) => (fire = resolve));
  return { done, fire };
}

function setup(answers: Array<Diagnostic[] | Error>, gate: Promise<void> = Promise.resolve()) {
  const lines: string[] = [];
  const checked: number[] = [];
  const started = signal();
  const watch = createLinkWatch({
    logger: { info: (m) => lines.push(m), warn: (m) => lines.push(m) },
    checker: async (job) => {
      checked.push(job.build);
      started.fire();
      await gate;
      const answer = answers.shift() ?? [];
      if (answer instanceof Error) throw answer;
      return answer;
    },
    settleMs: 0,
  });
  return { watch, lines, checked, started: started.done };
}

it('prints broken links once, then only what changed', async () => {
  const { watch, lines } = setup([[broken('/a')], [broken('/a')], [broken('/a'), broken('/b')], []]);
  for (const build of [1, 2, 3, 4]) {
    watch.check(job(build));
    await watch.idle();
  }
  expect(lines).toMatchInlineSnapshot(`
    [
      "content/en/docs/intro.md:3 warning broken link "/a" [link/missing-page]",
      "⚠ links of build #1: 1 broken (1 new)",
      "content/en/docs/intro.md:3 warning broken link "/b" [link/missing-page]",
      "⚠ links of build #3: 2 broken (1 new)",
      "✔ links of build #4: none broken",
    ]
  `);
});

it('checks only the newest build when builds come faster than checks, and drops a stale result', async () => {
  let open: () => void = () => {};
  const { watch, checked, lines, started } = setup([[broken('/old')], [broken('/new')]], new Promise((resolve) => (open = resolve)));
  watch.check(job(1));
  // Let the check of build 1 start, then let two more builds arrive while it runs.
  await started;
  watch.check(job(2));
  watch.check(job(3));
  open();
  await watch.idle();
  expect(checked).toEqual([1, 3]);
  expect(lines).toEqual([expect.stringContaining('broken link "/new"'), '⚠ links of build #3: 1 broken (1 new)']);
});

it('pauses a running check during a rebuild and lets it finish, and stops it only on close', async () => {
  const lines: string[] = [];
  const calls: string[] = [];
  let stops = 0;
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const started = signal();
  const checker = Object.assign(
    async () => {
      started.fire();
      await gate;
      return [broken('/a')];
    },
    { stop: () => (stops += 1), pause: () => calls.push('pause'), resume: () => calls.push('resume') },
  );
  const watch = createLinkWatch({ logger: { info: (m) => lines.push(m), warn: (m) => lines.push(m) }, checker, settleMs: 0 });
  watch.check(job(1));
  await started.done;
  watch.hold();
  watch.release();
  open();
  await watch.idle();
  expect(calls).toEqual(['pause', 'resume']);
  expect(stops).toBe(0);
  expect(lines).toEqual([expect.stringContaining('broken link "/a"'), '⚠ links of build #1: 1 broken (1 new)']);
  await watch.close();
});

it('stops a running check on close and starts no other', async () => {
  const checked: number[] = [];
  let stop: () => void = () => {};
  const started = signal();
  const checker = Object.assign(
    async (job: LinkCheckJob) => {
      checked.push(job.build);
      started.fire();
      return new Promise<Diagnostic[]>((_resolve, reject) => (stop = () => reject(new CheckStopped())));
    },
    { stop: () => stop() },
  );
  const watch = createLinkWatch({ logger: { info() {}, warn() {} }, checker, settleMs: 0 });
  watch.check(job(1));
  await started.done;
  await watch.close();
  // Nothing left to wait for: no check running and none about to start.
  await watch.idle();
  expect(checked).toEqual([1]);
});

it('reports a check that fails and goes on', async () => {
  const { watch, lines } = setup([new Error('crawler gave up'), [broken('/a')]]);
  watch.check(job(1));
  await watch.idle();
  watch.check(job(2));
  await watch.idle();
  expect(lines[0]).toMatchInlineSnapshot(`"the link check failed: crawler gave up"`);
  expect(lines).toHaveLength(3);
});

it('runs the real link check in a child process, and stops it halfway', async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-link-worker-'));
  const checker = backgroundChecker();
  try {
    fs.mkdirSync(path.join(site, 'content/en/docs'), { recursive: true });
    fs.mkdirSync(path.join(site, 'content/en/pages'), { recursive: true });
    fs.writeFileSync(path.join(site, 'laguna-docs.config.mjs'), `export default { title: 'T', url: 'https://example.org' };\n`);
    fs.writeFileSync(path.join(site, 'content/en/pages/index.md'), '# Home\n');
    fs.writeFileSync(path.join(site, 'content/en/docs/intro.md'), '# Intro\n\nSee [nothing](/docs/nothing).\n\nThe [data](/data/big.txt) and [its end](/data/end.txt).\n');
    // More than the checker gets in one message: the files reach it in parts, all before the check.
    fs.mkdirSync(path.join(site, 'static/data'), { recursive: true });
    fs.writeFileSync(path.join(site, 'static/data/big.txt'), 'x'.repeat(900 * 1024));
    fs.writeFileSync(path.join(site, 'static/data/end.txt'), 'end');
    const config = await loadConfig({ cwd: site });
    const result = await buildSite({ config, write: false, linkCheck: 'off' });
    const stopped = checker({ build: 1, config, result });
    checker.stop();
    await expect(stopped).rejects.toBeInstanceOf(CheckStopped);
    // A paused check goes on when resumed; a stop ends the process and the next check starts a new one.
    const paused = checker({ build: 1, config, result });
    checker.pause();
    // Held over a turn of the event loop, when the check's requests would otherwise go on.
    await new Promise((resolve) => setImmediate(resolve));
    checker.resume();
    expect((await paused).map((d) => d.code)).toEqual(['link/missing-page']);
    const diagnostics = await checker({ build: 1, config, result });
    expect(diagnostics.map((d) => [d.file, d.line, d.code, d.severity])).toEqual([['content/en/docs/intro.md', 3, 'link/missing-page', 'warning']]);

    // The next check gets only what changed: the fixed page, the new one, and the files that list pages.
    fs.writeFileSync(path.join(site, 'content/en/docs/nothing.md'), '# Now it exists\n');
    const fixed = await buildSite({ config, write: false, linkCheck: 'off' });
    expect(await checker({ build: 2, config, result: fixed })).toEqual([]);
  } finally {
    await checker.close();
    fs.rmSync(site, { recursive: true, force: true });
  }
});
