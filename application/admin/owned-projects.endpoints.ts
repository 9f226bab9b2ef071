/**
 * OwnedProjectsEndpoints: `GET|POST /internal/projects` (protocol §2.16), the project owner's list and create on
 * the `internal` project. The caller passes the request layer and session to use (see ProjectOwnerSession).
 */
import type { AdminProject, ProjectCreate } from '../../domain/entities/project';
import { adminProjectFromWire, projectCreateToWire } from './admin-project.mapping';
import type { RequestLayer } from '../core/request/request-layer';
import type { SessionSource } from '../core/session/session-source';
import { listEnvelopeSchema } from '../core/wire/list.schema';
import { adminProjectWireSchema } from './admin-project.schema';

/** Where owned-project calls go and whose tokens they carry. */
export interface OwnerTarget {
  readonly requests: RequestLayer;
  readonly session: SessionSource;
}

const listSchema = listEnvelopeSchema(adminProjectWireSchema);

export class OwnedProjectsEndpoints {
  /** GET /internal/projects: the projects whose owner team the user belongs to (not paginated). */
  async list(target: OwnerTarget): Promise<AdminProject[]> {
    const response = await target.requests.send({ method: 'GET', path: '/internal/projects', session: target.session, schema: listSchema });
    return response.body.items.map(adminProjectFromWire);
  }

  /** POST /internal/projects → 201 admin project. */
  async create(target: OwnerTarget, input: ProjectCreate): Promise<AdminProject> {
    const response = await target.requests.send({
      method: 'POST', path: '/internal/projects', body: projectCreateToWire(input), session: target.session, schema: adminProjectWireSchema,
    });
    return adminProjectFromWire(response.body);
  }
}
