/** Session cookie rules of protocol §6.3: names, JSON values, and which refresh cookie wins when several exist. */
import type { TokenPair } from '../../ports/token-store.port';

export const ACCESS_COOKIE_NAME = 'stack-access';
/** Spec §9: one year for the refresh cookie, one day for the access cookie. */
export const REFRESH_COOKIE_MAX_AGE_SECONDS = 31_536_000;
export const ACCESS_COOKIE_MAX_AGE_SECONDS = 86_400;

export const legacyRefreshCookieNames = (projectId: string): readonly string[] => [`stack-refresh-${projectId}`, 'stack-refresh'];

/** `__Host-` on https (requires Secure, path /, no Domain), plain on http. */
export const defaultRefreshCookieName = (projectId: string, secure: boolean): string =>
  `${secure ? '__Host-' : ''}stack-refresh-${projectId}--default`;

const structuredPrefixes = (projectId: string): readonly string[] =>
  [`stack-refresh-${projectId}--`, `__Host-stack-refresh-${projectId}--`];

const usable = (value: unknown): value is string => typeof value === 'string' && value !== '' && value !== 'undefined' && value !== 'null';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export interface RefreshCookieValue {
  readonly refreshToken: string;
  readonly updatedAtMillis: number;
}

/** `{"refresh_token": "<rt>", "updated_at_millis": <ms>}`; anything else is treated as absent. */
export function parseRefreshCookie(value: string | undefined): RefreshCookieValue | null {
  if (value === undefined) return null;
  const json = parseJson(value);
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const { refresh_token: refreshToken, updated_at_millis: updatedAtMillis } = json as Record<string, unknown>;
  if (!usable(refreshToken) || typeof updatedAtMillis !== 'number' || !Number.isFinite(updatedAtMillis)) return null;
  return { refreshToken, updatedAtMillis };
}

export const serialiseRefreshCookie = (refreshToken: string, updatedAtMillis: number): string =>
  JSON.stringify({ refresh_token: refreshToken, updated_at_millis: updatedAtMillis });

/** `["<refresh>", "<access>"]`, honoured only when element 0 is the current refresh token. */
export function parseAccessCookie(value: string | undefined, refreshToken: string): string | null {
  if (value === undefined) return null;
  const json = parseJson(value);
  if (!Array.isArray(json) || json.length !== 2 || json[0] !== refreshToken || !usable(json[1])) return null;
  return json[1];
}

export const serialiseAccessCookie = (refreshToken: string, accessToken: string): string => JSON.stringify([refreshToken, accessToken]);

/** Every refresh cookie of this project (legacy and structured, http and https names). */
export function refreshCookieNames(cookies: Readonly<Record<string, string>>, projectId: string): string[] {
  const legacy = legacyRefreshCookieNames(projectId);
  const prefixes = structuredPrefixes(projectId);
  return Object.keys(cookies).filter((name) => legacy.includes(name) || prefixes.some((prefix) => name.startsWith(prefix)));
}

/** Legacy names win; otherwise the structured cookie with the largest updated_at_millis. */
export function readRefreshToken(cookies: Readonly<Record<string, string>>, projectId: string): string | null {
  for (const name of legacyRefreshCookieNames(projectId)) {
    const raw = cookies[name];
    if (usable(raw)) return raw;
  }
  let best: RefreshCookieValue | null = null;
  for (const name of refreshCookieNames(cookies, projectId)) {
    const parsed = parseRefreshCookie(cookies[name]);
    if (parsed !== null && (best === null || parsed.updatedAtMillis > best.updatedAtMillis)) best = parsed;
  }
  return best?.refreshToken ?? null;
}

/** The session a set of cookies describes; corrupt cookies count as absent, never as an error. */
export function readTokenPair(cookies: Readonly<Record<string, string>>, projectId: string): TokenPair {
  const refreshToken = readRefreshToken(cookies, projectId);
  if (refreshToken === null) return { refreshToken: null, accessToken: null };
  return { refreshToken, accessToken: parseAccessCookie(cookies[ACCESS_COOKIE_NAME], refreshToken) };
}
