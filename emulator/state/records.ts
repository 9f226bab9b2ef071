/** Row types of the emulator's in-memory tables (camelCase internally; routes map them to wire shapes). */

export type AccessType = 'client' | 'server' | 'admin';
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface OAuthProviderConfig {
  /** Provider config id as seen on the wire (`github`, `google`, …). */
  id: string;
  /** The provider's key in the config when it is not its type (a pushed `my_provider` of type google). */
  configId?: string;
  type: 'shared' | 'standard';
  clientId?: string;
  clientSecret?: string;
  facebookConfigId?: string;
  microsoftTenantId?: string;
  appleBundleIds?: string[];
}

export interface TrustedDomain { domain: string; handlerPath: string }

export type EmailConfig =
  | { type: 'shared' }
  | { type: 'standard'; host: string; port: number; username: string; password: string; senderName: string; senderEmail: string };

export interface PermissionDefinition { id: string; description?: string; containedPermissionIds: string[] }

export interface ProjectConfig {
  allowLocalhost: boolean;
  signUpEnabled: boolean;
  credentialEnabled: boolean;
  magicLinkEnabled: boolean;
  passkeyEnabled: boolean;
  clientTeamCreationEnabled: boolean;
  clientUserDeletionEnabled: boolean;
  allowUserApiKeys: boolean;
  allowTeamApiKeys: boolean;
  oauthProviders: OAuthProviderConfig[];
  domains: TrustedDomain[];
  emailConfig: EmailConfig;
  emailTheme: string;
  createTeamOnSignUp: boolean;
  teamCreatorDefaultPermissions: string[];
  teamMemberDefaultPermissions: string[];
  userDefaultPermissions: string[];
  oauthAccountMergeStrategy: 'link_method' | 'raise_error' | 'allow_duplicates';
  requireEmailVerification: boolean;
  requirePublishableClientKey: boolean;
  /** Team-scoped permission definitions, keyed by id (the six `$` system ones are implicit). */
  teamPermissionDefinitions: Record<string, PermissionDefinition>;
  /** Project-scoped permission definitions, keyed by id. */
  projectPermissionDefinitions: Record<string, PermissionDefinition>;
}

export interface ProjectRecord {
  id: string;
  displayName: string;
  description: string;
  createdAt: number;
  isProductionMode: boolean;
  ownerTeamId: string | null;
  onboardingStatus: string;
  logoUrl: string | null;
  logoFullUrl: string | null;
  logoDarkModeUrl: string | null;
  logoFullDarkModeUrl: string | null;
  config: ProjectConfig;
}

export interface ApiKeySetRecord {
  id: string;
  projectId: string;
  description: string;
  createdAt: number;
  expiresAt: number;
  manuallyRevokedAt: number | null;
  publishableClientKey: string | null;
  secretServerKey: string | null;
  superSecretAdminKey: string | null;
}

export interface OAuthAccountRecord {
  providerId: string;
  accountId: string;
  email: string | null;
  /** Scopes the provider granted (connected-account access tokens check requested scopes against them). */
  scopes?: string[];
  /** The provider's access token for this account, handed out by POST /connected-accounts/…/access-token. */
  accessToken?: string;
  /** Row id on /oauth-providers; rows written without one (older state files) get it on first read. */
  id?: string;
  /** Whether the account signs the user in / serves connected-account tokens (absent = true, as created). */
  allowSignIn?: boolean;
  allowConnectedAccounts?: boolean;
}

export interface UserRecord {
  id: string;
  projectId: string;
  displayName: string | null;
  profileImageUrl: string | null;
  signedUpAt: number;
  lastActiveAt: number;
  clientMetadata: Json;
  clientReadOnlyMetadata: Json;
  serverMetadata: Json;
  /** bcrypt MCF hash, or null when the user has no password. */
  passwordHash: string | null;
  otpAuthEnabled: boolean;
  totpSecretBase64: string | null;
  selectedTeamId: string | null;
  isAnonymous: boolean;
  restrictedByAdmin: boolean;
  restrictedByAdminReason: string | null;
  restrictedByAdminPrivateDetails: string | null;
  countryCode: string | null;
  riskScores: { signUp: { bot: number; freeTrialAbuse: number } };
  oauthAccounts: OAuthAccountRecord[];
}

export interface ContactChannelRecord {
  id: string;
  projectId: string;
  userId: string;
  type: 'email';
  value: string;
  isPrimary: boolean;
  isVerified: boolean;
  usedForAuth: boolean;
}

export interface SessionRecord {
  /** Also the `refresh_token_id` claim. */
  id: string;
  projectId: string;
  userId: string;
  refreshToken: string;
  createdAt: number;
  expiresAt: number;
  lastUsedAt: number;
  isImpersonation: boolean;
}

export interface VerificationCodeRecord {
  id: string;
  projectId: string;
  /** e.g. 'password_reset', 'sign_in', 'mfa_attempt', 'contact_channel_verification', 'team_invitation' … */
  type: string;
  /** 45 lowercase Crockford characters. */
  code: string;
  data: Json;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
  attemptCount: number;
  callbackUrl: string | null;
}

export interface TeamRecord {
  id: string;
  projectId: string;
  displayName: string;
  profileImageUrl: string | null;
  clientMetadata: Json;
  clientReadOnlyMetadata: Json;
  serverMetadata: Json;
  createdAt: number;
}

export interface TeamMembershipRecord {
  projectId: string;
  teamId: string;
  userId: string;
  /** Team-specific profile; null falls back to the user's own. */
  displayName: string | null;
  profileImageUrl: string | null;
  createdAt: number;
}

export interface TeamPermissionGrant { projectId: string; teamId: string; userId: string; permissionId: string }
export interface ProjectPermissionGrant { projectId: string; userId: string; permissionId: string }

export interface SigningKeyRecord {
  kid: string;
  privateJwk: Record<string, unknown>;
  publicJwk: Record<string, unknown>;
}

/** One WebAuthn credential (protocol §2.5); at most one per user, re-registering replaces it. */
export interface PasskeyRecord {
  id: string;
  projectId: string;
  userId: string;
  /** base64url credential id: the `user_handle` of register and the look-up key of sign-in. */
  credentialId: string;
  /** base64url COSE public key, as @simplewebauthn/server returns it. */
  publicKey: string;
  counter: number;
  transports: string[];
  createdAt: number;
}
