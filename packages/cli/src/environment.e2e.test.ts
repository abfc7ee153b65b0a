import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reportFailure } from './reporter.js';

// The CLI against a machine that says no: a full disk, a read-only file system, a build that holds the
// output. Each is the user's to fix: exit 1 and a message naming the file or folder, never exit 2 ("a bug").
// Full and read-only file systems are real: a small tmpfs and a read-only bind mount, each in a mount
// namespace of the command's own (`unshare -m`), gone when it ends. The CLI runs from the compiled packages.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const cli = path.join(repoRoot, 'bin/laguna-docs.js');

function makeSite(): { parent: string; site: string } {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-env-'));
  const site = path.join(parent, 'site');
  const files: Record<string, string> = {
    'laguna-docs.config.mjs': `export default { title: 'T', url: 'https://example.org' };\n`,
    'content/en/docs/intro.md': '# Intro\n\nHello.\n',
    'content/en/pages/index.md': '# Home\n\nSee [the intro](/docs/intro).\n',
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    fs.writeFileSync(path.join(site, file), text);
  }
  return { parent, site };
}

/** Runs a shell script in a mount namespace of its own; `$CLI` runs laguna-docs. */
function inNamespace(script: string, cwd: string) {
  const result = spawnSync('unshare', ['-m', 'sh', '-c', script], { cwd, encoding: 'utf8', env: { ...process.env, CLI: `${process.execPath} ${cli}` }, timeout: 120_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function run(args: string[], cwd: string) {
  const result = spawnSync(process.execPath, [cli, ...args], { cwd, encoding: 'utf8', timeout: 120_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('exit codes for problems of the machine', () => {
  it('a full disk: exit 1 naming the file, the previous output untouched, no staging folder left', () => {
    const { parent, site } = makeSite();
    const disk = path.join(parent, 'disk');
    fs.mkdirSync(disk);
    const result = inNamespace(
      `mount -t tmpfs -o size=64k tmpfs "${disk}" && mkdir "${disk}/site" && echo previous > "${disk}/site/index.html" && touch "${disk}/site/.laguna-docs-output" &&
       $CLI build --out "${disk}/site"; echo "exit $?"; cat "${disk}/site/index.html"; ls -A "${disk}"`,
      site,
    );
    expect(result.stderr).toMatch(new RegExp(`error no space left on the device: could not write "${disk}/\\.site\\.next-[0-9a-f]+/[^"]+" \\[environment/enospc\\]`));
    expect(result.stderr).not.toContain('laguna-docs bug');
    expect(result.stdout.split('\n').slice(-4)).toEqual(['exit 1', 'previous', 'site', '']);
  }, 120_000);

  it('a read-only site folder builds into a writable --out; its own output folder there is refused with exit 1', () => {
    const { parent, site } = makeSite();
    const out = path.join(parent, 'out');
    const result = inNamespace(
      `mount --bind "${site}" "${site}" && mount -o remount,bind,ro "${site}" &&
       $CLI build --out "${out}"; echo "exit $?"; $CLI build; echo "exit $?"`,
      site,
    );
    expect(result.stdout).toMatch(/^Built 4 pages into /m);
    expect(result.stdout.match(/^exit \d$/gm)).toEqual(['exit 0', 'exit 1']);
    expect(result.stderr).toContain(`.build.lock error the file system is read-only: could not open ".build.lock" [environment/erofs]\n  hint: build into a folder on a writable file system with --out`);
    expect(fs.readFileSync(path.join(out, 'docs/intro.html'), 'utf8')).toContain('Hello.');
    expect(fs.readdirSync(site).sort()).toEqual(['content', 'laguna-docs.config.mjs']);
  }, 120_000);

  it('a build already writing the output: exit 1 naming the process and the lock', () => {
    const { site } = makeSite();
    fs.writeFileSync(path.join(site, '.build.lock'), JSON.stringify({ pid: process.pid }));
    const result = run(['build'], site);
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(`error another laguna-docs build (process ${process.pid}) is writing "build" [build/output-locked]\n  hint: wait for it to finish, or build into another folder with --out; if no build is running, delete ".build.lock"\n✖ 1 error`);
  }, 120_000);

  it('an --out folder of other files: exit 1, and --force replaces it', () => {
    const { parent, site } = makeSite();
    const out = path.join(parent, 'project');
    fs.mkdirSync(path.join(out, 'node_modules'), { recursive: true });
    fs.writeFileSync(path.join(out, 'package.json'), '{}');
    const refused = run(['build', '--out', out], site);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`error "${out}" holds files that laguna-docs did not write ("node_modules", "package.json"), and a build replaces its output folder whole [build/out-dir-not-output]`);
    expect(fs.readdirSync(out).sort()).toEqual(['node_modules', 'package.json']);
    expect(run(['build', '--out', out, '--force'], site).status).toBe(0);
    expect(fs.readdirSync(out)).toContain('index.html');
    expect(fs.readdirSync(out)).not.toContain('package.json');
    // Its own output it replaces without being told.
    expect(run(['build', '--out', out], site).status).toBe(0);
  }, 120_000);
});

describe('a killed build', () => {
  it('leaves nothing the next build does not clean up: its staging folder and its lock', async () => {
    const { site } = makeSite();
    for (let page = 0; page < 150; page++) fs.writeFileSync(path.join(site, `content/en/docs/page-${page}.md`), `# Page ${page}\n\n${'Words. '.repeat(200)}\n`);
    const first = run(['build'], site);
    expect(first.status).toBe(0);
    const child = spawn(process.execPath, [cli, 'build'], { cwd: site, stdio: 'ignore' });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    let running = true;
    void exited.then(() => (running = false));
    // Killed while it writes its staging folder, as kill -9 or a CI runner's timeout does.
    const staging = () => fs.readdirSync(site).find((entry) => entry.startsWith('.build.next-'));
    while (running && !staging()) await new Promise((resolve) => setImmediate(resolve));
    expect(staging(), 'the build ended before it could be killed').toBeDefined();
    child.kill('SIGKILL');
    await exited;
    expect(fs.readdirSync(site).filter((entry) => entry.startsWith('.build')).length).toBeGreaterThanOrEqual(2);
    expect(fs.readFileSync(path.join(site, 'build/docs/page-1.html'), 'utf8')).toContain('Page 1');
    const next = run(['build'], site);
    expect(next.status).toBe(0);
    expect(fs.readdirSync(site).sort()).toEqual(['build', 'content', 'laguna-docs.config.mjs', 'node_modules']);
  }, 180_000);
});

describe('reportFailure', () => {
  it('reports a refused system call as the machine’s problem with exit 1, anything else as a bug with exit 2', () => {
    const err: string[] = [];
    const output = { out: () => {}, err: (text: string) => err.push(text) };
    const denied = Object.assign(new Error('EACCES: permission denied, mkdir'), { code: 'EACCES', syscall: 'mkdir', path: '/srv/www/build' });
    expect(reportFailure(denied, output, false)).toBe(1);
    expect(err.splice(0)).toEqual(['/srv/www/build error permission denied: could not create the folder "/srv/www/build" [environment/eacces]\n  hint: check the permissions of that file and of the folder holding it, or build into another folder with --out\n✖ 1 error']);
    expect(reportFailure(new TypeError('x is undefined'), output, false)).toBe(2);
    expect(err[0]).toBe('laguna-docs bug: x is undefined');
  });
});
