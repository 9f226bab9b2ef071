/**
 * THE known-error catalogue: one row per Stack Auth error code (protocol.md §4) → parent, HTTP status,
 * message(details) and the typed wire details. Everything else (classes, unions, decoding, docs) is
 * generated from this table. Abstract rows are parent codes that the server never sends.
 */
import { details, row, type MissingParents, type NonUpperSnakeKeys } from './catalogue-row';
import type { WebAuthnErrorCode } from './webauthn-error-codes';

type AccessType = 'client' | 'server' | 'admin';
type RestrictedReason = { readonly type: 'anonymous' | 'email_not_verified' | 'restricted_by_administrator' };
const a = (text: string): string => (/^[aeiou]/i.test(text) ? `an ${text}` : `a ${text}`);

export const catalogue = {
  // Parents (abstract: never on the wire).
  PROJECT_AUTHENTICATION_ERROR: row({ status: 401, abstract: true, message: () => 'The request could not be authenticated for this project.' }),
  INVALID_PROJECT_AUTHENTICATION: row({ parent: 'PROJECT_AUTHENTICATION_ERROR', status: 401, abstract: true, message: () => 'The project authentication of this request is invalid.' }),
  PROJECT_AUTHENTICATION_REQUIRED: row({ parent: 'PROJECT_AUTHENTICATION_ERROR', status: 401, abstract: true, message: () => 'This endpoint requires project authentication.' }),
  INVALID_ADMIN_ACCESS_TOKEN: row({ parent: 'INVALID_PROJECT_AUTHENTICATION', status: 401, abstract: true, message: () => 'The admin access token is invalid.' }),
  SESSION_AUTHENTICATION_ERROR: row({ status: 401, abstract: true, message: () => 'The session of this request could not be authenticated.' }),
  INVALID_SESSION_AUTHENTICATION: row({ parent: 'SESSION_AUTHENTICATION_ERROR', status: 401, abstract: true, message: () => 'The session authentication of this request is invalid.' }),
  INVALID_ACCESS_TOKEN: row({ parent: 'INVALID_SESSION_AUTHENTICATION', status: 401, abstract: true, retryAfterTokenRefresh: true, message: () => 'The access token is invalid.' }),
  REFRESH_TOKEN_ERROR: row({ status: 401, abstract: true, message: () => 'The refresh token can no longer be used.' }),
  PASSWORD_REQUIREMENTS_NOT_MET: row({ status: 400, abstract: true, message: () => 'The password does not meet the requirements.' }),
  VERIFICATION_ERROR: row({ status: 400, abstract: true, message: () => 'The verification code could not be used.' }),
  API_KEY_NOT_VALID: row({ status: 401, abstract: true, message: () => 'The API key is not valid.' }),

  // Request shape.
  UNSUPPORTED_ERROR: row({ status: 500, details: details<{ originalErrorCode: string }>({ originalErrorCode: 'SOME_NEWER_ERROR_CODE' }), message: (d) => `This version of Portcullis does not know the error code ${d.originalErrorCode}. Please update Portcullis.` }),
  BODY_PARSING_ERROR: row({ status: 400, message: () => 'The request body could not be parsed (invalid JSON or form data, or an unsupported content type).' }),
  SCHEMA_ERROR: row({ status: 400, details: details<{ message: string }>({ message: 'Request validation failed on POST /api/v1/auth/password/sign-in:\n  - body contains unknown properties: colour' }), message: (d) => d.message }),
  ALL_OVERLOADS_FAILED: row({ status: 400, details: details<{ overload_errors: readonly unknown[] }>({ overload_errors: [{ code: 'SCHEMA_ERROR', error: 'Request validation failed.' }] }), message: () => 'This endpoint has several overloads, and the request matched none of them.' }),

  // Project authentication.
  PROJECT_KEY_WITHOUT_ACCESS_TYPE: row({ parent: 'INVALID_PROJECT_AUTHENTICATION', status: 400, message: () => 'A project key or admin access token was sent without the x-stack-access-type header.' }),
  INVALID_ACCESS_TYPE: row({ parent: 'INVALID_PROJECT_AUTHENTICATION', status: 400, message: () => 'The x-stack-access-type header must be one of "client", "server" or "admin".' }),
  ACCESS_TYPE_WITHOUT_PROJECT_ID: row({ parent: 'INVALID_PROJECT_AUTHENTICATION', status: 400, details: details<{ request_type: string }>({ request_type: 'client' }), message: (d) => `The access type "${d.request_type}" was sent without the x-stack-project-id header.` }),
  ACCESS_TYPE_REQUIRED: row({ parent: 'INVALID_PROJECT_AUTHENTICATION', status: 400, message: () => 'This endpoint requires project authentication: send the x-stack-access-type header.' }),
  INSUFFICIENT_ACCESS_TYPE: row({ parent: 'INVALID_PROJECT_AUTHENTICATION', status: 401, details: details<{ actual_access_type: AccessType; allowed_access_types: readonly AccessType[] }>({ actual_access_type: 'client', allowed_access_types: ['server', 'admin'] }), message: (d) => `The access type "${d.actual_access_type}" is not allowed for this endpoint; allowed: ${d.allowed_access_types.join(', ')}.` }),
  INVALID_PUBLISHABLE_CLIENT_KEY: row({ parent: 'INVALID_PROJECT_AUTHENTICATION', status: 401, details: details<{ project_id: string }>({ project_id: 'internal' }), message: (d) => `The publishable client key is not valid for the project "${d.project_id}" (wrong, expired or revoked).` }),
  INVALID_SECRET_SERVER_KEY: row({ parent: 'INVALID_PROJECT_AUTHENTICATION', status: 401, details: details<{ project_id: string }>({ project_id: 'internal' }), message: (d) => `The secret server key is not valid for the project "${d.project_id}".` }),
  INVALID_SUPER_SECRET_ADMIN_KEY: row({ parent: 'INVALID_PROJECT_AUTHENTICATION', status: 401, details: details<{ project_id: string }>({ project_id: 'internal' }), message: (d) => `The super secret admin key is not valid for the project "${d.project_id}".` }),
  UNPARSABLE_ADMIN_ACCESS_TOKEN: row({ parent: 'INVALID_ADMIN_ACCESS_TOKEN', status: 401, message: () => 'Admin access token is not parsable.' }),
  ADMIN_ACCESS_TOKEN_EXPIRED: row({ parent: 'INVALID_ADMIN_ACCESS_TOKEN', status: 401, details: details<{ expired_at_millis: number | null }>({ expired_at_millis: 1767225600000 }), message: () => 'Admin access token has expired. Please refresh it and try again.' }),
  INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN: row({ parent: 'INVALID_ADMIN_ACCESS_TOKEN', status: 401, message: () => 'Admin access tokens must come from the internal project.' }),
  ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN: row({ parent: 'INVALID_ADMIN_ACCESS_TOKEN', status: 401, message: () => 'The user of this admin access token does not manage this project.' }),
  CLIENT_AUTHENTICATION_REQUIRED: row({ parent: 'PROJECT_AUTHENTICATION_REQUIRED', status: 401, message: () => 'This endpoint requires client authentication (deprecated error).' }),
  PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT: row({ parent: 'PROJECT_AUTHENTICATION_REQUIRED', status: 401, details: details<{ project_id: string | null }>({ project_id: 'internal' }), message: (d) => `The project ${d.project_id === null ? '' : `"${d.project_id}" `}requires a publishable client key.` }),
  SERVER_AUTHENTICATION_REQUIRED: row({ parent: 'PROJECT_AUTHENTICATION_REQUIRED', status: 401, message: () => 'Server access requires a secret server key.' }),
  CLIENT_OR_SERVER_AUTHENTICATION_REQUIRED: row({ parent: 'PROJECT_AUTHENTICATION_REQUIRED', status: 401, message: () => 'This endpoint requires client or server authentication (deprecated error).' }),
  CLIENT_OR_ADMIN_AUTHENTICATION_REQUIRED: row({ parent: 'PROJECT_AUTHENTICATION_REQUIRED', status: 401, message: () => 'This endpoint requires client or admin authentication (deprecated error).' }),
  CLIENT_OR_SERVER_OR_ADMIN_AUTHENTICATION_REQUIRED: row({ parent: 'PROJECT_AUTHENTICATION_REQUIRED', status: 401, message: () => 'This endpoint requires client, server or admin authentication (deprecated error).' }),
  ADMIN_AUTHENTICATION_REQUIRED: row({ parent: 'PROJECT_AUTHENTICATION_REQUIRED', status: 401, message: () => 'Admin access requires a super secret admin key or an admin access token.' }),
  EXPECTED_INTERNAL_PROJECT: row({ parent: 'PROJECT_AUTHENTICATION_ERROR', status: 401, message: () => 'This endpoint is only available for the internal project.' }),

  // Session (access and refresh tokens).
  UNPARSABLE_ACCESS_TOKEN: row({ parent: 'INVALID_ACCESS_TOKEN', status: 401, retryAfterTokenRefresh: true, message: () => 'Access token is not parsable.' }),
  ACCESS_TOKEN_EXPIRED: row({ parent: 'INVALID_ACCESS_TOKEN', status: 401, retryAfterTokenRefresh: true, details: details<{ expired_at_millis: number | null; project_id: string | null; user_id: string | null; refresh_token_id: string | null }>({ expired_at_millis: 1767225600000, project_id: 'internal', user_id: '3b9a3c6e-5f1d-4c1e-9f55-0a2c9d1e7b42', refresh_token_id: '9d2f8c1a-7e4b-4b6a-8c3d-5e1f2a3b4c5d' }), message: () => 'Access token has expired. Please refresh it and try again.' }),
  INVALID_PROJECT_FOR_ACCESS_TOKEN: row({ parent: 'INVALID_ACCESS_TOKEN', status: 401, retryAfterTokenRefresh: true, details: details<{ expected_project_id: string; actual_project_id: string }>({ expected_project_id: 'internal', actual_project_id: 'other-project' }), message: (d) => `Access token was issued for the project "${d.actual_project_id}", but this request is for the project "${d.expected_project_id}".` }),
  REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED: row({ parent: 'REFRESH_TOKEN_ERROR', status: 401, message: () => 'Refresh token not found for this project, or the session has expired or been revoked.' }),
  CANNOT_DELETE_CURRENT_SESSION: row({ parent: 'REFRESH_TOKEN_ERROR', status: 400, message: () => 'The current session cannot be deleted this way; sign out instead.' }),
  PROVIDER_REJECTED: row({ parent: 'REFRESH_TOKEN_ERROR', status: 401, message: () => 'The sign-in provider revoked this session.' }),

  // Users and projects.
  USER_EMAIL_ALREADY_EXISTS: row({ status: 409, details: details<{ email: string; would_work_if_email_was_verified: boolean }>({ email: 'a@b.co', would_work_if_email_was_verified: false }), message: (d) => `A user with email "${d.email}" already exists.` }),
  EMAIL_NOT_VERIFIED: row({ status: 400, message: () => 'The e-mail address is not verified.' }),
  CANNOT_GET_OWN_USER_WITHOUT_USER: row({ status: 400, message: () => 'You used "me" without a signed-in user: send an access token.' }),
  USER_ID_DOES_NOT_EXIST: row({ status: 400, details: details<{ user_id: string }>({ user_id: '3b9a3c6e-5f1d-4c1e-9f55-0a2c9d1e7b42' }), message: (d) => `The user with the id ${d.user_id} does not exist.` }),
  USER_NOT_FOUND: row({ status: 404, message: () => 'User not found.' }),
  RESTRICTED_USER_NOT_ALLOWED: row({ status: 403, details: details<{ restricted_reason: RestrictedReason }>({ restricted_reason: { type: 'email_not_verified' } }), message: (d) => `This user is restricted (${d.restricted_reason.type}) and may not use this endpoint.` }),
  PROJECT_NOT_FOUND: row({ status: 404, details: details<{ project_id: string }>({ project_id: 'internal' }), message: (d) => `Project "${d.project_id}" not found.` }),
  CURRENT_PROJECT_NOT_FOUND: row({ status: 400, details: details<{ project_id: string }>({ project_id: 'internal' }), message: (d) => `The project "${d.project_id}" named in the x-stack-project-id header does not exist.` }),
  BRANCH_DOES_NOT_EXIST: row({ status: 400, details: details<{ branch_id: string }>({ branch_id: 'feature' }), message: (d) => `The branch "${d.branch_id}" named in the x-stack-branch-id header does not exist.` }),

  // Sign-up and sign-in.
  SIGN_UP_NOT_ENABLED: row({ status: 400, message: () => 'Creation of new accounts is not enabled for this project.' }),
  SIGN_UP_REJECTED: row({ status: 403, details: details<{ message: string }>({ message: 'Your sign up was rejected by an administrator rule.' }), message: (d) => d.message }),
  BOT_CHALLENGE_REQUIRED: row({ status: 409, message: () => 'Please complete the bot challenge to continue.' }),
  BOT_CHALLENGE_FAILED: row({ status: 400, details: details<{ message: string }>({ message: 'The bot challenge could not be verified.' }), message: (d) => d.message }),
  PASSWORD_AUTHENTICATION_NOT_ENABLED: row({ status: 400, message: () => 'Password authentication is not enabled for this project.' }),
  PASSKEY_AUTHENTICATION_NOT_ENABLED: row({ status: 400, message: () => 'Passkey authentication is not enabled for this project.' }),
  ANONYMOUS_ACCOUNTS_NOT_ENABLED: row({ status: 400, message: () => 'Anonymous accounts are not enabled for this project.' }),
  ANONYMOUS_AUTHENTICATION_NOT_ALLOWED: row({ status: 401, message: () => 'An anonymous user tried to use an endpoint without the x-stack-allow-anonymous-user header.' }),
  EMAIL_PASSWORD_MISMATCH: row({ status: 400, message: () => 'Wrong e-mail or password.' }),
  REDIRECT_URL_NOT_WHITELISTED: row({ status: 400, message: () => 'The redirect URL is not on the list of trusted domains of this project.' }),

  // Passwords.
  PASSWORD_TOO_SHORT: row({ parent: 'PASSWORD_REQUIREMENTS_NOT_MET', status: 400, details: details<{ min_length: number }>({ min_length: 8 }), message: (d) => `Password too short. Minimum length is ${d.min_length}.` }),
  PASSWORD_TOO_LONG: row({ parent: 'PASSWORD_REQUIREMENTS_NOT_MET', status: 400, details: details<{ maxLength: number }>({ maxLength: 70 }), message: (d) => `Password too long. Maximum length is ${d.maxLength}.` }),
  USER_DOES_NOT_HAVE_PASSWORD: row({ status: 400, message: () => 'This user does not have a password yet, so it cannot be updated.' }),
  PASSWORD_CONFIRMATION_MISMATCH: row({ status: 400, message: () => 'The old password is wrong.' }),

  // Verification codes.
  VERIFICATION_CODE_NOT_FOUND: row({ parent: 'VERIFICATION_ERROR', status: 404, message: () => 'The verification code does not exist for this project.' }),
  VERIFICATION_CODE_EXPIRED: row({ parent: 'VERIFICATION_ERROR', status: 400, message: () => 'The verification code has expired.' }),
  VERIFICATION_CODE_ALREADY_USED: row({ parent: 'VERIFICATION_ERROR', status: 409, message: () => 'The verification link has already been used.' }),
  VERIFICATION_CODE_MAX_ATTEMPTS_REACHED: row({ parent: 'VERIFICATION_ERROR', status: 400, message: () => 'Too many wrong attempts for this code. Please request a new one.' }),

  // E-mail addresses.
  EMAIL_ALREADY_VERIFIED: row({ status: 409, message: () => 'The e-mail address is already verified.' }),
  EMAIL_NOT_ASSOCIATED_WITH_USER: row({ status: 400, message: () => 'The e-mail address is not associated with this user.' }),
  EMAIL_IS_NOT_PRIMARY_EMAIL: row({ status: 400, details: details<{ email: string; primary_email: string | null }>({ email: 'other@b.co', primary_email: 'a@b.co' }), message: (d) => `The e-mail address "${d.email}" is not the primary e-mail address of this user.` }),

  // Passkeys (PASSKEY_WEBAUTHN_ERROR is raised client-side, around the browser's WebAuthn API).
  PASSKEY_REGISTRATION_FAILED: row({ status: 400, message: () => 'Passkey registration failed.' }),
  PASSKEY_WEBAUTHN_ERROR: row({ status: 400, details: details<{ message: string; code: WebAuthnErrorCode }>({ message: 'The operation either timed out or was not allowed.', code: 'ERROR_CEREMONY_ABORTED' }), message: (d) => d.message }),
  PASSKEY_AUTHENTICATION_FAILED: row({ status: 400, message: () => 'Passkey authentication failed.' }),

  // Permissions.
  PERMISSION_NOT_FOUND: row({ status: 404, details: details<{ permission_id: string }>({ permission_id: 'team_admin' }), message: (d) => `Permission "${d.permission_id}" not found.` }),
  WRONG_PERMISSION_SCOPE: row({ status: 404, details: details<{ permission_id: string; expected_scope: string; actual_scope: string }>({ permission_id: 'team_admin', expected_scope: 'project', actual_scope: 'team' }), message: (d) => `Permission "${d.permission_id}" has the ${d.actual_scope} scope, but ${a(d.expected_scope)} permission was expected.` }),
  CONTAINED_PERMISSION_NOT_FOUND: row({ status: 400, details: details<{ permission_id: string }>({ permission_id: 'read_secrets' }), message: (d) => `The contained permission "${d.permission_id}" was not found.` }),
  PERMISSION_ID_ALREADY_EXISTS: row({ status: 400, details: details<{ permission_id: string }>({ permission_id: 'team_admin' }), message: (d) => `A permission with the id "${d.permission_id}" already exists.` }),

  // Teams.
  TEAM_NOT_FOUND: row({ status: 404, details: details<{ team_id: string }>({ team_id: '6f0c2a8e-1b3d-4e5f-9a7b-8c9d0e1f2a3b' }), message: (d) => `Team ${d.team_id} not found.` }),
  TEAM_ALREADY_EXISTS: row({ status: 409, details: details<{ team_id: string }>({ team_id: '6f0c2a8e-1b3d-4e5f-9a7b-8c9d0e1f2a3b' }), message: (d) => `Team ${d.team_id} already exists.` }),
  TEAM_MEMBERSHIP_NOT_FOUND: row({ status: 404, details: details<{ team_id: string; user_id: string }>({ team_id: '6f0c2a8e-1b3d-4e5f-9a7b-8c9d0e1f2a3b', user_id: '3b9a3c6e-5f1d-4c1e-9f55-0a2c9d1e7b42' }), message: (d) => `User ${d.user_id} is not found in team ${d.team_id}.` }),
  TEAM_MEMBERSHIP_ALREADY_EXISTS: row({ status: 409, message: () => 'This user is already a member of this team.' }),
  TEAM_PERMISSION_REQUIRED: row({ status: 401, details: details<{ team_id: string; user_id: string; permission_id: string }>({ team_id: '6f0c2a8e-1b3d-4e5f-9a7b-8c9d0e1f2a3b', user_id: '3b9a3c6e-5f1d-4c1e-9f55-0a2c9d1e7b42', permission_id: '$invite_members' }), message: (d) => `User ${d.user_id} does not have the permission "${d.permission_id}" in team ${d.team_id}.` }),
  TEAM_PERMISSION_NOT_FOUND: row({ status: 401, details: details<{ team_id: string; user_id: string; permission_id: string }>({ team_id: '6f0c2a8e-1b3d-4e5f-9a7b-8c9d0e1f2a3b', user_id: '3b9a3c6e-5f1d-4c1e-9f55-0a2c9d1e7b42', permission_id: 'team_admin' }), message: (d) => `User ${d.user_id} was not directly granted the permission "${d.permission_id}" in team ${d.team_id}.` }),
  PROJECT_PERMISSION_REQUIRED: row({ status: 401, details: details<{ user_id: string; permission_id: string }>({ user_id: '3b9a3c6e-5f1d-4c1e-9f55-0a2c9d1e7b42', permission_id: 'admin' }), message: (d) => `User ${d.user_id} does not have the project permission "${d.permission_id}".` }),
  TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED: row({ status: 403, details: details<{ restricted_reason: RestrictedReason }>({ restricted_reason: { type: 'anonymous' } }), message: (d) => `Restricted users (${d.restricted_reason.type}) cannot accept team invitations.` }),
  USER_AUTHENTICATION_REQUIRED: row({ status: 401, message: () => 'You must be signed in to do this.' }),

  // E-mail templates.
  EMAIL_TEMPLATE_ALREADY_EXISTS: row({ status: 409, message: () => 'An e-mail template of this type already exists.' }),
  REQUIRES_CUSTOM_EMAIL_SERVER: row({ status: 400, message: () => 'This action requires a custom e-mail server; the shared one cannot be used.' }),
  EMAIL_RENDERING_ERROR: row({ status: 400, details: details<{ error: string }>({ error: 'Unexpected token in template.' }), message: (d) => `The e-mail template could not be rendered: ${d.error}` }),

  // OAuth.
  OAUTH_CONNECTION_NOT_CONNECTED_TO_USER: row({ status: 400, message: () => 'This OAuth connection is not connected to the user.' }),
  OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER: row({ status: 409, message: () => 'This OAuth account is already connected to another user.' }),
  OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE: row({ status: 400, message: () => 'The OAuth connection does not have the required scope.' }),
  OAUTH_ACCESS_TOKEN_NOT_AVAILABLE: row({ status: 400, details: details<{ provider: string; details: string }>({ provider: 'github', details: 'The refresh token was revoked.' }), message: (d) => `An access token for ${d.provider} could not be obtained: ${d.details}` }),
  OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS: row({ status: 400, message: () => 'Extra OAuth scopes cannot be requested with the shared OAuth keys; configure your own OAuth keys.' }),
  OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS: row({ status: 400, message: () => 'Provider access tokens are not available with the shared OAuth keys; configure your own OAuth keys.' }),
  INVALID_OAUTH_CLIENT_ID_OR_SECRET: row({ status: 400, details: details<{ client_id: string | null }>({ client_id: 'internal' }), message: (d) => `The OAuth client id${d.client_id === null ? '' : ` "${d.client_id}"`} or its client secret is invalid.` }),
  INVALID_SCOPE: row({ status: 400, message: () => 'The requested OAuth scope is not supported; only "legacy" is.' }),
  USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION: row({ status: 409, message: () => 'This user is already connected to another OAuth account of this provider.' }),
  OUTER_OAUTH_TIMEOUT: row({ status: 408, message: () => 'The OAuth flow took too long. Please sign in again.' }),
  OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED: row({ status: 400, message: () => 'This OAuth provider does not exist or is not enabled for this project.' }),
  APPLE_BUNDLE_ID_NOT_CONFIGURED: row({ status: 400, message: () => 'Sign in with Apple needs a bundle id, and none is configured.' }),
  OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN: row({ status: 400, message: () => 'This provider account is already used to sign in to another user.' }),
  OAUTH_PROVIDER_ACCESS_DENIED: row({ status: 400, message: () => 'Access was denied at the OAuth provider.' }),
  OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE: row({ status: 503, message: () => 'The OAuth provider is temporarily unavailable. Please try again later.' }),
  INVALID_SHARED_OAUTH_PROVIDER_ID: row({ status: 400, details: details<{ provider_id: string }>({ provider_id: 'myspace' }), message: (d) => `"${d.provider_id}" is not a valid shared OAuth provider id.` }),
  INVALID_STANDARD_OAUTH_PROVIDER_ID: row({ status: 400, details: details<{ provider_id: string }>({ provider_id: 'myspace' }), message: (d) => `"${d.provider_id}" is not a valid standard OAuth provider id.` }),
  INVALID_AUTHORIZATION_CODE: row({ status: 400, message: () => 'The authorization code is invalid, already used, or does not match the PKCE verifier.' }),
  INVALID_APPLE_CREDENTIALS: row({ status: 400, message: () => 'The Sign in with Apple credentials are invalid.' }),

  // MFA.
  MULTI_FACTOR_AUTHENTICATION_REQUIRED: row({ status: 400, details: details<{ attempt_code: string }>({ attempt_code: 'r8k2m4q6t9v1x3z5b7d0f2h4j6l8n0p2s4u6w8y0a1c3e5g7i9' }), message: () => 'Multi-factor authentication is required for this user.' }),
  INVALID_TOTP_CODE: row({ status: 400, message: () => 'Invalid TOTP code.' }),

  // Contact channels.
  CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE: row({ status: 409, details: details<{ type: string; contact_channel_value: string | null; would_work_if_email_was_verified: boolean }>({ type: 'email', contact_channel_value: 'a@b.co', would_work_if_email_was_verified: false }), message: (d) => `This ${d.type}${d.contact_channel_value === null ? '' : ` "${d.contact_channel_value}"`} is already used for sign-in by another user.` }),

  // API keys.
  API_KEY_EXPIRED: row({ parent: 'API_KEY_NOT_VALID', status: 401, message: () => 'API key has expired.' }),
  API_KEY_REVOKED: row({ parent: 'API_KEY_NOT_VALID', status: 401, message: () => 'API key has been revoked.' }),
  WRONG_API_KEY_TYPE: row({ parent: 'API_KEY_NOT_VALID', status: 400, details: details<{ expected_type: string; actual_type: string }>({ expected_type: 'user', actual_type: 'team' }), message: (d) => `This endpoint expects ${a(d.expected_type)} API key, but ${a(d.actual_type)} API key was given.` }),
  API_KEY_NOT_FOUND: row({ parent: 'API_KEY_NOT_VALID', status: 404, message: () => 'API key not found.' }),
  PUBLIC_API_KEY_CANNOT_BE_REVOKED: row({ parent: 'API_KEY_NOT_VALID', status: 400, message: () => 'Public API keys cannot be revoked.' }),

  // Items (only reachable through invitation seat limits of the internal project).
  ITEM_NOT_FOUND: row({ status: 404, details: details<{ item_id: string }>({ item_id: 'dashboard_admins' }), message: (d) => `Item "${d.item_id}" not found.` }),
  ITEM_QUANTITY_INSUFFICIENT_AMOUNT: row({ status: 400, details: details<{ item_id: string; customer_id: string; quantity: number }>({ item_id: 'dashboard_admins', customer_id: '6f0c2a8e-1b3d-4e5f-9a7b-8c9d0e1f2a3b', quantity: 1 }), message: (d) => `Not enough of the item "${d.item_id}" for customer ${d.customer_id} (requested ${d.quantity}).` }),
};

export type Catalogue = typeof catalogue;

/** Every known error code, parents included. */
export type KnownErrorCode = keyof Catalogue;

// Compile-time checks: keys are UPPER_SNAKE and every parent is itself a row.
const keysAreUpperSnake: [NonUpperSnakeKeys<Catalogue>] extends [never] ? true : NonUpperSnakeKeys<Catalogue> = true;
const parentsExist: [MissingParents<Catalogue>] extends [never] ? true : MissingParents<Catalogue> = true;
void keysAreUpperSnake;
void parentsExist;
