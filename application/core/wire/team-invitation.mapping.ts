/** Team invitation mappings, wire → entity. */
import type { TeamInvitation, TeamInvitationDetails } from '../../../domain/entities/team-invitation';
import type { TeamInvitationDetailsWire, TeamInvitationWire } from './team-invitation.schema';

export function teamInvitationFromWire(w: TeamInvitationWire): TeamInvitation {
  return {
    id: w.id,
    teamId: w.team_id,
    teamDisplayName: w.team_display_name,
    recipientEmail: w.recipient_email,
    expiresAt: w.expires_at_millis,
  };
}

export function teamInvitationDetailsFromWire(w: TeamInvitationDetailsWire): TeamInvitationDetails {
  return { teamId: w.team_id, teamDisplayName: w.team_display_name };
}
