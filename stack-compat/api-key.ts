/** The official user/team API key object: `Date`s, `isValid()`/`whyInvalid()`, `revoke()`, `update()`. */
import { toDate, toEpochMs } from './dates';
import type { OwnedApiKey } from './portcullis';

/** Official `ApiKeyCreationOptions`: a `Date` (or nothing, never expires) for `expiresAt`. */
export interface ApiKeyCreationOptions {
  readonly description: string;
  readonly expiresAt: Date | null;
  readonly isPublic?: boolean;
}

export function toCreationInput(options: ApiKeyCreationOptions): { description: string; expiresAt: number | null; isPublic?: boolean } {
  const { description, expiresAt, isPublic } = options;
  return { description, expiresAt: toEpochMs(expiresAt) ?? null, ...(isPublic === undefined ? {} : { isPublic }) };
}

export class StackApiKey {
  readonly id: string;
  readonly type: 'user' | 'team';
  readonly userId?: string;
  readonly teamId?: string;
  readonly description: string;
  readonly isPublic: boolean;
  readonly createdAt: Date;
  readonly expiresAt: Date | undefined;
  readonly manuallyRevokedAt: Date | null;
  /** The whole key right after creation (shown once), `{ lastFour }` after. */
  readonly value: string | { readonly lastFour: string };
  readonly #key: OwnedApiKey;

  constructor(key: OwnedApiKey) {
    this.#key = key;
    this.id = key.id;
    this.type = key.type;
    if (key.userId !== undefined) this.userId = key.userId;
    if (key.teamId !== undefined) this.teamId = key.teamId;
    this.description = key.description;
    this.isPublic = key.isPublic;
    this.createdAt = toDate(key.createdAt);
    this.expiresAt = key.expiresAt === null ? undefined : toDate(key.expiresAt);
    this.manuallyRevokedAt = toDate(key.manuallyRevokedAt);
    this.value = key.value;
  }

  isValid(): boolean {
    return this.#key.isValid();
  }

  whyInvalid(): 'manually-revoked' | 'expired' | null {
    return this.#key.whyInvalid();
  }

  revoke(): Promise<void> {
    return this.#key.revoke();
  }

  async update(options: { readonly description?: string; readonly revoked?: true }): Promise<void> {
    await this.#key.update(options);
  }
}
