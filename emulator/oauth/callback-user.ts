/**
 * Who the OAuth callback signs in (§2.6, §5.9): the link target, the owner of the provider account, the
 * email-merge target, or a new (or upgraded anonymous) user. Throws the known errors the callback redirects.
 */
import type { EmulatorCore } from '../core';
import { known } from '../http/errors';
import type { Auth } from '../http/route';
import type { ProjectRecord, UserRecord } from '../state/records';
import { authChannelForEmail, findUser } from '../state/users';
import { signUpUser } from '../users/sign-up';
import type { OuterOAuthInfo } from './flow-store';
import type { ProviderProfile } from './mock-provider';

export interface CallbackUser { user: UserRecord; isNewUser: boolean }

function accountOwner(core: EmulatorCore, projectId: string, providerId: string, accountId: string): UserRecord | undefined {
  return Object.values(core.state.users).find((u) => u.projectId === projectId
    && u.oauthAccounts.some((a) => a.providerId === providerId && a.accountId === accountId));
}

/** Adds the connected account, or refreshes its email if the user already has it. */
function attachAccount(user: UserRecord, providerId: string, profile: ProviderProfile): void {
  const existing = user.oauthAccounts.find((a) => a.providerId === providerId && a.accountId === profile.accountId);
  if (existing !== undefined) existing.email = profile.email;
  else user.oauthAccounts.push({ providerId, accountId: profile.accountId, email: profile.email });
}

function linkToTokenUser(core: EmulatorCore, info: OuterOAuthInfo, profile: ProviderProfile): CallbackUser {
  const user = info.tokenUserId === null ? undefined : findUser(core, info.projectId, info.tokenUserId);
  if (user === undefined) throw known('USER_NOT_FOUND');
  const owner = accountOwner(core, info.projectId, info.providerId, profile.accountId);
  if (owner !== undefined && owner.id !== user.id) throw known('OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER');
  attachAccount(user, info.providerId, profile);
  return { user, isNewUser: false };
}

const emailTaken = (email: string, wouldWork: boolean) =>
  known('CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE', { type: 'email', contact_channel_value: email, would_work_if_email_was_verified: wouldWork });

/**
 * §5.9: the user to link when the provider email is already someone's sign-in email; 'duplicate' when the
 * strategy creates a second user (whose email is then not used for auth); null when nobody has the email.
 */
function mergeTarget(core: EmulatorCore, project: ProjectRecord, profile: ProviderProfile): UserRecord | 'duplicate' | null {
  if (profile.email === null) return null;
  const channel = authChannelForEmail(core, project.id, profile.email);
  if (channel === undefined) return null;
  switch (project.config.oauthAccountMergeStrategy) {
    case 'link_method':
      if (!channel.isVerified) throw emailTaken(channel.value, true);
      // An unverified provider email could be anyone's: never hand them an existing account.
      if (!profile.emailVerified) throw emailTaken(channel.value, false);
      return core.state.users[channel.userId] ?? null;
    case 'raise_error':
      throw emailTaken(channel.value, false);
    case 'allow_duplicates':
      return 'duplicate';
  }
}

function createUser(core: EmulatorCore, project: ProjectRecord, info: OuterOAuthInfo, profile: ProviderProfile, duplicate: boolean): UserRecord {
  const tokenUser = info.tokenUserId === null ? undefined : findUser(core, project.id, info.tokenUserId);
  const anonymous = tokenUser !== undefined && tokenUser.isAnonymous ? tokenUser : null;
  const auth: Auth = { type: 'client', project, user: anonymous, claims: null };
  const { user } = signUpUser(core, auth, {
    email: profile.email, emailVerified: profile.emailVerified, emailUsedForAuth: !duplicate, displayName: profile.displayName,
  });
  if (user.displayName === null) user.displayName = profile.displayName;
  return user;
}

export function resolveCallbackUser(core: EmulatorCore, project: ProjectRecord, info: OuterOAuthInfo, profile: ProviderProfile): CallbackUser {
  if (info.type === 'link') return linkToTokenUser(core, info, profile);
  const owner = accountOwner(core, project.id, info.providerId, profile.accountId);
  if (owner !== undefined) {
    attachAccount(owner, info.providerId, profile);
    return { user: owner, isNewUser: false };
  }
  const target = mergeTarget(core, project, profile);
  if (target !== null && target !== 'duplicate') {
    attachAccount(target, info.providerId, profile);
    return { user: target, isNewUser: false };
  }
  const user = createUser(core, project, info, profile, target === 'duplicate');
  attachAccount(user, info.providerId, profile);
  return { user, isNewUser: true };
}
