/** Snake_case JSON shapes of team invitations (protocol §3.6). */

export interface TeamInvitationWire {
  readonly id: string;
  readonly team_id: string;
  readonly team_display_name: string;
  readonly expires_at_millis: number;
  readonly recipient_email: string;
}

export interface TeamInvitationDetailsWire {
  readonly team_id: string;
  readonly team_display_name: string;
}
