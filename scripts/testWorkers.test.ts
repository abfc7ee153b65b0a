import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OWN_PROCESS } from './testWorkers.js';

const builder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/builder');

/** What a test file does that outlives it in a worker whose files share their modules. */
const LASTING = [/\bvi\.(?:mock|doMock|stubGlobal|stubEnv)\(/, /process\.env(?:\.\w+|\[[^\]]+\])\s*=[^=]/, /process\.exitCode\s*=[^=]/, /process\.chdir\(/];

/** A test file's code without its template literals: the scripts it runs in child processes change their own process, not the worker's. */
function ownCode(text: string): string {
  return text.replace(/`(?:\\[\s\S]|[^`\\])*`/g, '``');
}

describe('the builder test files that share a worker', () => {
  it('leave the process as they found it; the others run in a fresh worker each', () => {
    const files = fs.readdirSync(path.join(builder, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.test\.tsx?$/.test(file)).map((file) => `src/${file.split(path.sep).join('/')}`);
    const lasting = files.filter((file) => LASTING.some((pattern) => pattern.test(ownCode(fs.readFileSync(path.join(builder, file), 'utf8')))));
    expect(lasting.sort()).toEqual([...OWN_PROCESS].sort());
  });

  it('catches a file that mocks a module or sets the environment, not a script it gives a child process', () => {
    expect(LASTING.some((pattern) => pattern.test("vi.mock('../x.js')"))).toBe(true);
    expect(LASTING.some((pattern) => pattern.test("process.env.NODE_ENV = 'production';"))).toBe(true);
    expect(LASTING.some((pattern) => pattern.test("if (process.env.NODE_ENV === 'production')"))).toBe(false);
    expect(LASTING.some((pattern) => pattern.test(ownCode("const script = `\nprocess.env.NODE_ENV = 'production';\n`;")))).toBe(false);
  });
});
