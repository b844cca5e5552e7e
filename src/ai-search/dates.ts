/**
 * Date phrases of a query (`seit 2015`, `fondée en 1998`, `dal 2020`, `founded before 2000`, `zwischen 2010 und 2015`,
 * `neu eingetragen im letzten Jahr`) as a range of registration dates. Relative phrases count from the register's
 * reference date (its latest registration), never from the wall clock, so that answers do not drift.
 */
import type { QueryToken } from "./text.js";

export interface DateRange {
  /** Inclusive ISO dates; null for an open end. */
  from: string | null;
  to: string | null;
}

export interface DateMatch {
  range: DateRange;
  tokens: number[];
}

const YEAR = /^(1[6-9]\d\d|20\d\d)$/;
const NUMBER_WORDS: Record<string, number> = {
  ein: 1, einem: 1, zwei: 2, drei: 3, vier: 4, funf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10,
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10,
  uno: 1, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10,
  one: 1, two: 2, three: 3, four: 4, five: 5, seven: 7, eight: 8, nine: 9, ten: 10,
};
const ARTICLES = new Set(["il", "l", "lo", "le", "la", "the", "dem", "den", "das", "jahr", "year", "annee", "anno", "an", "dall", "dal"]);
const SINCE = new Set(["seit", "ab", "since", "from", "depuis", "des", "dal", "dall", "starting"]);
const AFTER = new Set(["nach", "after", "apres", "dopo", "post"]);
const BEFORE = new Set(["vor", "before", "avant", "prima", "prior"]);
const UNTIL = new Set(["bis", "until", "till", "jusqu", "jusque", "fino", "entro"]);
const IN_YEAR = new Set(["in", "im", "en", "nel", "during", "durant", "anno", "jahr", "year", "annee", "of"]);
const BETWEEN = new Set(["zwischen", "entre", "tra", "fra", "between", "von", "de", "du", "dal", "from"]);
const AND = new Set(["und", "et", "e", "and", "bis", "a", "al", "au", "to", "until", "till"]);
const LAST = new Set(["letzten", "letzte", "letztes", "vergangenen", "vergangene", "vergangenes", "last", "past", "derniere", "dernieres", "dernier", "derniers", "ultimo", "ultimi", "ultima", "ultime", "scorso", "scorsi"]);
const YEAR_WORDS = new Set(["jahr", "jahre", "jahren", "year", "years", "annee", "annees", "an", "ans", "anno", "anni"]);
const THIS = new Set(["dieses", "diesem", "this", "cette", "quest", "questo", "current", "laufenden"]);
const RECENT = new Set(["neu", "neue", "neuen", "neuer", "neugegrundet", "neugegrundete", "neugegrundeten", "newly", "recently", "kurzlich", "recemment", "nouvelles", "nouveaux", "nouvelle", "recentemente", "recenti", "recente", "nuove", "nuovi", "nuova"]);
const REGISTERED = new Set(["eingetragen", "eingetragene", "eingetragenen", "gegrundet", "gegrundete", "gegrundeten", "registered", "founded", "incorporated", "established", "created", "inscrites", "inscrite", "creees", "creee", "fondees", "fondee", "iscritte", "iscritta", "fondate", "fondata", "costituite", "costituita", "registrate", "entreprises", "societes", "companies", "firmen", "imprese", "aziende", "societa", "gesellschaften", "unternehmen"]);

const iso = (year: number, month = 1, day = 1) => `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

function addYears(date: string, years: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}

/**
 * The date phrases of the query, each with the tokens it used. `referenceDate` is the register's latest registration
 * date (ISO). Tokens already used by another part are skipped.
 */
export function findDates(tokens: readonly QueryToken[], referenceDate: string): DateMatch[] {
  const w = tokens.map((t) => t.folded);
  const isYear = (i: number) => i < w.length && YEAR.test(w[i]);
  const year = (i: number) => Number(w[i]);
  const refYear = Number(referenceDate.slice(0, 4));
  const matches: DateMatch[] = [];
  const used = new Set<number>();
  const take = (range: DateRange, from: number, to: number) => {
    const indexes: number[] = [];
    for (let i = from; i <= to; i++) indexes.push(i);
    indexes.forEach((i) => used.add(i));
    matches.push({ range, tokens: indexes });
  };
  /** Index of the next token after `i` that is not an article, or -1 past the end. */
  const skipArticles = (i: number) => {
    let j = i;
    while (j < w.length && ARTICLES.has(w[j]) && !isYear(j)) j++;
    return j;
  };

  for (let i = 0; i < w.length; i++) {
    if (used.has(i)) continue;
    // Ranges: zwischen 2010 und 2015, entre 2010 et 2015, tra il 2010 e il 2015, from 2010 to 2015, 2010-2015.
    if (BETWEEN.has(w[i])) {
      const a = skipArticles(i + 1);
      if (isYear(a) && a + 1 < w.length && AND.has(w[a + 1])) {
        const b = skipArticles(a + 2);
        if (isYear(b) && year(b) >= year(a)) {
          take({ from: iso(year(a)), to: iso(year(b), 12, 31) }, i, b);
          continue;
        }
      }
    }
    if (isYear(i) && isYear(i + 1) && year(i + 1) > year(i)) {
      take({ from: iso(year(i)), to: iso(year(i + 1), 12, 31) }, i, i + 1);
      continue;
    }
    // a partire dal 2020
    if (w[i] === "partire" && i + 1 < w.length) {
      const a = skipArticles(i + 1);
      if (isYear(a)) {
        take({ from: iso(year(a)), to: null }, i > 0 && w[i - 1] === "a" ? i - 1 : i, a);
        continue;
      }
    }
    const next = skipArticles(i + 1);
    // prima del 2000, jusqu'en 2010, fino al 2015: a preposition may follow the first word.
    const afterPreposition = next < w.length && ["del", "di", "al", "en", "a", "to", "zum"].includes(w[next]) ? skipArticles(next + 1) : next;
    const yearAt = isYear(next) ? next : isYear(afterPreposition) ? afterPreposition : -1;
    if (yearAt >= 0) {
      const y = year(yearAt);
      if (SINCE.has(w[i])) take({ from: iso(y), to: null }, i, yearAt);
      else if (AFTER.has(w[i])) take({ from: iso(y + 1), to: null }, i, yearAt);
      else if (BEFORE.has(w[i])) take({ from: null, to: iso(y - 1, 12, 31) }, i, yearAt);
      else if (UNTIL.has(w[i])) take({ from: null, to: iso(y, 12, 31) }, i, yearAt);
      else if (IN_YEAR.has(w[i])) take({ from: iso(y), to: iso(y, 12, 31) }, i, yearAt);
      if (used.has(i)) continue;
    }
    // in den letzten 3 Jahren, in the last 5 years, ces 3 dernières années, negli ultimi 3 anni, im letzten Jahr.
    if (LAST.has(w[i])) {
      let j = i + 1;
      let count = 1;
      if (j < w.length && (/^\d{1,2}$/.test(w[j]) || NUMBER_WORDS[w[j]] !== undefined)) {
        count = /^\d+$/.test(w[j]) ? Number(w[j]) : NUMBER_WORDS[w[j]];
        j++;
      }
      let start = i;
      // ces 3 dernières années: the number comes first.
      if (i > 0 && (/^\d{1,2}$/.test(w[i - 1]) || NUMBER_WORDS[w[i - 1]] !== undefined) && count === 1 && !used.has(i - 1)) {
        count = /^\d+$/.test(w[i - 1]) ? Number(w[i - 1]) : NUMBER_WORDS[w[i - 1]];
        start = i - 1;
      }
      const yearWord = j < w.length && YEAR_WORDS.has(w[j]) ? j : i > 0 && YEAR_WORDS.has(w[i - 1]) && start === i ? i - 1 : -1;
      if (yearWord >= 0 && count >= 1 && count <= 50) {
        const first = Math.min(start, yearWord);
        const last = Math.max(j, yearWord);
        // "last year" / "letztes Jahr" / "l'an dernier" / "l'anno scorso" without "in the": the previous calendar year.
        const calendar = count === 1 && start === i && !["in", "im", "innert", "within", "au", "nell", "negli", "nel", "dans", "during"].includes(w[first - 1] ?? "") && ["letztes", "last", "dernier", "derniere", "scorso", "vergangenes"].includes(w[i]);
        if (calendar) take({ from: iso(refYear - 1), to: iso(refYear - 1, 12, 31) }, first, last);
        else take({ from: addYears(referenceDate, -count), to: referenceDate }, first, last);
        continue;
      }
    }
    if (THIS.has(w[i]) && i + 1 < w.length && YEAR_WORDS.has(w[i + 1])) {
      take({ from: iso(refYear), to: referenceDate }, i, i + 1);
      continue;
    }
    // neu eingetragen, newly registered, nouvelles entreprises: the last twelve months, unless a period follows.
    if (RECENT.has(w[i]) && i + 1 < w.length && REGISTERED.has(w[i + 1])) {
      take({ from: addYears(referenceDate, -1), to: referenceDate }, i, i + 1);
      continue;
    }
    // A year alone is that year.
    if (isYear(i)) take({ from: iso(year(i)), to: iso(year(i), 12, 31) }, i, i);
  }
  // "neu eingetragen im letzten Jahr": the recency words and the period are one phrase.
  return mergeOverlapping(matches);
}

function mergeOverlapping(matches: DateMatch[]): DateMatch[] {
  if (matches.length < 2) return matches;
  const sorted = [...matches].sort((a, b) => a.tokens[0] - b.tokens[0]);
  const out: DateMatch[] = [sorted[0]];
  for (const match of sorted.slice(1)) {
    const last = out[out.length - 1];
    const lastEnd = last.tokens[last.tokens.length - 1];
    const recentOnly = last.range.to !== null && match.range.to !== null && match.tokens[0] - lastEnd <= 2;
    if (recentOnly && (last.tokens.length === 2 || match.tokens.length === 2)) {
      // Keep the more specific period (the explicit one follows the recency words).
      out[out.length - 1] = { range: match.range, tokens: [...last.tokens, ...match.tokens] };
    } else out.push(match);
  }
  return out;
}
