/**
 * The few known errors the SDK raises itself, without a request (password policy, code inputs, signed-out calls), with
 * their catalogue wording (the hosted service's own, tests/domain/errors/upstream-wording.test.ts). Browser bundles carry these messages instead of the whole catalogue-messages.ts.
 */
import type { KnownErrorCode } from './catalogue';
import type { KnownErrorArgs, KnownErrorDetails, KnownErrorOf } from './known-error-types';
import { createKnownError } from './known-errors';

/** The single source of these wordings: catalogue-messages.ts uses the same functions. */
export const CLIENT_SIDE_MESSAGES = {
  USER_AUTHENTICATION_REQUIRED: () => 'User authentication required for this endpoint.',
  VERIFICATION_CODE_NOT_FOUND: () => 'The verification code does not exist for this project.',
  PASSWORD_TOO_SHORT: (d: KnownErrorDetails<'PASSWORD_TOO_SHORT'>) => `Password too short. Minimum length is ${d.min_length}.`,
  PASSWORD_TOO_LONG: (d: KnownErrorDetails<'PASSWORD_TOO_LONG'>) => `Password too long. Maximum length is ${d.maxLength}.`,
  PASSWORD_CONFIRMATION_MISMATCH: () => 'Passwords do not match.',
  INVALID_TOTP_CODE: () => 'The TOTP code is invalid. Please try again.',
  TEAM_MEMBERSHIP_NOT_FOUND: (d: KnownErrorDetails<'TEAM_MEMBERSHIP_NOT_FOUND'>) => `User ${d.user_id} is not found in team ${d.team_id}.`,
} satisfies { readonly [C in KnownErrorCode]?: (details: KnownErrorDetails<C>) => string };

export type ClientSideErrorCode = keyof typeof CLIENT_SIDE_MESSAGES;

/**
 * The error the server would answer with, worded as the server words it, built without the message catalogue.
 * @example
 * throw clientSideError('USER_AUTHENTICATION_REQUIRED'); // message: 'User authentication required for this endpoint.'
 * @public
 */
export function clientSideError<C extends ClientSideErrorCode>(code: C, ...[details]: KnownErrorArgs<C>): KnownErrorOf<C> {
  const message = (CLIENT_SIDE_MESSAGES[code] as (d: unknown) => string)(details);
  const create = createKnownError as (c: C, d: unknown, o: { message: string }) => KnownErrorOf<C>;
  return create(code, details, { message });
}
