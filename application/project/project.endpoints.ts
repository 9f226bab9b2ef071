/** ProjectEndpoints: the project calls (protocol §2.16): the client view of the current project. */
import type { ClientProject } from '../../domain/entities/project';
import { clientProjectFromWire } from './project.mapping';
import type { RequestLayer } from '../core/request/request-layer';
import { NO_SESSION } from '../core/session/session-source';
import { clientProjectWireSchema } from './project.schema';

export class ProjectEndpoints {
  readonly #requests: RequestLayer;

  constructor(requests: RequestLayer) {
    this.#requests = requests;
  }

  /** GET /projects/current with client access: id, display name and the client config. No user needed. */
  async getClientProject(): Promise<ClientProject> {
    const response = await this.#requests.send({ method: 'GET', path: '/projects/current', session: NO_SESSION, schema: clientProjectWireSchema });
    return clientProjectFromWire(response.body);
  }
}
