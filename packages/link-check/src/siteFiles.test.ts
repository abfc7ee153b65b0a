import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isUserError } from '@laguna-docs/shared';
import { diskFiles, memoryFiles } from './siteFiles.js';

describe('memoryFiles', () => {
  it('lists and reads the build output held in memory', async () => {
    const files = memoryFiles([{ path: 'docs/a.html', contents: 'A' }]);
    expect([...files.paths]).toEqual(['docs/a.html']);
    expect(await files.read('docs/a.html')).toBe('A');
    await expect(files.read('b.html')).rejects.toThrow('no file "b.html" in the site');
  });
});

describe('diskFiles', () => {
  it('lists every file of a folder as posix paths and reads them on demand', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-links-'));
    fs.mkdirSync(path.join(dir, 'sl/docs'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), 'home');
    fs.writeFileSync(path.join(dir, 'sl/docs/intro.html'), 'uvod');
    const files = await diskFiles(dir);
    expect([...files.paths]).toEqual(['index.html', 'sl/docs/intro.html']);
    expect(Buffer.from(await files.read('sl/docs/intro.html')).toString()).toBe('uvod');
    fs.rmSync(dir, { recursive: true });
  });

  it('says there is no built site when the folder is missing', async () => {
    const error = await diskFiles(path.join(os.tmpdir(), 'laguna-links-missing', 'build'), 'build').catch((e: unknown) => e);
    expect(isUserError(error) && error.diagnostics).toMatchInlineSnapshot(`
      [
        {
          "code": "check-links/no-output",
          "hint": "run \`laguna-docs build\` first, or give the output folder with --out",
          "message": "there is no built site in "build"",
          "severity": "error",
        },
      ]
    `);
  });
});
