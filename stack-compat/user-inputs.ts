/** Official user-update inputs into Portcullis's: the TOTP secret as bytes becomes base64. */
import type { CurrentUser } from './portcullis';

export type TeamLike = string | { readonly id: string };

export function teamIdOf(team: TeamLike): string {
  return typeof team === 'string' ? team : team.id;
}

export interface UserUpdateOptions {
  readonly displayName?: string | null;
  readonly clientMetadata?: unknown;
  readonly selectedTeamId?: string | null;
  readonly totpMultiFactorSecret?: Uint8Array | null;
  readonly profileImageUrl?: string | null;
  readonly otpAuthEnabled?: boolean;
  readonly passkeyAuthEnabled?: boolean;
  readonly primaryEmail?: string | null;
}

type PortcullisUserUpdate = Parameters<CurrentUser['update']>[0];

export function toUserUpdate(update: UserUpdateOptions): PortcullisUserUpdate {
  const { totpMultiFactorSecret, ...rest } = update;
  if (totpMultiFactorSecret === undefined) return rest as PortcullisUserUpdate;
  return { ...rest, totpSecretBase64: totpSecretOf(totpMultiFactorSecret) } as PortcullisUserUpdate;
}

/** The official TOTP secret (bytes) as Portcullis takes it (base64); btoa, so it runs in browsers and Node alike. */
export function totpSecretOf(secret: Uint8Array | null): string | null {
  return secret === null ? null : btoa(String.fromCharCode(...secret));
}
