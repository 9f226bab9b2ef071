/**
 * Client user update input → wire (and back). Apart from user.mapping.ts (read side), which a page reading its user
 * needs up front, while these load with the services that change users. The server's update and create: server/server-user.mapping.ts.
 */
import type { UserUpdate } from '../../domain/entities/user';
import { omitUndefined } from '../core/wire/omit-undefined';

export function userUpdateToWire(u: UserUpdate) {
  return omitUndefined({
    display_name: u.displayName,
    profile_image_url: u.profileImageUrl,
    client_metadata: u.clientMetadata,
    selected_team_id: u.selectedTeamId,
    totp_secret_base64: u.totpSecretBase64,
    otp_auth_enabled: u.otpAuthEnabled,
    passkey_auth_enabled: u.passkeyAuthEnabled,
    primary_email: u.primaryEmail,
  });
}

/** Client `PATCH /users/me` body. */
export type UserUpdateWire = ReturnType<typeof userUpdateToWire>;

/**
 * Inverse of userUpdateToWire, so a test can show the mapping loses no field. No caller in the library: the emulator it
 * was written for may import domain/ only.
 */
export function userUpdateFromWire(w: UserUpdateWire): UserUpdate {
  return omitUndefined({
    displayName: w.display_name,
    profileImageUrl: w.profile_image_url,
    clientMetadata: w.client_metadata,
    selectedTeamId: w.selected_team_id,
    totpSecretBase64: w.totp_secret_base64,
    otpAuthEnabled: w.otp_auth_enabled,
    passkeyAuthEnabled: w.passkey_auth_enabled,
    primaryEmail: w.primary_email,
  });
}
