import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUTPUT_MARKER } from './outputFolder.js';
import { folderOutput, memoryOutput, stagedOutput } from './siteOutput.js';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-output-'));

describe('stagedOutput', () => {
  it('writes files as they come, serves them to the link check, and replaces the output folder on commit', async () => {
    const parent = tempDir();
    const outDir = path.join(parent, 'build');
    fs.mkdirSync(outDir);
    fs.writeFileSync(path.join(outDir, 'old.html'), 'old');
    fs.writeFileSync(path.join(outDir, OUTPUT_MARKER), '');
    const output = await stagedOutput(outDir);
    for (let index = 0; index < 100; index++) await output.add({ path: `docs/page-${index}.html`, contents: `<p>${index}</p>` });
    await output.add({ path: 'sl/index.html', contents: new Uint8Array([104, 105]) });
    // Nothing shows in the output folder before the commit.
    expect(fs.readdirSync(outDir).sort()).toEqual([OUTPUT_MARKER, 'old.html']);
    const site = await output.site();
    expect(site.paths.size).toBe(101);
    expect(String(await site.read('docs/page-42.html'))).toBe('<p>42</p>');
    await output.commit();
    expect(fs.existsSync(path.join(outDir, 'old.html'))).toBe(false);
    expect(fs.readFileSync(path.join(outDir, 'sl/index.html'), 'utf8')).toBe('hi');
    expect(fs.readdirSync(parent)).toEqual(['build']);
    expect(output.files).toEqual([]);
  });

  it('leaves the previous output and no staging folder behind when discarded', async () => {
    const parent = tempDir();
    const outDir = path.join(parent, 'build');
    fs.mkdirSync(outDir);
    fs.writeFileSync(path.join(outDir, 'index.html'), 'before');
    fs.writeFileSync(path.join(outDir, OUTPUT_MARKER), '');
    const output = await stagedOutput(outDir);
    await output.add({ path: 'index.html', contents: 'after' });
    await output.discard();
    expect(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('before');
    expect(fs.readdirSync(parent)).toEqual(['build']);
  });
});

describe('folderOutput', () => {
  it('lets the thread run other work (V8\'s collection tasks, other threads\' messages) between pages of a long build', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-output-'));
    const output = folderOutput(folder);
    let answered = 0;
    setImmediate(() => (answered += 1));
    for (let page = 0; page < 3; page++) {
      const until = performance.now() + 25;
      while (performance.now() < until) {
        // Busy, as rendering is.
      }
      await output.add({ path: `${page}.html`, contents: '' });
    }
    expect(answered).toBe(1);
    await output.commit();
    expect(output.paths().sort()).toEqual(['0.html', '1.html', '2.html']);
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('reports a write that failed with the file it was writing, at the next file and when the writes are settled', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-output-'));
    const output = folderOutput(folder);
    await output.add({ path: 'docs/page/index.html', contents: '<p>page</p>' });
    // A file where a folder is: the write fails.
    await output.add({ path: 'docs/page', contents: 'x' });
    await expect(output.add({ path: 'other.html', contents: 'x' })).rejects.toMatchObject({ code: 'EISDIR', path: path.join(folder, 'docs/page') });
    await expect(output.commit()).rejects.toMatchObject({ code: 'EISDIR' });
    expect(fs.existsSync(path.join(folder, 'other.html'))).toBe(false);
    fs.rmSync(folder, { recursive: true, force: true });
  });
});

describe('memoryOutput', () => {
  it('lets the thread answer other work (the watch-mode server) between pages of a long build', async () => {
    const output = memoryOutput();
    let answered = 0;
    const answer = () => {
      answered += 1;
    };
    // Pages that take a while each, as a long rebuild renders them, with a request waiting meanwhile.
    setImmediate(answer);
    for (let page = 0; page < 3; page++) {
      const until = performance.now() + 25;
      while (performance.now() < until) {
        // Busy, as rendering is.
      }
      await output.add({ path: `${page}.html`, contents: '' });
    }
    expect(answered).toBe(1);
    expect(output.files).toHaveLength(3);
  });

  it('keeps the files in memory', async () => {
    const output = memoryOutput();
    await output.add({ path: 'a.html', contents: 'a' });
    expect(output.files).toEqual([{ path: 'a.html', contents: 'a' }]);
    expect(String(await (await output.site()).read('a.html'))).toBe('a');
  });

  it('replaces a file added again at its place', async () => {
    const output = memoryOutput();
    await output.add({ path: 'robots.txt', contents: 'generated' });
    await output.add({ path: 'a.html', contents: 'a' });
    await output.add({ path: 'robots.txt', contents: 'own' });
    expect(output.files).toEqual([{ path: 'robots.txt', contents: 'own' }, { path: 'a.html', contents: 'a' }]);
    await output.discard();
    await output.add({ path: 'robots.txt', contents: 'again' });
    expect(output.files).toEqual([{ path: 'robots.txt', contents: 'again' }]);
  });
});

describe('the output gate', () => {
  it('guards every output: a written build\'s folder and the one watch mode holds in memory', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-gate-'));
    const folder = path.join(parent, 'out');
    fs.mkdirSync(folder);
    const written = folderOutput(folder);
    await expect(written.add({ path: '../escaped.html', contents: 'x' })).rejects.toThrow('refused to write "../escaped.html"');
    await written.add({ path: 'docs/ok.html', contents: 'ok' });
    await written.commit();
    expect(fs.readdirSync(parent)).toEqual(['out']);
    expect(written.paths()).toEqual(['docs/ok.html']);
    await expect(memoryOutput().add({ path: 'docs/../../x.html', contents: 'x' })).rejects.toThrow('refused to write');
    // A copied file passes the same gate, and lands where an added one would, in either output.
    const source = path.join(parent, 'page.html');
    fs.writeFileSync(source, 'copied');
    await expect(written.copy('../escaped-copy.html', source)).rejects.toThrow('refused to write "../escaped-copy.html"');
    expect(fs.existsSync(path.join(parent, 'escaped-copy.html'))).toBe(false);
    const copied = folderOutput(folder);
    await copied.copy('docs/copied.html', source);
    await copied.commit();
    expect(fs.readFileSync(path.join(folder, 'docs/copied.html'), 'utf8')).toBe('copied');
    expect(copied.paths()).toEqual(['docs/copied.html']);
    const memory = memoryOutput();
    await memory.copy('docs/copied.html', source);
    expect(memory.files).toEqual([{ path: 'docs/copied.html', contents: Buffer.from('copied') }]);
    await expect(memory.copy('../x.html', source)).rejects.toThrow('refused to write');
    fs.rmSync(parent, { recursive: true, force: true });
  });
});
