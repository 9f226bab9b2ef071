/**
 * THE known-error catalogue: one row per Stack Auth error code (docs/protocol-notes.md §4; the table itself: tests/fixtures/protocol-known-errors.md) → parent, HTTP status and the typed
 * wire details (their field names: the example's keys in catalogue-messages.ts). Everything else (classes, unions, decoding, docs) is generated from this table. Abstract rows are
 * parent codes that the server never sends. The wording lives in catalogue-messages.ts: the client rebuilds errors
 * from the server's own message, so browser bundles carry only this lean table.
 */
import { details, row, type MissingParents, type NonUpperSnakeKeys } from './catalogue-row';
import type { WebAuthnErrorCode } from './webauthn-error-codes';

type AccessType = 'client' | 'server' | 'admin';
type RestrictedReason = { readonly type: 'anonymous' | 'email_not_verified' | 'restricted_by_administrator' };

export const catalogueRows = {
  // Parents (abstract: never on the wire).
  PROJECT_AUTHENTICATION_ERROR: row({ status: 401, abstract: true }),
  INVALID_PROJECT_AUTHENTICATION: row({ parent: 'PROJECT_AUTHENTICATION_ERROR', status: 401, abstract: true }),
  PROJECT_AUTHENTICATION_REQUIRED: row({ parent: 'PROJECT_AUTHENTICATION_ERROR', status: 401, abstract: true }),
  INVALID_ADMIN_ACCESS_TOKEN: row({ parent: 'INVALID_PROJECT_AUTHENTICATION', status: 401, abstract: true }),
  SESSION_AUTHENTICATION_ERROR: row({ status: 401, abstract: true }),
  INVALID_SESSION_AUTHENTICATION: row({ parent: 'SESSION_AUTHENTICATION_ERROR', status: 401, abstract: true }),
  INVALID_ACCESS_TOKEN: row({ parent: 'INVALID_SESSION_AUTHENTICATION', status: 401, abstract: true, retryAfterTokenRefresh: true }),
  REFRESH_TOKEN_ERROR: row({ status: 401, abstract: true }),
  PASSWORD_REQUIREMENTS_NOT_MET: row({ status: 400, abstract: true }),
  VERIFICATION_ERROR: row({ status: 400, abstract: true }),
  API_KEY_NOT_VALID: row({ status: 401, abstract: true }),

  // Request shape.
  UNSUPPORTED_ERROR: row({ status: 500, details: details<{ originalErrorCode: string }>() }),
  BODY_PARSING_ERROR: row({ status: 400 }),
  SCHEMA_ERROR: row({ status: 400, details: details<{ message: string }>() }),
  ALL_OVERLOADS_FAILED: row({ status: 400, details: details<{ overload_errors: readonly unknown[] }>() }),

  // Project authentication.
  PROJECT_KEY_WITHOUT_ACCESS_TYPE: row({ parent: 'INVALID_PROJECT_AUTHENTICATION', status: 400 }),
  INVALID_ACCESS_TYPE: row({ parent: 'INVALID_PROJECT_AUTHENTICATION', status: 400 }),
  ACCESS_TYPE_WITHOUT_PROJECT_ID: row({ parent: 'INVALID_PROJECT_AUTHENTICATION', status: 400, details: details<{ request_type: string }>() }),
  ACCESS_TYPE_REQUIRED: row({ parent: 'INVALID_PROJECT_AUTHENTICATION', status: 400 }),
  INSUFFICIENT_ACCESS_TYPE: row({ parent: 'INVALID_PROJECT_AUTHENTICATION', status: 401, details: details<{ actual_access_type: AccessType; allowed_access_types: readonly AccessType[] }>() }),
  INVALID_PUBLISHABLE_CLIENT_KEY: row({ parent: 'INVALID_PROJECT_AUTHENTICATION', status: 401, details: details<{ project_id: string }>() }),
  INVALID_SECRET_SERVER_KEY: row({ parent: 'INVALID_PROJECT_AUTHENTICATION', status: 401, details: details<{ project_id: string }>() }),
  INVALID_SUPER_SECRET_ADMIN_KEY: row({ parent: 'INVALID_PROJECT_AUTHENTICATION', status: 401, details: details<{ project_id: string }>() }),
  UNPARSABLE_ADMIN_ACCESS_TOKEN: row({ parent: 'INVALID_ADMIN_ACCESS_TOKEN', status: 401 }),
  ADMIN_ACCESS_TOKEN_EXPIRED: row({ parent: 'INVALID_ADMIN_ACCESS_TOKEN', status: 401, details: details<{ expired_at_millis: number | null }>() }),
  INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN: row({ parent: 'INVALID_ADMIN_ACCESS_TOKEN', status: 401 }),
  ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN: row({ parent: 'INVALID_ADMIN_ACCESS_TOKEN', status: 401 }),
  CLIENT_AUTHENTICATION_REQUIRED: row({ parent: 'PROJECT_AUTHENTICATION_REQUIRED', status: 401 }),
  PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT: row({ parent: 'PROJECT_AUTHENTICATION_REQUIRED', status: 401, details: details<{ project_id: string | null }>() }),
  SERVER_AUTHENTICATION_REQUIRED: row({ parent: 'PROJECT_AUTHENTICATION_REQUIRED', status: 401 }),
  CLIENT_OR_SERVER_AUTHENTICATION_REQUIRED: row({ parent: 'PROJECT_AUTHENTICATION_REQUIRED', status: 401 }),
  CLIENT_OR_ADMIN_AUTHENTICATION_REQUIRED: row({ parent: 'PROJECT_AUTHENTICATION_REQUIRED', status: 401 }),
  CLIENT_OR_SERVER_OR_ADMIN_AUTHENTICATION_REQUIRED: row({ parent: 'PROJECT_AUTHENTICATION_REQUIRED', status: 401 }),
  ADMIN_AUTHENTICATION_REQUIRED: row({ parent: 'PROJECT_AUTHENTICATION_REQUIRED', status: 401 }),
  EXPECTED_INTERNAL_PROJECT: row({ parent: 'PROJECT_AUTHENTICATION_ERROR', status: 401 }),

  // Session (access and refresh tokens).
  UNPARSABLE_ACCESS_TOKEN: row({ parent: 'INVALID_ACCESS_TOKEN', status: 401, retryAfterTokenRefresh: true }),
  ACCESS_TOKEN_EXPIRED: row({ parent: 'INVALID_ACCESS_TOKEN', status: 401, retryAfterTokenRefresh: true, details: details<{ expired_at_millis: number | null; project_id: string | null; user_id: string | null; refresh_token_id: string | null }>() }),
  INVALID_PROJECT_FOR_ACCESS_TOKEN: row({ parent: 'INVALID_ACCESS_TOKEN', status: 401, retryAfterTokenRefresh: true, details: details<{ expected_project_id: string; actual_project_id: string }>() }),
  REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED: row({ parent: 'REFRESH_TOKEN_ERROR', status: 401 }),
  CANNOT_DELETE_CURRENT_SESSION: row({ parent: 'REFRESH_TOKEN_ERROR', status: 400 }),
  PROVIDER_REJECTED: row({ parent: 'REFRESH_TOKEN_ERROR', status: 401 }),

  // Users and projects.
  USER_EMAIL_ALREADY_EXISTS: row({ status: 409, details: details<{ email: string; would_work_if_email_was_verified: boolean }>() }),
  EMAIL_NOT_VERIFIED: row({ status: 400 }),
  CANNOT_GET_OWN_USER_WITHOUT_USER: row({ status: 400 }),
  USER_ID_DOES_NOT_EXIST: row({ status: 400, details: details<{ user_id: string }>() }),
  USER_NOT_FOUND: row({ status: 404 }),
  RESTRICTED_USER_NOT_ALLOWED: row({ status: 403, details: details<{ restricted_reason: RestrictedReason }>() }),
  PROJECT_NOT_FOUND: row({ status: 404, details: details<{ project_id: string }>() }),
  CURRENT_PROJECT_NOT_FOUND: row({ status: 400, details: details<{ project_id: string }>() }),
  BRANCH_DOES_NOT_EXIST: row({ status: 400, details: details<{ branch_id: string }>() }),

  // Sign-up and sign-in.
  SIGN_UP_NOT_ENABLED: row({ status: 400 }),
  SIGN_UP_REJECTED: row({ status: 403, details: details<{ message: string }>() }),
  BOT_CHALLENGE_REQUIRED: row({ status: 409 }),
  BOT_CHALLENGE_FAILED: row({ status: 400, details: details<{ message: string }>() }),
  PASSWORD_AUTHENTICATION_NOT_ENABLED: row({ status: 400 }),
  PASSKEY_AUTHENTICATION_NOT_ENABLED: row({ status: 400 }),
  ANONYMOUS_ACCOUNTS_NOT_ENABLED: row({ status: 400 }),
  ANONYMOUS_AUTHENTICATION_NOT_ALLOWED: row({ status: 401 }),
  EMAIL_PASSWORD_MISMATCH: row({ status: 400 }),
  REDIRECT_URL_NOT_WHITELISTED: row({ status: 400 }),

  // Passwords.
  PASSWORD_TOO_SHORT: row({ parent: 'PASSWORD_REQUIREMENTS_NOT_MET', status: 400, details: details<{ min_length: number }>() }),
  PASSWORD_TOO_LONG: row({ parent: 'PASSWORD_REQUIREMENTS_NOT_MET', status: 400, details: details<{ maxLength: number }>() }),
  USER_DOES_NOT_HAVE_PASSWORD: row({ status: 400 }),
  PASSWORD_CONFIRMATION_MISMATCH: row({ status: 400 }),

  // Verification codes.
  VERIFICATION_CODE_NOT_FOUND: row({ parent: 'VERIFICATION_ERROR', status: 404 }),
  VERIFICATION_CODE_EXPIRED: row({ parent: 'VERIFICATION_ERROR', status: 400 }),
  VERIFICATION_CODE_ALREADY_USED: row({ parent: 'VERIFICATION_ERROR', status: 409 }),
  VERIFICATION_CODE_MAX_ATTEMPTS_REACHED: row({ parent: 'VERIFICATION_ERROR', status: 400 }),

  // E-mail addresses.
  EMAIL_ALREADY_VERIFIED: row({ status: 409 }),
  EMAIL_NOT_ASSOCIATED_WITH_USER: row({ status: 400 }),
  EMAIL_IS_NOT_PRIMARY_EMAIL: row({ status: 400, details: details<{ email: string; primary_email: string | null }>() }),

  // Passkeys (PASSKEY_WEBAUTHN_ERROR is raised client-side, around the browser's WebAuthn API).
  PASSKEY_REGISTRATION_FAILED: row({ status: 400 }),
  PASSKEY_WEBAUTHN_ERROR: row({ status: 400, details: details<{ message: string; code: WebAuthnErrorCode }>() }),
  PASSKEY_AUTHENTICATION_FAILED: row({ status: 400 }),

  // Permissions.
  PERMISSION_NOT_FOUND: row({ status: 404, details: details<{ permission_id: string }>() }),
  WRONG_PERMISSION_SCOPE: row({ status: 404, details: details<{ permission_id: string; expected_scope: string; actual_scope: string }>() }),
  CONTAINED_PERMISSION_NOT_FOUND: row({ status: 400, details: details<{ permission_id: string }>() }),
  PERMISSION_ID_ALREADY_EXISTS: row({ status: 400, details: details<{ permission_id: string }>() }),

  // Teams.
  TEAM_NOT_FOUND: row({ status: 404, details: details<{ team_id: string }>() }),
  TEAM_ALREADY_EXISTS: row({ status: 409, details: details<{ team_id: string }>() }),
  TEAM_MEMBERSHIP_NOT_FOUND: row({ status: 404, details: details<{ team_id: string; user_id: string }>() }),
  TEAM_MEMBERSHIP_ALREADY_EXISTS: row({ status: 409 }),
  TEAM_PERMISSION_REQUIRED: row({ status: 401, details: details<{ team_id: string; user_id: string; permission_id: string }>() }),
  TEAM_PERMISSION_NOT_FOUND: row({ status: 401, details: details<{ team_id: string; user_id: string; permission_id: string }>() }),
  PROJECT_PERMISSION_REQUIRED: row({ status: 401, details: details<{ user_id: string; permission_id: string }>() }),
  TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED: row({ status: 403, details: details<{ restricted_reason: RestrictedReason }>() }),
  USER_AUTHENTICATION_REQUIRED: row({ status: 401 }),

  // E-mail templates.
  EMAIL_TEMPLATE_ALREADY_EXISTS: row({ status: 409 }),
  REQUIRES_CUSTOM_EMAIL_SERVER: row({ status: 400 }),
  EMAIL_RENDERING_ERROR: row({ status: 400, details: details<{ error: string }>() }),

  // Analytics.
  ANALYTICS_NOT_ENABLED: row({ status: 400 }),

  // OAuth.
  OAUTH_CONNECTION_NOT_CONNECTED_TO_USER: row({ status: 400 }),
  OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER: row({ status: 409 }),
  OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE: row({ status: 400 }),
  OAUTH_ACCESS_TOKEN_NOT_AVAILABLE: row({ status: 400, details: details<{ provider: string; details: string }>() }),
  OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS: row({ status: 400 }),
  OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS: row({ status: 400 }),
  INVALID_OAUTH_CLIENT_ID_OR_SECRET: row({ status: 400, details: details<{ client_id: string | null }>() }),
  INVALID_SCOPE: row({ status: 400 }),
  USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION: row({ status: 409 }),
  OUTER_OAUTH_TIMEOUT: row({ status: 408 }),
  OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED: row({ status: 400 }),
  APPLE_BUNDLE_ID_NOT_CONFIGURED: row({ status: 400 }),
  OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN: row({ status: 400 }),
  OAUTH_PROVIDER_ACCESS_DENIED: row({ status: 400 }),
  OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE: row({ status: 503 }),
  INVALID_SHARED_OAUTH_PROVIDER_ID: row({ status: 400, details: details<{ provider_id: string }>() }),
  INVALID_STANDARD_OAUTH_PROVIDER_ID: row({ status: 400, details: details<{ provider_id: string }>() }),
  INVALID_AUTHORIZATION_CODE: row({ status: 400 }),
  INVALID_APPLE_CREDENTIALS: row({ status: 400 }),

  // MFA.
  MULTI_FACTOR_AUTHENTICATION_REQUIRED: row({ status: 400, details: details<{ attempt_code: string }>() }),
  INVALID_TOTP_CODE: row({ status: 400 }),

  // Contact channels.
  CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE: row({ status: 409, details: details<{ type: string; contact_channel_value: string | null; would_work_if_email_was_verified: boolean }>() }),

  // API keys.
  API_KEY_EXPIRED: row({ parent: 'API_KEY_NOT_VALID', status: 401 }),
  API_KEY_REVOKED: row({ parent: 'API_KEY_NOT_VALID', status: 401 }),
  WRONG_API_KEY_TYPE: row({ parent: 'API_KEY_NOT_VALID', status: 400, details: details<{ expected_type: string; actual_type: string }>() }),
  API_KEY_NOT_FOUND: row({ parent: 'API_KEY_NOT_VALID', status: 404 }),
  PUBLIC_API_KEY_CANNOT_BE_REVOKED: row({ parent: 'API_KEY_NOT_VALID', status: 400 }),

  // Items (only reachable through invitation seat limits of the internal project).
  ITEM_NOT_FOUND: row({ status: 404, details: details<{ item_id: string }>() }),
  ITEM_QUANTITY_INSUFFICIENT_AMOUNT: row({ status: 400, details: details<{ item_id: string; customer_id: string; quantity: number }>() }),
};

export type CatalogueRows = typeof catalogueRows;

/** Every known error code, parents included. */
export type KnownErrorCode = keyof CatalogueRows;

// Compile-time checks: keys are UPPER_SNAKE and every parent is itself a row.
const keysAreUpperSnake: [NonUpperSnakeKeys<CatalogueRows>] extends [never] ? true : NonUpperSnakeKeys<CatalogueRows> = true;
const parentsExist: [MissingParents<CatalogueRows>] extends [never] ? true : MissingParents<CatalogueRows> = true;
void keysAreUpperSnake;
void parentsExist;
