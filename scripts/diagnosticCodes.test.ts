import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The text of every source file of the packages and themes, tests left out. */
function sources(): string {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'packages', 'themes'], { cwd: root, encoding: 'utf8' }).split('\n');
  return files
    .filter((file) => /\/src\/.*\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('/testing/') && !file.endsWith('diagnosticCodes.ts') && fs.existsSync(path.join(root, file)))
    .map((file) => fs.readFileSync(path.join(root, file), 'utf8'))
    .join('\n');
}

/** The codes of `DIAGNOSTIC_CODES`, as written in shared's `diagnosticCodes.ts` (which `Diagnostic.code` is typed by). */
function listedCodes(): string[] {
  const text = fs.readFileSync(path.join(root, 'packages/shared/src/diagnosticCodes.ts'), 'utf8');
  const list = /export const DIAGNOSTIC_CODES = \[([^\]]*)\] as const;/.exec(text);
  if (!list) throw new Error('packages/shared/src/diagnosticCodes.ts: no DIAGNOSTIC_CODES list');
  return [...list[1]!.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
}

describe('the list of diagnostic codes', () => {
  const text = sources();
  const DIAGNOSTIC_CODES = listedCodes();

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
});
