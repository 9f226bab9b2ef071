/**
 * Project read models: the reduced client project of `GET /projects/current` and the admin project of
 * `/internal/projects*` with its full config, plus the admin update input.
 */
import type { EpochMs } from '../shared/time';
import type { Permission } from './permission';

export interface DomainConfig {
  /** Origin, e.g. "https://app.example.com"; the host may contain `*` or `**`. */
  readonly domain: string;
  readonly handlerPath: string;
}

export type OAuthProviderType = 'shared' | 'standard';

export interface OAuthProviderConfig {
  /** Provider kind: google, github, microsoft, spotify, facebook, discord, gitlab, bitbucket, linkedin, apple, x, twitch. */
  readonly id: string;
  /** The server only lists providers with sign-in enabled, so read models have `true` unless it says otherwise. */
  readonly enabled: boolean;
  readonly type: OAuthProviderType;
  /** Read-only; null when the server does not send one. */
  readonly providerConfigId: string | null;
  readonly clientId: string | null;
  readonly clientSecret: string | null;
  readonly facebookConfigId: string | null;
  readonly microsoftTenantId: string | null;
  readonly appleBundleIds: readonly string[] | null;
}

export interface StandardEmailConfig {
  readonly type: 'standard';
  readonly host: string;
  readonly port: number;
  readonly username: string;
  readonly password: string;
  readonly senderName: string;
  readonly senderEmail: string;
}

/** Shared = the service's own mail server; standard = the project's SMTP server. */
export type EmailConfig = { readonly type: 'shared' } | StandardEmailConfig;

export type OAuthAccountMergeStrategy = 'link_method' | 'raise_error' | 'allow_duplicates';

export type OnboardingStatus =
  | 'config_choice' | 'apps_selection' | 'auth_setup' | 'domain_setup'
  | 'email_theme_setup' | 'payments_setup' | 'welcome' | 'completed';

/**
 * The sign-in methods and client permissions of a project, as any access type may read them.
 * @example
 * const { config } = await app.getProject();
 * if (config.passkeyEnabled) console.log('offer a passkey button');
 * @public
 */
export interface ClientProjectConfig {
  readonly signUpEnabled: boolean;
  readonly credentialEnabled: boolean;
  readonly magicLinkEnabled: boolean;
  readonly passkeyEnabled: boolean;
  readonly clientTeamCreationEnabled: boolean;
  readonly clientUserDeletionEnabled: boolean;
  readonly allowUserApiKeys: boolean;
  readonly allowTeamApiKeys: boolean;
  /** Ids of the OAuth providers users can sign in with. */
  readonly enabledOAuthProviderIds: readonly string[];
  readonly domains: readonly DomainConfig[];
}

/**
 * The project as a client app sees it (`app.getProject()`).
 * @example
 * const project = await app.getProject();
 * console.log(project.displayName, project.config.enabledOAuthProviderIds);
 * @public
 */
export interface ClientProject {
  readonly id: string;
  readonly displayName: string;
  readonly config: ClientProjectConfig;
}

/** The full (admin) project config of spec §3. */
export interface ProjectConfig extends ClientProjectConfig {
  readonly allowLocalhost: boolean;
  /** Not sent by current servers; false when absent. */
  readonly legacyGlobalJwtSigning: boolean;
  readonly createTeamOnSignUp: boolean;
  readonly teamCreatorDefaultPermissions: readonly Permission[];
  readonly teamMemberDefaultPermissions: readonly Permission[];
  readonly userDefaultPermissions: readonly Permission[];
  readonly oauthProviders: readonly OAuthProviderConfig[];
  readonly emailConfig: EmailConfig;
  /** Uuid of the selected email theme; null when absent. */
  readonly emailTheme: string | null;
  readonly oauthAccountMergeStrategy: OAuthAccountMergeStrategy | null;
}

/**
 * The project as admin access sees it (`admin.getProject()`): display name, production mode, owner team, logos and the
 * full config.
 * @example
 * const project: AdminProject = await admin.getProject();
 * console.log(project.displayName, project.isProductionMode, project.config.signUpEnabled);
 * @public
 */
export interface AdminProject {
  readonly id: string;
  readonly displayName: string;
  readonly description: string;
  /** From `created_at_millis`. */
  readonly createdAt: EpochMs;
  /** Not sent by current servers; null when absent. */
  readonly userCount: number | null;
  readonly isProductionMode: boolean;
  readonly ownerTeamId: string | null;
  readonly onboardingStatus: OnboardingStatus | null;
  readonly logoUrl: string | null;
  readonly logoFullUrl: string | null;
  readonly logoDarkModeUrl: string | null;
  readonly logoFullDarkModeUrl: string | null;
  readonly config: ProjectConfig;
}

/** Spec §3 calls the admin project simply "Project". */
export type Project = AdminProject;

/** An OAuth provider as written: no providerConfigId; `enabled: false` drops it from the list. */
export type OAuthProviderConfigInput = Partial<Omit<OAuthProviderConfig, 'id' | 'type' | 'providerConfigId'>>
  & Pick<OAuthProviderConfig, 'id' | 'type'>;

/**
 * Admin config update: every key optional; arrays replace the whole list.
 * @example
 * const config: ProjectConfigUpdate = { signUpEnabled: false, allowLocalhost: false, domains: [{ domain: 'https://app.example.com', handlerPath: '/handler' }] };
 * await admin.updateProject({ config });
 * @public
 */
export interface ProjectConfigUpdate {
  readonly signUpEnabled?: boolean;
  readonly credentialEnabled?: boolean;
  readonly magicLinkEnabled?: boolean;
  readonly passkeyEnabled?: boolean;
  readonly clientTeamCreationEnabled?: boolean;
  readonly clientUserDeletionEnabled?: boolean;
  readonly allowUserApiKeys?: boolean;
  readonly allowTeamApiKeys?: boolean;
  readonly allowLocalhost?: boolean;
  readonly legacyGlobalJwtSigning?: boolean;
  readonly createTeamOnSignUp?: boolean;
  readonly requireEmailVerification?: boolean;
  readonly teamCreatorDefaultPermissions?: readonly Permission[];
  readonly teamMemberDefaultPermissions?: readonly Permission[];
  readonly userDefaultPermissions?: readonly Permission[];
  readonly domains?: readonly DomainConfig[];
  readonly oauthProviders?: readonly OAuthProviderConfigInput[];
  readonly emailConfig?: EmailConfig;
  readonly emailTheme?: string;
  readonly oauthAccountMergeStrategy?: OAuthAccountMergeStrategy;
}

/**
 * Input of `admin.updateProject` (`PATCH /internal/projects/current`): undefined = unchanged, null = clear.
 * @example
 * const update: ProjectUpdate = { displayName: 'Acme', description: null, config: { magicLinkEnabled: true } };
 * const project = await admin.updateProject(update);
 * @public
 */
export interface ProjectUpdate {
  readonly displayName?: string;
  readonly description?: string | null;
  readonly isProductionMode?: boolean;
  readonly onboardingStatus?: OnboardingStatus;
  readonly logoUrl?: string | null;
  readonly logoFullUrl?: string | null;
  readonly logoDarkModeUrl?: string | null;
  readonly logoFullDarkModeUrl?: string | null;
  readonly config?: ProjectConfigUpdate;
}

/**
 * Input of `admin.createProject` (on the internal project): a display name and the owner team, plus any ProjectUpdate
 * field.
 * @example
 * const input: ProjectCreate = { displayName: 'Acme staging', ownerTeamId: teamId, config: { signUpEnabled: true } };
 * const created = await admin.createProject(input);
 * @public
 */
export interface ProjectCreate extends ProjectUpdate {
  readonly displayName: string;
  readonly ownerTeamId: string;
}
