import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { HEAP_GROWING_FLAG, oneOffBuildFlags, tieringFlags, TIER_UP_LATER } from './v8Flags.js';

const known = () => spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout;
const named = (flag: string) => new RegExp(`^\\s+${flag.slice(0, flag.indexOf('='))}\\s`, 'm');

describe("a one-off build's V8 flags", () => {
  it("name only flags this Node's V8 knows, which it would otherwise reject on every build", () => {
    const options = known();
    const flags = oneOffBuildFlags([]);
    expect(flags).toContain(HEAP_GROWING_FLAG);
    expect(flags.length).toBeGreaterThan(1);
    for (const flag of flags) expect(options).toMatch(named(flag));
  });

  it('put off TurboFan by the bytecode budget on Node 20, and Maglev and TurboFan by calls from Node 21 on', () => {
    expect(tieringFlags('20.19.0')).toEqual([`--interrupt-budget=${67_584 * TIER_UP_LATER}`]);
    for (const version of ['21.7.3', '22.12.0', '24.0.0']) {
      expect(tieringFlags(version)).toEqual([`--invocation-count-for-maglev=${400 * TIER_UP_LATER}`, `--invocation-count-for-turbofan=${3_000 * TIER_UP_LATER}`]);
    }
  });

  it('let a heap grow to twice what the last full collection kept', () => {
    expect(HEAP_GROWING_FLAG).toBe('--heap-growing-percent=100');
  });

  it('leave out each flag Node was started with a value of its own for', () => {
    const all = oneOffBuildFlags([]);
    expect(oneOffBuildFlags(['--heap-growing-percent=30'])).toEqual(all.filter((flag) => flag !== HEAP_GROWING_FLAG));
    const [tiering] = tieringFlags();
    expect(oneOffBuildFlags([`${tiering!.slice(0, tiering!.indexOf('='))}=1`])).toEqual(all.filter((flag) => flag !== tiering));
  });
});
