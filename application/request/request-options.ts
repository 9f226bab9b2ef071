/**
 * Request-layer options: the raw shape callers pass, its zod schema, and resolveRequestOptions(), which
 * validates once (in composition/) and applies defaults, environment overrides and the browser rule.
 */
import * as z from 'zod';
import type { ServiceIdentifier } from 'inversify';
import { ConfigurationError } from '../../domain/errors/configuration-error';
import type { Issue } from '../../domain/shared/issues';
import type { EnvironmentPort } from '../../ports/environment.port';

export const DEFAULT_BASE_URL = 'https://api.stack-auth.com';
export const DEFAULT_CLIENT_VERSION = 'js @portcullis/client@0.1.0';
/** One try may take 30 s: long enough for a cold serverless backend, short enough to retry a dead socket. */
export const DEFAULT_ATTEMPT_TIMEOUT_MS = 30_000;
/** The whole call, retries and back-off included, ends within 120 s. */
export const DEFAULT_DEADLINE_MS = 120_000;
/** Environment variables that override the default base URL, first found wins (protocol §1.1). */
export const BASE_URL_VARIABLES = ['STACK_API_URL', 'NEXT_PUBLIC_STACK_API_URL'] as const;

/** The backend parses the client version with this (protocol §1.2). */
const CLIENT_VERSION_PATTERN = /^(\w+)\s+(@[\w/]+)@([\d.]+)$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The current project-owner access token for dashboard-style admin apps (null when there is none). */
export type AdminAccessTokenSource = () => string | null | Promise<string | null>;

const httpUrl = z.string().refine((v) => /^https?:\/\/[^/]/i.test(v) && URL.canParse(v), 'must be an absolute http(s) URL');

export const requestOptionsSchema = z.strictObject({
  projectId: z.string().refine((v) => v === 'internal' || UUID_PATTERN.test(v), 'must be a UUID or "internal"'),
  accessType: z.enum(['client', 'server', 'admin']),
  publishableClientKey: z.string().min(1).optional(),
  secretServerKey: z.string().min(1).optional(),
  superSecretAdminKey: z.string().min(1).optional(),
  adminAccessToken: z.union([z.string().min(1), z.custom<AdminAccessTokenSource>((v) => typeof v === 'function', 'must be a string or a function')]).optional(),
  baseUrl: httpUrl.optional(),
  clientVersion: z.string().regex(CLIENT_VERSION_PATTERN, 'must look like "js @scope/name@1.2.3"').default(DEFAULT_CLIENT_VERSION),
  extraRequestHeaders: z.record(z.string(), z.string()).optional(),
  attemptTimeoutMs: z.number().int().positive().max(2_147_483_647).default(DEFAULT_ATTEMPT_TIMEOUT_MS),
  deadlineMs: z.number().int().positive().max(2_147_483_647).default(DEFAULT_DEADLINE_MS),
});

export type RequestOptionsInput = z.input<typeof requestOptionsSchema>;

declare const resolvedBrand: unique symbol;

/** Options after resolveRequestOptions(): only that function makes one, so unchecked options cannot be bound. */
export type RequestOptions = Readonly<Omit<z.output<typeof requestOptionsSchema>, 'baseUrl'>> & {
  readonly baseUrl: string;
  readonly [resolvedBrand]: true;
};

function issuesOf(error: z.ZodError): Issue[] {
  // Messages name the option and the rule, never the value (keys and tokens must not leak into errors).
  return error.issues.map((issue) => ({
    code: 'INVALID_REQUEST_OPTION',
    message: `${issue.path.join('.') || 'options'}: ${issue.message}`,
    severity: 'error',
    path: issue.path.join('.'),
  }));
}

function baseUrlFrom(explicit: string | undefined, env: EnvironmentPort): string {
  const fromEnv = BASE_URL_VARIABLES.map((name) => env.variable(name)).find((v) => v !== undefined && v !== '');
  const chosen = explicit ?? fromEnv ?? DEFAULT_BASE_URL;
  if (!httpUrl.safeParse(chosen).success) throw new ConfigurationError(`The API base URL from the environment is not an absolute http(s) URL.`);
  return chosen.replace(/\/+$/, '');
}

/** Validates once and applies defaults. Throws ConfigurationError (with issues) on bad options or secret keys in a browser. */
export function resolveRequestOptions(raw: RequestOptionsInput, env: EnvironmentPort): RequestOptions {
  const parsed = requestOptionsSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = issuesOf(parsed.error);
    throw new ConfigurationError(`Invalid Portcullis options: ${issues.map((i) => i.message).join('; ')}`, { issues });
  }
  const options = parsed.data;
  if (env.kind === 'browser' && (options.secretServerKey !== undefined || options.superSecretAdminKey !== undefined)) {
    throw new ConfigurationError(
      'A secret server key or super-secret admin key was given in a browser. These keys grant full access to the project ' +
        'and must only be used on a server: remove them from browser code and call the server from your backend instead.',
    );
  }
  return { ...options, baseUrl: baseUrlFrom(options.baseUrl, env) } as RequestOptions;
}

/** The binding of resolved options (also listed in REQUEST_IDS); here so the layer can inject it without a cycle. */
export const REQUEST_OPTIONS_ID = Symbol.for('portcullis/RequestOptions') as ServiceIdentifier<RequestOptions>;
