/** Password hashing (bcrypt, cost 10) and the domain length policy mapped to known errors. */
import bcrypt from 'bcryptjs';
import { PASSWORD_MIN_LENGTH, passwordIssues } from '../../domain/password';
import { known } from '../http/errors';
import type { ProjectRecord } from '../state/records';

export const BCRYPT_COST = 10;

/** A real cost-10 hash of an unguessable string: compared against when the user or password is missing. */
const DUMMY_HASH = '$2b$10$yBqzXTu.q2pTJYhVdHZS9.uJx/svx77sK8PLCEXHpUQGdiSBKzyKW';

export const hashPassword = (password: string): Promise<string> => bcrypt.hash(password, BCRYPT_COST);

/** Always spends one bcrypt comparison, so a missing account answers as slowly as a wrong password. */
export async function passwordMatches(password: string, hash: string | null | undefined): Promise<boolean> {
  const ok = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return ok && hash !== null && hash !== undefined;
}

/** PASSWORD_TOO_SHORT {min_length: 8}; the 70-char cap is the schema's job (SCHEMA_ERROR). */
export function assertPasswordPolicy(password: string): void {
  const issue = passwordIssues(password)[0];
  if (issue?.code === 'PASSWORD_TOO_SHORT') throw known('PASSWORD_TOO_SHORT', { min_length: PASSWORD_MIN_LENGTH });
}

export function assertPasswordAuthEnabled(project: ProjectRecord): void {
  if (!project.config.credentialEnabled) throw known('PASSWORD_AUTHENTICATION_NOT_ENABLED');
}
