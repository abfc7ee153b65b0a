import type { Diagnostic } from './diagnostics.js';

/*
 * Failures of the machine rather than of the input or of laguna-docs: a full disk, a read-only file
 * system, a missing permission, too many open files. They are the user's to fix (exit 1), so they are
 * reported plainly, naming the file or folder and what to do, never as "a bug in laguna-docs".
 */

/** What Node's file system calls attach to their errors. */
interface SystemError {
  code?: unknown;
  syscall?: unknown;
  path?: unknown;
  dest?: unknown;
}

/** What a system call was doing to its path, as a message says it. */
const ACTIONS: Record<string, string> = {
  open: 'open',
  write: 'write',
  mkdir: 'create the folder',
  mkdtemp: 'create a folder in',
  rename: 'move',
  rmdir: 'remove',
  rm: 'remove',
  unlink: 'remove',
  scandir: 'list the folder',
  copyfile: 'copy',
  chmod: 'change the mode of',
  symlink: 'create the link',
};

/**
 * The diagnostic for an error of the machine (see the module comment), or undefined when `error` is
 * something else. `display` gives a path as messages show it (relative to where the command runs).
 */
export function environmentProblem(error: unknown, display: (file: string) => string = (file) => file): Diagnostic | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, syscall, path, dest } = error as SystemError;
  if (typeof code !== 'string') return undefined;
  const file = typeof path === 'string' ? display(path) : undefined;
  const target = typeof dest === 'string' ? ` to "${display(dest)}"` : '';
  const where = file ? ` "${file}"${target}` : '';
  const action = typeof syscall === 'string' ? (ACTIONS[syscall] ?? syscall) : 'use';
  // `: could not write "build/docs/intro.html"`, when the error says what it was doing.
  const doing = file || typeof syscall === 'string' ? `: could not ${action}${where}` : '';
  const problem = (message: string, hint: string): Diagnostic => ({ severity: 'error', code: `environment/${code.toLowerCase()}`, message, hint, ...(file ? { file } : {}) });
  switch (code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return problem(`no space left on the device${doing}`, 'free some space, or build into a folder on another disk with --out, and build again; the previous output is untouched');
    case 'EROFS':
      return problem(`the file system is read-only${doing}`, 'build into a folder on a writable file system with --out');
    case 'EACCES':
    case 'EPERM':
      return problem(`permission denied${doing}`, 'check the permissions of that file and of the folder holding it, or build into another folder with --out');
    case 'EMFILE':
    case 'ENFILE':
      return problem(`too many open files${doing}`, 'raise the limit of open files (ulimit -n) and build again');
    default:
      return undefined;
  }
}
