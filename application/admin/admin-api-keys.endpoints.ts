/** AdminApiKeyEndpoints: the project's API key sets (protocol §2.17): create, list, read, update (revoke). */
import type { ApiKey, ApiKeyCreate, ApiKeyUpdate } from '../../domain/entities/api-key';
import { apiKeyCreateToWire, apiKeySetCreatedFromWire, apiKeySetFromWire, apiKeyUpdateToWire } from './api-key.mapping';
import { apiPath } from '../core/request/api-url';
import type { RequestLayer } from '../core/request/request-layer';
import { NO_SESSION } from '../core/session/session-source';
import { apiKeySetCreatedWireSchema, apiKeySetWireSchema } from './api-key.schema';
import { listEnvelopeSchema } from '../core/wire/list.schema';

const listSchema = listEnvelopeSchema(apiKeySetWireSchema);

export class AdminApiKeyEndpoints {
  readonly #requests: RequestLayer;

  constructor(requests: RequestLayer) {
    this.#requests = requests;
  }

  /** POST /internal/api-keys → 200 with the full key strings (the only time they are sent). */
  async create(input: ApiKeyCreate): Promise<ApiKey> {
    const response = await this.#requests.send({
      method: 'POST', path: '/internal/api-keys', body: apiKeyCreateToWire(input), session: NO_SESSION, schema: apiKeySetCreatedWireSchema,
    });
    return apiKeySetCreatedFromWire(response.body);
  }

  /** GET /internal/api-keys: newest first, last four characters only. */
  async list(): Promise<ApiKey[]> {
    const response = await this.#requests.send({ method: 'GET', path: '/internal/api-keys', session: NO_SESSION, schema: listSchema });
    return response.body.items.map(apiKeySetFromWire);
  }

  /** GET /internal/api-keys/{id}; API_KEY_NOT_FOUND (404). */
  async get(id: string): Promise<ApiKey> {
    const response = await this.#requests.send({ method: 'GET', path: apiPath`/internal/api-keys/${id}`, session: NO_SESSION, schema: apiKeySetWireSchema });
    return apiKeySetFromWire(response.body);
  }

  /** PATCH /internal/api-keys/{id} (`revoked: true` revokes; there is no DELETE); API_KEY_NOT_FOUND. */
  async update(id: string, update: ApiKeyUpdate): Promise<ApiKey> {
    const response = await this.#requests.send({
      method: 'PATCH', path: apiPath`/internal/api-keys/${id}`, body: apiKeyUpdateToWire(update), session: NO_SESSION, schema: apiKeySetWireSchema,
    });
    return apiKeySetFromWire(response.body);
  }
}
