/**
 * camelCaseJson: snake_case keys → camelCase, recursively, for free-form JSON replies (the metrics overviews)
 * that have no hand-written entity mapping. Keys of data maps (country codes, status names) are data, not field
 * names, so the caller says which fields' object keys stay as sent.
 */
import type { JsonValue } from '../../domain/entities/json-value';

/**
 * A JSON object whose field names were camelCased.
 * @example
 * const overview: CamelJsonObject = (await admin.getMetrics()).authOverview; // { verifiedUsers: 3, … }
 * @public
 */
export type CamelJsonObject = { readonly [key: string]: JsonValue };

const camel = (key: string): string => key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/**
 * @example
 * camelCaseJson({ total_teams: 1, users_by_country: { US: 2 } }, (key) => key.endsWith('_by_country'));
 * // { totalTeams: 1, usersByCountry: { US: 2 } }
 * @public
 */
export function camelCaseJson(value: JsonValue, keepKeysOf: (key: string) => boolean = () => false): JsonValue {
  if (Array.isArray(value)) return value.map((item: JsonValue) => camelCaseJson(item, keepKeysOf));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, JsonValue> = {};
  for (const [key, inner] of Object.entries(value as CamelJsonObject)) {
    out[camel(key)] = keepKeysOf(key) ? inner : camelCaseJson(inner, keepKeysOf);
  }
  return out;
}
