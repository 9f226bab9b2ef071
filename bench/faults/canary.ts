/** Canary hits: a token found where no token may be — error texts and fields, log lines, request URLs, other storage. */

/** Every string reachable from an error: message, stack, own fields (diagnostics), causes; cycles and depth bounded. */
export function textsOf(value: unknown, depth = 0, seen = new Set<unknown>()): string[] {
  if (value === null || value === undefined || depth > 6) return [];
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object') return [String(value)];
  if (seen.has(value)) return [];
  seen.add(value);
  const texts: string[] = [];
  if (value instanceof Error) texts.push(value.message, value.stack ?? '', String(value));
  for (const key of Object.getOwnPropertyNames(value)) {
    texts.push(...textsOf((value as Record<string, unknown>)[key], depth + 1, seen));
  }
  if (value instanceof Error && value.cause !== undefined) texts.push(...textsOf(value.cause, depth + 1, seen));
  return texts;
}

/** How many of `texts` contain any canary. */
export function canaryHits(texts: readonly string[], canaries: ReadonlySet<string>): number {
  let hits = 0;
  for (const text of texts) {
    for (const canary of canaries) {
      if (canary.length >= 16 && text.includes(canary)) {
        hits++;
        break;
      }
    }
  }
  return hits;
}
