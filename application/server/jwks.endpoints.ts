/** JwksEndpoints: GET /projects/{id}/.well-known/jwks.json — the public keys that sign the project's user access tokens. */
import * as z from 'zod';
import type { JsonWebKeySet } from '../../ports/jwt-verifier.port';
import { apiPath } from '../core/request/api-url';
import type { RequestLayer } from '../core/request/request-layer';
import { NO_SESSION } from '../core/session/session-source';

// Each key as published (kty, alg, crv, x, y, kid…): kept whole, jose reads it.
const jwksSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });

export class JwksEndpoints {
  readonly #requests: RequestLayer;

  constructor(requests: RequestLayer) {
    this.#requests = requests;
  }

  /** The keys of normal users' tokens only (no `include_anonymous` / `include_restricted`): those are refused anyway. */
  async getProjectJwks(projectId: string): Promise<JsonWebKeySet> {
    const response = await this.#requests.send({
      method: 'GET', path: apiPath`/projects/${projectId}/.well-known/jwks.json`, session: NO_SESSION, schema: jwksSchema,
    });
    return response.body;
  }
}
