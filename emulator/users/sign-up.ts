/** New-user side effects shared by every sign-up path: default permissions, personal team, anonymous upgrade. */
import type { EmulatorCore } from '../core';
import { known } from '../http/errors';
import type { Auth } from '../http/route';
import type { ProjectRecord, UserRecord } from '../state/records';
import { createTeamWithCreator } from '../state/teams';
import { authChannelForEmail, insertEmailChannel, insertUser, normaliseEmail, primaryEmailOf, type NewUserInput } from '../state/users';

/** USER_EMAIL_ALREADY_EXISTS when the address is already used for auth in the project (§5.10). */
export function assertEmailFreeForAuth(core: EmulatorCore, projectId: string, email: string): void {
  const taken = authChannelForEmail(core, projectId, email);
  if (taken !== undefined) {
    throw known('USER_EMAIL_ALREADY_EXISTS', { email: normaliseEmail(email), would_work_if_email_was_verified: false });
  }
}

function personalTeamName(user: UserRecord, email: string | null): string {
  if (user.displayName !== null) return `${user.displayName}'s Team`;
  if (email !== null) return `${email}'s Team`;
  return 'Personal Team';
}

/** Runs after a user becomes a real (non-anonymous) user: project defaults of §2.2 notes. */
export function applySignUpDefaults(core: EmulatorCore, project: ProjectRecord, user: UserRecord): void {
  for (const permissionId of project.config.userDefaultPermissions) {
    core.state.projectPermissionGrants.push({ projectId: project.id, userId: user.id, permissionId });
  }
  if (project.config.createTeamOnSignUp) {
    const team = createTeamWithCreator(core, project, personalTeamName(user, primaryEmailOf(core, user.id)?.value ?? null), user.id);
    user.selectedTeamId = team.id;
  }
}

/**
 * Creates the user, or upgrades the caller's anonymous user in place (same id) when the request carries
 * an anonymous access token (§2.2). SIGN_UP_NOT_ENABLED when the project refuses new users.
 */
export function signUpUser(core: EmulatorCore, auth: Auth, input: NewUserInput): { user: UserRecord; isNewUser: boolean } {
  const project = auth.project;
  if (!project.config.signUpEnabled) throw known('SIGN_UP_NOT_ENABLED');
  const anonymous = auth.user !== null && auth.user.isAnonymous ? auth.user : null;
  if (anonymous !== null) {
    anonymous.isAnonymous = false;
    anonymous.signedUpAt = core.clock.now();
    if (input.passwordHash !== undefined) anonymous.passwordHash = input.passwordHash;
    if (input.email !== undefined && input.email !== null) {
      insertEmailChannel(core, anonymous, input.email, { isVerified: input.emailVerified ?? false, usedForAuth: input.emailUsedForAuth ?? true });
    }
    applySignUpDefaults(core, project, anonymous);
    return { user: anonymous, isNewUser: true };
  }
  const user = insertUser(core, project.id, input);
  applySignUpDefaults(core, project, user);
  return { user, isNewUser: true };
}
