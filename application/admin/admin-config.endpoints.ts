/**
 * AdminConfigEndpoints: the project's config as data (protocol §2.16): the rendered config (`GET /internal/config`),
 * the branch and environment overrides (`GET|PUT|PATCH /internal/config/override/{level}`, and
 * `POST …/{level}/reset-keys`) and the pushed config's source (`GET|DELETE /internal/config/source`), as the official
 * SDK's `project.getConfig()`, `updateConfig()`, `pushConfig()` and their kin call them.
 */
import * as z from 'zod/mini';
import type { ConfigOverrideLevel, ProjectConfigOverride, ProjectConfigTree, PushedConfigSource } from '../../domain/entities/project-config-tree';
import { UnexpectedResponseError } from '../../domain/errors/unexpected-response-error';
import type { RequestLayer } from '../core/request/request-layer';
import { NO_SESSION } from '../core/session/session-source';
import { apiPath } from '../core/request/api-url';
import { jsonSchema } from '../core/wire/json.schema';
import { configSourceReplyWireSchema } from './config-source.schema';
import { configSourceFromWire, configSourceToWire } from './config-source.mapping';

const configReplySchema = z.lazy(() => z.looseObject({ config_string: z.string() }));
const configTreeSchema = z.lazy(() => z.record(z.string(), jsonSchema));

const overridePath = (level: ConfigOverrideLevel): string => apiPath`/internal/config/override/${level}`;

export class AdminConfigEndpoints {
  readonly #requests: RequestLayer;

  constructor(requests: RequestLayer) {
    this.#requests = requests;
  }

  /** GET /internal/config → `{ config_string }`, the rendered config as a string of JSON (admin only). */
  async get(): Promise<ProjectConfigTree> {
    return this.#configString(await this.#requests.send({ method: 'GET', path: '/internal/config', session: NO_SESSION, schema: configReplySchema }));
  }

  /** GET /internal/config/override/{level} → `{ config_string }`, that level's override as stored. */
  async getOverride(level: ConfigOverrideLevel): Promise<ProjectConfigTree> {
    return this.#configString(await this.#requests.send({ method: 'GET', path: overridePath(level), session: NO_SESSION, schema: configReplySchema }));
  }

  /** PATCH /internal/config/override/{level} with `{ config_override_string }` → `{ success: true }` (merged into the level). */
  async update(override: ProjectConfigOverride, level: ConfigOverrideLevel = 'environment'): Promise<void> {
    await this.#requests.send({
      method: 'PATCH', path: overridePath(level), body: { config_override_string: JSON.stringify(override) }, session: NO_SESSION,
    });
  }

  /** PUT /internal/config/override/{level} with `{ config_string, source? }`: replaces the level (the branch needs a source). */
  async replace(level: ConfigOverrideLevel, override: ProjectConfigOverride, source?: PushedConfigSource): Promise<void> {
    const body = { config_string: JSON.stringify(override), ...(source === undefined ? {} : { source: configSourceToWire(source) }) };
    await this.#requests.send({ method: 'PUT', path: overridePath(level), body, session: NO_SESSION });
  }

  /** POST /internal/config/override/{level}/reset-keys with `{ keys }`: each key and everything below it go. */
  async resetKeys(level: ConfigOverrideLevel, keys: readonly string[]): Promise<void> {
    await this.#requests.send({ method: 'POST', path: `${overridePath(level)}/reset-keys`, body: { keys: [...keys] }, session: NO_SESSION });
  }

  /** GET /internal/config/source → `{ source }`. */
  async getSource(): Promise<PushedConfigSource> {
    const reply = await this.#requests.send({ method: 'GET', path: '/internal/config/source', session: NO_SESSION, schema: configSourceReplyWireSchema });
    return configSourceFromWire(reply.body.source);
  }

  /** DELETE /internal/config/source: the pushed config stays, its source becomes `unlinked`. */
  async unlinkSource(): Promise<void> {
    await this.#requests.send({ method: 'DELETE', path: '/internal/config/source', session: NO_SESSION });
  }

  #configString(response: { readonly body: { readonly config_string: string } }): ProjectConfigTree {
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
}
