/**
 * The argument checks of the public methods (issue 21, item 5): the shape of what a caller passes, before any cache or
 * request. TypeScript forbids `signInWithPassword()`, `{ email: 123 }` or `{ limit: NaN }`, but plain JavaScript, `any`
 * and JSON from elsewhere do not: those threw raw TypeErrors deep inside, or were sent. A violation is an
 * InvalidArgumentError naming the argument (never echoing the value); the strict JSON check of the body itself
 * (metadata, config) is the request layer's.
 *
 * The field kinds are one table: a field name means the same thing in every input of the library (`email` is a
 * string, `limit` a count, `isPrimary` a boolean), so each method names only the fields it requires.
 */
import { describeKind, InvalidArgumentError } from '../../domain/errors/invalid-argument-error';
import { segmentProblem } from '../request/api-url';

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
  noRedirect: B, noVerificationCallback: B, includeRestricted: B, includeAnonymous: B, desc: B, recursive: B,
  otpAuthEnabled: B, passkeyAuthEnabled: B, primaryEmailVerified: B, primaryEmailAuthEnabled: B, isAnonymous: B,
  restrictedByAdmin: B, usedForAuth: B, isPrimary: B, isVerified: B, isProductionMode: B, hasPublishableClientKey: B,
  hasSecretServerKey: B, hasSuperSecretAdminKey: B,
  limit: 'count', port: 'count', expiresInMillis: 'finite number', expiresAt: 'finite number',
  orderBy: ['signedUpAt'], or: ['return-null', 'throw', 'redirect'],
  config: 'object', emailConfig: 'object', containedPermissionIds: 'strings',
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

/** Why `value` cannot be an id: not a string, or not one path segment (apiPath's rule). */
function idProblem(value: unknown): string | null {
  return typeof value === 'string' ? segmentProblem(value) : `must be an id (a string), got ${describeKind(value)}`;
}

/**
 * idProblem, and 'me': the service reads `/users/me` (and `user_id=me`) as the user of the request's session, so on a
 * server app acting for a request an id that happens to be 'me' (a route parameter, a form field) would read or change
 * the requester instead. The requester is asked for by leaving the id out (`server.getUser()`).
 */
function userIdProblem(value: unknown): string | null {
  return value === 'me' ? "must be a user's id, not 'me' (leave it out for the request's own user)" : idProblem(value);
}

/** A plain object of any realm (its prototype is a realm's Object.prototype) or one with no prototype. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || Object.getPrototypeOf(proto) === null;
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

/** A required string argument (an email, a code, a provider or permission id). */
export function checkString(argument: string, value: unknown): void {
  if (typeof value !== 'string') throw new InvalidArgumentError(argument, `must be a string, got ${describeKind(value)}`);
}

/** A required id argument: a string that can be one path segment (not empty, not '.' or '..'). */
export function checkId(argument: string, value: unknown): void {
  const problem = idProblem(value);
  if (problem !== null) throw new InvalidArgumentError(argument, problem);
}

/** A required user id argument: checkId, and not 'me' (see userIdProblem). */
export function checkUserId(argument: string, value: unknown): void {
  const problem = userIdProblem(value);
  if (problem !== null) throw new InvalidArgumentError(argument, problem);
}

/** Runs the checks of a method that returns a promise and is not `async`: a refusal is a rejection, like its other failures. */
export function checked<T>(check: () => void, work: () => Promise<T>): Promise<T> {
  try {
    check();
  } catch (error) {
    return Promise.reject(error as Error);
  }
  return work();
}

/**
 * The id of a TeamRef / IdRef argument — an id, or an object with one (a Team, a ServerUser) — checked as apiPath
 * checks a segment: a string, not empty, not '.' or '..' (`teams.leave(null)` read `.id` of null; `addUser({})` sent
 * the id `undefined`).
 */
export function refId(argument: string, ref: unknown, kind: 'id' | 'user id' = 'id'): string {
  const id: unknown = typeof ref === 'object' && ref !== null ? (ref as { readonly id?: unknown }).id : ref;
  const problem = typeof id === 'string' ? kindProblem(kind, id) : `must be an id (a string) or an object with a string id, got ${describeKind(ref)}`;
  if (problem !== null) throw new InvalidArgumentError(argument, problem);
  return id as string;
}
