/**
 * The argument checks of the public methods: the shape of what a caller passes, before any cache or
 * request. TypeScript forbids `signInWithPassword()`, `{ email: 123 }` or `teams.leave(null)`, but plain JavaScript,
 * `any` and JSON from elsewhere do not: those threw raw TypeErrors deep inside, or were sent. A violation is an
 * InvalidArgumentError naming the argument (never echoing the value). The checks of whole input objects against the
 * field table are input-fields.ts (loaded with the features that take such inputs); the strict JSON check of the body
 * itself (metadata, config) is the request layer's. These are the small ones a sign-in page carries.
 */
import { describeKind, InvalidArgumentError } from '../../domain/errors/invalid-argument-error';
import { isPlainObject } from '../../domain/shared/plain-object';
import { segmentProblem } from './request/api-url';

/** Why `value` cannot be an id: not a string, or not one path segment (apiPath's rule). */
export function idProblem(value: unknown): string | null {
  return typeof value === 'string' ? segmentProblem(value) : `must be a string id, got ${describeKind(value)}`;
}

/**
 * idProblem, and 'me': the service reads `/users/me` (and `user_id=me`) as the user of the request's session, so on a
 * server app acting for a request an id that happens to be 'me' (a route parameter, a form field) would read or change
 * the requester instead. The requester is asked for by leaving the id out (`server.getUser()`).
 */
export function userIdProblem(value: unknown): string | null {
  return value === 'me' ? "must be a user's id, not 'me' (leave it out for the request's own user)" : idProblem(value);
}

/** An object argument (an input or, when `optional`, options that may be left out): a plain object, not null or an array. */
export function checkObject(argument: string, value: unknown, optional = false): void {
  if (optional && value === undefined) return;
  if (!isPlainObject(value)) throw new InvalidArgumentError(argument, `must be an object, got ${describeKind(value)}`);
}

/** An input object whose `names` are required strings (the up-front sign-in's email and password). */
export function checkStringFields(argument: string, input: unknown, names: readonly string[]): void {
  checkObject(argument, input);
  for (const name of names) checkString(`${argument}.${name}`, (input as Record<string, unknown>)[name]);
}

/** A required string argument (an email, a code, a provider or permission id). */
export function checkString(argument: string, value: unknown): void {
  if (typeof value !== 'string') throw new InvalidArgumentError(argument, `must be a string, got ${describeKind(value)}`);
}

/** An incoming request (a Fetch Request, a Next.js request, Node's IncomingMessage or `{ headers }`): an object with headers. */
export function checkRequestLike(argument: string, value: unknown): void {
  const headers: unknown = typeof value === 'object' && value !== null ? (value as { readonly headers?: unknown }).headers : undefined;
  if (typeof headers !== 'object' || headers === null) {
    throw new InvalidArgumentError(argument, `must be a request with headers (a Request, or { headers }), got ${describeKind(value)}`);
  }
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
  const problem = typeof id !== 'string' ? `must be an id or { id }, got ${describeKind(ref)}`
    : kind === 'user id' ? userIdProblem(id) : segmentProblem(id);
  if (problem !== null) throw new InvalidArgumentError(argument, problem);
  return id as string;
}
