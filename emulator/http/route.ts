/** The route-registration API: `defineRoute({method, path, access, body, query, params, handler})`. */
import type * as z from 'zod';
import type { AccessTokenClaims } from '../../domain/session/access-token';
import type { EmulatorCore } from '../core';
import type { AccessType, ProjectRecord, UserRecord } from '../state/records';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Which access types may call the route; 'none' = no x-stack auth needed (auth is still parsed if sent). */
export type Access = readonly AccessType[] | 'none';

/** The usual `access` lists: every access type (the default), server or admin, admin only. */
export const ALL_ACCESS = ['client', 'server', 'admin'] as const;
export const SERVER_ACCESS = ['server', 'admin'] as const;
export const ADMIN_ACCESS = ['admin'] as const;

/** The resolved x-stack authentication of a request (protocol §1.3). */
export interface Auth {
  type: AccessType;
  project: ProjectRecord;
  /** Absent when signed out, or when the token's user no longer exists. */
  user: UserRecord | null;
  claims: AccessTokenClaims | null;
}

/** What to throw when a route needs a signed-in user and there is none (the backend varies per endpoint). */
export type MissingUser = 'schema' | 'me' | 'auth';

export interface RouteContext<B, Q, P> {
  core: EmulatorCore;
  request: Request;
  url: URL;
  body: B;
  query: Q;
  params: P;
  /** null only on `access: 'none'` routes called without x-stack-access-type. */
  auth: Auth | null;
  /** x-stack-<suffix> or x-hexclave-<suffix>. */
  header(suffix: string): string | undefined;
  /** The auth, or ACCESS_TYPE_REQUIRED. */
  requireAuth(): Auth;
  /** The signed-in user, or the endpoint's error: 'schema' (default) SCHEMA_ERROR "auth.user must be defined",
   * 'me' CANNOT_GET_OWN_USER_WITHOUT_USER, 'auth' USER_AUTHENTICATION_REQUIRED. */
  requireUser(onMissing?: MissingUser): UserRecord;
  /** 'me' → the token's user id (CANNOT_GET_OWN_USER_WITHOUT_USER without one); any other value unchanged. */
  resolveUserId(idOrMe: string): string;
  /** Throws SCHEMA_ERROR with the §1.4 message format, e.g. `schemaError('body.code must be 45 characters')`. */
  schemaError(...lines: string[]): never;
}

export interface RouteSpec<B, Q, P> {
  method: Method;
  /** Relative to /api/v1 (e.g. '/users/{user_id}'), or absolute when `raw` (dev routes under /emulator). */
  path: string;
  /** Default: all three access types. */
  access?: Access;
  /** zod schemas: use `z.strictObject` so unknown keys become SCHEMA_ERROR. Default body: none or `{}`;
   * default query: no parameters at all; default params: the path's `{name}` strings. */
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  params?: z.ZodType<P>;
  /** Absolute path outside /api/v1: no x-stack auth parsing, no faults. */
  raw?: boolean;
  /** A route of the service's verification-code handler (…/sign-in, …/check-code, …): it validates the body twice,
   * so an unknown body property is reported twice in its SCHEMA_ERROR. */
  codeHandler?: boolean;
  handler(ctx: RouteContext<B, Q, P>): Promise<Response> | Response;
}

/** A route with its schema types erased, as stored in the router. */
export type Route = RouteSpec<unknown, unknown, unknown>;

export function defineRoute<B = unknown, Q = Record<string, never>, P = Record<string, string>>(spec: RouteSpec<B, Q, P>): Route {
  return spec as unknown as Route;
}
