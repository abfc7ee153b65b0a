import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compiledFrom, sourcesHash, writeStamp } from './compileStamp.mjs';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

/** A repository with one package: a source, a test, its compiled output and an installed dependency. */
function repository(): { root: string; dirs: string[]; write: (file: string, text: string) => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-stamp-'));
  roots.push(root);
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('pnpm-lock.yaml', 'lockfileVersion: 9.0\n');
  write('scripts/build-packages.mjs', '// compiles\n');
  write('packages/a/package.json', '{"name":"a"}');
  write('packages/a/src/index.ts', 'export const a = 1;\n');
  write('packages/a/src/index.test.ts', 'test\n');
  write('packages/a/dist/index.js', 'export const a = 1;\n');
  write('packages/a/node_modules/dep/index.js', 'dependency\n');
  return { root, dirs: [path.join(root, 'packages/a')], write };
}

describe('the compile stamp', () => {
  it('changes with a source, a new source, a script or the lockfile, and not with tests, output or installed files', () => {
    const { root, dirs, write } = repository();
    const first = sourcesHash(root, dirs);
    write('packages/a/src/index.test.ts', 'another test\n');
    write('packages/a/dist/index.js', 'export const a = 2;\n');
    write('packages/a/node_modules/dep/index.js', 'changed\n');
    expect(sourcesHash(root, dirs)).toBe(first);
    for (const [file, text] of [
      ['packages/a/src/index.ts', 'export const a = 2;\n'],
      ['packages/a/src/more.ts', 'export {};\n'],
      ['scripts/build-packages.mjs', '// compiles differently\n'],
      ['pnpm-lock.yaml', 'lockfileVersion: 9.1\n'],
    ] as const) {
      const before = sourcesHash(root, dirs);
      write(file, text);
      expect(sourcesHash(root, dirs), file).not.toBe(before);
    }
  });

  it('holds only for the hash written after a compile, and only while its outputs are there', () => {
    const { root, dirs } = repository();
    const hash = sourcesHash(root, dirs);
    const output = path.join(root, 'packages/a/dist/index.js');
    expect(compiledFrom(root, hash, [output])).toBe(false);
    writeStamp(root, hash);
    expect(compiledFrom(root, hash, [output])).toBe(true);
    expect(compiledFrom(root, 'another', [output])).toBe(false);
    fs.rmSync(output);
    expect(compiledFrom(root, hash, [output])).toBe(false);
  });
});
