/**
 * The official user and team API key objects: `Date`s, `isValid()` / `whyInvalid()`, `revoke()`, `update()`. `Value`
 * is the whole key (a string) in the creation answer, shown once, and `{ lastFour }` in a listing.
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

export function toCreationInput(options: ApiKeyCreationOptions): { description: string; expiresAt: number | null; isPublic?: boolean } {
  const { description, expiresAt, isPublic } = options;
  return { description, expiresAt: toEpochMs(expiresAt) ?? null, ...(isPublic === undefined ? {} : { isPublic }) };
}

/**
 * The official key is a plain object whose actions are its own properties (apps spread, log and snapshot it), so the
 * actions are declared here as arrow-function fields, not prototype methods.
 */
abstract class StackApiKeyBase<Value extends string | ListedKeyValue> {
  readonly id: string;
  readonly description: string;
  readonly createdAt: Date;
  readonly expiresAt: Date | undefined;
  readonly manuallyRevokedAt: Date | null;
  readonly value: Value;
  readonly #key: OwnedApiKey;

  constructor(key: OwnedApiKey) {
    this.#key = key;
    this.id = key.id;
    this.description = key.description;
    this.createdAt = toDate(key.createdAt);
    this.expiresAt = key.expiresAt === null ? undefined : toDate(key.expiresAt);
    this.manuallyRevokedAt = toDate(key.manuallyRevokedAt);
    this.value = key.value as Value;
  }

  readonly isValid = (): boolean => this.#key.isValid();

  readonly whyInvalid = (): 'manually-revoked' | 'expired' | null => this.#key.whyInvalid();

  readonly revoke = (): Promise<void> => this.#key.revoke();

  readonly update = async (options: { readonly description?: string; readonly revoked?: true }): Promise<void> => {
    await this.#key.update(options);
  };
}

export class StackUserApiKey<Value extends string | ListedKeyValue = ListedKeyValue> extends StackApiKeyBase<Value> {
  readonly type = 'user' as const;
  readonly userId: string;

  constructor(key: OwnedApiKey) {
    super(key);
    this.userId = key.userId ?? '';
  }
}

export class StackTeamApiKey<Value extends string | ListedKeyValue = ListedKeyValue> extends StackApiKeyBase<Value> {
  readonly type = 'team' as const;
  readonly teamId: string;

  constructor(key: OwnedApiKey) {
    super(key);
    this.teamId = key.teamId ?? '';
  }
}
