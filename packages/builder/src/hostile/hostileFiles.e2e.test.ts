import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@laguna-docs/config';
import { isUserError } from '@laguna-docs/shared';
import { buildSite } from '../buildSite.js';

// A site in a temp folder with symbolic links out of it, to a file and a folder that stand for /etc
// (`outside/` beside the site), as a pull request could add them. Nothing of theirs may reach any output.
let parent: string;
let site: string;
let outside: string;
const SECRET = 'root:secret-hash:19000';

function write(relPath: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(site, relPath)), { recursive: true });
  fs.writeFileSync(path.join(site, relPath), text);
}

/** Every file under `dir`, with its bytes. */
function everyFile(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.set(path.join(entry.parentPath, entry.name), fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
  }
  return files;
}

beforeEach(() => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-symlinks-'));
  site = path.join(parent, 'site');
  outside = path.join(parent, 'etc');
  fs.mkdirSync(path.join(outside, 'ssl'), { recursive: true });
  fs.writeFileSync(path.join(outside, 'shadow'), SECRET);
  fs.writeFileSync(path.join(outside, 'ssl/key.pem'), SECRET);
  write('laguna-docs.config.mjs', `export default { title: 'T', url: 'https://example.org' };\n`);
  write('content/en/docs/intro.md', '# Intro\n\n![host](./host.png) and [the page](./passwd.md).\n');
  write('content/en/pages/index.md', '# Home\n');
});

describe('symbolic links out of the site', () => {
  it('fail the build naming each link and its target, and publish nothing of theirs', async () => {
    fs.symlinkSync(path.join(outside, 'shadow'), path.join(site, 'content/en/docs/passwd.md'));
    fs.symlinkSync(path.join(outside, 'shadow'), path.join(site, 'content/en/docs/host.png'));
    fs.mkdirSync(path.join(site, 'static'));
    fs.symlinkSync(outside, path.join(site, 'static/etcdir'));
    fs.symlinkSync(path.join(outside, 'shadow'), path.join(site, 'static/shadow.txt'));
    const outDir = path.join(parent, 'out');
    const config = await loadConfig({ cwd: site, outDir });
    const error: unknown = await buildSite({ config }).catch((caught: unknown) => caught);
    expect(isUserError(error)).toBe(true);
    const messages = isUserError(error) ? error.diagnostics.filter((d) => d.code.endsWith('link-outside-site')).map((d) => `${d.file}: ${d.message.replace(outside, '<etc>')}`) : [];
    expect(messages).toEqual([
      `content/en/docs/host.png: "content/en/docs/host.png" is a symbolic link to "<etc>/shadow", outside the site's folder; it is not read`,
      `content/en/docs/passwd.md: "content/en/docs/passwd.md" is a symbolic link to "<etc>/shadow", outside the site's folder; it is not read`,
      `static/etcdir: "static/etcdir" is a symbolic link to "<etc>", outside the site's folder; it is not read`,
      `static/shadow.txt: "static/shadow.txt" is a symbolic link to "<etc>/shadow", outside the site's folder; it is not read`,
    ]);
    expect(fs.existsSync(outDir)).toBe(false);
    // Nor does a build kept in memory (watch mode's) hold any of it.
    const inMemory: unknown = await buildSite({ config, write: false, linkCheck: 'off' }).catch((caught: unknown) => caught);
    expect(isUserError(inMemory)).toBe(true);
    for (const [file, text] of everyFile(parent)) if (!file.startsWith(outside)) expect(text, file).not.toContain(SECRET);
  });

  it('are followed when they stay inside the site', async () => {
    write('shared/passwd.md', '# Shared page\n');
    write('shared/host.png', 'not really a png');
    write('shared/static/robots-extra.txt', 'extra');
    fs.symlinkSync('../../../shared/passwd.md', path.join(site, 'content/en/docs/passwd.md'));
    fs.symlinkSync(path.join(site, 'shared/host.png'), path.join(site, 'content/en/docs/host.png'));
    fs.mkdirSync(path.join(site, 'static'));
    fs.symlinkSync('../shared/static', path.join(site, 'static/linked'));
    const outDir = path.join(parent, 'out');
    await buildSite({ config: await loadConfig({ cwd: site, outDir }) });
    expect(fs.readFileSync(path.join(outDir, 'docs/passwd.html'), 'utf8')).toContain('Shared page');
    expect(fs.readFileSync(path.join(outDir, 'linked/robots-extra.txt'), 'utf8')).toBe('extra');
    expect(fs.readdirSync(path.join(outDir, 'assets/media'))).toEqual([expect.stringMatching(/^host\.[0-9a-f]{10}\.png$/)]);
  });
});

describe('permissions', () => {
  it('publishes files with the modes the umask gives new files, whatever the modes of their sources', async () => {
    write('static/private.txt', 'private');
    write('static/tool.sh', '#!/bin/sh\n');
    write('content/en/docs/secret.png', 'png');
    write('content/en/docs/intro.md', '# Intro\n\n![pic](./secret.png)\n');
    fs.chmodSync(path.join(site, 'static/private.txt'), 0o600);
    fs.chmodSync(path.join(site, 'static/tool.sh'), 0o755);
    fs.chmodSync(path.join(site, 'content/en/docs/secret.png'), 0o640);
    const outDir = path.join(parent, 'out');
    await buildSite({ config: await loadConfig({ cwd: site, outDir }) });
    const umask = process.umask();
    expect(fs.statSync(outDir).mode & 0o777).toBe(0o777 & ~umask);
    const [media] = fs.readdirSync(path.join(outDir, 'assets/media'));
    for (const file of ['private.txt', 'tool.sh', `assets/media/${media}`, 'docs/intro.html']) expect(fs.statSync(path.join(outDir, file)).mode & 0o777, file).toBe(0o666 & ~umask);
  });
});
