/** User read models (client and server shapes) and the update/create inputs the library sends. */
import type { EpochMs } from '../shared/time';
import type { JsonValue } from './json-value';
import type { ServerTeam, Team } from './team';

/** An OAuth account connected to the user; `id` is the provider config id (e.g. "github"). */
export interface OAuthProviderLink {
  readonly id: string;
  readonly accountId: string;
  readonly email: string | null;
}

export type RestrictedReasonType = 'anonymous' | 'email_not_verified' | 'restricted_by_administrator';

export interface RestrictedReason {
  readonly type: RestrictedReasonType;
}

/** The user as the client API returns it (`GET /users/me`). */
export interface User {
  readonly id: string;
  readonly displayName: string | null;
  readonly primaryEmail: string | null;
  readonly primaryEmailVerified: boolean;
  readonly profileImageUrl: string | null;
  /** From `signed_up_at_millis`. */
  readonly signedUpAt: EpochMs;
  readonly clientMetadata: JsonValue;
  readonly clientReadOnlyMetadata: JsonValue;
  readonly hasPassword: boolean;
  /** Wire `auth_with_email` (deprecated there): hasPassword || otpAuthEnabled. */
  readonly emailAuthEnabled: boolean;
  readonly otpAuthEnabled: boolean;
  readonly passkeyAuthEnabled: boolean;
  readonly oauthProviders: readonly OAuthProviderLink[];
  /** Wire `requires_totp_mfa`: a TOTP secret is set, so sign-in asks for a second factor. */
  readonly isMultiFactorRequired: boolean;
  /** Same value as isMultiFactorRequired, under the wire's name. */
  readonly requiresTotpMfa: boolean;
  readonly selectedTeamId: string | null;
  readonly selectedTeam: Team | null;
  readonly isAnonymous: boolean;
  readonly isRestricted: boolean;
  /** Non-null iff isRestricted. */
  readonly restrictedReason: RestrictedReason | null;
  readonly restrictedByAdmin: boolean;
  /** Public reason shown to the user. */
  readonly restrictedByAdminReason: string | null;
}

export interface RiskScores {
  readonly signUp: { readonly bot: number; readonly freeTrialAbuse: number };
}

/** The user as server/admin access sees it: every client field, a server team, and server-only fields. */
export interface ServerUser extends User {
  readonly selectedTeam: ServerTeam | null;
  /** Wire `primary_email_auth_enabled`: the primary channel is used for auth. */
  readonly primaryEmailAuthEnabled: boolean;
  readonly serverMetadata: JsonValue;
  /** From `last_active_at_millis` (updated on each token refresh). */
  readonly lastActiveAt: EpochMs;
  readonly restrictedByAdminPrivateDetails: string | null;
  /** Null when the server did not send one (best effort, at sign-up). */
  readonly countryCode: string | null;
  readonly riskScores: RiskScores | null;
}

/**
 * Client user update (`user.update`, `PATCH /users/me`): undefined = leave unchanged, null = clear.
 * @example
 * const update: UserUpdate = { displayName: 'Ann', clientMetadata: { theme: 'dark' }, selectedTeamId: null };
 * const result = await user.update(update);
 * @public
 */
export interface UserUpdate {
  readonly displayName?: string | null;
  readonly profileImageUrl?: string | null;
  readonly clientMetadata?: JsonValue;
  readonly selectedTeamId?: string | null;
  /** Base64 of the raw TOTP secret; null disables MFA. */
  readonly totpSecretBase64?: string | null;
  readonly otpAuthEnabled?: boolean;
  /** Only `false` is accepted by the server (it deletes the passkey). */
  readonly passkeyAuthEnabled?: boolean;
  readonly primaryEmail?: string | null;
}

/**
 * Server user update (`serverUser.update`, `PATCH /users/{id}`): the client fields plus metadata, email, password and
 * restriction fields. undefined = unchanged, null = clear.
 * @example
 * const update: ServerUserUpdate = { serverMetadata: { plan: 'pro' }, primaryEmailVerified: true, restrictedByAdmin: false };
 * const serverUser = await server.getUser(userId);
 * const result = await serverUser?.update(update);
 * @public
 */
export interface ServerUserUpdate extends UserUpdate {
  readonly clientReadOnlyMetadata?: JsonValue;
  readonly serverMetadata?: JsonValue;
  readonly primaryEmailVerified?: boolean;
  readonly primaryEmailAuthEnabled?: boolean;
  /** Null removes the password. */
  readonly password?: string | null;
  /** bcrypt MCF hash. */
  readonly passwordHash?: string;
  /** Only `false` is accepted on update. */
  readonly isAnonymous?: boolean;
  readonly restrictedByAdmin?: boolean;
  readonly restrictedByAdminReason?: string | null;
  readonly restrictedByAdminPrivateDetails?: string | null;
  readonly countryCode?: string | null;
  readonly riskScores?: RiskScores;
}

/**
 * Input of `server.createUser` (`POST /users`): the update fields without selectedTeamId, plus OAuth links.
 * @example
 * const input: ServerUserCreate = { primaryEmail: 'bob@example.com', primaryEmailVerified: true, primaryEmailAuthEnabled: true, password };
 * const created = await server.createUser(input);
 * @public
 */
export interface ServerUserCreate extends Omit<ServerUserUpdate, 'selectedTeamId'> {
  readonly oauthProviders?: readonly { readonly id: string; readonly accountId: string; readonly email?: string | null }[];
}
