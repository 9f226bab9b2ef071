/**
 * ServerEndpoints: the six server endpoint files in one injectable, so the server objects' factory and services
 * take one dependency for the wire instead of six (constructor budget of docs/architecture.md).
 */
import { inject, injectable } from 'inversify';
import { ServerContactChannelEndpoints } from './server-contact-channel.endpoints';
import { ServerTeamInvitationEndpoints } from './server-team-invitation.endpoints';
import { ServerTeamMemberEndpoints } from './server-team-member.endpoints';
import { ServerTeamEndpoints } from './server-team.endpoints';
import { ServerUserAccessEndpoints } from './server-user-access.endpoints';
import { ServerUserEndpoints } from './server-user.endpoints';

@injectable()
export class ServerEndpoints {
  readonly users: ServerUserEndpoints;
  readonly access: ServerUserAccessEndpoints;
  readonly channels: ServerContactChannelEndpoints;
  readonly teams: ServerTeamEndpoints;
  readonly members: ServerTeamMemberEndpoints;
  readonly invitations: ServerTeamInvitationEndpoints;

  constructor(
    @inject(ServerUserEndpoints) users: ServerUserEndpoints,
    @inject(ServerUserAccessEndpoints) access: ServerUserAccessEndpoints,
    @inject(ServerContactChannelEndpoints) channels: ServerContactChannelEndpoints,
    @inject(ServerTeamEndpoints) teams: ServerTeamEndpoints,
    @inject(ServerTeamMemberEndpoints) members: ServerTeamMemberEndpoints,
    @inject(ServerTeamInvitationEndpoints) invitations: ServerTeamInvitationEndpoints,
  ) {
    this.users = users;
    this.access = access;
    this.channels = channels;
    this.teams = teams;
    this.members = members;
    this.invitations = invitations;
  }
}
