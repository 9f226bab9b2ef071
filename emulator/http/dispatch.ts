/** One request through one route: parse body, authenticate, check access type, validate, run the handler. */
import type { EmulatorCore } from '../core';
import { parseAuth } from './auth';
import { parseBody } from './body';
import { known } from './errors';
import { deeperThan, MAX_BODY_DEPTH } from './json-depth';
import { stackHeader } from './headers';
import { text } from './respond';
import type { Auth, MissingUser, Route, RouteContext } from './route';
import type { Router } from './router';
import { ANY_PARAMS, NO_BODY, NO_QUERY, schemaErrorOf, validatePart } from './validate';

const API_PREFIXES = ['/api/v1', '/api/latest'];

/** '/api/v1/users/me' → '/users/me'; '/api/v1' → '/'; null when the path is not under the API. */
function apiRelativePath(pathname: string): string | null {
  for (const prefix of API_PREFIXES) {
    if (pathname === prefix || pathname === `${prefix}/`) return '/';
    if (pathname.startsWith(`${prefix}/`)) return pathname.slice(prefix.length);
  }
  return null;
}

export async function dispatch(core: EmulatorCore, router: Router, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const relative = apiRelativePath(url.pathname);
  const raw = relative === null;
  const match = router.match(request.method, relative ?? url.pathname, raw);
  if (match === null) return text(`Not found: ${request.method} ${url.pathname}`, 404);
  // The backend (Next.js) answers a known path with another method 405 with no body and no content type.
  if ('methodNotAllowed' in match) return new Response(null, { status: 405 });
  const { route, params } = match;
  const body = await parseBody(request);
  const auth = raw ? null : await parseAuth(core, request.headers);
  checkAccess(route, auth);
  const ctx = buildContext(core, request, url, route, auth, { body, params });
  return route.handler(ctx);
}

function checkAccess(route: Route, auth: Auth | null): void {
  const access = route.access ?? ['client', 'server', 'admin'];
  if (access === 'none' || route.raw === true) return;
  if (auth === null) throw known('ACCESS_TYPE_REQUIRED');
  if (!access.includes(auth.type)) {
    throw known('INSUFFICIENT_ACCESS_TYPE', { actual_access_type: auth.type, allowed_access_types: [...access] });
  }
}

interface RawInput { body: unknown; params: Record<string, string> }

function buildContext(core: EmulatorCore, request: Request, url: URL, route: Route, auth: Auth | null, input: RawInput): RouteContext<unknown, unknown, unknown> {
  const schemaError = (...lines: string[]): never => {
    throw schemaErrorOf(request.method, url.pathname, lines);
  };
  // Before any schema: every recursive step after this one stays far from the stack limit (json-depth.ts).
  if (deeperThan(input.body, MAX_BODY_DEPTH)) schemaError(`body must be at most ${MAX_BODY_DEPTH} levels deep`);
  const query = Object.fromEntries(url.searchParams);
  const parts = [
    validatePart(route.body ?? NO_BODY, input.body, 'body'),
    validatePart(route.query ?? NO_QUERY, query, 'query'),
    validatePart(route.params ?? ANY_PARAMS, input.params, 'params'),
  ] as const;
  const twice = (line: string): string[] => (route.codeHandler === true && line.startsWith('body contains unknown properties') ? [line, line] : [line]);
  const lines = parts.flatMap((p) => (p.ok ? [] : p.lines)).flatMap(twice);
  if (lines.length > 0) schemaError(...lines);
  const value = (i: 0 | 1 | 2): unknown => { const p = parts[i]; return p.ok ? p.value : undefined; };
  const requireAuth = (): Auth => {
    if (auth === null) throw known('ACCESS_TYPE_REQUIRED');
    return auth;
  };
  const requireUser = (onMissing: MissingUser = 'schema') => {
    if (auth?.user) return auth.user;
    if (onMissing === 'me') throw known('CANNOT_GET_OWN_USER_WITHOUT_USER');
    if (onMissing === 'auth') throw known('USER_AUTHENTICATION_REQUIRED');
    return schemaError('auth.user must be defined');
  };
  return {
    core, request, url, auth, body: value(0), query: value(1), params: value(2),
    header: (suffix) => stackHeader(request.headers, suffix),
    requireAuth, requireUser, schemaError,
    resolveUserId: (idOrMe) => (idOrMe === 'me' ? requireUser('me').id : idOrMe),
  };
}
