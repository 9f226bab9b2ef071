/**
 * AdminApp: the project-administration facade (super-secret admin key, or a project owner's admin access token).
 * Composes the ServerApp (and through it the ClientApp) and adds the admin surface: the project, owned projects,
 * API keys, email templates, permission definitions, webhooks, metrics and the test email. Bound only by the
 * admin module, which only the Node and in-process roots load.
 */
import type { EmailTemplate, EmailTemplateUpdate } from '../../domain/entities/email-template';
import type { AdminProject, ProjectCreate, ProjectUpdate } from '../../domain/entities/project';
import type {
  ConfigOverrideLevel, ProjectConfigOverride, ProjectConfigTree, PushedConfigSource,
} from '../../domain/entities/project-config-tree';
import type { ProductionModeProblem } from '../../domain/project/production-mode';
import type { Result } from '../../domain/shared/result';
import type { SendTestEmailInput, SendTestEmailResult, SvixToken } from '../admin/admin-utilities.endpoints';
import type { AdminMetrics } from '../admin/admin-metrics';
import type { AdminApiKeyService } from '../admin/admin-api-keys.service';
import type { AdminEmailTemplateService } from '../admin/admin-email-templates.service';
import type {
  CreateEmailTemplateError, CreateProjectError, DeleteEmailTemplateError, OwnedProjectsError, PushConfigError, SignInInvitationError,
  UpdateEmailTemplateError,
} from '../admin/admin.errors';
import type {
  AdminPermissionDefinitionService, PermissionDefinitionPage, PermissionDefinitionPageOptions, PermissionDefinitionServices,
} from '../admin/admin-permission-definitions.service';
import type { AdminProjectService } from '../admin/admin-project.service';
import type { AdminConfigService, AdminProjectServices } from '../admin/admin-config.service';
import type { OwnedProject } from '../admin/owned-project';
import type { AdminUtilityService, MetricsOptions } from '../admin/admin-utilities.service';
import type { ClientApp } from './client-app';
import type { ServerApp } from './server-app';
import { assertJsonBody } from '../core/request/json-body-check';
import { checked, checkId, checkObject, checkString } from '../core/arguments';
import { checkInput, checkOptions } from '../core/input-fields';
import { checkConfigKeys, checkLevel, checkSource } from '../admin/config-arguments';

/**
 * A project the signed-in owner manages (listOwnedProjects, createProject, useOwnedProjects): its data, plus `app`, an
 * AdminApp for that project acting with the owner's token (the official `AdminOwnedProject.app`). `app` is built on
 * first read and is not enumerable: spreading or JSON.stringify copies the data only, never the owner's token.
 * @example
 * const listed = await admin.listOwnedProjects();
 * if (listed.ok && listed.value.length > 0) {
 *   const config = await listed.value[0]!.app.getConfig();
 * }
 * @public
 */
export type AdminOwnedProject = OwnedProject<AdminApp>;

/**
 * Arguments are checked before anything is sent: a value of the wrong kind (`signInWithPassword()`, `{ email: 123 }`,
 * `{ limit: NaN }`, metadata that is not plain JSON, an id that is empty or '..') rejects with an InvalidArgumentError
 * naming the argument (a bug to fix, not a Result).
 * @example
 * const admin = createAdminApp({ projectId, superSecretAdminKey });
 * const project = await admin.getProject();
 * await admin.updateProject({ config: { signUpEnabled: false } });
 * const key = await admin.apiKeys.create({ description: 'CI', expiresAt: Date.now() + 86_400_000,
 *   hasPublishableClientKey: true, hasSecretServerKey: true, hasSuperSecretAdminKey: false });
 * const templates = await admin.listEmailTemplates();
 * const saved = await admin.updateEmailTemplate(templates[0]!.id, { tsxSource: templates[0]!.tsxSource }); // own SMTP server only
 * @public
 */
export class AdminApp {
  /** The server surface (users, teams… of the project). */
  readonly server: ServerApp;
  /** API key sets: create (full values once), list, get, revoke; each ApiKey carries its state. */
  readonly apiKeys: AdminApiKeyService;
  /** Team permission definitions: list, create, update, delete. */
  readonly teamPermissionDefinitions: AdminPermissionDefinitionService;
  /** Project permission definitions (granted to users, not in a team): list, create, update, delete. */
  readonly projectPermissionDefinitions: AdminPermissionDefinitionService;
  readonly #project: AdminProjectService;
  readonly #config: AdminConfigService;
  readonly #emailTemplates: AdminEmailTemplateService;
  readonly #utilities: AdminUtilityService;

  constructor(
    server: ServerApp,
    project: AdminProjectServices,
    apiKeys: AdminApiKeyService,
    emailTemplates: AdminEmailTemplateService,
    definitions: PermissionDefinitionServices,
    utilities: AdminUtilityService,
  ) {
    this.server = server;
    this.#project = project.project;
    this.#config = project.config;
    this.apiKeys = apiKeys;
    this.#emailTemplates = emailTemplates;
    this.teamPermissionDefinitions = definitions.team;
    this.projectPermissionDefinitions = definitions.project;
    this.#utilities = utilities;
  }

  /** The client surface, as server.client. */
  get client(): ClientApp {
    return this.server.client;
  }

  get projectId(): string {
    return this.server.projectId;
  }

  /** The project with its full config (GET /internal/projects/current). */
  getProject(): Promise<AdminProject> {
    return this.#project.getProject();
  }

  /** Updates fields and config (PATCH); config arrays (domains, oauthProviders, default permissions) replace the whole list. */
  updateProject(update: ProjectUpdate): Promise<AdminProject> {
    return checked(() => { checkInput('update', update); checkOptions('update.config', update.config); }, () => this.#project.updateProject(update));
  }

  /** Deletes the project and everything in it. */
  deleteProject(): Promise<void> {
    return this.#project.deleteProject();
  }

  /**
   * The project's complete config as the service renders it (GET /internal/config: defaults filled in, overrides
   * applied). Official `adminProject.getConfig()`. Cached with the project; updateProject and updateConfig refresh it.
   */
  getConfig(): Promise<ProjectConfigTree> {
    return this.#config.getConfig();
  }

  /**
   * Writes `override` into the project's environment config override (PATCH /internal/config/override/environment):
   * dot keys or nested objects, each replacing that key and everything below it; `null` unsets. Official
   * `adminProject.updateConfig(override)`. A key the service's schema does not know is a SCHEMA_ERROR (thrown).
   */
  updateConfig(override: ProjectConfigOverride): Promise<void> {
    return checked(() => { checkObject('override', override); assertJsonBody(override); }, () => this.#config.updateConfig(override));
  }

  /**
   * Config as code: replaces the project's pushed config (the branch-level override, PUT
   * /internal/config/override/branch) with `config`, recording where it came from. What an earlier push set and this
   * one leaves out goes back to its default; updateConfig's values still win over it. Official
   * `adminProject.pushConfig(config, { source })`. Errors: ConfigOverrideRejectedError (a key the service's schema
   * does not have, a wrong type, an unknown OAuth provider type, an environment-only field such as an OAuth client
   * secret).
   */
  pushConfig(config: ProjectConfigOverride, options: { readonly source: PushedConfigSource }): Promise<Result<void, PushConfigError>> {
    return checked(() => {
      checkObject('config', config);
      assertJsonBody(config);
      checkObject('options', options);
      checkSource(options.source);
    }, () => this.#config.pushConfig(config, options.source));
  }

  /**
   * Merges `config` into the pushed config (PATCH /internal/config/override/branch), keeping its source; the next
   * pushConfig replaces it all. Official `adminProject.updatePushedConfig(config)`. Errors: as pushConfig.
   */
  updatePushedConfig(config: ProjectConfigOverride): Promise<Result<void, PushConfigError>> {
    return checked(() => { checkObject('config', config); assertJsonBody(config); }, () => this.#config.updatePushedConfig(config));
  }

  /** Where the pushed config came from (`unlinked` until a push names a source). Official `adminProject.getPushedConfigSource()`. */
  getPushedConfigSource(): Promise<PushedConfigSource> {
    return this.#config.getPushedConfigSource();
  }

  /** Sets the pushed config's source to `unlinked`; the config itself stays. Official `adminProject.unlinkPushedConfigSource()`. */
  unlinkPushedConfigSource(): Promise<void> {
    return this.#config.unlinkPushedConfigSource();
  }

  /**
   * Removes `keys` (each with everything below it, dot keys and nested objects alike) from the branch or environment
   * override, so the level below (or the default) shows through; a key not there changes nothing. Official
   * `adminProject.resetConfigOverrideKeys(level, keys)`.
   */
  resetConfigOverrideKeys(level: ConfigOverrideLevel, keys: readonly string[]): Promise<void> {
    return checked(() => {
      checkLevel(level);
      checkConfigKeys(keys);
    }, () => this.#config.resetConfigOverrideKeys(level, keys));
  }

  /**
   * Replaces the branch or environment override with `config` (PUT /internal/config/override/{level}); the branch keeps
   * its source. Official `adminProject.replaceConfigOverride(level, config)`. Errors: as pushConfig.
   */
  replaceConfigOverride(level: ConfigOverrideLevel, config: ProjectConfigOverride): Promise<Result<void, PushConfigError>> {
    return checked(() => { checkLevel(level); checkObject('config', config); assertJsonBody(config); }, () => this.#config.replaceConfigOverride(level, config));
  }

  /** The branch or environment override as stored (dot keys and nested objects as written). Official `adminProject.getConfigOverride(level)`. */
  getConfigOverride(level: ConfigOverrideLevel): Promise<ProjectConfigTree> {
    return checked(() => checkLevel(level), () => this.#config.getConfigOverride(level));
  }

  /** Spec §5's advisory check of the project as it is now; each problem has its fix link. Empty = ready. */
  getProductionModeProblems(): Promise<ProductionModeProblem[]> {
    return this.#project.getProductionModeProblems();
  }

  /**
   * The projects the owner manages, on project `internal`: as the owner of the `adminAccessToken` session when the
   * app has one, else as this app's signed-in user; each with `app`, an AdminApp for it as that owner.
   * Errors: USER_AUTHENTICATION_REQUIRED, EXPECTED_INTERNAL_PROJECT.
   */
  listOwnedProjects(): Promise<Result<AdminOwnedProject[], OwnedProjectsError>> {
    // The roots bind the factory to one that builds AdminApps (composition/server-surface.ts).
    return this.#project.listOwnedProjects() as Promise<Result<AdminOwnedProject[], OwnedProjectsError>>;
  }

  /** Creates a project owned by `ownerTeamId` (the owner must be a member), with its `app`. Errors: as listOwnedProjects, TEAM_MEMBERSHIP_NOT_FOUND. */
  createProject(input: ProjectCreate): Promise<Result<AdminOwnedProject, CreateProjectError>> {
    return checked(
      () => { checkInput('input', input, ['displayName', 'ownerTeamId']); checkOptions('input.config', input.config); },
      () => this.#project.createProject(input) as Promise<Result<AdminOwnedProject, CreateProjectError>>,
    );
  }

  /** One page of the team permission definitions by id ({ items, nextCursor }; see teamPermissionDefinitions.listPaginated). */
  listTeamPermissionDefinitionsPaginated(options: PermissionDefinitionPageOptions): Promise<PermissionDefinitionPage> {
    return this.teamPermissionDefinitions.listPaginated(options);
  }

  /**
   * The project's email templates (GET /internal/email-templates): the built-in ones and the project's own, each a TSX
   * source. While the project sends with the shared email server, the built-in ones are all there is.
   */
  listEmailTemplates(): Promise<EmailTemplate[]> {
    return this.#emailTemplates.list();
  }

  /**
   * A new template named `displayName`, with the service's starter source; resolves with its id.
   * Errors: REQUIRES_CUSTOM_EMAIL_SERVER (templates can change only with the project's own SMTP server).
   */
  createEmailTemplate(displayName: string): Promise<Result<{ readonly id: string }, CreateEmailTemplateError>> {
    return checked(() => checkString('displayName', displayName), () => this.#emailTemplates.create(displayName));
  }

  /**
   * Replaces a template's source (and theme, when given). The service renders it first and keeps it only if it
   * renders; resolves with that preview HTML. Errors: REQUIRES_CUSTOM_EMAIL_SERVER, EMAIL_RENDERING_ERROR,
   * EmailTemplateNotFoundError.
   */
  updateEmailTemplate(id: string, update: EmailTemplateUpdate): Promise<Result<{ readonly renderedHtml: string }, UpdateEmailTemplateError>> {
    return checked(() => { checkId('id', id); checkInput('update', update, ['tsxSource']); }, () => this.#emailTemplates.update(id, update));
  }

  /** Deletes a template (a built-in one too). Errors: REQUIRES_CUSTOM_EMAIL_SERVER, EmailTemplateNotFoundError. */
  deleteEmailTemplate(id: string): Promise<Result<void, DeleteEmailTemplateError>> {
    return checked(() => checkId('id', id), () => this.#emailTemplates.delete(id));
  }

  /** A Svix app-portal token for the project's webhooks. */
  getSvixToken(): Promise<SvixToken> {
    return this.#utilities.getSvixToken();
  }

  /** The last 30 days' metrics, camelCased (see AdminMetrics). */
  getMetrics(options?: MetricsOptions): Promise<AdminMetrics> {
    return checked(() => checkOptions('options', options), () => this.#utilities.getMetrics(options));
  }

  /** Sends a test email through the given SMTP server: `{success: true}` or `{success: false, errorMessage}`. */
  sendTestEmail(input: SendTestEmailInput): Promise<SendTestEmailResult> {
    return checked(() => {
      checkInput('input', input, ['recipientEmail', 'emailConfig']);
      checkInput('input.emailConfig', input.emailConfig, ['host', 'port', 'username', 'password', 'senderName', 'senderEmail']);
    }, () => this.#utilities.sendTestEmail(input));
  }

  /**
   * Emails `email` an invitation to sign in (the project's sign-in invitation template) linking to `callbackUrl`
   * (POST /internal/send-sign-in-invitation). Official `adminApp.sendSignInInvitationEmail(email, callbackUrl)`.
   * Errors: REDIRECT_URL_NOT_WHITELISTED (the callback URL is not on a trusted domain of the project).
   */
  sendSignInInvitationEmail(email: string, callbackUrl: string): Promise<Result<void, SignInInvitationError>> {
    return checked(() => { checkString('email', email); checkString('callbackUrl', callbackUrl); }, () => this.#utilities.sendSignInInvitation(email, callbackUrl));
  }
}
