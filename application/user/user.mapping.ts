/** Client user mapping, wire → entity. Update inputs → wire: user-write.mapping.ts; the server user: server/server-user.mapping.ts. */
import type { OAuthProviderLink, User } from '../../domain/entities/user';
import { teamFromWire } from '../teams/team.mapping';
import type { OAuthProviderLinkWire, UserWire } from './user.schema';

const oauthLinkFromWire = (w: OAuthProviderLinkWire): OAuthProviderLink =>
  ({ id: w.id, accountId: w.account_id, email: w.email });

/**
 * Every client field, with the selectedTeam of the caller's shape (client or server). One object literal, not a
 * spread of one into another: the client user is mapped on every get-user, and the copy cost more than the mapping.
 */
export function userFieldsFromWire<Team>(w: UserWire, selectedTeam: Team): Omit<User, 'selectedTeam'> & { selectedTeam: Team } {
  return {
    id: w.id,
    displayName: w.display_name,
    primaryEmail: w.primary_email,
    primaryEmailVerified: w.primary_email_verified,
    profileImageUrl: w.profile_image_url,
    signedUpAt: w.signed_up_at_millis,
    clientMetadata: w.client_metadata,
    clientReadOnlyMetadata: w.client_read_only_metadata,
    hasPassword: w.has_password,
    emailAuthEnabled: w.auth_with_email,
    otpAuthEnabled: w.otp_auth_enabled,
    passkeyAuthEnabled: w.passkey_auth_enabled,
    oauthProviders: w.oauth_providers.map(oauthLinkFromWire),
    isMultiFactorRequired: w.requires_totp_mfa,
    requiresTotpMfa: w.requires_totp_mfa,
    selectedTeamId: w.selected_team_id,
    isAnonymous: w.is_anonymous,
    isRestricted: w.is_restricted,
    restrictedReason: w.restricted_reason === null ? null : { type: w.restricted_reason.type },
    restrictedByAdmin: w.restricted_by_admin,
    restrictedByAdminReason: w.restricted_by_admin_reason,
    selectedTeam,
  };
}

export function userFromWire(w: UserWire): User {
  return userFieldsFromWire(w, w.selected_team === null ? null : teamFromWire(w.selected_team));
}
