/** serialiseKey: a stable string for a cache key tuple (object keys sorted, so {a,b} and {b,a} are one key). */

// Plain objects are rebuilt with sorted keys; arrays keep their order; everything else is left to JSON.
function sortObjectKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const source = value as Record<string, unknown>;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(source).sort()) sorted[key] = source[key];
  return sorted;
}

/**
 * Keys must be JSON data (strings, numbers, booleans, null, arrays, plain objects); `undefined`
 * inside an array reads as null, as in JSON. Never put tokens or secrets in a key: keys may be logged.
 *
 * @example
 * serialiseKey(['team', { id: 't1', recursive: true }]) === serialiseKey(['team', { recursive: true, id: 't1' }]); // true
 * @internal
 */
export function serialiseKey(key: readonly unknown[]): string {
  return JSON.stringify(key, sortObjectKeys);
}
