/**
 * Outer authorization codes: issued by the callback, redeemed by the token endpoint's authorization_code
 * grant (§2.6, §5.6). Registered in grants.ts; kept free of imports from it (no module cycle).
 */
import type { EmulatorCore } from '../core';
import { known, statusError } from '../http/errors';
import { json } from '../http/respond';
import { randomCode45 } from '../random';
import type { ProjectRecord, UserRecord } from '../state/records';
import { findUser } from '../state/users';
import { completeSignIn } from '../users/sign-in';
import { outerCodes, type OuterOAuthInfo } from './flow-store';
import { pkceMatches } from './pkce';

/** The OAuth library's default code lifetime (protocol: 5 minutes, inferred). */
export const OUTER_CODE_LIFETIME_MS = 5 * 60 * 1000;
/** Same library default as the refresh grant's `expires_in` (oauth/grants.ts); clients use the JWT `exp`. */
const EXPIRES_IN_SECONDS = 3600;

export function issueOuterCode(core: EmulatorCore, info: OuterOAuthInfo, user: UserRecord, isNewUser: boolean): string {
  const code = randomCode45();
  outerCodes(core)[code] = {
    code, projectId: info.projectId, userId: user.id, isNewUser, redirectUri: info.redirectUri,
    codeChallenge: info.codeChallenge, codeChallengeMethod: info.codeChallengeMethod,
    afterCallbackRedirectUrl: info.afterCallbackRedirectUrl, expiresAt: core.clock.now() + OUTER_CODE_LIFETIME_MS, usedAt: null,
  };
  return code;
}

const REDIRECT_MISMATCH = 'Invalid redirect URI. Your redirect URI must be the same as the one used to get the authorization code.';

/**
 * The library's order: code look-up (unknown/foreign/expired/used), PKCE, redirect_uri, then the code is
 * spent — so a PKCE or redirect mismatch leaves it usable, while the MFA refusal comes after spending it.
 */
export async function authorizationCodeGrant(core: EmulatorCore, project: ProjectRecord, body: Record<string, string | undefined>): Promise<Response> {
  if (body.code === undefined || body.code === '') return json({ error: 'invalid_request', error_description: 'Missing parameter: `code`' }, 400);
  const now = core.clock.now();
  const row = outerCodes(core)[body.code];
  if (row === undefined || row.projectId !== project.id || row.usedAt !== null || row.expiresAt <= now) throw known('INVALID_AUTHORIZATION_CODE');
  if (!pkceMatches(row.codeChallengeMethod, row.codeChallenge, body.code_verifier)) throw known('INVALID_AUTHORIZATION_CODE');
  if (body.redirect_uri !== row.redirectUri) throw statusError(400, REDIRECT_MISMATCH);
  row.usedAt = now;
  const user = findUser(core, project.id, row.userId);
  if (user === undefined) throw known('INVALID_AUTHORIZATION_CODE');
  const tokens = await completeSignIn(core, user, row.isNewUser);
  return json({
    access_token: tokens.access_token, refresh_token: tokens.refresh_token, token_type: 'Bearer', expires_in: EXPIRES_IN_SECONDS,
    scope: 'legacy', is_new_user: row.isNewUser, newUser: row.isNewUser,
    after_callback_redirect_url: row.afterCallbackRedirectUrl, afterCallbackRedirectUrl: row.afterCallbackRedirectUrl,
  }, 200, { pragma: 'no-cache', 'cache-control': 'no-store' });
}
