/**
 * Request-layer options every app has (no server or admin key): their zod/mini schema and the resolver a browser
 * uses. Browser bundles stop here; request-options.ts adds the server credentials on top for Node roots, so the
 * key option names and header names never reach a page.
 */
import * as z from 'zod/mini';
import { PACKAGE_VERSION } from '../../../domain/version';
import { describeApiBaseUrlProblem, normalizeApiBaseUrl } from '../../../domain/urls/api-base-url';
import { ConfigurationError } from '../../../domain/errors/configuration-error';
import type { Issue } from '../../../domain/shared/issues';
import type { EnvironmentPort } from '../../../ports/environment.port';

export const DEFAULT_BASE_URL = 'https://api.stack-auth.com';
export const DEFAULT_CLIENT_VERSION = `js @portcullis/client@${PACKAGE_VERSION}`;
/** One try may take 30 s: long enough for a cold serverless backend, short enough to retry a dead socket. */
export const DEFAULT_ATTEMPT_TIMEOUT_MS = 30_000;
/** The whole call, retries and back-off included, ends within 120 s. */
export const DEFAULT_DEADLINE_MS = 120_000;
/** Environment variables that override the default base URL, first found wins (protocol §1.1). */
export const BASE_URL_VARIABLES = ['STACK_API_URL', 'NEXT_PUBLIC_STACK_API_URL'] as const;

/** The backend parses the client version with this (protocol §1.2). */
const CLIENT_VERSION_PATTERN = /^(\w+)\s+(@[\w/]+)@([\d.]+)$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_TIMER_MS = 2_147_483_647;

/** The current project-owner access token for dashboard-style admin apps (null when there is none). */
export type AdminAccessTokenSource = () => string | null | Promise<string | null>;

const baseUrlProblem = (v: string): string | null => {
  const decision = normalizeApiBaseUrl(v);
  return decision.ok ? null : describeApiBaseUrlProblem(decision.problem);
};
const nonEmpty = () => z.string().check(z.minLength(1));

/**
 * A field checked by our own rule: each message `problems` returns is one issue. The rules below word them as zod's
 * own codes did (`invalid type (expected number)`, `too small`…), so the messages stay the same, without the zod
 * number, union, regex and default schemas in a browser bundle (nothing else on a sign-in page uses them).
 */
const ruled = <T>(problems: (value: unknown) => readonly string[]) => z.custom<T>().check(z.superRefine((value, ctx) => {
  for (const message of problems(value)) ctx.addIssue({ code: 'custom', message, input: value });
}));
const expected = (type: string): string => `invalid type (expected ${type})`;
const TOO_SMALL = 'too small';
const TOO_BIG = 'too big';

/** A string matching `valid`, else `message`. */
const stringRule = (valid: (value: string) => boolean, message: string) => (value: unknown): readonly string[] => {
  if (typeof value !== 'string') return [expected('string')];
  return valid(value) ? [] : [message];
};

/** A positive safe integer up to the longest timer: what z.int() with positive() and maximum() accepted, in its words. */
function millisecondsProblems(value: unknown): readonly string[] {
  if (typeof value !== 'number' || !Number.isFinite(value)) return [expected('number')];
  if (!Number.isInteger(value)) return [expected('int')];
  const problems: string[] = [];
  if (!Number.isSafeInteger(value)) problems.push(value > 0 ? TOO_BIG : TOO_SMALL);
  if (value <= 0) problems.push(TOO_SMALL);
  if (value > MAX_TIMER_MS) problems.push(TOO_BIG);
  return problems;
}

/** A non-empty string or a function (the token source); anything else is neither form. */
function adminAccessTokenProblems(value: unknown): readonly string[] {
  if (typeof value === 'string') return value.length < 1 ? [TOO_SMALL] : [];
  return typeof value === 'function' ? [] : ['invalid union'];
}

const milliseconds = () => z.optional(ruled<number>(millisecondsProblems));

/**
 * The `baseUrl` option: one API base URL, or one per side as the official SDK takes it (`{ browser, server }`: a page
 * calls the API at `browser`, a server at `server`, e.g. an internal address). Both are checked wherever the app runs.
 * @example
 * const app = createClientApp({ projectId, publishableClientKey, baseUrl: { browser: 'https://auth.example.com', server: 'http://auth:8102' } });
 * @public
 */
export type BaseUrlOption = string | { readonly browser: string; readonly server: string };

function baseUrlProblems(value: unknown): readonly string[] {
  if (typeof value !== 'object' || value === null) {
    const problem = typeof value === 'string' ? baseUrlProblem(value) : expected('string');
    return problem === null ? [] : [problem];
  }
  const { browser, server, ...others } = value as Record<string, unknown>;
  return [
    ...Object.keys(others).map((key) => `${key}: is not browser or server`),
    ...baseUrlProblems(browser).map((problem) => `browser: ${problem}`),
    ...baseUrlProblems(server).map((problem) => `server: ${problem}`),
  ];
}

/** The fields of the client schema, shared with the server schema (request-options.ts), which extends them. */
export const clientRequestShape = () => ({
  projectId: ruled<string>(stringRule((v) => v === 'internal' || UUID_PATTERN.test(v), 'must be a UUID or "internal"')),
  accessType: z.enum(['client', 'server', 'admin']),
  publishableClientKey: z.optional(nonEmpty()),
  adminAccessToken: z.optional(ruled<string | AdminAccessTokenSource>(adminAccessTokenProblems)),
  baseUrl: z.optional(ruled<BaseUrlOption>(baseUrlProblems)),
  clientVersion: z.optional(ruled<string>(stringRule((v) => CLIENT_VERSION_PATTERN.test(v), 'must look like "js @scope/name@1.2.3"'))),
  extraRequestHeaders: z.optional(z.record(z.string(), z.string())),
  attemptTimeoutMs: milliseconds(),
  deadlineMs: milliseconds(),
});

export const clientRequestOptionsSchema = z.lazy(() => z.strictObject(clientRequestShape()));

export type ClientRequestOptionsInput = z.input<typeof clientRequestOptionsSchema>;

declare const resolvedBrand: unique symbol;

/** Present only in options resolved by the server resolver (request-options.ts); types only, so nothing is bundled. */
export interface ServerCredentialFields {
  readonly secretServerKey?: string;
  readonly superSecretAdminKey?: string;
}

/** Options after a resolver: only resolvers make one, so unchecked options cannot be bound. */
export type RequestOptions = Readonly<Omit<z.output<typeof clientRequestOptionsSchema>, 'baseUrl' | keyof Defaulted>> & ServerCredentialFields & {
  readonly baseUrl: string;
  readonly clientVersion: string;
  readonly attemptTimeoutMs: number;
  readonly deadlineMs: number;
  /** Headers carrying server/admin keys, sent with every request; empty for client apps (only the server resolver fills them). */
  readonly credentialHeaders: Readonly<Record<string, string>>;
  readonly [resolvedBrand]: true;
};

/** Says what an option the schema does not know is; the browser and the server word it differently. */
export type UnknownOptionMessage = (key: string) => string;

const plainUnknown: UnknownOptionMessage = (key) => `${key}: is not an option`;

function issuesOf(error: z.core.$ZodError, unknownOption: UnknownOptionMessage): Issue[] {
  // Messages name the option and the rule, never the value (keys and tokens must not leak into errors).
  return error.issues.flatMap((issue): Issue[] => {
    const at = issue.path.join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ code: 'INVALID_REQUEST_OPTION', message: unknownOption(key), severity: 'error', path: at }));
    }
    // Our own rules carry their message; zod/mini has no locale loaded, so the others are described by their code.
    const own = issue.code === 'custom' || issue.code === 'invalid_format';
    const rule = own ? issue.message : `${issue.code.replace(/_/g, ' ')}${issue.code === 'invalid_type' ? ` (expected ${issue.expected})` : ''}`;
    return [{ code: 'INVALID_REQUEST_OPTION', message: `${at || 'options'}: ${rule}`, severity: 'error', path: at }];
  });
}

/** Parses `raw` with `schema`, or throws ConfigurationError with one issue per problem. */
export function parseRequestOptions<S extends z.core.$ZodType>(schema: S, raw: unknown, unknownOption: UnknownOptionMessage = plainUnknown): z.output<S> {
  const parsed = z.safeParse(schema, raw);
  if (parsed.success) return parsed.data;
  const issues = issuesOf(parsed.error, unknownOption);
  throw new ConfigurationError(`Invalid Portcullis options: ${issues.map((i) => i.message).join('; ')}`, { issues });
}

function baseUrlFrom(explicit: string | undefined, env: EnvironmentPort): string {
  const fromEnv = BASE_URL_VARIABLES.map((name) => env.variable(name)).find((v) => v !== undefined && v !== '');
  const chosen = explicit ?? fromEnv ?? DEFAULT_BASE_URL;
  // Normalised once here: `https://host`, `https://host/` and `https://host/api/v1` are the same base.
  const decision = normalizeApiBaseUrl(chosen);
  if (!decision.ok) throw new ConfigurationError(`The API base URL from the environment ${describeApiBaseUrlProblem(decision.problem)}.`);
  return decision.baseUrl;
}

/** The options with a default, filled in after parsing (a schema default would bring zod's default schema along). */
interface Defaulted {
  readonly clientVersion?: string | undefined;
  readonly attemptTimeoutMs?: number | undefined;
  readonly deadlineMs?: number | undefined;
}

/**
 * Applies the defaults and the environment's base URL and brands the result; `credentialHeaders` come from the resolver.
 * A `{ browser, server }` base URL gives its `browser` side in a browser, its `server` side anywhere else.
 */
export function finishRequestOptions(
  parsed: Defaulted & { readonly baseUrl?: BaseUrlOption | undefined },
  env: EnvironmentPort,
  credentialHeaders: Readonly<Record<string, string>>,
): RequestOptions {
  return {
    ...parsed,
    clientVersion: parsed.clientVersion ?? DEFAULT_CLIENT_VERSION,
    attemptTimeoutMs: parsed.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS,
    deadlineMs: parsed.deadlineMs ?? DEFAULT_DEADLINE_MS,
    baseUrl: baseUrlFrom(typeof parsed.baseUrl === 'object' ? parsed.baseUrl[env.kind === 'browser' ? 'browser' : 'server'] : parsed.baseUrl, env),
    credentialHeaders,
  } as unknown as RequestOptions;
}

/**
 * A browser's resolver. Any option it does not know is refused by the same generic path, which is how server and
 * admin keys are refused too: this file never names them.
 */
const browserUnknown: UnknownOptionMessage = (key) =>
  `${key}: is not an option of a browser app. Only client options are accepted here: keys for server or admin access grant ` +
  'full access to the project and must only be used on a server (call your backend instead).';

export function resolveClientRequestOptions(raw: ClientRequestOptionsInput, env: EnvironmentPort): RequestOptions {
  return finishRequestOptions(parseRequestOptions(clientRequestOptionsSchema, raw, browserUnknown), env, {});
}
