import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tieringFlags, TIER_UP_LATER } from './tiering.js';

describe('tieringFlags', () => {
  it("names only flags this Node's V8 knows, which it would otherwise reject on every build", () => {
    const known = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout;
    const flags = tieringFlags();
    expect(flags.length).toBeGreaterThan(0);
    for (const flag of flags) expect(known).toMatch(new RegExp(`^\\s+${flag.slice(0, flag.indexOf('='))}\\s`, 'm'));
  });

  it('puts off TurboFan by the bytecode budget on Node 20, and Maglev and TurboFan by calls from Node 21 on', () => {
    expect(tieringFlags('20.19.0')).toEqual([`--interrupt-budget=${67_584 * TIER_UP_LATER}`]);
    for (const version of ['21.7.3', '22.12.0', '24.0.0']) {
      expect(tieringFlags(version)).toEqual([`--invocation-count-for-maglev=${400 * TIER_UP_LATER}`, `--invocation-count-for-turbofan=${3_000 * TIER_UP_LATER}`]);
    }
  });
});
