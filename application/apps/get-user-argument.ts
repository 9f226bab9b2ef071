/**
 * ServerApp.getUser(x) takes a user id or options. Telling them apart by `typeof x === 'string'` alone made every other
 * value options: getUser(123), getUser({ toString }), getUser(undefined) returned the REQUESTER, and a caller that then
 * updated or deleted "the user" acted on the wrong account. Only a string, no argument, or a plain options object with
 * known keys and values is accepted; anything else is an InvalidArgumentError before any request. ClientApp.getUser
 * checks its options with the same rule (getUserOptionsOf).
 */
import { describeKind, InvalidArgumentError } from '../../domain/errors/invalid-argument-error';
import type { GetUserOptions } from '../user/current-user.service';
import { isPlainObject } from '../../domain/shared/plain-object';

const OR_MODES: ReadonlySet<unknown> = new Set(['return-null', 'throw', 'redirect', 'anonymous']);

export type GetUserArgument = { readonly id: string } | { readonly apiKey: string } | { readonly options: GetUserOptions | undefined };

export function readGetUserArgument(args: readonly unknown[]): GetUserArgument {
  if (args.length === 0) return { options: undefined };
  const [value] = args;
  if (typeof value === 'string') return { id: value };
  if (!isPlainObject(value)) {
    throw new InvalidArgumentError('userId', `must be a user id (a string), or leave the argument out for the request's own user; got ${describeKind(value)}`);
  }
  if ('apiKey' in value) return { apiKey: apiKeyOf(value) };
  return { options: getUserOptionsOf(value) };
}

/** `{ apiKey }` of ServerApp.getUser / getTeam: a string key and nothing else (an apiKey beside `or` would be ambiguous). */
export function apiKeyOf(value: Readonly<Record<string, unknown>>): string {
  const { apiKey, ...rest } = value;
  if (typeof apiKey !== 'string') throw new InvalidArgumentError('options.apiKey', `must be a string, got ${describeKind(apiKey)}`);
  const [extra] = Object.keys(rest);
  if (extra !== undefined) throw new InvalidArgumentError('options', `{ apiKey } takes no other option; bad '${extra.slice(0, 40)}'`);
  return apiKey;
}

/** The options of ClientApp.getUser and ServerApp.getUser: undefined, or a plain object with known keys and values. */
export function getUserOptionsOf(value: unknown): GetUserOptions | undefined {
  if (value === undefined) return undefined;
  if (!isPlainObject(value)) throw new InvalidArgumentError('options', `must be an object, got ${describeKind(value)}`);
  for (const [key, option] of Object.entries(value)) {
    if (key === 'or' && (option === undefined || OR_MODES.has(option))) continue;
    if (key === 'includeRestricted' && (option === undefined || typeof option === 'boolean')) continue;
    throw new InvalidArgumentError('options', `getUser options are { or?: 'return-null' | 'throw' | 'redirect' | 'anonymous', includeRestricted?: boolean }; bad '${key.slice(0, 40)}'`);
  }
  // Anonymous users are restricted ones too: asking for them while refusing restricted users asks for nothing.
  if (value.or === 'anonymous' && value.includeRestricted === false) {
    throw new InvalidArgumentError('options', "Cannot use { or: 'anonymous' } with { includeRestricted: false }");
  }
  return value as GetUserOptions;
}
