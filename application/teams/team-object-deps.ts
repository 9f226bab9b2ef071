/** The services the team-side objects (Team, SentTeamInvitation) call; built once by CurrentUserFactory. */
import type { TeamService } from './team.service';

export interface TeamObjectDeps {
  readonly teams: TeamService;
}
