/** Contact-channel rules shared by the routes (protocol §2.10, §3.5): wire shape, ownership, uniqueness, primary. */
import type { EmulatorCore } from '../core';
import { known, statusError } from '../http/errors';
import type { Auth } from '../http/route';
import type { ContactChannelRecord, UserRecord } from '../state/records';
import { channelsOf, findUser, normaliseEmail } from '../state/users';

export function channelJson(c: ContactChannelRecord): Record<string, unknown> {
  return { id: c.id, user_id: c.userId, type: c.type, value: c.value, is_primary: c.isPrimary, is_verified: c.isVerified, used_for_auth: c.usedForAuth };
}

/**
 * Client access may only touch its own user's channels: signed out it is CANNOT_GET_OWN_USER_WITHOUT_USER
 * (whatever the id), another user's id gets the endpoint's own 403 wording.
 */
export function assertOwnUser(auth: Auth, userId: string | undefined, action: string): void {
  if (auth.type !== 'client') return;
  if (auth.user === null) throw known('CANNOT_GET_OWN_USER_WITHOUT_USER');
  if (auth.user.id !== userId) throw statusError(403, `Client can only ${action} contact channels for their own user.`);
}

/** The user behind a server request's `user_id` (USER_ID_DOES_NOT_EXIST when unknown). */
export function channelOwner(core: EmulatorCore, projectId: string, userId: string): UserRecord {
  const user = findUser(core, projectId, userId);
  if (user === undefined) throw known('USER_ID_DOES_NOT_EXIST', { user_id: userId });
  return user;
}

/** The channel of that user in that project: another project's channel is not found, whatever the key's power. */
export function findChannel(core: EmulatorCore, projectId: string, userId: string, channelId: string): ContactChannelRecord | undefined {
  return channelsOf(core, userId).find((c) => c.id === channelId && c.projectId === projectId);
}

/** A value can be used for auth by one channel per project (§5.10); non-auth values may repeat. Creation names
 * the value in the error; an update (`reportValue: false`) names the type only, as the backend does. */
export function assertAuthValueFree(
  core: EmulatorCore, projectId: string, value: string, exceptChannelId: string | null, { reportValue = true } = {},
): void {
  const taken = Object.values(core.state.contactChannels).find(
    (c) => c.projectId === projectId && c.usedForAuth && c.value === normaliseEmail(value) && c.id !== exceptChannelId,
  );
  if (taken !== undefined) {
    throw known('CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE', {
      type: 'email', contact_channel_value: reportValue ? taken.value : null, would_work_if_email_was_verified: false,
    });
  }
}

/** Same user, same normalised value: one channel only. */
export function assertNotDuplicate(core: EmulatorCore, userId: string, value: string, exceptChannelId: string | null): void {
  const dup = channelsOf(core, userId).some((c) => c.value === normaliseEmail(value) && c.id !== exceptChannelId);
  if (dup) throw statusError(400, 'Contact channel already exists');
}

/** Makes `channel` the user's only primary channel (the user's primary_email follows it). */
export function makePrimary(core: EmulatorCore, channel: ContactChannelRecord): void {
  for (const c of channelsOf(core, channel.userId)) c.isPrimary = c.id === channel.id;
}
