/** Passkey option rules: the relying-party id sentinel swap and the user id length check. */
import { base64UrlDecodeToBytes } from '../shared/base64url';
import type { Issue } from '../shared/issues';
import { err, ok, type Result } from '../shared/result';
import { utf8ByteLength } from '../shared/utf8';
import type {
  PublicKeyCredentialCreationOptionsJson,
  PublicKeyCredentialRequestOptionsJson,
} from '../webauthn/webauthn-json';

/** The server sends this RP id; the client must replace it with the page's own hostname. */
export const PASSKEY_RP_ID_SENTINEL = 'THIS_VALUE_WILL_BE_REPLACED.example.com';
export const PASSKEY_USER_ID_MIN_BYTES = 1;
export const PASSKEY_USER_ID_MAX_BYTES = 64;

export type PasskeyIssueCode =
  | 'PASSKEY_USER_ID_LENGTH'
  | 'PASSKEY_USER_ID_MALFORMED'
  | 'PASSKEY_HOSTNAME_MISSING'
  | 'PASSKEY_UNEXPECTED_RP_ID';

const issue = (code: PasskeyIssueCode, message: string, path: string): Issue<PasskeyIssueCode> =>
  ({ code, message, severity: 'error', path });

function userIdByteLengthIssues(byteLength: number): Issue<PasskeyIssueCode>[] {
  if (byteLength >= PASSKEY_USER_ID_MIN_BYTES && byteLength <= PASSKEY_USER_ID_MAX_BYTES) return [];
  return [issue('PASSKEY_USER_ID_LENGTH',
    `Passkey user id must be ${PASSKEY_USER_ID_MIN_BYTES} to ${PASSKEY_USER_ID_MAX_BYTES} bytes (got ${byteLength}).`,
    'user.id')];
}

/** The WebAuthn user handle is the UTF-8 user id; WebAuthn caps it at 64 bytes and forbids it empty. */
export const passkeyUserIdIssues = (userId: string): Issue<PasskeyIssueCode>[] =>
  userIdByteLengthIssues(utf8ByteLength(userId));

/** A hostname usable as RP id: non-empty, no whitespace, no scheme/port/path characters. */
function checkedHostname(pageHostname: string | null): Result<string, Issue<PasskeyIssueCode>> {
  if (pageHostname !== null && /^[^\s/:?#@]+$/.test(pageHostname)) return ok(pageHostname);
  return err(issue('PASSKEY_HOSTNAME_MISSING', 'A passkey needs the page hostname, and none is available.', 'hostname'));
}

/** Fails closed on anything but the sentinel: another RP id means the options were not meant for us. */
function rpIdIssue(rpId: string | undefined, path: string): Issue<PasskeyIssueCode> | null {
  if (rpId === PASSKEY_RP_ID_SENTINEL) return null;
  return issue('PASSKEY_UNEXPECTED_RP_ID', `Passkey options carry an unexpected relying-party id: ${String(rpId)}.`, path);
}

function encodedUserIdIssue(encodedUserId: string): Issue<PasskeyIssueCode> | null {
  const bytes = base64UrlDecodeToBytes(encodedUserId);
  if (bytes === null) return issue('PASSKEY_USER_ID_MALFORMED', 'Passkey user id is not base64url.', 'user.id');
  return userIdByteLengthIssues(bytes.length)[0] ?? null;
}

/** Registration options with `rp.id` set to the page hostname, or the first reason to refuse them. */
export function decideRegistrationOptions(
  options: PublicKeyCredentialCreationOptionsJson,
  pageHostname: string | null,
): Result<PublicKeyCredentialCreationOptionsJson, Issue<PasskeyIssueCode>> {
  const rpProblem = rpIdIssue(options.rp.id, 'rp.id');
  if (rpProblem !== null) return err(rpProblem);
  const hostname = checkedHostname(pageHostname);
  if (!hostname.ok) return hostname;
  const userIdProblem = encodedUserIdIssue(options.user.id);
  if (userIdProblem !== null) return err(userIdProblem);
  return ok({ ...options, rp: { ...options.rp, id: hostname.value } });
}

/** Authentication options with `rpId` set to the page hostname, or the first reason to refuse them. */
export function decideAuthenticationOptions(
  options: PublicKeyCredentialRequestOptionsJson,
  pageHostname: string | null,
): Result<PublicKeyCredentialRequestOptionsJson, Issue<PasskeyIssueCode>> {
  const rpProblem = rpIdIssue(options.rpId, 'rpId');
  if (rpProblem !== null) return err(rpProblem);
  const hostname = checkedHostname(pageHostname);
  return hostname.ok ? ok({ ...options, rpId: hostname.value }) : hostname;
}
