/**
 * UserTeamsService: the signed-in user's side of teams — the teams they are in, creating and leaving one, their
 * permissions in a team, and the invitations addressed to them (protocol §2.11–§2.15, `me`). Reads go through
 * the cache ("write-only": always fetched, then stored); mutations invalidate what they change.
 */
import type { TeamPermission } from '../../domain/entities/permission';
import type { Team } from '../../domain/entities/team';
import type { TeamInvitation } from '../../domain/entities/team-invitation';
import type { Result } from '../../domain/shared/result';
import type { TeamInvitationEndpoints } from './team-invitation.endpoints';
import type { TeamEndpoints, ClientTeamCreate } from './team.endpoints';
import type { AppContext } from '../core/app-context';
import { expectErrors } from '../core/expect-errors';
import { CURRENT_USER_KEY, MY_INVITATIONS_KEY, MY_TEAMS_KEY, myTeamPermissionsKey, teamKey } from '../core/keys';
import {
  ACCEPT_INVITATION_ERRORS, CREATE_TEAM_ERRORS, MEMBERSHIP_ERRORS,
  type AcceptInvitationError, type CreateTeamError, type MembershipError,
} from './team.errors';
import { refusedAs } from '../core/not-allowed';

export class UserTeamsService {
  readonly #ctx: AppContext;
  readonly #teams: TeamEndpoints;
  readonly #invitations: TeamInvitationEndpoints;

  constructor(
    ctx: AppContext,
    teams: TeamEndpoints,
    invitations: TeamInvitationEndpoints,
  ) {
    this.#ctx = ctx;
    this.#teams = teams;
    this.#invitations = invitations;
  }

  list(): Promise<Team[]> {
    return this.#ctx.cache.read(MY_TEAMS_KEY, () => this.#teams.listMine());
  }

  /** From the list: null when the user is not a member (no error, no second request). */
  async get(teamId: string): Promise<Team | null> {
    return (await this.list()).find((team) => team.id === teamId) ?? null;
  }

  async create(input: ClientTeamCreate): Promise<Result<Team, CreateTeamError>> {
    const creation = refusedAs(this.#teams.create(input), 'clientTeamCreationDisabled', 'Client team creation is disabled');
    const result = await expectErrors(creation, CREATE_TEAM_ERRORS);
    if (result.ok) this.#ctx.afterMutation(MY_TEAMS_KEY);
    return result;
  }

  /** Leaving the selected team clears the user's selection too, so the user's read goes stale as well. */
  async leave(teamId: string): Promise<Result<void, MembershipError>> {
    const result = await expectErrors(this.#teams.leave(teamId), MEMBERSHIP_ERRORS);
    if (result.ok) this.#ctx.afterMutation(MY_TEAMS_KEY, teamKey(teamId), CURRENT_USER_KEY);
    return result;
  }

  /** Empty when the user is not a member. */
  listPermissions(teamId: string, recursive: boolean): Promise<TeamPermission[]> {
    return this.#ctx.cache.read(myTeamPermissionsKey(teamId, recursive), () => this.#teams.listMyPermissions(teamId, recursive));
  }

  listInvitations(): Promise<TeamInvitation[]> {
    return this.#ctx.cache.read(MY_INVITATIONS_KEY, () => this.#invitations.listMine());
  }

  async acceptInvitation(invitationId: string): Promise<Result<void, AcceptInvitationError>> {
    const result = await expectErrors(this.#invitations.accept(invitationId), ACCEPT_INVITATION_ERRORS);
    if (result.ok) this.#ctx.afterMutation(MY_INVITATIONS_KEY, MY_TEAMS_KEY);
    return result;
  }
}
