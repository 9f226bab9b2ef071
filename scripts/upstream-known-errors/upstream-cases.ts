/**
 * The hosted service's own wording of every known error we send, produced by running the upstream definitions
 * (`@stackframe/stack-shared`'s known-errors, as shipped inside the official SDK we keep as a dev dependency) on the
 * details of our catalogue's examples, plus variants that reach every branch of a message. Facts only: nothing of
 * the upstream code is copied; we call it and record what it answers.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { catalogueRows, type KnownErrorCode } from '../../domain/errors/catalogue';
import { catalogueMessages } from '../../domain/errors/catalogue-messages';
import { moduleSource, UPSTREAM_FILE, UPSTREAM_SOURCE_NOTE, type UpstreamSource } from './upstream-source';

// Files under the repository root (jest and tsx both run there); nested copies are not reachable through `exports`.
const requireFromRoot = createRequire(`${process.cwd()}/package.json`);
const fromRoot = (path: string): string => `${process.cwd()}/${path}`;

/** The newest upstream first; a code it no longer defines comes from the older copy (TEAM_ALREADY_EXISTS). */
const UPSTREAM_MODULES = [
  'node_modules/@stackframe/js-2.8.108/node_modules/@stackframe/stack-shared/dist/known-errors.js',
  'node_modules/@stackframe/stack-shared/dist/known-errors.js',
] as const;

interface UpstreamError { readonly statusCode: number; toDescriptiveJson(): unknown; readonly errorCode: string }
interface UpstreamModule {
  readonly KnownErrors: Record<string, (new (...args: unknown[]) => UpstreamError) & { errorCode: string }>;
  readonly KnownError: { fromJson(json: { code: string; message: string; details?: unknown }): UpstreamError };
}

/** One recorded answer: what we pass when raising it (details, or the message's argument) and what upstream sends. */
export interface UpstreamCase {
  readonly code: string;
  readonly details: unknown;
  /** For the codes whose message interpolates a value that is not in the details (messageWithArgument). */
  readonly argument: string | null;
  readonly status: number;
  /** Exactly the response body: 2-space JSON, keys in upstream order. */
  readonly body: string;
}

/** Codes whose upstream message takes an argument that the details do not carry, with the values the emulator uses. */
export const ARGUMENT_CASES: Readonly<Record<string, readonly string[]>> = {
  BODY_PARSING_ERROR: ['Invalid JSON in request body', 'Invalid form data in request body', 'Unknown content type in request body: text/xml', 'Request body cannot be parsed as UTF-8'],
  INVALID_ACCESS_TYPE: ['bogus'],
  INVALID_SCOPE: ['openid'],
  PASSKEY_REGISTRATION_FAILED: ['Passkey registration failed because the verification response is invalid'],
  PASSKEY_AUTHENTICATION_FAILED: [
    'Passkey not found', 'Passkey authentication failed because the origin is not allowed',
    'Passkey authentication failed because localhost is not allowed', 'Passkey registration failed because the origin is not allowed',
    'Passkey registration failed because localhost is not allowed',
    'The signature of the authentication response could not be verified with the stored public key tied to this credential ID',
  ],
};

/** Extra details per code, so that every branch of a message (null parts, flags) is compared too. */
export const DETAIL_VARIANTS: Readonly<Record<string, readonly unknown[]>> = {
  ADMIN_ACCESS_TOKEN_EXPIRED: [{ expired_at_millis: null }],
  ACCESS_TOKEN_EXPIRED: [{ expired_at_millis: null, project_id: null, user_id: null, refresh_token_id: null }],
  USER_EMAIL_ALREADY_EXISTS: [{ email: 'a@b.co', would_work_if_email_was_verified: true }],
  CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE: [{ type: 'email', contact_channel_value: null, would_work_if_email_was_verified: true }],
  EMAIL_IS_NOT_PRIMARY_EMAIL: [{ email: 'other@b.co', primary_email: null }],
  PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT: [{ project_id: null }],
  INVALID_OAUTH_CLIENT_ID_OR_SECRET: [{ client_id: null }],
  WRONG_PERMISSION_SCOPE: [{ permission_id: 'admin', expected_scope: 'team', actual_scope: null }],
  ALL_OVERLOADS_FAILED: [{ overload_errors: [{ code: 'SCHEMA_ERROR', error: 'first' }, { code: 'SCHEMA_ERROR', error: 'second' }] }],
  RESTRICTED_USER_NOT_ALLOWED: [{ restricted_reason: { type: 'restricted_by_administrator' } }],
};

function loadUpstream(): UpstreamModule[] {
  return UPSTREAM_MODULES.map((path) => requireFromRoot(fromRoot(path)) as UpstreamModule);
}

function moduleFor(modules: readonly UpstreamModule[], code: string): UpstreamModule | null {
  return modules.find((m) => Object.values(m.KnownErrors).some((ctor) => ctor.errorCode === code)) ?? null;
}

/**
 * A code upstream still defines but no longer exports (so never sends): its one-argument definition read from the
 * older module's text — status, message template and details key — and applied to our example.
 */
function unexportedDefinition(code: string, details: Record<string, unknown>): UpstreamCase {
  const source = readFileSync(fromRoot(UPSTREAM_MODULES[1]), 'utf8');
  const match = new RegExp(`"${code}", \\((\\w+)\\) => \\[\\s*(\\d+),\\s*\`([^\`]*)\`,\\s*\\{ (\\w+): \\1 \\}`).exec(source);
  if (match === null) throw new Error(`no upstream definition of ${code}`);
  const [, argName, status, template, key] = match as unknown as [string, string, string, string, string];
  const value = String(details[key]);
  const message = template.split(`\${${argName}}`).join(value);
  return { code, details, argument: null, status: Number(status), body: JSON.stringify({ code, details: { [key]: value }, error: message }, undefined, 2) };
}

function record(code: string, details: unknown, argument: string | null, error: UpstreamError): UpstreamCase {
  return { code, details, argument, status: error.statusCode, body: JSON.stringify(error.toDescriptiveJson(), undefined, 2) };
}

/** Every wire code of our catalogue (abstract parents excluded), as upstream words it. */
export function upstreamCases(): UpstreamCase[] {
  const modules = loadUpstream();
  const cases: UpstreamCase[] = [];
  for (const [code, row] of Object.entries(catalogueRows)) {
    if ('abstract' in row && row.abstract === true) continue;
    const upstream = moduleFor(modules, code);
    const example = (catalogueMessages[code as KnownErrorCode] as { example?: unknown }).example ?? null;
    if (upstream === null) {
      cases.push(unexportedDefinition(code, example as Record<string, unknown>));
      continue;
    }
    const args = ARGUMENT_CASES[code];
    if (args !== undefined) {
      const ctor = Object.values(upstream.KnownErrors).find((c) => c.errorCode === code)!;
      for (const argument of args) cases.push(record(code, null, argument, new ctor(argument)));
      continue;
    }
    for (const details of [example, ...(DETAIL_VARIANTS[code] ?? [])]) {
      const error = upstream.KnownError.fromJson({ code, message: '', ...(details === null ? {} : { details }) });
      cases.push(record(code, details, null, error));
    }
  }
  return cases;
}

/** The committed fixture: where the wording comes from, and every case. */
export interface UpstreamFixture {
  readonly source: UpstreamSource;
  readonly cases: readonly UpstreamCase[];
}

export function upstreamFixture(): UpstreamFixture {
  const source = { file: UPSTREAM_FILE, modules: UPSTREAM_MODULES.map((path) => moduleSource(process.cwd(), path)), note: UPSTREAM_SOURCE_NOTE };
  return { source, cases: upstreamCases() };
}
