import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A code's entry in the list: what it means and what to do. */
type Entry = { means: string; fix: string };
// The list as the sources hold it (shared's `diagnosticCodes.ts`, which `Diagnostic.code` is typed by);
// imported by its path, as this project's type check covers the scripts alone.
const listModule = path.join(root, 'packages/shared/src/diagnosticCodes.ts');
const { DIAGNOSTIC_CODES: LISTED, DYNAMIC_DIAGNOSTIC_CODES } = (await import(listModule)) as { DIAGNOSTIC_CODES: Record<string, Entry>; DYNAMIC_DIAGNOSTIC_CODES: Record<string, Entry> };

/** The text of every source file of the packages and themes, tests left out. */
function sources(): string {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'packages', 'themes'], { cwd: root, encoding: 'utf8' }).split('\n');
  return files
    .filter((file) => /\/src\/.*\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('/testing/') && !file.endsWith('diagnosticCodes.ts') && fs.existsSync(path.join(root, file)))
    .map((file) => fs.readFileSync(path.join(root, file), 'utf8'))
    .join('\n');
}

describe('the list of diagnostic codes', () => {
  const text = sources();
  const DIAGNOSTIC_CODES = Object.keys(LISTED);

  it('holds each code once, in its group', () => {
    expect(DIAGNOSTIC_CODES.length).toBeGreaterThan(100);
    expect(new Set(DIAGNOSTIC_CODES).size).toBe(DIAGNOSTIC_CODES.length);
    for (const code of DIAGNOSTIC_CODES) expect(code).toMatch(/^[a-z][a-z0-9-]*\/[a-z][a-z0-9-]*$/);
  });

  it('holds no code that nothing reports any more', () => {
    // A code is reported where it is written out, or made from its group's name (`${code}/invalid-yaml`).
    const reported = (code: string) => {
      const [group, name] = code.split('/') as [string, string];
      return text.includes(`'${code}'`) || (text.includes(`'${group}'`) && text.includes(`}/${name}\``));
    };
    expect(DIAGNOSTIC_CODES.filter((code) => !reported(code))).toEqual([]);
  });

  it('tells a reader what each code means and what to do, in a sentence each', () => {
    const entries = [...Object.entries(LISTED), ...Object.entries(DYNAMIC_DIAGNOSTIC_CODES)];
    const unfinished = entries.filter(([, { means, fix }]) => ![means, fix].every((text) => /^[A-Z`].{10,}[.)]$/s.test(text))).map(([code]) => code);
    expect(unfinished, 'each entry: a meaning and a fix, each starting with a capital and ending with a full stop').toEqual([]);
  });
});
