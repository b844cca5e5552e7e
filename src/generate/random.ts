/**
 * A small seeded PRNG (sfc32) and the draws the generator needs. Never Math.random: the same seed must give the
 * same register, byte for byte.
 */

/** Mixes a 32-bit integer (splitmix-style finaliser); used to derive independent seeds. */
export function mix32(value: number): number {
  let x = value | 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number, stream = 0) {
    this.a = mix32(seed ^ 0x9e3779b9);
    this.b = mix32(seed + 0x632be5ab + stream * 0x1b873593);
    this.c = mix32(stream ^ 0x7f4a7c15);
    this.d = 1;
    for (let i = 0; i < 15; i++) this.next();
  }

  /** Uniform 32-bit unsigned integer. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform float in [0, 1). */
  float(): number {
    return this.next() / 4294967296;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.float() * n);
  }

  /** Uniform integer in [min, max]. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  /**
   * Picks with a bias towards the start of the list (name lists are ordered by frequency): the first `k` of `n` items
   * are drawn with probability `(k / n) ^ (1 / skew)`.
   */
  pickSkewed<T>(items: readonly T[], skew = 3): T {
    const u = this.float();
    return items[Math.floor(items.length * u ** skew)];
  }

  /** Poisson-distributed count (Knuth; fine for the small means used here). */
  poisson(mean: number): number {
    const limit = Math.exp(-mean);
    let k = 0;
    let p = this.float();
    while (p > limit) {
      k++;
      p *= this.float();
    }
    return k;
  }
}

/** A precomputed weighted choice over indices 0..n-1 (cumulative weights, binary search). */
export class WeightedIndex {
  private readonly cumulative: Float64Array;
  readonly total: number;

  constructor(weights: readonly number[]) {
    this.cumulative = new Float64Array(weights.length);
    let sum = 0;
    for (let i = 0; i < weights.length; i++) {
      sum += Math.max(0, weights[i]);
      this.cumulative[i] = sum;
    }
    this.total = sum;
  }

  draw(random: Random): number {
    const target = random.float() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.cumulative[middle] > target) high = middle;
      else low = middle + 1;
    }
    return low;
  }
}

/** A weighted choice over values. */
export class Weighted<T> {
  private readonly index: WeightedIndex;

  constructor(readonly entries: ReadonlyArray<readonly [T, number]>) {
    this.index = new WeightedIndex(entries.map((entry) => entry[1]));
  }

  draw(random: Random): T {
    return this.entries[this.index.draw(random)][0];
  }
}

/** 32-bit FNV-1a of a string, for cheap duplicate detection (names, identity keys). */
export function hashString(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A 52-bit hash (two FNV rounds) as a safe integer, for sets of millions of keys. */
export function hashKey(text: string): number {
  return hashString(text) * 1048576 + (hashString(text, 0x2c9277b5) & 0xfffff);
}
