/**
 * Which name rows hold the most frequent word prefixes, and which companies carry each filter term, as bitmaps kept at
 * build time (migration 8). FTS5 intersects `"muller" AND "gmbh"` by stepping through both posting lists, so a
 * question with one common word costs about as much as reading that word's whole list (5 ms for 1,424 matches beside
 * `gmbh`'s 590,000 name rows at full scale). With these bitmaps the full-text index reads only the rarer words' list and
 * each of its matches is tested against the frequent words and the filter by one bit: the work is bounded by the
 * smallest posting list.
 *
 * Bits are kept per name row of company_name_fts (src/store/sqlite/name-rows.ts): a current name by its company's
 * search rank, a translation or former name by its place among all such rows ("other slot"), so that a word is tested
 * within the very name that matched. Filter terms hold per company. Bitmaps are stored in chunks of CHUNK_BITS; a
 * chunk without a set bit is left out.
 */
import type { SqliteDatabase } from "./database.js";
import type { FacetCombinations } from "./prefix-counts.js";
import { quoted } from "./full-text.js";
import { fieldOfRowid, keyOfRowid, rankOfRowid } from "./name-rows.js";

/** Word prefixes matching at least this many companies get bitmaps; rarer ones are read from the full-text index. */
export const FREQUENT_FROM = 20_000;

/** `dataset` key saying the bitmaps are built, and from which count on. */
export const PREFIX_ROWS_KEY = "name_prefix_rows";

const CHUNK_SHIFT = 16;
/** Memory for chunks kept between questions (8 KB each). */
const CHUNK_CACHE_BYTES = 8 * 2 ** 20;
const CHUNK_BITS = 1 << CHUNK_SHIFT;

/** Parts of a prefix's bitmaps (name_prefix_rows.part): current names by rank; other names by slot. */
const CURRENT = 0;
const OTHER = 1;
/** The sorted keys (search_rank * 16 + position) of translation rows (part 2) and former-name rows (part 3): the slot directory. */
const TRANSLATION_KEYS = 2;
const FORMER_KEYS = 3;
/** The row of the slot directory and of filter terms: filter terms start with '_', the directory with nothing. */
const DIRECTORY = "";

/** The translation and former-name rows of every company, collected in search rank order while its documents are written. */
export class OtherNameRows {
  private readonly keys = [new Uint32Array(1024), new Uint32Array(1024)];
  private readonly lengths = [0, 0];

  /** A translation or former-name row, by its company_name_fts rowid. */
  add(rowid: number): void {
    const field = fieldOfRowid(rowid) === "translation" ? 0 : 1;
    if (this.lengths[field] === this.keys[field].length) {
      const grown = new Uint32Array(this.keys[field].length * 2);
      grown.set(this.keys[field]);
      this.keys[field] = grown;
    }
    this.keys[field][this.lengths[field]++] = keyOfRowid(rowid);
  }

  /** The keys of translation rows and of former-name rows, each ascending. */
  directory(): [Uint32Array, Uint32Array] {
    return [this.keys[0].slice(0, this.lengths[0]), this.keys[1].slice(0, this.lengths[1])];
  }
}

/** Where a name row's bit is: the part and the position in it; null for an unknown other-name row. */
function slotOf(rowid: number, translations: Uint32Array, formers: Uint32Array): { part: number; at: number } | null {
  const field = fieldOfRowid(rowid);
  if (field === "name") return { part: CURRENT, at: rankOfRowid(rowid) };
  const key = keyOfRowid(rowid);
  const keys = field === "translation" ? translations : formers;
  let low = 0;
  let high = keys.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if (keys[middle] < key) low = middle + 1;
    else if (keys[middle] > key) high = middle - 1;
    else return { part: OTHER, at: (keys === formers ? translations.length : 0) + middle };
  }
  return null;
}

/** Builds name_prefix_rows: after buildPrefixCounts (the frequent prefixes are read from its counts). */
export function buildPrefixRows(db: SqliteDatabase, facets: FacetCombinations, others: OtherNameRows, { frequentFrom = FREQUENT_FROM } = {}): void {
  const [translations, formers] = others.directory();
  const ranks = facets.ranks;
  db.transaction(() => {
    db.exec("DELETE FROM name_prefix_rows");
    const insert = db.prepare("INSERT INTO name_prefix_rows (prefix, part, chunk, bits) VALUES (?, ?, ?, ?)");
    const write = (prefix: string, part: number, bits: Uint8Array) => {
      for (let chunk = 0; chunk * (CHUNK_BITS / 8) < bits.length; chunk++) {
        const slice = bits.subarray(chunk * (CHUNK_BITS / 8), (chunk + 1) * (CHUNK_BITS / 8));
        if (slice.some((byte) => byte !== 0)) insert.run(prefix, part, chunk, Buffer.from(slice));
      }
    };
    const set = (bits: Uint8Array, at: number) => {
      bits[at >>> 3] |= 1 << (at & 7);
    };
    insert.run(DIRECTORY, TRANSLATION_KEYS, 0, Buffer.from(translations.buffer, translations.byteOffset, translations.byteLength));
    insert.run(DIRECTORY, FORMER_KEYS, 0, Buffer.from(formers.buffer, formers.byteOffset, formers.byteLength));

    const frequent = db
      .prepare("SELECT prefix FROM name_prefix_counts WHERE scope = 'company' AND total >= ? ORDER BY prefix")
      .pluck()
      .all(frequentFrom) as string[];
    const rowids = db.prepare("SELECT rowid FROM company_name_fts WHERE company_name_fts MATCH ?").pluck();
    const otherSlots = translations.length + formers.length;
    for (const prefix of frequent) {
      const current = new Uint8Array(Math.ceil(ranks / 8));
      const other = new Uint8Array(Math.ceil(otherSlots / 8));
      for (const rowid of rowids.all(`${quoted(prefix)}*`) as number[]) {
        const slot = slotOf(rowid, translations, formers);
        if (!slot) throw new Error(`name row ${rowid} is not in the directory of other names`);
        set(slot.part === CURRENT ? current : other, slot.at);
      }
      write(prefix, CURRENT, current);
      write(prefix, OTHER, other);
    }

    // Filter terms, per company by rank.
    const termBits = new Map<string, Uint8Array>();
    const termsOf = facets.terms.map((terms) =>
      terms.split(" ").map((term) => {
        let bits = termBits.get(term);
        if (!bits) {
          bits = new Uint8Array(Math.ceil(ranks / 8));
          termBits.set(term, bits);
        }
        return bits;
      }),
    );
    for (let rank = 1; rank < ranks; rank++) for (const bits of termsOf[facets.combinations[rank]]) set(bits, rank);
    for (const [term, bits] of termBits) write(term, CURRENT, bits);
    db.prepare("INSERT OR REPLACE INTO dataset (key, value) VALUES (?, ?)").run(PREFIX_ROWS_KEY, String(frequentFrom));
  })();
}

/** Tests name rows against frequent words and filter groups; each test reads the chunks it needs once. */
export type RowTest = (rowid: number) => boolean;

export interface PrefixRows {
  /** Whether a word has bitmaps (it matches at least FREQUENT_FROM companies). */
  isFrequent(word: string): boolean;
  /**
   * A test that a name row holds all `words` (each frequent) and that its company carries a term of every filter
   * group. Made per question: it keeps the chunks it reads.
   */
  test(words: readonly string[], filterGroups: readonly (readonly string[])[]): RowTest;
}

/** The bitmaps of a register, or null when it has none (built before migration 8). */
export function prefixRowsOf(db: SqliteDatabase): PrefixRows | null {
  const built = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'name_prefix_rows'").get() !== undefined;
  if (!built || db.prepare("SELECT 1 FROM dataset WHERE key = ?").get(PREFIX_ROWS_KEY) === undefined) return null;
  const frequent = new Set(
    db.prepare("SELECT DISTINCT prefix FROM name_prefix_rows WHERE prefix <> '' AND substr(prefix, 1, 1) <> '_'").pluck().all() as string[],
  );
  const chunkOf = db.prepare("SELECT bits FROM name_prefix_rows WHERE prefix = ? AND part = ? AND chunk = ?").pluck();
  // The slot directory (about 2.8 MB at full scale) is read on the first test that needs it.
  let directory: [Uint32Array, Uint32Array] | undefined;
  const keysOf = (part: number) => {
    const blob = chunkOf.get(DIRECTORY, part, 0) as Buffer | undefined;
    return blob ? new Uint32Array(Uint8Array.from(blob).buffer) : new Uint32Array(0);
  };

  // Chunks read recently, shared by questions (the filter terms and the most frequent words are read by many):
  // bounded by CHUNK_CACHE_BYTES, the least recently used given up first.
  const cached = new Map<string, Uint8Array | null>();
  let cachedBytes = 0;
  function chunk(prefix: string, part: number, index: number): Uint8Array | null {
    const key = `${prefix}\u0000${part}\u0000${index}`;
    let bits = cached.get(key);
    if (bits !== undefined) {
      cached.delete(key);
    } else {
      bits = (chunkOf.get(prefix, part, index) as Buffer | undefined) ?? null;
      cachedBytes += bits?.byteLength ?? 0;
      while (cachedBytes > CHUNK_CACHE_BYTES) {
        const [oldest, dropped] = cached.entries().next().value as [string, Uint8Array | null];
        cached.delete(oldest);
        cachedBytes -= dropped?.byteLength ?? 0;
      }
    }
    cached.set(key, bits);
    return bits;
  }

  /** One bitmap's bits for a question: its chunks fetched on first use. */
  function bitmap(prefix: string, part: number): (at: number) => boolean {
    const chunks: (Uint8Array | null | undefined)[] = [];
    return (at) => {
      const index = at >>> CHUNK_SHIFT;
      let bits = chunks[index];
      if (bits === undefined) bits = chunks[index] = chunk(prefix, part, index);
      const offset = at & (CHUNK_BITS - 1);
      return bits !== null && (bits[offset >>> 3] & (1 << (offset & 7))) !== 0;
    };
  }

  return {
    isFrequent: (word) => frequent.has(word),
    test(words, filterGroups) {
      const groups = filterGroups.map((group) => group.map((term) => bitmap(term, CURRENT)));
      const current = words.map((word) => bitmap(word, CURRENT));
      const other = words.map((word) => bitmap(word, OTHER));
      const passes = (rank: number) => groups.every((group) => group.some((holds) => holds(rank)));
      return (rowid) => {
        const rank = rankOfRowid(rowid);
        if (fieldOfRowid(rowid) === "name") return passes(rank) && current.every((holds) => holds(rank));
        if (!passes(rank)) return false;
        if (other.length === 0) return true;
        directory ??= [keysOf(TRANSLATION_KEYS), keysOf(FORMER_KEYS)];
        const slot = slotOf(rowid, ...directory);
        return slot !== null && other.every((holds) => holds(slot.at));
      };
    },
  };
}
