/**
 * The expected failures of the CurrentUser methods (account, contact channels; the teams ones are in teams/team.errors.ts), as matcher lists for
 * expectErrors and their unions, so each method's signature, TSDoc and behaviour cannot disagree.
 */
import { KnownErrors } from '../../domain/errors/known-errors';
import { OperationNotAllowedError } from '../../domain/errors/operation-not-allowed-error';
import type { ErrorsOf } from '../core/expect-errors';

export const USER_UPDATE_ERRORS = [KnownErrors.TeamMembershipNotFound, KnownErrors.UserEmailAlreadyExists] as const;
/**
 * Errors of `user.update`: TEAM_MEMBERSHIP_NOT_FOUND (selectedTeamId of a team the user is not in),
 * USER_EMAIL_ALREADY_EXISTS (primaryEmail used for auth by someone).
 * @example
 * const result = await user.update({ displayName: 'Ann', selectedTeamId: teamId });
 * if (!result.ok && result.error.code === 'TEAM_MEMBERSHIP_NOT_FOUND') console.log('Not a member of that team');
 * @public
 */
export type UserUpdateError = ErrorsOf<typeof USER_UPDATE_ERRORS>;

export const USER_DELETE_ERRORS = [OperationNotAllowedError] as const;
/**
 * Errors of `user.delete`: OperationNotAllowedError 'clientUserDeletionDisabled'.
 * @example
 * const result = await user.delete();
 * if (!result.ok && result.error.reason === 'clientUserDeletionDisabled') console.log('Ask an administrator to delete your account');
 * @public
 */
export type UserDeleteError = ErrorsOf<typeof USER_DELETE_ERRORS>;

export const UPDATE_PASSWORD_ERRORS = [
  KnownErrors.PasswordRequirementsNotMet, KnownErrors.PasswordConfirmationMismatch, KnownErrors.UserDoesNotHavePassword,
] as const;
/**
 * Errors of `user.updatePassword`: PASSWORD_TOO_SHORT / _LONG and PASSWORD_CONFIRMATION_MISMATCH (confirmation checked
 * first, no request; or the old password is wrong), USER_DOES_NOT_HAVE_PASSWORD.
 * @example
 * const result = await user.updatePassword({ oldPassword: password, newPassword: 'a new long passphrase' });
 * if (!result.ok) {
 *   switch (result.error.code) {
 *     case 'PASSWORD_CONFIRMATION_MISMATCH': console.log('The current password is wrong'); break;
 *     case 'USER_DOES_NOT_HAVE_PASSWORD': console.log('Use setPassword instead'); break;
 *     default: console.log(result.error.message);
 *   }
 * }
 * @public
 */
export type UpdatePasswordError = ErrorsOf<typeof UPDATE_PASSWORD_ERRORS>;

export const SET_PASSWORD_ERRORS = [KnownErrors.PasswordRequirementsNotMet, OperationNotAllowedError] as const;
/**
 * Errors of `user.setPassword`: PASSWORD_TOO_SHORT / _LONG (checked first, no request); OperationNotAllowedError with
 * reason 'passwordAlreadySet' (the service's plain-text 400 "User already has a password set.").
 * @example
 * const result = await user.setPassword({ password: 'a new long passphrase' });
 * if (!result.ok) console.log(result.error.message);
 * @public
 */
export type SetPasswordError = ErrorsOf<typeof SET_PASSWORD_ERRORS>;

export const SEND_VERIFICATION_EMAIL_ERRORS = [
  OperationNotAllowedError, KnownErrors.EmailAlreadyVerified, KnownErrors.EmailIsNotPrimaryEmail, KnownErrors.RedirectUrlNotWhitelisted,
] as const;
/**
 * Errors of `user.sendVerificationEmail`: OperationNotAllowedError 'noPrimaryEmail' (no request),
 * EMAIL_ALREADY_VERIFIED, EMAIL_IS_NOT_PRIMARY_EMAIL, REDIRECT_URL_NOT_WHITELISTED.
 * @example
 * const result = await user.sendVerificationEmail();
 * if (!result.ok) {
 *   if (OperationNotAllowedError.isInstance(result.error)) console.log('Add an email address first');
 *   else if (result.error.code === 'EMAIL_ALREADY_VERIFIED') console.log('Already verified');
 * }
 * @public
 */
export type SendVerificationEmailError = ErrorsOf<typeof SEND_VERIFICATION_EMAIL_ERRORS>;

export const CONTACT_CHANNEL_WRITE_ERRORS = [KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse] as const;
/**
 * Errors of `user.contactChannels.add` and `channel.update`: CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE.
 * @example
 * const added = await user.contactChannels.add({ type: 'email', value: 'ann@work.example', usedForAuth: true });
 * if (!added.ok) console.log(added.error.code); // 'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE'
 * @public
 */
export type ContactChannelWriteError = ErrorsOf<typeof CONTACT_CHANNEL_WRITE_ERRORS>;

export const CHANNEL_VERIFICATION_ERRORS = [KnownErrors.EmailAlreadyVerified, KnownErrors.RedirectUrlNotWhitelisted] as const;
/**
 * Errors of `channel.sendVerificationEmail` (a ContactChannel): EMAIL_ALREADY_VERIFIED, REDIRECT_URL_NOT_WHITELISTED.
 * @example
 * for (const channel of await user.contactChannels.list()) {
 *   const sent = await channel.sendVerificationEmail();
 *   if (!sent.ok && sent.error.code === 'EMAIL_ALREADY_VERIFIED') console.log(`${channel.value} is already verified`);
 * }
 * @public
 */
export type ChannelVerificationError = ErrorsOf<typeof CHANNEL_VERIFICATION_ERRORS>;
