/**
 * A small seeded random source (mulberry32), so the synthetic site is the same on every run and every
 * machine: the same seed gives the same files byte for byte.
 */
export function createRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (low, high) => low + Math.floor(next() * (high - low + 1));
  const pick = (items) => items[Math.floor(next() * items.length)];
  const chance = (probability) => next() < probability;
  /** `count` distinct items in random order. */
  const sample = (items, count) => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, count);
  };
  return { next, int, pick, chance, sample };
}

/** A derived seed for one item, so that changing one part of the site leaves the others as they were. */
export function childSeed(seed, ...parts) {
  let hash = seed >>> 0;
  for (const part of parts.join('/')) hash = Math.imul(hash ^ part.charCodeAt(0), 16777619) >>> 0;
  return hash;
}
