import { spawnSync } from 'node:child_process';
import v8 from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { growHeapSlowly, HEAP_GROWING_FLAG } from './heapGrowth.js';

const given = [...process.execArgv];

afterEach(() => {
  vi.restoreAllMocks();
  process.execArgv.splice(0, process.execArgv.length, ...given);
});

describe('growHeapSlowly', () => {
  it("names a flag this Node's V8 knows, which it would otherwise reject on every build", () => {
    const known = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout;
    expect(known).toMatch(new RegExp(`^\\s+${HEAP_GROWING_FLAG.slice(0, HEAP_GROWING_FLAG.indexOf('='))}\\s`, 'm'));
  });

  it('lets a heap grow to twice what the last full collection kept', () => {
    const set = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined);
    growHeapSlowly();
    expect(set.mock.calls).toEqual([['--heap-growing-percent=100']]);
  });

  it('leaves the flag alone when Node was started with it', () => {
    const set = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined);
    process.execArgv.push('--heap-growing-percent=30');
    growHeapSlowly();
    expect(set).not.toHaveBeenCalled();
  });
});
