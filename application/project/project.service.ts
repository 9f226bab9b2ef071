/** ProjectService: the client view of the current project (GET /projects/current), read through the cache. */
import type { ClientProject } from '../../domain/entities/project';
import type { ProjectEndpoints } from './project.endpoints';
import type { AppContext } from '../core/app-context';

import { CURRENT_PROJECT_KEY } from '../core/keys';

/** The cache key of the current project; invalidate it after a project update. */
export { CURRENT_PROJECT_KEY };

export class ProjectService {
  readonly #ctx: AppContext;
  readonly #projects: ProjectEndpoints;

  constructor(ctx: AppContext, projects: ProjectEndpoints) {
    this.#ctx = ctx;
    this.#projects = projects;
  }

  getProject(): Promise<ClientProject> {
    return this.#ctx.cache.read(CURRENT_PROJECT_KEY, () => this.#projects.getClientProject());
  }
}
