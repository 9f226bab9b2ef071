/** Magic-link / OTP sign-in rules (protocol §2.3): which user an email signs in as, and new-user creation. */
import type { EmulatorCore } from '../core';
import { known } from '../http/errors';
import type { Auth } from '../http/route';
import type { UserRecord } from '../state/records';
import { authChannelForEmail, normaliseEmail } from '../state/users';
import { signUpUser } from './sign-up';

export const SIGN_IN_CODE_TYPE = 'sign_in';

/**
 * The existing user an OTP for `email` signs in, or null when nobody uses it for auth. A verified auth
 * email without the OTP method gets it added (merge); an unverified one would let anyone who can read the
 * inbox take the account over, so it answers USER_EMAIL_ALREADY_EXISTS with would_work_if_email_was_verified.
 */
export function existingUserForOtp(core: EmulatorCore, projectId: string, email: string): UserRecord | null {
  const channel = authChannelForEmail(core, projectId, email);
  if (channel === undefined) return null;
  if (!channel.isVerified) {
    throw known('USER_EMAIL_ALREADY_EXISTS', { email: channel.value, would_work_if_email_was_verified: true });
  }
  const user = core.state.users[channel.userId];
  if (user === undefined) return null;
  user.otpAuthEnabled = true;
  return user;
}

/** Signs in as the email's user, or signs up a new one (verified auth email, OTP enabled). */
export function userForOtpSignIn(core: EmulatorCore, auth: Auth, email: string): { user: UserRecord; isNewUser: boolean } {
  const existing = existingUserForOtp(core, auth.project.id, email);
  if (existing !== null) return { user: existing, isNewUser: false };
  const { user } = signUpUser(core, auth, { email: normaliseEmail(email), emailVerified: true, emailUsedForAuth: true });
  user.otpAuthEnabled = true;
  return { user, isNewUser: true };
}
