/** Numbers with a fixed meaning, named once: lengths of time in milliseconds and the database's integer limit. */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
/** 24 hours: a calendar day in UTC (the sums using it do not cross a daylight-saving change of local time). */
export const DAY_MS = 24 * HOUR_MS;

/**
 * The largest PostgreSQL `integer` (int4), the type of every id: a larger id cannot exist, so input above it is
 * refused (or ignored) before it reaches a query, where it would be an error rather than 'not found'.
 */
export const MAX_INT4 = 2_147_483_647;
