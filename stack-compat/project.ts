/**
 * The official project objects: `Project` (client: id, name, config) and `AdminProject` (the admin view, `createdAt`
 * a `Date`, with `update` / `delete` / `getConfig` / `updateConfig` on the object, where Portcullis has them on the app).
 * `AdminOwnedProject` adds `app`, a StackAdminApp for that project acting with the owner's token.
 */
import { toDate } from './dates';
import type { AdminApp, AdminProject, ClientProject, ConfigOverrideLevel, ProjectConfigOverride, PushedConfigSource } from './portcullis';
import { orThrowVoid } from './results';

export type Project = Pick<ClientProject, 'id' | 'displayName' | 'config'>;

type PortcullisProjectCreate = Parameters<AdminApp['createProject']>[0];
type PortcullisProjectUpdate = Parameters<AdminApp['updateProject']>[0];

/** Official `AdminProjectUpdateOptions`: Portcullis's update (same camelCase names). */
export type AdminProjectUpdateOptions = PortcullisProjectUpdate;

/** Official `AdminProjectCreateOptions`: the owner team is `teamId` (Portcullis's `ownerTeamId`). */
export type AdminProjectCreateOptions = Omit<PortcullisProjectCreate, 'ownerTeamId'> & { readonly teamId: string };

export function toProjectCreate(options: AdminProjectCreateOptions): PortcullisProjectCreate {
  const { teamId, ...rest } = options;
  return { ...rest, ownerTeamId: teamId };
}

export function toClientProject(project: ClientProject): Project {
  return { id: project.id, displayName: project.displayName, config: project.config };
}

export class StackAdminProject {
  readonly id: string;
  readonly displayName: string;
  readonly description: string;
  readonly createdAt: Date;
  readonly isProductionMode: boolean;
  readonly ownerTeamId: string | null;
  readonly onboardingStatus: AdminProject['onboardingStatus'];
  readonly logoUrl: string | null;
  readonly logoFullUrl: string | null;
  readonly logoDarkModeUrl: string | null;
  readonly logoFullDarkModeUrl: string | null;
  readonly config: AdminProject['config'];
  readonly #admin: AdminApp;

  constructor(project: AdminProject, admin: AdminApp) {
    this.#admin = admin;
    this.id = project.id;
    this.displayName = project.displayName;
    this.description = project.description;
    this.createdAt = toDate(project.createdAt);
    this.isProductionMode = project.isProductionMode;
    this.ownerTeamId = project.ownerTeamId;
    this.onboardingStatus = project.onboardingStatus;
    this.logoUrl = project.logoUrl;
    this.logoFullUrl = project.logoFullUrl;
    this.logoDarkModeUrl = project.logoDarkModeUrl;
    this.logoFullDarkModeUrl = project.logoFullDarkModeUrl;
    this.config = project.config;
  }

  async update(update: AdminProjectUpdateOptions): Promise<void> {
    await this.#admin.updateProject(update);
  }

  delete(): Promise<void> {
    return this.#admin.deleteProject();
  }

  getConfig(): ReturnType<AdminApp['getConfig']> {
    return this.#admin.getConfig();
  }

  updateConfig(config: Parameters<AdminApp['updateConfig']>[0]): Promise<void> {
    return this.#admin.updateConfig(config);
  }

  // Config as code: the pushed (branch-level) config, its source, and the raw overrides per level. Refusals throw.
  pushConfig(config: ConfigOverrideInput, options: { readonly source: PushedConfigSource }): Promise<void> {
    return orThrowVoid(this.#admin.pushConfig(asSent(config), options));
  }
  updatePushedConfig(config: ConfigOverrideInput): Promise<void> {
    return orThrowVoid(this.#admin.updatePushedConfig(asSent(config)));
  }
  getPushedConfigSource(): Promise<PushedConfigSource> {
    return this.#admin.getPushedConfigSource();
  }
  unlinkPushedConfigSource(): Promise<void> {
    return this.#admin.unlinkPushedConfigSource();
  }
  resetConfigOverrideKeys(level: ConfigOverrideLevel, keys: string[]): Promise<void> {
    return this.#admin.resetConfigOverrideKeys(level, keys);
  }
  getConfigOverride(level: ConfigOverrideLevel): Promise<Record<string, unknown>> {
    return this.#admin.getConfigOverride(level) as Promise<Record<string, unknown>>;
  }
  replaceConfigOverride(level: ConfigOverrideLevel, config: ConfigOverrideInput): Promise<void> {
    return orThrowVoid(this.#admin.replaceConfigOverride(level, asSent(config)));
  }
}

/** An override as the official SDK takes it: values may be undefined (left out, as its JSON body leaves them). */
type ConfigOverrideInput = { readonly [key: string]: unknown };

/** The override as the official SDK sends it: through JSON, so undefined values are left out. */
function asSent(config: ConfigOverrideInput): ProjectConfigOverride {
  return JSON.parse(JSON.stringify(config)) as ProjectConfigOverride;
}

/** A project the internal user owns, with `app`: an admin app for it (type left open here, to avoid a cycle). */
export class StackOwnedProject<App = unknown> extends StackAdminProject {
  readonly app: App;

  constructor(project: AdminProject, admin: AdminApp, app: App) {
    super(project, admin);
    this.app = app;
  }
}
