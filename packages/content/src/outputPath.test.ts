import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isUserError } from '@laguna-docs/shared';
import { outputPath, siteWritePath } from './outputPath.js';

const refusal = (file: string) => {
  try {
    outputPath('/site/.build.next-1', file);
  } catch (error) {
    if (isUserError(error)) return error.diagnostics.map((d) => `${d.code}: ${d.message}`)[0];
    throw error;
  }
  return undefined;
};

describe('outputPath', () => {
  it('gives the file inside the folder it writes', () => {
    expect(outputPath('/site/.build.next-1', 'docs/intro.html')).toBe(path.resolve('/site/.build.next-1/docs/intro.html'));
    expect(outputPath('/site/.build.next-1', '.well-known/security.txt')).toBe(path.resolve('/site/.build.next-1/.well-known/security.txt'));
  });

  it('refuses, as a user error, any file that would land outside it', () => {
    expect(refusal('docs/../../README.html')).toBe('build/output-outside: refused to write "docs/../../README.html": it has a ".." segment, which would lead out of its folder');
    expect(refusal('/etc/passwd')).toBe('build/output-outside: refused to write "/etc/passwd": it is not a path inside the output folder');
    expect(refusal('docs//x.html')).toMatch(/an empty segment/);
    expect(refusal('./x.html')).toMatch(/a "\." segment/);
    expect(refusal('a\u0000b.html')).toBe('build/output-outside: refused to write "a\uFFFDb.html": it has a control character');
    expect(refusal('')).toMatch(/not a path inside/);
  });
});

describe('siteWritePath', () => {
  it('refuses a path a symbolic link on its way leads out of the folder, a missing or looping link too; allows a folder not made yet', () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-site-write-'));
    try {
      const site = path.join(parent, 'site');
      fs.mkdirSync(path.join(site, 'src'), { recursive: true });
      fs.mkdirSync(path.join(parent, 'outside'));
      fs.symlinkSync(path.join(parent, 'outside'), path.join(site, 'src/theme'));
      fs.symlinkSync(path.join(parent, 'outside/missing.tsx'), path.join(site, 'src/dangling.tsx'));
      fs.symlinkSync(path.join(site, 'src/loop-b'), path.join(site, 'src/loop-a'));
      fs.symlinkSync(path.join(site, 'src/loop-a'), path.join(site, 'src/loop-b'));
      fs.symlinkSync(path.join(site, 'src'), path.join(site, 'inside'));
      expect(() => siteWritePath(site, 'src/theme/Footer.tsx')).toThrow(/a symbolic link on its way leads out of the folder/);
      expect(() => siteWritePath(site, 'src/dangling.tsx')).toThrow(/a symbolic link on its way/);
      expect(() => siteWritePath(site, 'src/loop-a/x')).toThrow(/a symbolic link on its way/);
      expect(() => siteWritePath(site, '../x')).toThrow(/"\.\." segment/);
      expect(siteWritePath(site, 'inside/ok.tsx')).toBe(path.join(site, 'inside/ok.tsx'));
      expect(siteWritePath(path.join(parent, 'new-site'), 'a/b.md')).toBe(path.join(parent, 'new-site/a/b.md'));
    } finally {
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });
});
