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
  const totpSecretBase64 = totpMultiFactorSecret === null ? null : Buffer.from(totpMultiFactorSecret).toString('base64');
  return { ...rest, totpSecretBase64 } as PortcullisUserUpdate;
}
