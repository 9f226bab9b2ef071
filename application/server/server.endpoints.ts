/**
 * ServerEndpoints: the six server endpoint files in one object, so the server objects' factory and services
 * take one dependency for the wire instead of six (constructor budget of docs/architecture.md).
 */
import type { ServerContactChannelEndpoints } from './server-contact-channel.endpoints';
import type { ServerTeamInvitationEndpoints } from './server-team-invitation.endpoints';
import type { ServerTeamMemberEndpoints } from './server-team-member.endpoints';
import type { ServerTeamEndpoints } from './server-team.endpoints';
import type { ServerUserAccessEndpoints } from './server-user-access.endpoints';
import type { ServerUserEndpoints } from './server-user.endpoints';

export class ServerEndpoints {
  readonly users: ServerUserEndpoints;
  readonly access: ServerUserAccessEndpoints;
  readonly channels: ServerContactChannelEndpoints;
  readonly teams: ServerTeamEndpoints;
  readonly members: ServerTeamMemberEndpoints;
  readonly invitations: ServerTeamInvitationEndpoints;

  constructor(
    users: ServerUserEndpoints,
    access: ServerUserAccessEndpoints,
    channels: ServerContactChannelEndpoints,
    teams: ServerTeamEndpoints,
    members: ServerTeamMemberEndpoints,
    invitations: ServerTeamInvitationEndpoints,
  ) {
    this.users = users;
    this.access = access;
    this.channels = channels;
    this.teams = teams;
    this.members = members;
    this.invitations = invitations;
  }
}
