/** ES256 access tokens (protocol §1.8): every claim, iss/aud by user kind, 10 minutes on the virtual clock. */
import { createLocalJWKSet, decodeJwt, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { claimsFromPayload, type AccessTokenClaims } from '../../domain/session/access-token';
import type { EmulatorCore } from '../core';
import type { SessionRecord, UserRecord } from '../state/records';
import { primaryEmailOf, restrictedReasonOf } from '../state/users';
import { audienceKeys } from './audience-keys';

export const ACCESS_TOKEN_LIFETIME_MS = 10 * 60 * 1000;

/** iss and aud differ for anonymous and restricted users, so a normal-user verifier rejects them. */
export function issuerAndAudience(apiUrl: string, projectId: string, kind: 'normal' | 'anonymous' | 'restricted'): { iss: string; aud: string } {
  if (kind === 'anonymous') return { iss: `${apiUrl}/api/v1/projects-anonymous-users/${projectId}`, aud: `${projectId}:anon` };
  if (kind === 'restricted') return { iss: `${apiUrl}/api/v1/projects-restricted-users/${projectId}`, aud: `${projectId}:restricted` };
  return { iss: `${apiUrl}/api/v1/projects/${projectId}`, aud: projectId };
}

export async function signAccessToken(core: EmulatorCore, user: UserRecord, session: SessionRecord): Promise<string> {
  const project = core.state.projects[user.projectId];
  if (project === undefined) throw new Error(`project ${user.projectId} of user ${user.id} is missing`);
  const restricted = restrictedReasonOf(core, project, user);
  const kind = user.isAnonymous ? 'anonymous' : restricted !== null ? 'restricted' : 'normal';
  const { iss, aud } = issuerAndAudience(core.apiUrl, project.id, kind);
  const primary = primaryEmailOf(core, user.id);
  const nowSeconds = Math.floor(core.clock.now() / 1000);
  return new SignJWT({
    project_id: project.id, branch_id: 'main', refresh_token_id: session.id, role: 'authenticated',
    name: user.displayName, email: primary?.value ?? null, email_verified: primary?.isVerified ?? false,
    selected_team_id: user.selectedTeamId, signed_up_at: Math.floor(user.signedUpAt / 1000),
    is_anonymous: user.isAnonymous, is_restricted: restricted !== null, restricted_reason: restricted,
    requires_totp_mfa: user.totpSecretBase64 !== null,
  })
    // As the service: the audience's first key signs, and the header is alg + kid only (no typ).
    .setProtectedHeader({ alg: 'ES256', kid: audienceKeys(core.keys.privateKey, aud)[0].kid })
    .setSubject(user.id)
    .setIssuer(iss)
    .setAudience(aud)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ACCESS_TOKEN_LIFETIME_MS / 1000)
    .sign(audienceKeys(core.keys.privateKey, aud)[0].privateKey);
}

export type DecodedAccessToken =
  | { ok: true; claims: AccessTokenClaims }
  | { ok: false; reason: 'unparsable' }
  | { ok: false; reason: 'expired'; claims: Partial<AccessTokenClaims> & { exp?: number } };

/** Verifies signature and expiry against the virtual clock; the caller maps failures to known errors. */
export async function decodeAccessToken(core: EmulatorCore, jwt: string): Promise<DecodedAccessToken> {
  try {
    // Verified with the keys of the audience the token names, as the service does.
    const aud = decodeJwt(jwt).aud;
    if (typeof aud !== 'string') return { ok: false, reason: 'unparsable' };
    const keys = createLocalJWKSet({ keys: audienceKeys(core.keys.privateKey, aud).map((k) => k.publicJwk) });
    const { payload } = await jwtVerify(jwt, keys, { algorithms: ['ES256'], currentDate: new Date(core.clock.now()) });
    const claims = claimsFromPayload(payload);
    return claims === null ? { ok: false, reason: 'unparsable' } : { ok: true, claims };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) {
      return { ok: false, reason: 'expired', claims: error.payload as Partial<AccessTokenClaims> };
    }
    return { ok: false, reason: 'unparsable' };
  }
}
