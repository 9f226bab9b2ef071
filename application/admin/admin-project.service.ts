/**
 * AdminProjectService: the admin's project use cases — read, update, delete the current project, its
 * production-mode problems, and the project owner's list and create of projects on `internal`.
 */
import type { AdminProject, ProjectCreate, ProjectUpdate } from '../../domain/entities/project';
import { productionModeProblems, type ProductionModeProblem } from '../../domain/project/production-mode';
import { mapResult, type Result } from '../../domain/shared/result';
import type { AdminProjectEndpoints } from './admin-project.endpoints';
import type { OwnedProjectsEndpoints } from './owned-projects.endpoints';
import type { AppContext } from '../core/app-context';
import { expectErrors } from '../core/expect-errors';
import {
  CREATE_PROJECT_ERRORS, OWNED_PROJECTS_ERRORS, type CreateProjectError, type OwnedProjectsError,
} from './admin.errors';
import { withOwnedApp, type OwnedProject, type OwnedProjectAppFactory } from './owned-project';
import type { ProjectOwnerSession } from './project-owner-session';
import { CURRENT_PROJECT_KEY } from '../project/project.service';

/** The cache key of the admin view of the current project. */
export const ADMIN_PROJECT_KEY = ['admin', 'project'] as const;
/** The rendered config (admin-config.service.ts), below the admin project: whatever makes the project stale makes it stale too. */
export const ADMIN_CONFIG_KEY = [...ADMIN_PROJECT_KEY, 'config'] as const;

export class AdminProjectService {
  readonly #ctx: AppContext;
  readonly #project: AdminProjectEndpoints;
  readonly #owned: OwnedProjectsEndpoints;
  readonly #owner: ProjectOwnerSession;
  readonly #ownedApp: OwnedProjectAppFactory<object>;

  constructor(
    ctx: AppContext,
    project: AdminProjectEndpoints,
    owned: OwnedProjectsEndpoints,
    owner: ProjectOwnerSession,
    ownedApp: OwnedProjectAppFactory<object>,
  ) {
    this.#ctx = ctx;
    this.#project = project;
    this.#owned = owned;
    this.#owner = owner;
    this.#ownedApp = ownedApp;
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
  async listOwnedProjects(): Promise<Result<OwnedProject<object>[], OwnedProjectsError>> {
    const listed = await expectErrors(this.#owned.list(this.#owner.target()), OWNED_PROJECTS_ERRORS);
    return mapResult(listed, (projects) => projects.map((project) => this.#withApp(project)));
  }

  async createProject(input: ProjectCreate): Promise<Result<OwnedProject<object>, CreateProjectError>> {
    return mapResult(await expectErrors(this.#owned.create(this.#owner.target(), input), CREATE_PROJECT_ERRORS), (project) => this.#withApp(project));
  }

  /** The owner's token is read when the app is built, and then per request (so this app's refreshes reach it). */
  #withApp(project: AdminProject): OwnedProject<object> {
    return withOwnedApp(project, () => this.#ownedApp(project.id, this.#owner.adminAccessToken()));
  }
}
