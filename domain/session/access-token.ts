/** Access-token claims (protocol §1.8) and their decoding from a JWT, without any signature check. */
import { base64UrlDecodeToString } from '../shared/base64url-decode';

import type { RestrictedReasonType } from '../entities/user';

export type { RestrictedReasonType };

/**
 * The claims of a user access token (snake_case, as signed); `server.authenticateRequest` returns them verified.
 * @example
 * const auth = await server.authenticateRequest({ headers: { authorization: 'Bearer eyJ…' } });
 * if (auth.ok) {
 *   const claims: AccessTokenClaims = auth.value.claims;
 *   console.log(claims.sub, claims.email, claims.selected_team_id);
 * }
 * @public
 */
export interface AccessTokenClaims {
  readonly sub: string;
  /** Issued at, in seconds. */
  readonly iat: number;
  /** Expiry in seconds; absent means the token never expires. */
  readonly exp?: number;
  readonly iss: string;
  readonly aud: string;
  readonly project_id: string;
  readonly branch_id: string;
  readonly refresh_token_id: string;
  readonly role: 'authenticated';
  readonly name: string | null;
  readonly email: string | null;
  readonly email_verified: boolean;
  readonly selected_team_id: string | null;
  /** Sign-up time, in seconds. */
  readonly signed_up_at: number;
  readonly is_anonymous: boolean;
  readonly is_restricted: boolean;
  readonly restricted_reason: { readonly type: RestrictedReasonType } | null;
  readonly requires_totp_mfa: boolean;
}

/** Some code paths stringify a missing token; the literal 'undefined' must never count as a token. */
export const isUsableAccessTokenString = (s: string | null | undefined): s is string =>
  typeof s === 'string' && s !== '' && s !== 'undefined';

type JsonObject = Readonly<Record<string, unknown>>;

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isNullableString = (v: unknown): v is string | null => v === null || isString(v);
const RESTRICTED_REASONS: readonly unknown[] = ['anonymous', 'email_not_verified', 'restricted_by_administrator'];

function restrictedReasonOf(v: unknown): AccessTokenClaims['restricted_reason'] | undefined {
  if (v === null) return null;
  if (!isObject(v) || !RESTRICTED_REASONS.includes(v.type)) return undefined;
  return { type: v.type as RestrictedReasonType };
}

const STRING_CLAIMS = ['sub', 'iss', 'aud', 'project_id', 'branch_id', 'refresh_token_id'] as const;
const BOOLEAN_CLAIMS = ['email_verified', 'is_anonymous', 'is_restricted', 'requires_totp_mfa'] as const;
const NULLABLE_STRING_CLAIMS = ['name', 'email', 'selected_team_id'] as const;

function hasWellTypedClaims(p: JsonObject): boolean {
  return STRING_CLAIMS.every((k) => isString(p[k]))
    && BOOLEAN_CLAIMS.every((k) => isBoolean(p[k]))
    && NULLABLE_STRING_CLAIMS.every((k) => isNullableString(p[k]))
    && isNumber(p.iat) && isNumber(p.signed_up_at)
    && (p.exp === undefined || isNumber(p.exp))
    && p.role === 'authenticated';
}

/** Copies only the known claims, so unexpected payload fields never leak into the session. */
export function claimsFromPayload(payload: unknown): AccessTokenClaims | null {
  if (!isObject(payload) || !hasWellTypedClaims(payload)) return null;
  const restrictedReason = restrictedReasonOf(payload.restricted_reason);
  if (restrictedReason === undefined) return null;
  const p = payload as JsonObject & Omit<AccessTokenClaims, 'restricted_reason'>;
  return {
    sub: p.sub, iat: p.iat, ...(p.exp === undefined ? {} : { exp: p.exp }), iss: p.iss, aud: p.aud,
    project_id: p.project_id, branch_id: p.branch_id, refresh_token_id: p.refresh_token_id, role: p.role,
    name: p.name, email: p.email, email_verified: p.email_verified, selected_team_id: p.selected_team_id,
    signed_up_at: p.signed_up_at, is_anonymous: p.is_anonymous, is_restricted: p.is_restricted,
    restricted_reason: restrictedReason, requires_totp_mfa: p.requires_totp_mfa,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Reads the claims of a compact JWS (header.payload.signature) without verifying it: the client only uses
 * them to schedule refreshes and show the user; the server verifies every token it receives. Returns null
 * for anything that is not a three-part token whose payload is base64url JSON with every required claim.
 */
export function decodeAccessToken(token: string | null | undefined): AccessTokenClaims | null {
  if (!isUsableAccessTokenString(token)) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => part === '')) return null;
  const payloadText = base64UrlDecodeToString(parts[1] ?? '');
  return payloadText === null ? null : claimsFromPayload(parseJson(payloadText));
}
