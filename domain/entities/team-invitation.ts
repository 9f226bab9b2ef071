/** Outstanding team invitations and the details shown before accepting one. */
import type { EpochMs } from '../shared/time';

/**
 * An outstanding team invitation as the server lists it: id, team, recipient email and expiry.
 * @example
 * const serverTeam = await server.getTeam(teamId);
 * const invitations = await serverTeam?.listInvitations();
 * for (const invitation of invitations?.ok ? invitations.value : []) console.log(invitation.recipientEmail, new Date(invitation.expiresAt));
 * @public
 */
export interface TeamInvitation {
  readonly id: string;
  readonly teamId: string;
  readonly teamDisplayName: string;
  readonly recipientEmail: string;
  /** From `expires_at_millis`. */
  readonly expiresAt: EpochMs;
}

/** `POST /team-invitations/accept/details` response. */
/**
 * What an invitation code tells before it is accepted: the team it is for.
 * @example
 * const details = await app.getTeamInvitationDetails(code);
 * if (details.ok) console.log(`Join ${details.value.teamDisplayName}?`);
 * @public
 */
export interface TeamInvitationDetails {
  readonly teamId: string;
  readonly teamDisplayName: string;
}
