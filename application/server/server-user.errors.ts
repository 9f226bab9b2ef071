/**
 * The expected failures of the ServerApp's user methods (users, their sessions and contact channels), as matcher
 * lists for expectErrors and their unions: one list per method, so signature, TSDoc and behaviour agree.
 */
import { KnownErrors } from '../../domain/errors/known-errors';
import { OperationNotAllowedError } from '../../domain/errors/operation-not-allowed-error';
import type { ErrorsOf } from '../core/expect-errors';

export const CREATE_USER_ERRORS = [KnownErrors.UserEmailAlreadyExists] as const;
/**
 * Errors of `server.createUser`: USER_EMAIL_ALREADY_EXISTS (the primary email is already used for auth).
 * @example
 * const created = await server.createUser({ primaryEmail: 'bob@example.com', primaryEmailAuthEnabled: true, password });
 * if (!created.ok) console.log(created.error.code); // 'USER_EMAIL_ALREADY_EXISTS'
 * @public
 */
export type CreateServerUserError = ErrorsOf<typeof CREATE_USER_ERRORS>;

export const UPDATE_USER_ERRORS = [KnownErrors.UserNotFound, KnownErrors.UserEmailAlreadyExists, KnownErrors.TeamMembershipNotFound] as const;
/**
 * Errors of `serverUser.update`: USER_NOT_FOUND, USER_EMAIL_ALREADY_EXISTS (new primary email), TEAM_MEMBERSHIP_NOT_FOUND
 * (selectedTeamId of a team the user is not in).
 * @example
 * const serverUser = await server.getUser(userId);
 * if (serverUser === null) return;
 * const updated = await serverUser.update({ serverMetadata: { plan: 'pro' }, primaryEmail: 'bob@example.com' });
 * if (!updated.ok) {
 *   switch (updated.error.code) {
 *     case 'USER_NOT_FOUND': console.log('Deleted meanwhile'); break;
 *     case 'USER_EMAIL_ALREADY_EXISTS': console.log('Email taken'); break;
 *     case 'TEAM_MEMBERSHIP_NOT_FOUND': console.log('Not in the selected team');
 *   }
 * }
 * @public
 */
export type UpdateServerUserError = ErrorsOf<typeof UPDATE_USER_ERRORS>;

export const DELETE_USER_ERRORS = [KnownErrors.UserNotFound] as const;
/**
 * Errors of `serverUser.delete`: USER_NOT_FOUND (already deleted).
 * @example
 * const serverUser = await server.getUser(userId);
 * const deleted = await serverUser?.delete();
 * if (deleted !== undefined && !deleted.ok) console.log('Already deleted');
 * @public
 */
export type DeleteServerUserError = ErrorsOf<typeof DELETE_USER_ERRORS>;

export const CREATE_SESSION_ERRORS = [KnownErrors.UserIdDoesNotExist] as const;
/**
 * Errors of `serverUser.createSession`: USER_ID_DOES_NOT_EXIST (the user was deleted).
 * @example
 * const serverUser = await server.getUser(userId);
 * const session = await serverUser?.createSession({ expiresInMillis: 3_600_000 });
 * if (session?.ok) console.log(session.value.accessToken);
 * else if (session !== undefined) console.log(session.error.code); // 'USER_ID_DOES_NOT_EXIST'
 * @public
 */
export type CreateSessionError = ErrorsOf<typeof CREATE_SESSION_ERRORS>;

/** Not errors for the caller: getConnectedAccountAccessToken answers null for them. */
export const NO_ACCESS_TOKEN_ERRORS = [KnownErrors.OAuthConnectionNotConnectedToUser, KnownErrors.OAuthConnectionDoesNotHaveRequiredScope] as const;

export const CREATE_CONTACT_CHANNEL_ERRORS = [KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse, KnownErrors.UserIdDoesNotExist] as const;
/**
 * Errors of `serverUser.createContactChannel`: CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE (usedForAuth with
 * another user's auth email), USER_ID_DOES_NOT_EXIST.
 * @example
 * const serverUser = await server.getUser(userId);
 * const created = await serverUser?.createContactChannel({ value: 'bob@work.example', usedForAuth: true, isVerified: true });
 * if (created !== undefined && !created.ok) console.log(created.error.code);
 * @public
 */
export type CreateContactChannelError = ErrorsOf<typeof CREATE_CONTACT_CHANNEL_ERRORS>;

export const UPDATE_CONTACT_CHANNEL_ERRORS = [KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse] as const;
/**
 * Errors of `update` on a ServerContactChannel: CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE.
 * @example
 * const serverUser = await server.getUser(userId);
 * for (const channel of (await serverUser?.listContactChannels()) ?? []) {
 *   const updated = await channel.update({ usedForAuth: true });
 *   if (!updated.ok) console.log(updated.error.code); // 'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE'
 * }
 * @public
 */
export type UpdateContactChannelError = ErrorsOf<typeof UPDATE_CONTACT_CHANNEL_ERRORS>;

export const SEND_CHANNEL_VERIFICATION_ERRORS = [KnownErrors.EmailAlreadyVerified, KnownErrors.UserIdDoesNotExist] as const;
/**
 * Errors of `sendVerificationEmail` on a ServerContactChannel: EMAIL_ALREADY_VERIFIED, USER_ID_DOES_NOT_EXIST.
 * @example
 * const serverUser = await server.getUser(userId);
 * for (const channel of (await serverUser?.listContactChannels()) ?? []) {
 *   const sent = await channel.sendVerificationEmail();
 *   if (!sent.ok && sent.error.code === 'EMAIL_ALREADY_VERIFIED') console.log(`${channel.value} is verified`);
 * }
 * @public
 */
export type SendChannelVerificationError = ErrorsOf<typeof SEND_CHANNEL_VERIFICATION_ERRORS>;

export const SEND_USER_VERIFICATION_ERRORS = [OperationNotAllowedError, ...SEND_CHANNEL_VERIFICATION_ERRORS] as const;
/**
 * Errors of `serverUser.sendVerificationEmail`: OperationNotAllowedError 'noPrimaryEmail' (no primary email channel),
 * EMAIL_ALREADY_VERIFIED, USER_ID_DOES_NOT_EXIST.
 * @example
 * const sent = await serverUser.sendVerificationEmail();
 * if (!sent.ok && 'code' in sent.error && sent.error.code === 'EMAIL_ALREADY_VERIFIED') console.log('Already verified');
 * @public
 */
export type SendServerUserVerificationError = ErrorsOf<typeof SEND_USER_VERIFICATION_ERRORS>;

export const SET_SERVER_PASSWORD_ERRORS = [KnownErrors.PasswordRequirementsNotMet, ...UPDATE_USER_ERRORS] as const;
/**
 * Errors of `serverUser.setPassword`: PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG (checked first, no request), USER_NOT_FOUND.
 * @example
 * const set = await serverUser.setPassword({ password: 'a long passphrase' });
 * if (!set.ok) console.log(set.error.message);
 * @public
 */
export type SetServerPasswordError = ErrorsOf<typeof SET_SERVER_PASSWORD_ERRORS>;
