import { describe, expect, it } from 'vitest';
import { HYDRATION_IDS, RESERVED_IDS } from './reservedIds.js';

describe('reserved ids', () => {
  it('include the ids the client hydrates from, written twice in the module to keep the first script small', () => {
    expect(RESERVED_IDS.has(HYDRATION_IDS.root)).toBe(true);
    expect(RESERVED_IDS.has(HYDRATION_IDS.data)).toBe(true);
  });
});
