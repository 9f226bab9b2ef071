/** AdminPermissionDefinitionEndpoints: team permission definitions (protocol §2.14): list, create, update, delete. */
import { inject, injectable } from 'inversify';
import type { PermissionDefinition, PermissionDefinitionInput } from '../../domain/entities/permission';
import { permissionDefinitionFromWire, permissionDefinitionToWire } from '../../domain/entities/wire/permission-mapping';
import { apiPath } from '../request/api-url';
import type { RequestLayer } from '../request/request-layer';
import { REQUEST_IDS } from '../request/request.identifiers';
import { NO_SESSION } from '../session/session-source';
import { listEnvelopeSchema } from '../wire/list.schema';
import { permissionDefinitionWireSchema } from '../wire/project-permission.schema';

const BASE = '/team-permission-definitions';
const listSchema = listEnvelopeSchema(permissionDefinitionWireSchema);

@injectable()
export class AdminPermissionDefinitionEndpoints {
  readonly #requests: RequestLayer;

  constructor(@inject(REQUEST_IDS.RequestLayer) requests: RequestLayer) {
    this.#requests = requests;
  }

  /** GET /team-permission-definitions: sorted by id, system `$…` definitions included. */
  async list(): Promise<PermissionDefinition[]> {
    const response = await this.#requests.send({ method: 'GET', path: BASE, session: NO_SESSION, schema: listSchema });
    return response.body.items.map(permissionDefinitionFromWire);
  }

  /** POST /team-permission-definitions → 201; PERMISSION_ID_ALREADY_EXISTS, CONTAINED_PERMISSION_NOT_FOUND. */
  async create(input: PermissionDefinitionInput & { readonly id: string }): Promise<PermissionDefinition> {
    const response = await this.#requests.send({
      method: 'POST', path: BASE, body: permissionDefinitionToWire(input), session: NO_SESSION, schema: permissionDefinitionWireSchema,
    });
    return permissionDefinitionFromWire(response.body);
  }

  /** PATCH /team-permission-definitions/{id} (`id` in the body renames); PERMISSION_NOT_FOUND and the create errors. */
  async update(id: string, input: PermissionDefinitionInput): Promise<PermissionDefinition> {
    const response = await this.#requests.send({
      method: 'PATCH', path: apiPath`/team-permission-definitions/${id}`, body: permissionDefinitionToWire(input), session: NO_SESSION, schema: permissionDefinitionWireSchema,
    });
    return permissionDefinitionFromWire(response.body);
  }

  /** DELETE /team-permission-definitions/{id}; PERMISSION_NOT_FOUND. */
  async delete(id: string): Promise<void> {
    await this.#requests.send({ method: 'DELETE', path: apiPath`/team-permission-definitions/${id}`, session: NO_SESSION });
  }
}
