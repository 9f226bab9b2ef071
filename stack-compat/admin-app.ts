/**
 * `StackAdminApp`: the official project-administration app (super-secret admin key, or `projectOwnerSession`) over
 * Portcullis's AdminApp: the project as the official AdminProject object, the project's API key sets, permission
 * definitions and email templates; a user read here may create and list the projects it owns (on `internal`).
 */
import type { AccessType } from './build-apps';
import { constructorOptions, type StackAdminAppConstructorOptions } from './options';
import { StackInternalApiKeyFirstView, StackListedInternalApiKey, type InternalApiKeyCreateOptions } from './internal-api-key';
import type { AdminApp, AdminOwnedProject } from './portcullis';
import { StackAdminProject, StackOwnedProject, toProjectCreate, type AdminProjectCreateOptions } from './project';
import { orThrow, orThrowVoid, type StatusResult } from './results';
import { StackServerApp } from './server-app';
import type { ProjectOwnerActions } from './user';
import { InternalSession } from './internal-session';

type DefinitionInput = Parameters<AdminApp['teamPermissionDefinitions']['create']>[0];
type DefinitionUpdate = Parameters<AdminApp['teamPermissionDefinitions']['update']>[1];

export class StackAdminApp extends StackServerApp {
  static override readonly accessType: AccessType = 'admin';

  constructor(options: StackAdminAppConstructorOptions) {
    super(options);
  }

  /** The Portcullis admin facade (always present: this class builds one). */
  protected get _admin(): AdminApp {
    return this._apps.admin as AdminApp;
  }

  override async getProject(): Promise<StackAdminProject> {
    return new StackAdminProject(await this._admin.getProject(), this._admin);
  }

  // The project's API key sets.
  async createInternalApiKey(options: InternalApiKeyCreateOptions): Promise<StackInternalApiKeyFirstView> {
    const key = await this._admin.apiKeys.create({ ...options, expiresAt: options.expiresAt.getTime() });
    return new StackInternalApiKeyFirstView(key, this._admin);
  }
  async listInternalApiKeys(): Promise<StackListedInternalApiKey[]> {
    return (await this._admin.apiKeys.list()).map((key) => new StackListedInternalApiKey(key, this._admin));
  }

  // Permission definitions.
  listTeamPermissionDefinitions(): ReturnType<AdminApp['teamPermissionDefinitions']['list']> { return this._admin.teamPermissionDefinitions.list(); }
  createTeamPermissionDefinition(data: DefinitionInput): Promise<unknown> { return orThrow(this._admin.teamPermissionDefinitions.create(data)); }
  updateTeamPermissionDefinition(id: string, data: DefinitionUpdate): Promise<unknown> { return orThrow(this._admin.teamPermissionDefinitions.update(id, data)); }
  deleteTeamPermissionDefinition(id: string): Promise<void> { return orThrowVoid(this._admin.teamPermissionDefinitions.delete(id)); }
  listProjectPermissionDefinitions(): ReturnType<AdminApp['projectPermissionDefinitions']['list']> { return this._admin.projectPermissionDefinitions.list(); }
  createProjectPermissionDefinition(data: DefinitionInput): Promise<unknown> { return orThrow(this._admin.projectPermissionDefinitions.create(data)); }
  updateProjectPermissionDefinition(id: string, data: DefinitionUpdate): Promise<unknown> { return orThrow(this._admin.projectPermissionDefinitions.update(id, data)); }
  deleteProjectPermissionDefinition(id: string): Promise<void> { return orThrowVoid(this._admin.projectPermissionDefinitions.delete(id)); }

  // Email templates and test emails.
  listEmailTemplates(): ReturnType<AdminApp['listEmailTemplates']> { return this._admin.listEmailTemplates(); }
  createEmailTemplate(displayName: string): Promise<{ readonly id: string }> { return orThrow(this._admin.createEmailTemplate(displayName)); }
  updateEmailTemplate(id: string, update: Parameters<AdminApp['updateEmailTemplate']>[1]): Promise<{ readonly renderedHtml: string }> {
    return orThrow(this._admin.updateEmailTemplate(id, update));
  }
  deleteEmailTemplate(id: string): Promise<void> { return orThrowVoid(this._admin.deleteEmailTemplate(id)); }
  /** The official `{ status }` result: ok, or the SMTP server's `errorMessage`. */
  async sendTestEmail(input: Parameters<AdminApp['sendTestEmail']>[0]): Promise<StatusResult<undefined, { errorMessage: string }>> {
    const sent = await this._admin.sendTestEmail(input);
    return sent.success ? { status: 'ok', data: undefined } : { status: 'error', error: { errorMessage: sent.errorMessage } };
  }
  sendSignInInvitationEmail(email: string, callbackUrl: string): Promise<void> { return orThrowVoid(this._admin.sendSignInInvitationEmail(email, callbackUrl)); }

  protected override _ownerActions(): ProjectOwnerActions {
    return {
      createProject: async (options: AdminProjectCreateOptions) => this.#owned(await orThrow(this._admin.createProject(toProjectCreate(options)))),
      listOwnedProjects: async () => (await orThrow(this._admin.listOwnedProjects())).map((project) => this.#owned(project)),
    };
  }

  /** An owned project with `app`: a StackAdminApp for it acting with this app's signed-in owner (as the official one). */
  #owned(project: AdminOwnedProject): StackOwnedProject<StackAdminApp> {
    const { baseUrl, extraRequestHeaders, redirectMethod } = this[constructorOptions];
    const owner = new InternalSession(() => this._apps.client.tokens.getAccessToken());
    const app = new StackAdminApp({ projectId: project.id, baseUrl, extraRequestHeaders, redirectMethod, tokenStore: 'memory', projectOwnerSession: owner });
    return new StackOwnedProject(project, project.app, app);
  }
}
