/** The end of every sign-in path: the MFA hook (§5.4), else a fresh session's tokens. */
import type { EmulatorCore } from '../core';
import { known } from '../http/errors';
import type { UserRecord } from '../state/records';
import { signInTokens } from '../tokens/sessions';
import { createVerificationCode } from '../verification/codes';

export const MFA_ATTEMPT_CODE_TYPE = 'mfa_attempt';
export const MFA_ATTEMPT_LIFETIME_MS = 5 * 60 * 1000;

/**
 * Users with a TOTP secret never get tokens here: they get MULTI_FACTOR_AUTHENTICATION_REQUIRED with a
 * 5-minute attempt code storing `{user_id, is_new_user}`, redeemed by POST /auth/mfa/sign-in.
 */
export async function completeSignIn(core: EmulatorCore, user: UserRecord, isNewUser: boolean) {
  if (user.totpSecretBase64 !== null) {
    const attempt = createVerificationCode(core, {
      projectId: user.projectId, type: MFA_ATTEMPT_CODE_TYPE, data: { user_id: user.id, is_new_user: isNewUser },
      expiresInMs: MFA_ATTEMPT_LIFETIME_MS,
    });
    throw known('MULTI_FACTOR_AUTHENTICATION_REQUIRED', { attempt_code: attempt.code });
  }
  return signInTokens(core, user);
}
