/** Outstanding team invitations and the details shown before accepting one. */
import type { EpochMs } from '../shared/time';

export interface TeamInvitation {
  readonly id: string;
  readonly teamId: string;
  readonly teamDisplayName: string;
  readonly recipientEmail: string;
  /** From `expires_at_millis`. */
  readonly expiresAt: EpochMs;
}

/** `POST /team-invitations/accept/details` response. */
export interface TeamInvitationDetails {
  readonly teamId: string;
  readonly teamDisplayName: string;
}
