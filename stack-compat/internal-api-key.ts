/**
 * The official project API key set (`adminApp.createInternalApiKey` / `listInternalApiKeys`): `Date`s; right after
 * creation the keys are whole strings (shown once), in a listing `{ lastFour }` or null.
 */
import { toDate } from './dates';
import type { AdminApp, ApiKey } from './portcullis';

export interface InternalApiKeyCreateOptions {
  readonly description: string;
  readonly expiresAt: Date;
  readonly hasPublishableClientKey: boolean;
  readonly hasSecretServerKey: boolean;
  readonly hasSuperSecretAdminKey: boolean;
}

type KeyPart = NonNullable<ApiKey['publishableClientKey']>;

export class StackInternalApiKey {
  readonly id: string;
  readonly description: string;
  readonly expiresAt: Date;
  readonly manuallyRevokedAt: Date | null;
  readonly createdAt: Date;
  readonly #key: ApiKey;
  readonly #admin: AdminApp;

  constructor(key: ApiKey, admin: AdminApp) {
    this.#key = key;
    this.#admin = admin;
    this.id = key.id;
    this.description = key.description;
    this.expiresAt = toDate(key.expiresAt);
    this.manuallyRevokedAt = toDate(key.manuallyRevokedAt);
    this.createdAt = toDate(key.createdAt);
  }

  isValid(): boolean {
    return this.#key.getState() === 'valid';
  }

  whyInvalid(): 'expired' | 'manually-revoked' | null {
    const state = this.#key.getState();
    return state === 'valid' ? null : state === 'revoked' ? 'manually-revoked' : 'expired';
  }

  async revoke(): Promise<void> {
    const revoked = await this.#admin.apiKeys.revoke(this.id);
    if (!revoked.ok) throw revoked.error;
  }
}

/** A listed key set: which keys it has, by their last four characters. */
export class StackListedInternalApiKey extends StackInternalApiKey {
  readonly publishableClientKey: { readonly lastFour: string } | null;
  readonly secretServerKey: { readonly lastFour: string } | null;
  readonly superSecretAdminKey: { readonly lastFour: string } | null;

  constructor(key: ApiKey, admin: AdminApp) {
    super(key, admin);
    this.publishableClientKey = lastFour(key.publishableClientKey);
    this.secretServerKey = lastFour(key.secretServerKey);
    this.superSecretAdminKey = lastFour(key.superSecretAdminKey);
  }
}

/** The creation answer: the whole keys, once. */
export class StackInternalApiKeyFirstView extends StackInternalApiKey {
  readonly publishableClientKey?: string;
  readonly secretServerKey?: string;
  readonly superSecretAdminKey?: string;

  constructor(key: ApiKey, admin: AdminApp) {
    super(key, admin);
    if (key.publishableClientKey?.value !== undefined) this.publishableClientKey = key.publishableClientKey.value;
    if (key.secretServerKey?.value !== undefined) this.secretServerKey = key.secretServerKey.value;
    if (key.superSecretAdminKey?.value !== undefined) this.superSecretAdminKey = key.superSecretAdminKey.value;
  }
}

function lastFour(part: KeyPart | undefined): { readonly lastFour: string } | null {
  return part === undefined ? null : { lastFour: part.lastFour };
}
