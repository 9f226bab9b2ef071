/**
 * AdminConfigEndpoints: the project's config as data (protocol §2.16): the rendered config (`GET /internal/config`)
 * and a change written into the environment override (`PATCH /internal/config/override/environment`), as the
 * official SDK's `project.getConfig()` and `project.updateConfig()` do.
 */
import * as z from 'zod/mini';
import type { ProjectConfigOverride, ProjectConfigTree } from '../../domain/entities/project-config-tree';
import { UnexpectedResponseError } from '../../domain/errors/unexpected-response-error';
import type { RequestLayer } from '../core/request/request-layer';
import { NO_SESSION } from '../core/session/session-source';
import { jsonSchema } from '../core/wire/json.schema';

const configReplySchema = z.lazy(() => z.looseObject({ config_string: z.string() }));
const configTreeSchema = z.lazy(() => z.record(z.string(), jsonSchema));

export class AdminConfigEndpoints {
  readonly #requests: RequestLayer;

  constructor(requests: RequestLayer) {
    this.#requests = requests;
  }

  /** GET /internal/config → `{ config_string }`, the rendered config as a string of JSON (admin only). */
  async get(): Promise<ProjectConfigTree> {
    const response = await this.#requests.send({ method: 'GET', path: '/internal/config', session: NO_SESSION, schema: configReplySchema });
    let parsed: unknown;
    try {
      parsed = JSON.parse(response.body.config_string);
    } catch {
      parsed = undefined;
    }
    const tree = configTreeSchema.safeParse(parsed);
    if (!tree.success) throw new UnexpectedResponseError({ status: 200, reason: 'config_string is not a JSON object' });
    return tree.data;
  }

  /** PATCH /internal/config/override/environment with `{ config_override_string }` → `{ success: true }`. */
  async update(override: ProjectConfigOverride): Promise<void> {
    await this.#requests.send({
      method: 'PATCH', path: '/internal/config/override/environment', body: { config_override_string: JSON.stringify(override) }, session: NO_SESSION,
    });
  }
}
