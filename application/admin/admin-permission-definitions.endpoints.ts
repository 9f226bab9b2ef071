/**
 * AdminPermissionDefinitionEndpoints: the team or the project permission definitions (protocol §2.14): list, create,
 * update, delete; one instance per scope, the same wire shapes at `/team-permission-definitions` and
 * `/project-permission-definitions`.
 */
import type { PermissionDefinition, PermissionDefinitionInput } from '../../domain/entities/permission';
import { permissionDefinitionFromWire, permissionDefinitionToWire } from '../core/wire/project-permission.mapping';
import { apiPath } from '../core/request/api-url';
import type { RequestLayer } from '../core/request/request-layer';
import { NO_SESSION } from '../core/session/session-source';
import { listEnvelopeSchema } from '../core/wire/list.schema';
import { permissionDefinitionWireSchema } from '../core/wire/project-permission.schema';

const listSchema = listEnvelopeSchema(permissionDefinitionWireSchema);

/** The scope of a definitions instance: which collection of the service it calls. */
export type PermissionDefinitionScope = 'team' | 'project';

export class AdminPermissionDefinitionEndpoints {
  readonly #requests: RequestLayer;
  readonly #base: `/${PermissionDefinitionScope}-permission-definitions`;

  constructor(requests: RequestLayer, scope: PermissionDefinitionScope) {
    this.#requests = requests;
    this.#base = `/${scope}-permission-definitions`;
  }

  /** GET /{scope}-permission-definitions: sorted by id (team scope: the system `$…` definitions included). */
  async list(): Promise<PermissionDefinition[]> {
    const response = await this.#requests.send({ method: 'GET', path: this.#base, session: NO_SESSION, schema: listSchema });
    return response.body.items.map(permissionDefinitionFromWire);
  }

  /** POST → 201; PERMISSION_ID_ALREADY_EXISTS, CONTAINED_PERMISSION_NOT_FOUND. */
  async create(input: PermissionDefinitionInput & { readonly id: string }): Promise<PermissionDefinition> {
    const response = await this.#requests.send({
      method: 'POST', path: this.#base, body: permissionDefinitionToWire(input), session: NO_SESSION, schema: permissionDefinitionWireSchema,
    });
    return permissionDefinitionFromWire(response.body);
  }

  /** PATCH …/{id} (`id` in the body renames); PERMISSION_NOT_FOUND and the create errors. */
  async update(id: string, input: PermissionDefinitionInput): Promise<PermissionDefinition> {
    const response = await this.#requests.send({
      method: 'PATCH', path: `${this.#base}${apiPath`/${id}`}`, body: permissionDefinitionToWire(input), session: NO_SESSION, schema: permissionDefinitionWireSchema,
    });
    return permissionDefinitionFromWire(response.body);
  }

  /** DELETE …/{id}; PERMISSION_NOT_FOUND. */
  async delete(id: string): Promise<void> {
    await this.#requests.send({ method: 'DELETE', path: `${this.#base}${apiPath`/${id}`}`, session: NO_SESSION });
  }
}
