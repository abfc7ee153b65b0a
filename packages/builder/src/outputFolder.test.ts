import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isUserError } from '@laguna-docs/shared';
import { OUTPUT_MARKER } from './outputFolder.js';
import { stagedOutput } from './siteOutput.js';

function tempParent(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-out-folder-'));
}

/** An output folder as an earlier build left it. */
function previousOutput(outDir: string, text = 'previous'): void {
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'index.html'), text);
  fs.writeFileSync(path.join(outDir, OUTPUT_MARKER), '');
}

const display = (parent: string) => (file: string) => path.relative(parent, file);

async function failure(run: () => Promise<unknown>): Promise<string> {
  const error: unknown = await run().then(() => undefined, (caught: unknown) => caught);
  if (!isUserError(error)) throw new Error(`expected a user error, got ${String(error)}`);
  return error.diagnostics.map((d) => `${d.message} [${d.code}]\n  hint: ${d.hint}`).join('\n');
}

/** The id of a process that has ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('the output folder', () => {
  it('is created with the umask, not readable by its owner alone, and marked as an output', async () => {
    const parent = tempParent();
    const outDir = path.join(parent, 'build');
    const output = await stagedOutput(outDir);
    await output.add({ path: 'docs/intro.html', contents: 'intro' });
    await output.commit();
    const umask = process.umask();
    expect(fs.statSync(outDir).mode & 0o777).toBe(0o777 & ~umask);
    expect(fs.statSync(path.join(outDir, 'docs')).mode & 0o777).toBe(0o777 & ~umask);
    expect(fs.statSync(path.join(outDir, 'docs/intro.html')).mode & 0o777).toBe(0o666 & ~umask);
    expect(fs.readdirSync(outDir).sort()).toEqual([OUTPUT_MARKER, 'docs']);
    expect(fs.readdirSync(parent)).toEqual(['build']);
  });

  it('removes the staging folders of killed builds', async () => {
    const parent = tempParent();
    const outDir = path.join(parent, 'build');
    previousOutput(outDir);
    for (const name of ['.build.next-aaaaaa', '.build.next-bbbbbb/docs', '.build.next-cccccc.old']) fs.mkdirSync(path.join(parent, name), { recursive: true });
    fs.mkdirSync(path.join(parent, '.other.next-dddddd'));
    const output = await stagedOutput(outDir);
    expect(fs.readdirSync(parent).sort()).toEqual(['.build.lock', path.basename(output.folder!), '.other.next-dddddd', 'build']);
    await output.discard();
    expect(fs.readdirSync(parent).sort()).toEqual(['.other.next-dddddd', 'build']);
  });

  it('puts back the previous output that a kill left mid-swap, even if the next build then fails', async () => {
    const parent = tempParent();
    const outDir = path.join(parent, 'build');
    // Killed between the two renames: the new site staged, the previous one retired, no output folder.
    previousOutput(path.join(parent, '.build.next-aaaaaa.old'), 'previous');
    previousOutput(path.join(parent, '.build.next-aaaaaa'), 'unfinished swap');
    const output = await stagedOutput(outDir);
    expect(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('previous');
    await output.discard();
    expect(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('previous');
    expect(fs.readdirSync(parent)).toEqual(['build']);
  });

  it('refuses a second build into the same folder while the first runs, and lets it in afterwards', async () => {
    const parent = tempParent();
    const outDir = path.join(parent, 'build');
    const first = await stagedOutput(outDir, { display: display(parent) });
    expect(await failure(() => stagedOutput(outDir, { display: display(parent) }))).toBe(
      `another laguna-docs build (process ${process.pid}) is writing "build" [build/output-locked]\n  hint: wait for it to finish, or build into another folder with --out; if no build is running, delete ".build.lock"`,
    );
    await first.add({ path: 'index.html', contents: 'first' });
    await first.commit();
    const second = await stagedOutput(outDir);
    await second.add({ path: 'index.html', contents: 'second' });
    await second.commit();
    expect(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('second');
    expect(fs.readdirSync(parent)).toEqual(['build']);
  });

  it('takes over the lock of a build that was killed', async () => {
    const parent = tempParent();
    const outDir = path.join(parent, 'build');
    fs.writeFileSync(path.join(parent, '.build.lock'), JSON.stringify({ pid: deadPid() }));
    const output = await stagedOutput(outDir);
    expect(JSON.parse(fs.readFileSync(path.join(parent, '.build.lock'), 'utf8'))).toEqual({ pid: process.pid });
    await output.commit();
    expect(fs.readdirSync(parent)).toEqual(['build']);
  });

  it('refuses to replace a folder with files laguna-docs did not write, unless forced', async () => {
    const parent = tempParent();
    const outDir = path.join(parent, 'app');
    fs.mkdirSync(path.join(outDir, 'node_modules'), { recursive: true });
    for (const file of ['package.json', 'src.ts', 'README.md']) fs.writeFileSync(path.join(outDir, file), 'mine');
    expect(await failure(() => stagedOutput(outDir, { display: display(parent) }))).toMatchInlineSnapshot(`
      ""app" holds files that laguna-docs did not write ("README.md", "node_modules", "package.json" and 1 more), and a build replaces its output folder whole [build/out-dir-not-output]
        hint: build into a new or empty folder, or pass --force to replace this one and everything in it"
    `);
    expect(fs.readdirSync(parent)).toEqual(['app']);
    expect(fs.readdirSync(outDir).sort()).toEqual(['README.md', 'node_modules', 'package.json', 'src.ts']);
    const forced = await stagedOutput(outDir, { force: true });
    await forced.add({ path: 'index.html', contents: 'site' });
    await forced.commit();
    expect(fs.readdirSync(outDir).sort()).toEqual([OUTPUT_MARKER, 'index.html']);
  });

  it('takes the output of a version from before the marker', async () => {
    const parent = tempParent();
    const outDir = path.join(parent, 'build');
    fs.mkdirSync(path.join(outDir, 'assets'), { recursive: true });
    for (const file of ['404.html', 'robots.txt', 'sitemap.xml', 'index.html']) fs.writeFileSync(path.join(outDir, file), 'earlier');
    const output = await stagedOutput(outDir);
    await output.commit();
    expect(fs.readdirSync(outDir)).toEqual([OUTPUT_MARKER]);
    // Without one of them it is not taken for one.
    fs.rmSync(outDir, { recursive: true });
    fs.mkdirSync(path.join(outDir, 'assets'), { recursive: true });
    for (const file of ['404.html', 'robots.txt']) fs.writeFileSync(path.join(outDir, file), 'other');
    await expect(stagedOutput(outDir)).rejects.toMatchObject({ diagnostics: [{ code: 'build/out-dir-not-output' }] });
  });

  it('takes an empty folder', async () => {
    const parent = tempParent();
    const outDir = path.join(parent, 'empty');
    fs.mkdirSync(outDir);
    const output = await stagedOutput(outDir);
    await output.commit();
    expect(fs.readdirSync(outDir)).toEqual([OUTPUT_MARKER]);
  });
});
