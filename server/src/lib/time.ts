/** ISO 8601 UTC timestamp, the format of every timestamp column. */
export const nowIso = (): string => new Date().toISOString();

/** The timestamp `seconds` from now. */
export const isoIn = (seconds: number, from = Date.now()): string =>
  new Date(from + seconds * 1000).toISOString();
