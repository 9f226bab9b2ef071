/**
 * AdminApiKeyService (`admin.apiKeys`): the project's API key sets — create (full values once), list, get,
 * revoke. Every key comes back as an ApiKey object carrying its state (domain rule apiKeyState).
 */
import type { ApiKeyCreate } from '../../domain/entities/api-key';
import { mapResult, type Result } from '../../domain/shared/result';
import type { AdminApiKeyEndpoints } from './admin-api-keys.endpoints';
import type { ApiKey } from './api-key';
import type { ApiKeyFactory } from './api-key.factory';
import type { AppContext } from '../core/app-context';
import { expectErrors } from '../core/expect-errors';
import { API_KEY_ERRORS, type ApiKeyError } from './admin.errors';
import { checkId } from '../core/arguments';
import { checkInput } from '../core/input-fields';

const API_KEYS_KEY = ['admin', 'api-keys'] as const;

/**
 * @example
 * const created = await admin.apiKeys.create({ description: 'CI', expiresAt: Date.now() + 86_400_000,
 *   hasPublishableClientKey: false, hasSecretServerKey: true, hasSuperSecretAdminKey: false });
 * const again = await admin.apiKeys.get(created.id);          // Result: ok, or API_KEY_NOT_FOUND
 * await admin.apiKeys.revoke(created.id);
 * @public
 */
export class AdminApiKeyService {
  readonly #ctx: AppContext;
  readonly #endpoints: AdminApiKeyEndpoints;
  readonly #keys: ApiKeyFactory;

  constructor(ctx: AppContext, endpoints: AdminApiKeyEndpoints, keys: ApiKeyFactory) {
    this.#ctx = ctx;
    this.#endpoints = endpoints;
    this.#keys = keys;
  }

  /** Creates a key set. The returned object is the only one ever holding the full key values (`part.value`). */
  async create(input: ApiKeyCreate): Promise<ApiKey> {
    checkInput('input', input, ['description', 'expiresAt', 'hasPublishableClientKey', 'hasSecretServerKey', 'hasSuperSecretAdminKey']);
    const created = await this.#endpoints.create(input);
    this.#ctx.afterMutation(API_KEYS_KEY);
    return this.#keys.create(created);
  }

  /** Every key set of the project, newest first, with the last four characters of each key. */
  async list(): Promise<ApiKey[]> {
    const entities = await this.#ctx.cache.read(API_KEYS_KEY, () => this.#endpoints.list());
    // Objects are built after the cache, so `state` is judged now even for a cached list.
    return entities.map((entity) => this.#keys.create(entity));
  }

  /** One key set. An unknown id is an expected answer (a Result), not a crash: Errors: API_KEY_NOT_FOUND. */
  async get(id: string): Promise<Result<ApiKey, ApiKeyError>> {
    checkId('id', id);
    const result = await expectErrors(this.#ctx.cache.read([...API_KEYS_KEY, id], () => this.#endpoints.get(id)), API_KEY_ERRORS);
    return mapResult(result, (entity) => this.#keys.create(entity));
  }

  /** Revokes a key set for good (PATCH `{revoked: true}`; keys cannot be un-revoked). Errors: API_KEY_NOT_FOUND. */
  async revoke(id: string): Promise<Result<ApiKey, ApiKeyError>> {
    checkId('id', id);
    const result = await expectErrors(this.#endpoints.update(id, { revoked: true }), API_KEY_ERRORS);
    if (result.ok) this.#ctx.afterMutation(API_KEYS_KEY);
    return mapResult(result, (entity) => this.#keys.create(entity));
  }
}
