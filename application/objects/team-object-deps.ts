/** The services the team-side objects (Team, SentTeamInvitation) call; built once by CurrentUserFactory. */
import type { TeamService } from '../services/team.service';

export interface TeamObjectDeps {
  readonly teams: TeamService;
}
