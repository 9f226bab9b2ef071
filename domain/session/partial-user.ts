/** TokenPartialUser: the user as an access token's claims describe it, read without asking the server. */
import type { RestrictedReason } from '../entities/user';
import type { AccessTokenClaims } from './access-token';

/**
 * The signed-in user as the access token's claims describe it (the official SDK's `TokenPartialUser`): enough to
 * show who is signed in without a request; `getUser()` reads the whole user from the server.
 * @example
 * const partial: TokenPartialUser | null = await getPartialUser(app, { from: 'token' });
 * console.log(partial?.displayName ?? partial?.primaryEmail ?? 'signed out');
 * @public
 */
export interface TokenPartialUser {
  readonly id: string;
  readonly displayName: string | null;
  readonly primaryEmail: string | null;
  readonly primaryEmailVerified: boolean;
  readonly isAnonymous: boolean;
  readonly isMultiFactorRequired: boolean;
  readonly isRestricted: boolean;
  readonly restrictedReason: RestrictedReason | null;
}

/** The partial user of `claims`; null without claims, or for an anonymous user unless `anonymous` allows one. */
export function partialUserFromClaims(claims: AccessTokenClaims | null, anonymous: boolean): TokenPartialUser | null {
  if (claims === null || (claims.is_anonymous && !anonymous)) return null;
  return {
    id: claims.sub,
    displayName: claims.name,
    primaryEmail: claims.email,
    primaryEmailVerified: claims.email_verified,
    isAnonymous: claims.is_anonymous,
    isMultiFactorRequired: claims.requires_totp_mfa,
    isRestricted: claims.is_restricted,
    restrictedReason: claims.restricted_reason,
  };
}
