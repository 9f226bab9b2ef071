/** AdminProjectEndpoints: the admin view of the current project (protocol §2.16): read, update, delete. */
import type { AdminProject, ProjectUpdate } from '../../domain/entities/project';
import { adminProjectFromWire, projectUpdateToWire } from './admin-project.mapping';
import type { RequestLayer } from '../core/request/request-layer';
import { NO_SESSION } from '../core/session/session-source';
import { adminProjectWireSchema } from './admin-project.schema';

// The protocol's admin path; the spec's `/projects/current` serves PATCH and DELETE too, but GET there answers the
// client shape for every access type (protocol §2.16), while this path always answers in the admin shape.
const PATH = '/internal/projects/current';

export class AdminProjectEndpoints {
  readonly #requests: RequestLayer;

  constructor(requests: RequestLayer) {
    this.#requests = requests;
  }

  /** GET /internal/projects/current. Admin calls carry no user session: the key or admin token is the credential. */
  async get(): Promise<AdminProject> {
    const response = await this.#requests.send({ method: 'GET', path: PATH, session: NO_SESSION, schema: adminProjectWireSchema });
    return adminProjectFromWire(response.body);
  }

  /** PATCH /internal/projects/current; config arrays in the body replace the whole list. */
  async update(update: ProjectUpdate): Promise<AdminProject> {
    const response = await this.#requests.send({
      method: 'PATCH', path: PATH, body: projectUpdateToWire(update), session: NO_SESSION, schema: adminProjectWireSchema,
    });
    return adminProjectFromWire(response.body);
  }

  /** DELETE /internal/projects/current → `{success: true}`. */
  async delete(): Promise<void> {
    await this.#requests.send({ method: 'DELETE', path: PATH, session: NO_SESSION });
  }
}
