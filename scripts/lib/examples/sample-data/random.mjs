// @ts-check

/**
 * A seeded pseudo-random source (mulberry32). The sample data must come out byte for byte the
 * same on every machine, so nothing here may read Math.random or the clock.
 * @param {number} seed
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
  /** @param {number} min @param {number} max inclusive */
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  /** @template T @param {readonly T[]} items @returns {T} */
  const pick = (items) => items[Math.floor(next() * items.length)];
  /** Box-Muller; clamped so one unlucky draw cannot produce a 70-minute game. */
  const normal = (/** @type {number} */ mean, /** @type {number} */ sd, min = -Infinity, max = Infinity) => {
    const u = 1 - next();
    const v = next();
    const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    return Math.min(max, Math.max(min, mean + sd * z));
  };
  /** Knuth's method; the means used here are small (under 15). @param {number} mean */
  const poisson = (mean) => {
    const limit = Math.exp(-mean);
    let k = 0;
    let p = next();
    while (p > limit) {
      k += 1;
      p *= next();
    }
    return k;
  };
  /** @param {number} trials @param {number} chance */
  const binomial = (trials, chance) => {
    let hits = 0;
    for (let i = 0; i < trials; i += 1) if (next() < chance) hits += 1;
    return hits;
  };
  /** @template T @param {readonly T[]} items @returns {T[]} a shuffled copy */
  const shuffle = (items) => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  return { next, int, pick, normal, poisson, binomial, shuffle };
}

/** @typedef {ReturnType<typeof createRandom>} Random */
