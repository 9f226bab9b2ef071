/** POST /teams business rules (§2.11): who may create, who the creator is, and the creator's defaults. */
import { storeImage } from '../storage/image-store';
import { known, statusError } from '../http/errors';
import type { Auth } from '../http/route';
import type { TeamRecord } from '../state/records';
import { addTeamMember, insertTeam } from '../state/teams';
import { findUser } from '../state/users';
import { assertDefaultsGrantable } from './permission-grants';
import { TEAM_SCOPE } from './permission-scope';
import { applyTeamUpdate, type TeamCreate } from './team-body';
import { assertStorableImage } from './team-image';

export const CLIENT_TEAM_CREATION_DISABLED = 'Client team creation is disabled for this project';
export const NOT_YOURSELF = 'You cannot create a team as a user that is not yourself. Make sure you set the creator_user_id to \'me\'.';
export const BOTH_CREATOR_AND_ADD_CURRENT_USER =
  'Cannot use both creator_user_id and add_current_user. add_current_user is deprecated, please only use creator_user_id in the body.';

export const ADD_CURRENT_USER_SIGNED_OUT = 'You must be logged in to create a team with the current user as a member.';

/** The service refuses `creator_user_id` with `add_current_user` whatever its value ("false" included). */
export function assertCreatorNotWithAddCurrentUser(body: TeamCreate, addCurrentUser: string | undefined): void {
  if (body.creator_user_id !== undefined && addCurrentUser !== undefined) throw statusError(400, BOTH_CREATOR_AND_ADD_CURRENT_USER);
}

/**
 * The creator's id, or null for a team without members. Clients always create as themselves
 * (default `me`); servers name anyone, or nobody unless the deprecated `add_current_user=true` is set.
 */
export function resolveCreator(auth: Auth, body: TeamCreate, addCurrentUser: boolean, resolveUserId: (id: string) => string): string | null {
  if (auth.type === 'client') {
    const self = auth.user!.id;
    const creator = body.creator_user_id === undefined ? self : resolveUserId(body.creator_user_id);
    if (creator !== self) throw statusError(403, NOT_YOURSELF);
    return self;
  }
  if (addCurrentUser) {
    if (auth.user === null) throw statusError(401, ADD_CURRENT_USER_SIGNED_OUT);
    return auth.user.id;
  }
  return body.creator_user_id === undefined ? null : resolveUserId(body.creator_user_id);
}

/** Inserts the team; the creator (if any) joins with `team_creator_default_permissions` (§5.7). */
export function createTeam(core: Parameters<typeof insertTeam>[0], auth: Auth, body: TeamCreate, creatorId: string | null): TeamRecord {
  assertStorableImage(body.profile_image_url); // the service checks it while inserting the team, before the creator
  if (creatorId !== null && findUser(core, auth.project.id, creatorId) === undefined) throw known('USER_NOT_FOUND');
  if (creatorId !== null) assertDefaultsGrantable(auth.project, TEAM_SCOPE, auth.project.config.teamCreatorDefaultPermissions);
  const team = insertTeam(core, auth.project.id, body.display_name);
  applyTeamUpdate(team, { ...body, profile_image_url: storeImage(core, 'team-profile-images', body.profile_image_url) });
  if (creatorId !== null) addTeamMember(core, team, creatorId, auth.project.config.teamCreatorDefaultPermissions);
  return team;
}
