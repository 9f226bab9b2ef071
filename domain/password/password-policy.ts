/** Password length policy, matching the server's checks so the client never accepts what it refuses. */
import type { Issue } from '../shared/issues';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 70;

export type PasswordIssueCode = 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG';

/**
 * Length is counted in UTF-16 code units (`string.length`), which is what the server's schema counts.
 * Counting code points instead would let an emoji-heavy password of 36–70 code points pass here and be
 * refused by the server (and vice versa for the minimum), so the rule deliberately mirrors the server.
 */
export function passwordIssues(password: string): Issue<PasswordIssueCode>[] {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return [{
      code: 'PASSWORD_TOO_SHORT',
      message: `Password too short. Minimum length is ${PASSWORD_MIN_LENGTH}.`,
      severity: 'error',
      path: 'password',
      params: { minLength: PASSWORD_MIN_LENGTH },
    }];
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return [{
      code: 'PASSWORD_TOO_LONG',
      message: `Password too long. Maximum length is ${PASSWORD_MAX_LENGTH}.`,
      severity: 'error',
      path: 'password',
      params: { maxLength: PASSWORD_MAX_LENGTH },
    }];
  }
  return [];
}

/** The confirmation must equal the password exactly (no trimming or normalisation: the server hashes as is). */
export function passwordConfirmationIssues(
  password: string,
  confirmation: string,
): Issue<'PASSWORD_CONFIRMATION_MISMATCH'>[] {
  if (password === confirmation) return [];
  return [{
    code: 'PASSWORD_CONFIRMATION_MISMATCH',
    message: 'Passwords do not match.',
    severity: 'error',
    path: 'passwordConfirmation',
  }];
}
