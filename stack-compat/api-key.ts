/**
 * The official user and team API key objects: `Date`s, `isValid()` / `whyInvalid()`, `revoke()`, `update()`. The
 * official key is a plain object whose actions are its own properties (apps spread, log and snapshot it), so these are
 * object literals of a declared type, not class instances. `Value` is the whole key (a string) in the creation answer,
 * shown once, and `{ lastFour }` in a listing.
 */
import { toDate, toEpochMs } from './dates';
import type { OwnedApiKey } from './portcullis';

/** Official `ApiKeyCreationOptions`: a `Date` (or null, never expires) for `expiresAt`. */
export interface ApiKeyCreationOptions {
  readonly description: string;
  readonly expiresAt: Date | null;
  readonly isPublic?: boolean;
}

export type ListedKeyValue = { readonly lastFour: string };

interface StackApiKeyBase<Value extends string | ListedKeyValue> {
  readonly id: string;
  readonly description: string;
  readonly createdAt: Date;
  readonly expiresAt?: Date;
  readonly manuallyRevokedAt: Date | null;
  readonly value: Value;
  readonly isValid: () => boolean;
  readonly whyInvalid: () => 'manually-revoked' | 'expired' | null;
  readonly revoke: () => Promise<void>;
  readonly update: (options: { readonly description?: string; readonly revoked?: true }) => Promise<void>;
}

export interface StackUserApiKey<Value extends string | ListedKeyValue = ListedKeyValue> extends StackApiKeyBase<Value> {
  readonly type: 'user';
  readonly userId: string;
}

export interface StackTeamApiKey<Value extends string | ListedKeyValue = ListedKeyValue> extends StackApiKeyBase<Value> {
  readonly type: 'team';
  readonly teamId: string;
}

export function toCreationInput(options: ApiKeyCreationOptions): { description: string; expiresAt: number | null; isPublic?: boolean } {
  const { description, expiresAt, isPublic } = options;
  return { description, expiresAt: toEpochMs(expiresAt) ?? null, ...(isPublic === undefined ? {} : { isPublic }) };
}

function baseOf<Value extends string | ListedKeyValue>(key: OwnedApiKey): StackApiKeyBase<Value> {
  return {
    id: key.id,
    description: key.description,
    createdAt: toDate(key.createdAt),
    ...(key.expiresAt === null ? {} : { expiresAt: toDate(key.expiresAt) }),
    manuallyRevokedAt: toDate(key.manuallyRevokedAt),
    value: key.value as Value,
    isValid: () => key.isValid(),
    whyInvalid: () => key.whyInvalid(),
    revoke: () => key.revoke(),
    update: async (options) => { await key.update(options); },
  };
}

export function userApiKeyOf<Value extends string | ListedKeyValue = ListedKeyValue>(key: OwnedApiKey): StackUserApiKey<Value> {
  return { ...baseOf<Value>(key), type: 'user', userId: key.userId ?? '' };
}

export function teamApiKeyOf<Value extends string | ListedKeyValue = ListedKeyValue>(key: OwnedApiKey): StackTeamApiKey<Value> {
  return { ...baseOf<Value>(key), type: 'team', teamId: key.teamId ?? '' };
}
