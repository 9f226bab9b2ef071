/**
 * TeamService: what a member does to a team — update, delete, invite, list and revoke invitations, list members,
 * read and update the own member profile (protocol §2.11, §2.13, §2.15). The server checks the permission
 * (§5.7); a missing one comes back as TEAM_MEMBERSHIP_NOT_FOUND / TEAM_PERMISSION_REQUIRED results.
 */
import type { Team, TeamUpdate } from '../../domain/entities/team';
import type { TeamInvitation } from '../../domain/entities/team-invitation';
import type { TeamMemberProfile, TeamMemberProfileUpdate } from '../../domain/entities/team-member-profile';
import type { Result } from '../../domain/shared/result';
import type { TeamInvitationEndpoints } from './team-invitation.endpoints';
import type { TeamMemberProfileEndpoints } from './team-member-profile.endpoints';
import type { TeamEndpoints } from './team.endpoints';
import type { AppContext } from '../core/app-context';
import type { CacheKey } from '../core/cache/app-cache';
import { expectErrors, type ErrorMatcher, type ErrorsOf } from '../core/expect-errors';
import { CURRENT_USER_KEY, MY_TEAMS_KEY, myTeamProfileKey, teamInvitationsKey, teamKey, teamMembersKey } from '../core/keys';
import {
  INVITE_USER_ERRORS, REVOKE_INVITATION_ERRORS, TEAM_ACTION_ERRORS,
  type InviteUserError, type RevokeInvitationError, type TeamActionError,
} from './team.errors';
import { requiredCallbackUrl } from '../redirects/callback-urls';
import { checkInput } from '../core/input-fields';

export class TeamService {
  readonly #ctx: AppContext;
  readonly #teams: TeamEndpoints;
  readonly #invitations: TeamInvitationEndpoints;
  readonly #profiles: TeamMemberProfileEndpoints;

  constructor(
    ctx: AppContext,
    teams: TeamEndpoints,
    invitations: TeamInvitationEndpoints,
    profiles: TeamMemberProfileEndpoints,
  ) {
    this.#ctx = ctx;
    this.#teams = teams;
    this.#invitations = invitations;
    this.#profiles = profiles;
  }

  /** The user's selected team is embedded in the user, so its read goes stale too. */
  async update(teamId: string, update: TeamUpdate): Promise<Result<Team, TeamActionError>> {
    checkInput('update', update);
    return this.#mutate(this.#teams.update(teamId, update), TEAM_ACTION_ERRORS, MY_TEAMS_KEY, teamKey(teamId), CURRENT_USER_KEY);
  }

  async delete(teamId: string): Promise<Result<void, TeamActionError>> {
    return this.#mutate(this.#teams.delete(teamId), TEAM_ACTION_ERRORS, MY_TEAMS_KEY, teamKey(teamId), CURRENT_USER_KEY);
  }

  /** Emails an invitation linking to `callbackUrl`, by default urls.teamInvitation made absolute. */
  async invite(teamId: string, email: string, callbackUrl?: string): Promise<Result<void, InviteUserError>> {
    const url = requiredCallbackUrl(this.#ctx, 'teamInvitation', callbackUrl);
    return this.#mutate(this.#invitations.send(teamId, email, url), INVITE_USER_ERRORS, teamInvitationsKey(teamId));
  }

  listInvitations(teamId: string): Promise<Result<TeamInvitation[], TeamActionError>> {
    return expectErrors(this.#ctx.cache.read(teamInvitationsKey(teamId), () => this.#invitations.listForTeam(teamId)), TEAM_ACTION_ERRORS);
  }

  async revokeInvitation(teamId: string, invitationId: string): Promise<Result<void, RevokeInvitationError>> {
    return this.#mutate(this.#invitations.revoke(invitationId, teamId), REVOKE_INVITATION_ERRORS, teamInvitationsKey(teamId));
  }

  listMembers(teamId: string): Promise<Result<TeamMemberProfile[], TeamActionError>> {
    return expectErrors(this.#ctx.cache.read(teamMembersKey(teamId), () => this.#profiles.list(teamId)), TEAM_ACTION_ERRORS);
  }

  getMyProfile(teamId: string): Promise<Result<TeamMemberProfile, TeamActionError>> {
    return expectErrors(this.#ctx.cache.read(myTeamProfileKey(teamId), () => this.#profiles.getMine(teamId)), TEAM_ACTION_ERRORS);
  }

  async updateMyProfile(teamId: string, update: TeamMemberProfileUpdate): Promise<Result<TeamMemberProfile, TeamActionError>> {
    checkInput('update', update);
    return this.#mutate(this.#profiles.updateMine(teamId, update), TEAM_ACTION_ERRORS, teamMembersKey(teamId), myTeamProfileKey(teamId));
  }

  /** Expected failures become results; only a success makes the given keys stale. */
  async #mutate<T, const M extends readonly ErrorMatcher<unknown>[]>(
    work: Promise<T>, expected: M, ...stale: readonly CacheKey[]
  ): Promise<Result<T, ErrorsOf<M>>> {
    const result = await expectErrors(work, expected);
    if (result.ok) this.#ctx.afterMutation(...stale);
    return result;
  }
}
