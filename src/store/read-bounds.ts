/** Bounds on how much one read may examine or keep: the same in every register store (SQLite, PostgreSQL). */

/**
 * How many name keys a name-prefix lookup examines at most. A short prefix with a rare filter (`ba` in TI)
 * would otherwise read thousands of companies; those it skips are still found by the word-prefix tier.
 */
export const PREFIX_SCAN_LIMIT = 2_000;

/** Bound on cached match counts; a count is a few dozen bytes. */
export const COUNT_CACHE_SIZE = 10_000;

/** Matches a person-name suggestion reads before keeping the public persons under the filter. */
export const PERSON_NAME_MATCHES_READ = 200;
