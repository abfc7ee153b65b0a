import { describe, expect, it } from 'vitest';
import { environmentProblem } from '@laguna-docs/shared';
import { systemErrorFields } from './messages.js';

describe('systemErrorFields', () => {
  it('carries what a failed system call says across threads, so a full disk in a helper is reported as such', () => {
    const error = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write', path: '/site/.build.next-1/docs/a.html', errno: -28 });
    const fields = systemErrorFields(error);
    expect(fields).toEqual({ code: 'ENOSPC', syscall: 'write', path: '/site/.build.next-1/docs/a.html' });
    // As the main thread rebuilds the helper's error (see helpers.ts).
    const rebuilt = Object.assign(new Error(error.message), fields);
    expect(environmentProblem(rebuilt)?.message).toBe('no space left on the device: could not write "/site/.build.next-1/docs/a.html"');
  });

  it('has nothing for other errors', () => {
    expect(systemErrorFields(new Error('bug'))).toBeUndefined();
    expect(systemErrorFields('text')).toBeUndefined();
  });
});
