import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isUserError } from '@laguna-docs/shared';
import { outputPath } from './outputPath.js';

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
