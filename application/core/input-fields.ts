/**
 * checkInput: an input object against one table of field kinds. A field name means the same thing in every input of
 * the library (`email` is a string, `limit` a count, `isPrimary` a boolean), so each method names only the fields it
 * requires. Imported by the server and admin code and by the lazily loaded user features (UserFeatures.checkInput),
 * not by what a sign-in page loads up front: the table is most of the checks' bytes.
 */
import { describeKind, InvalidArgumentError } from '../../domain/errors/invalid-argument-error';
import { isPlainObject } from '../../domain/shared/plain-object';
import { idProblem, userIdProblem } from './arguments';

type FieldKind =
  | 'string' | 'string or null' | 'id' | 'id or null' | 'user id' | 'boolean' | 'count' | 'finite number' | 'object'
  | 'strings' | 'objects';
/** A kind, or the strings a field may be (an option with a closed set of modes). */
type FieldRule = FieldKind | readonly string[];

const S = 'string', SN = 'string or null', ID = 'id', B = 'boolean';
const FIELD_KINDS: Readonly<Record<string, FieldRule>> = {
  // Texts: credentials, codes, URLs, names. Nullable where an update clears the field with null.
  email: S, password: SN, oldPassword: S, newPassword: S, newPasswordConfirmation: S, passwordHash: S, totp: S,
  attemptCode: S, otp: S, nonce: S, code: S, verificationCallbackUrl: S, returnTo: S, redirectUrl: S, callbackUrl: S,
  providerScope: S, scope: S, cursor: S, query: S, tsxSource: S, recipientEmail: S, value: S, host: S, username: S,
  senderName: S, senderEmail: S, emailTheme: S, displayName: SN, description: SN, profileImageUrl: SN,
  totpSecretBase64: SN, primaryEmail: SN, restrictedByAdminReason: SN, restrictedByAdminPrivateDetails: SN,
  countryCode: SN, logoUrl: SN, logoFullUrl: SN, logoDarkModeUrl: SN, logoFullDarkModeUrl: SN,
  // Ids may reach a path or a query: '' or '..' there addresses the collection or another resource, and `user_id=`
  // names no user, so ids follow apiPath's segment rule (user ids also refuse 'me': see userIdProblem).
  id: ID, teamId: ID, ownerTeamId: ID, selectedTeamId: 'id or null', userId: 'user id', creatorUserId: 'user id',
  noRedirect: B, noVerificationCallback: B, includeRestricted: B, includeAnonymous: B, onlyAnonymous: B, desc: B, recursive: B,
  otpAuthEnabled: B, passkeyAuthEnabled: B, primaryEmailVerified: B, primaryEmailAuthEnabled: B, isAnonymous: B,
  restrictedByAdmin: B, usedForAuth: B, isPrimary: B, isVerified: B, isProductionMode: B, hasPublishableClientKey: B,
  hasSecretServerKey: B, hasSuperSecretAdminKey: B, verified: B, isPublic: B, allowSignIn: B, allowConnectedAccounts: B, revoked: B,
  limit: 'count', port: 'count', expiresInMillis: 'finite number', expiresAt: 'finite number',
  orderBy: ['signedUpAt'], or: ['return-null', 'throw', 'redirect', 'anonymous'],
  config: 'object', emailConfig: 'object', containedPermissionIds: 'strings', scopes: 'strings',
  // Lists the endpoints map item by item (a number there was `list.map is not a function`).
  oauthProviders: 'objects', domains: 'objects', teamCreatorDefaultPermissions: 'objects',
  teamMemberDefaultPermissions: 'objects', userDefaultPermissions: 'objects',
};

/** Why `value` is not of `kind`, or null. */
function kindProblem(kind: FieldRule, value: unknown): string | null {
  if (typeof kind !== 'string') return kind.includes(value as string) ? null : `must be one of ${kind.map((k) => `'${k}'`).join(', ')}`;
  switch (kind) {
    case 'string or null':
      if (value === null) return null;
      return typeof value === 'string' ? null : `must be a string or null, got ${describeKind(value)}`;
    case 'id or null':
      return value === null ? null : idProblem(value);
    case 'id':
      return idProblem(value);
    case 'user id':
      return userIdProblem(value);
    case 'strings':
      return Array.isArray(value) && value.every((item) => typeof item === 'string') ? null : `must be an array of strings, got ${describeKind(value)}`;
    case 'objects':
      return Array.isArray(value) && value.every(isPlainObject) ? null : `must be an array of plain objects, got ${describeKind(value)}`;
    case 'count':
      return Number.isSafeInteger(value) && (value as number) >= 0 ? null : `must be a whole number ≥ 0, got ${describeKind(value)}`;
    case 'finite number':
      return typeof value === 'number' && Number.isFinite(value) ? null : `must be a finite number, got ${describeKind(value)}`;
    case 'object':
      return isPlainObject(value) ? null : `must be a plain object, got ${describeKind(value)}`;
    default:
      return typeof value === kind ? null : `must be a ${kind}, got ${describeKind(value)}`;
  }
}

/**
 * Checks an input object: a plain object whose `required` fields are present, and whose known fields (FIELD_KINDS)
 * have their kind; an optional field may be undefined. Unknown fields are left alone (the endpoints map known ones).
 */
export function checkInput(argument: string, input: unknown, required: readonly string[] = []): void {
  if (!isPlainObject(input)) throw new InvalidArgumentError(argument, `must be an object, got ${describeKind(input)}`);
  for (const key of required) {
    if (input[key] === undefined || input[key] === null) throw new InvalidArgumentError(`${argument}.${key}`, 'is required');
  }
  for (const key of Object.keys(input)) {
    // Own rows only: a field named 'toString' or 'constructor' must not find Object.prototype's.
    const kind = Object.hasOwn(FIELD_KINDS, key) ? FIELD_KINDS[key] : undefined;
    const value = input[key];
    if (kind === undefined || value === undefined) continue;
    const problem = kindProblem(kind, value);
    if (problem !== null) throw new InvalidArgumentError(`${argument}.${key}`, problem);
  }
}

/** checkInput for an options argument that may be left out. */
export function checkOptions(argument: string, options: unknown): void {
  if (options !== undefined) checkInput(argument, options);
}
