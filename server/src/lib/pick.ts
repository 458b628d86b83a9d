import type { TObject } from '@sinclair/typebox';

/**
 * The properties of `body` that `schema` declares, without the undefined ones. Request schemas
 * allow unknown properties (Ajv keeps them), so a handler that spreads a body into an UPDATE must
 * pick the known ones, or a stray key becomes a column name.
 */
export function pickKnown<T extends object>(body: T, schema: TObject): Partial<T> {
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(schema.properties)) {
    const value = (body as Record<string, unknown>)[key];
    if (value !== undefined) picked[key] = value;
  }
  return picked as Partial<T>;
}
