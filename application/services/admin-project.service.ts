/**
 * AdminProjectService: the admin's project use cases — read, update, delete the current project, its
 * production-mode problems, and the project owner's list and create of projects on `internal`.
 */
import { inject, injectable } from 'inversify';
import type { AdminProject, ProjectCreate, ProjectUpdate } from '../../domain/entities/project';
import { productionModeProblems, type ProductionModeProblem } from '../../domain/project/production-mode';
import type { Result } from '../../domain/shared/result';
import { AdminProjectEndpoints } from '../endpoints/admin-project.endpoints';
import { OwnedProjectsEndpoints } from '../endpoints/owned-projects.endpoints';
import { AppContext } from '../shared/app-context';
import { expectErrors } from '../shared/expect-errors';
import {
  CREATE_PROJECT_ERRORS, OWNED_PROJECTS_ERRORS, type CreateProjectError, type OwnedProjectsError,
} from './admin.errors';
import { ProjectOwnerSession } from './project-owner-session';
import { CURRENT_PROJECT_KEY } from './project.service';

/** The cache key of the admin view of the current project. */
export const ADMIN_PROJECT_KEY = ['admin', 'project'] as const;

@injectable()
export class AdminProjectService {
  readonly #ctx: AppContext;
  readonly #project: AdminProjectEndpoints;
  readonly #owned: OwnedProjectsEndpoints;
  readonly #owner: ProjectOwnerSession;

  constructor(
    @inject(AppContext) ctx: AppContext,
    @inject(AdminProjectEndpoints) project: AdminProjectEndpoints,
    @inject(OwnedProjectsEndpoints) owned: OwnedProjectsEndpoints,
    @inject(ProjectOwnerSession) owner: ProjectOwnerSession,
  ) {
    this.#ctx = ctx;
    this.#project = project;
    this.#owned = owned;
    this.#owner = owner;
  }

  getProject(): Promise<AdminProject> {
    return this.#ctx.cache.read(ADMIN_PROJECT_KEY, () => this.#project.get());
  }

  async updateProject(update: ProjectUpdate): Promise<AdminProject> {
    const project = await this.#project.update(update);
    // The client view (display name, config) changes too.
    this.#ctx.afterMutation(ADMIN_PROJECT_KEY, CURRENT_PROJECT_KEY);
    return project;
  }

  async deleteProject(): Promise<void> {
    await this.#project.delete();
    this.#ctx.afterMutation(['admin'], CURRENT_PROJECT_KEY);
  }

  /** The advisory check of spec §5 on the project as the server has it now (not the cached copy). */
  async getProductionModeProblems(): Promise<ProductionModeProblem[]> {
    return productionModeProblems(await this.#project.get());
  }

  // Owned projects are the owner's, not this app's session's: they stay out of the session-keyed cache.
  listOwnedProjects(): Promise<Result<AdminProject[], OwnedProjectsError>> {
    return expectErrors(this.#owned.list(this.#owner.target()), OWNED_PROJECTS_ERRORS);
  }

  createProject(input: ProjectCreate): Promise<Result<AdminProject, CreateProjectError>> {
    return expectErrors(this.#owned.create(this.#owner.target(), input), CREATE_PROJECT_ERRORS);
  }
}
