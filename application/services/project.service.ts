/** ProjectService: the client view of the current project (GET /projects/current), read through the cache. */
import { inject, injectable } from 'inversify';
import type { ClientProject } from '../../domain/entities/project';
import { ProjectEndpoints } from '../endpoints/project.endpoints';
import { AppContext } from '../shared/app-context';

import { CURRENT_PROJECT_KEY } from './project-key';

/** The cache key of the current project; invalidate it after a project update. */
export { CURRENT_PROJECT_KEY };

@injectable()
export class ProjectService {
  readonly #ctx: AppContext;
  readonly #projects: ProjectEndpoints;

  constructor(@inject(AppContext) ctx: AppContext, @inject(ProjectEndpoints) projects: ProjectEndpoints) {
    this.#ctx = ctx;
    this.#projects = projects;
  }

  getProject(): Promise<ClientProject> {
    return this.#ctx.cache.read(CURRENT_PROJECT_KEY, () => this.#projects.getClientProject());
  }
}
