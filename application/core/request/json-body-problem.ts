/**
 * The strict JSON check of a request body, before anything is sent. JSON.stringify is lenient where a caller's
 * mistake should be loud: NaN and Infinity become null, a Date becomes a string, a Map `{}`, undefined in an array
 * null, a function disappears — all sent with `ok: true` — and a cycle or a BigInt throws a raw TypeError. Only
 * strings, booleans, finite numbers, null, arrays and plain objects pass; undefined is allowed as an object property
 * (JSON drops it: how an optional field is left out). Loaded on first use by encode-body.ts, and imports nothing: what
 * it shares with the page comes in as arguments, so a bundler splits no extra up-front chunk for it.
 */

/** Deeper than any metadata a person writes; a cap keeps a pathological (or cyclic-through-copies) value cheap to refuse. */
export const MAX_JSON_DEPTH = 64;

/** What the check uses of the page's code, passed in (domain describeKind and isPlainObject). */
export interface JsonCheckHelpers {
  readonly describeKind: (value: unknown) => string;
  readonly isPlainObject: (value: unknown) => boolean;
}

/**
 * Where in the body the first value that is not JSON sits, in the caller's terms (the top-level wire key camelCased:
 * `clientMetadata.a[0]`, not `client_metadata.a[0]`; nested keys as given), and the rule it breaks; null when all is JSON.
 */
export function jsonBodyProblem(body: unknown, helpers: JsonCheckHelpers): { readonly argument: string; readonly rule: string } | null {
  const problem = jsonProblem(body, [], 0, helpers);
  return problem === null ? null : { argument: argumentName(problem.path), rule: problem.rule };
}

interface Problem {
  readonly path: readonly (string | number)[];
  readonly rule: string;
}

function jsonProblem(value: unknown, ancestors: object[], depth: number, helpers: JsonCheckHelpers): Problem | null {
  const { describeKind } = helpers;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return null;
    case 'number':
      return Number.isFinite(value) ? null : { path: [], rule: `must be a finite number, got ${describeKind(value)}` };
    case 'object':
      return value === null ? null : containerProblem(value, ancestors, depth, helpers);
    default:
      return { path: [], rule: `must be JSON, got ${describeKind(value)}` };
  }
}

function containerProblem(value: object, ancestors: object[], depth: number, helpers: JsonCheckHelpers): Problem | null {
  if (depth >= MAX_JSON_DEPTH) return { path: [], rule: `must be nested at most ${MAX_JSON_DEPTH} levels deep` };
  if (ancestors.includes(value)) return { path: [], rule: 'must not be circular' };
  const isArray = Array.isArray(value);
  if (!isArray && !helpers.isPlainObject(value)) {
    return { path: [], rule: 'must be a plain object, not a class (Date: toISOString())' };
  }
  ancestors.push(value);
  try {
    if (isArray) {
      for (let i = 0; i < value.length; i++) {
        // JSON.stringify would send a hole or undefined in an array as null.
        const item: unknown = value[i];
        const problem = item === undefined ? { path: [], rule: 'must not be undefined in an array' } : jsonProblem(item, ancestors, depth + 1, helpers);
        if (problem !== null) return { path: [i, ...problem.path], rule: problem.rule };
      }
      return null;
    }
    for (const key of Object.keys(value)) {
      const item: unknown = (value as Record<string, unknown>)[key];
      const problem = item === undefined ? null : jsonProblem(item, ancestors, depth + 1, helpers);
      if (problem !== null) return { path: [key, ...problem.path], rule: problem.rule };
    }
    return null;
  } finally {
    ancestors.pop();
  }
}

/** Wire keys are camelCased back (config.email_theme → config.emailTheme) down to a metadata field; its keys are the caller's. */
function argumentName(path: readonly (string | number)[]): string {
  if (path.length === 0) return 'request body';
  let inMetadata = false;
  return path.reduce<string>((name, step, i) => {
    if (typeof step === 'number') return `${name}[${step}]`;
    const key = inMetadata ? step : step.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    inMetadata ||= step.endsWith('_metadata');
    return i === 0 ? key : `${name}.${key}`;
  }, '');
}
