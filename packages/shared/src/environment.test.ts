import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from './diagnostics.js';
import { environmentProblem } from './environment.js';

const systemError = (code: string, fields: Record<string, string>) => Object.assign(new Error(`${code}: ${fields.syscall ?? ''}`), { code, ...fields });
const shown = (error: unknown) => {
  const problem = environmentProblem(error, (file) => file.replace('/site/', ''));
  return problem ? formatDiagnostic(problem) : undefined;
};

describe('environmentProblem', () => {
  it('says what the machine refused, on which file, and what to do', () => {
    expect(shown(systemError('ENOSPC', { syscall: 'write', path: '/site/build/docs/intro.html' }))).toMatchInlineSnapshot(`
      "build/docs/intro.html error no space left on the device: could not write "build/docs/intro.html" [environment/enospc]
        hint: free some space, or build into a folder on another disk with --out, and build again; the previous output is untouched"
    `);
    expect(shown(systemError('EROFS', { syscall: 'mkdir', path: '/site/build' }))).toMatchInlineSnapshot(`
      "build error the file system is read-only: could not create the folder "build" [environment/erofs]
        hint: build into a folder on a writable file system with --out"
    `);
    expect(shown(systemError('EACCES', { syscall: 'open', path: '/site/.build.lock' }))).toMatchInlineSnapshot(`
      ".build.lock error permission denied: could not open ".build.lock" [environment/eacces]
        hint: check the permissions of that file and of the folder holding it, or build into another folder with --out"
    `);
    expect(shown(systemError('EPERM', { syscall: 'rename', path: '/site/.build.next-1', dest: '/site/build' }))).toMatchInlineSnapshot(`
      ".build.next-1 error permission denied: could not move ".build.next-1" to "build" [environment/eperm]
        hint: check the permissions of that file and of the folder holding it, or build into another folder with --out"
    `);
    expect(shown(systemError('EMFILE', { syscall: 'open', path: '/site/content/a.md' }))).toMatchInlineSnapshot(`
      "content/a.md error too many open files: could not open "content/a.md" [environment/emfile]
        hint: raise the limit of open files (ulimit -n) and build again"
    `);
    expect(shown(systemError('EDQUOT', {}))).toMatchInlineSnapshot(`
      "error no space left on the device [environment/edquot]
        hint: free some space, or build into a folder on another disk with --out, and build again; the previous output is untouched"
    `);
  });

  it('leaves other errors to be reported as they are', () => {
    expect(environmentProblem(new Error('something broke'))).toBeUndefined();
    expect(environmentProblem(systemError('ENOENT', { syscall: 'open', path: '/x' }))).toBeUndefined();
    expect(environmentProblem('ENOSPC')).toBeUndefined();
    expect(environmentProblem(undefined)).toBeUndefined();
  });
});
