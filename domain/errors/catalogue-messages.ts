/**
 * The wording of every known error (the server's message for given details) and a realistic example of each code's
 * details. Only code that creates errors itself needs it (the emulator, docs, tests): a client rebuilds an error from
 * the server's own message, so browser bundles leave this table out. Importing it installs the messages as the default
 * of `new KnownErrors.X()` (see installKnownErrorMessages).
 */
import type { KnownErrorCode } from './catalogue';
import type { DetailsShape } from './catalogue-row';
import { CLIENT_SIDE_MESSAGES } from './client-side-errors';
import { installKnownErrorMessages } from './define-known-errors';
import type { KnownErrorDetails } from './known-error-types';

/** The message of a code, plus an example of its details when it has some (docs and round-trip tests use it). */
export type MessageRow<D> = [D] extends [DetailsShape]
  ? { readonly example: D; readonly message: (details: D) => string }
  : { readonly message: () => string };

const a = (text: string): string => (/^[aeiou]/i.test(text) ? `an ${text}` : `a ${text}`);

export const catalogueMessages: { readonly [C in KnownErrorCode]: MessageRow<KnownErrorDetails<C>> } = {
  // Parents (abstract: never on the wire).
  PROJECT_AUTHENTICATION_ERROR: { message: () => 'The request could not be authenticated for this project.' },
  INVALID_PROJECT_AUTHENTICATION: { message: () => 'The project authentication of this request is invalid.' },
  PROJECT_AUTHENTICATION_REQUIRED: { message: () => 'This endpoint requires project authentication.' },
  INVALID_ADMIN_ACCESS_TOKEN: { message: () => 'The admin access token is invalid.' },
  SESSION_AUTHENTICATION_ERROR: { message: () => 'The session of this request could not be authenticated.' },
  INVALID_SESSION_AUTHENTICATION: { message: () => 'The session authentication of this request is invalid.' },
  INVALID_ACCESS_TOKEN: { message: () => 'The access token is invalid.' },
  REFRESH_TOKEN_ERROR: { message: () => 'The refresh token can no longer be used.' },
  PASSWORD_REQUIREMENTS_NOT_MET: { message: () => 'The password does not meet the requirements.' },
  VERIFICATION_ERROR: { message: () => 'The verification code could not be used.' },
  API_KEY_NOT_VALID: { message: () => 'The API key is not valid.' },

  // Request shape.
  UNSUPPORTED_ERROR: { example: { originalErrorCode: 'SOME_NEWER_ERROR_CODE' }, message: (d) => `This version of Portcullis does not know the error code ${d.originalErrorCode}. Please update Portcullis.` },
  BODY_PARSING_ERROR: { message: () => 'The request body could not be parsed (invalid JSON or form data, or an unsupported content type).' },
  SCHEMA_ERROR: { example: { message: 'Request validation failed on POST /api/v1/auth/password/sign-in:\n  - body contains unknown properties: colour' }, message: (d) => d.message },
  ALL_OVERLOADS_FAILED: { example: { overload_errors: [{ code: 'SCHEMA_ERROR', error: 'Request validation failed.' }] }, message: () => 'This endpoint has several overloads, and the request matched none of them.' },

  // Project authentication.
  PROJECT_KEY_WITHOUT_ACCESS_TYPE: { message: () => 'A project key or admin access token was sent without the x-stack-access-type header.' },
  INVALID_ACCESS_TYPE: { message: () => 'The x-stack-access-type header must be one of "client", "server" or "admin".' },
  ACCESS_TYPE_WITHOUT_PROJECT_ID: { example: { request_type: 'client' }, message: (d) => `The access type "${d.request_type}" was sent without the x-stack-project-id header.` },
  ACCESS_TYPE_REQUIRED: { message: () => 'This endpoint requires project authentication: send the x-stack-access-type header.' },
  INSUFFICIENT_ACCESS_TYPE: { example: { actual_access_type: 'client', allowed_access_types: ['server', 'admin'] }, message: (d) => `The access type "${d.actual_access_type}" is not allowed for this endpoint; allowed: ${d.allowed_access_types.join(', ')}.` },
  INVALID_PUBLISHABLE_CLIENT_KEY: { example: { project_id: 'internal' }, message: (d) => `The publishable client key is not valid for the project "${d.project_id}" (wrong, expired or revoked).` },
  INVALID_SECRET_SERVER_KEY: { example: { project_id: 'internal' }, message: (d) => `The secret server key is not valid for the project "${d.project_id}".` },
  INVALID_SUPER_SECRET_ADMIN_KEY: { example: { project_id: 'internal' }, message: (d) => `The super secret admin key is not valid for the project "${d.project_id}".` },
  UNPARSABLE_ADMIN_ACCESS_TOKEN: { message: () => 'Admin access token is not parsable.' },
  ADMIN_ACCESS_TOKEN_EXPIRED: { example: { expired_at_millis: 1767225600000 }, message: () => 'Admin access token has expired. Please refresh it and try again.' },
  INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN: { message: () => 'Admin access tokens must come from the internal project.' },
  ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN: { message: () => 'The user of this admin access token does not manage this project.' },
  CLIENT_AUTHENTICATION_REQUIRED: { message: () => 'This endpoint requires client authentication (deprecated error).' },
  PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT: { example: { project_id: 'internal' }, message: (d) => `The project ${d.project_id === null ? '' : `"${d.project_id}" `}requires a publishable client key.` },
  SERVER_AUTHENTICATION_REQUIRED: { message: () => 'Server access requires a secret server key.' },
  CLIENT_OR_SERVER_AUTHENTICATION_REQUIRED: { message: () => 'This endpoint requires client or server authentication (deprecated error).' },
  CLIENT_OR_ADMIN_AUTHENTICATION_REQUIRED: { message: () => 'This endpoint requires client or admin authentication (deprecated error).' },
  CLIENT_OR_SERVER_OR_ADMIN_AUTHENTICATION_REQUIRED: { message: () => 'This endpoint requires client, server or admin authentication (deprecated error).' },
  ADMIN_AUTHENTICATION_REQUIRED: { message: () => 'Admin access requires a super secret admin key or an admin access token.' },
  EXPECTED_INTERNAL_PROJECT: { message: () => 'This endpoint is only available for the internal project.' },

  // Session (access and refresh tokens).
  UNPARSABLE_ACCESS_TOKEN: { message: () => 'Access token is not parsable.' },
  ACCESS_TOKEN_EXPIRED: { example: { expired_at_millis: 1767225600000, project_id: 'internal', user_id: '3b9a3c6e-5f1d-4c1e-9f55-0a2c9d1e7b42', refresh_token_id: '9d2f8c1a-7e4b-4b6a-8c3d-5e1f2a3b4c5d' }, message: () => 'Access token has expired. Please refresh it and try again.' },
  INVALID_PROJECT_FOR_ACCESS_TOKEN: { example: { expected_project_id: 'internal', actual_project_id: 'other-project' }, message: (d) => `Access token was issued for the project "${d.actual_project_id}", but this request is for the project "${d.expected_project_id}".` },
  REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED: { message: () => 'Refresh token not found for this project, or the session has expired or been revoked.' },
  CANNOT_DELETE_CURRENT_SESSION: { message: () => 'The current session cannot be deleted this way; sign out instead.' },
  PROVIDER_REJECTED: { message: () => 'The sign-in provider revoked this session.' },

  // Users and projects.
  USER_EMAIL_ALREADY_EXISTS: { example: { email: 'a@b.co', would_work_if_email_was_verified: false }, message: (d) => `A user with email "${d.email}" already exists.` },
  EMAIL_NOT_VERIFIED: { message: () => 'The e-mail address is not verified.' },
  CANNOT_GET_OWN_USER_WITHOUT_USER: { message: () => 'You used "me" without a signed-in user: send an access token.' },
  USER_ID_DOES_NOT_EXIST: { example: { user_id: '3b9a3c6e-5f1d-4c1e-9f55-0a2c9d1e7b42' }, message: (d) => `The user with the id ${d.user_id} does not exist.` },
  USER_NOT_FOUND: { message: () => 'User not found.' },
  RESTRICTED_USER_NOT_ALLOWED: { example: { restricted_reason: { type: 'email_not_verified' } }, message: (d) => `This user is restricted (${d.restricted_reason.type}) and may not use this endpoint.` },
  PROJECT_NOT_FOUND: { example: { project_id: 'internal' }, message: (d) => `Project "${d.project_id}" not found.` },
  CURRENT_PROJECT_NOT_FOUND: { example: { project_id: 'internal' }, message: (d) => `The project "${d.project_id}" named in the x-stack-project-id header does not exist.` },
  BRANCH_DOES_NOT_EXIST: { example: { branch_id: 'feature' }, message: (d) => `The branch "${d.branch_id}" named in the x-stack-branch-id header does not exist.` },

  // Sign-up and sign-in.
  SIGN_UP_NOT_ENABLED: { message: () => 'Creation of new accounts is not enabled for this project.' },
  SIGN_UP_REJECTED: { example: { message: 'Your sign up was rejected by an administrator rule.' }, message: (d) => d.message },
  BOT_CHALLENGE_REQUIRED: { message: () => 'Please complete the bot challenge to continue.' },
  BOT_CHALLENGE_FAILED: { example: { message: 'The bot challenge could not be verified.' }, message: (d) => d.message },
  PASSWORD_AUTHENTICATION_NOT_ENABLED: { message: () => 'Password authentication is not enabled for this project.' },
  PASSKEY_AUTHENTICATION_NOT_ENABLED: { message: () => 'Passkey authentication is not enabled for this project.' },
  ANONYMOUS_ACCOUNTS_NOT_ENABLED: { message: () => 'Anonymous accounts are not enabled for this project.' },
  ANONYMOUS_AUTHENTICATION_NOT_ALLOWED: { message: () => 'An anonymous user tried to use an endpoint without the x-stack-allow-anonymous-user header.' },
  EMAIL_PASSWORD_MISMATCH: { message: () => 'Wrong e-mail or password.' },
  REDIRECT_URL_NOT_WHITELISTED: { message: () => 'The redirect URL is not on the list of trusted domains of this project.' },

  // Passwords.
  PASSWORD_TOO_SHORT: { example: { min_length: 8 }, message: CLIENT_SIDE_MESSAGES.PASSWORD_TOO_SHORT },
  PASSWORD_TOO_LONG: { example: { maxLength: 70 }, message: CLIENT_SIDE_MESSAGES.PASSWORD_TOO_LONG },
  USER_DOES_NOT_HAVE_PASSWORD: { message: () => 'This user does not have a password yet, so it cannot be updated.' },
  PASSWORD_CONFIRMATION_MISMATCH: { message: CLIENT_SIDE_MESSAGES.PASSWORD_CONFIRMATION_MISMATCH },

  // Verification codes.
  VERIFICATION_CODE_NOT_FOUND: { message: CLIENT_SIDE_MESSAGES.VERIFICATION_CODE_NOT_FOUND },
  VERIFICATION_CODE_EXPIRED: { message: () => 'The verification code has expired.' },
  VERIFICATION_CODE_ALREADY_USED: { message: () => 'The verification link has already been used.' },
  VERIFICATION_CODE_MAX_ATTEMPTS_REACHED: { message: () => 'Too many wrong attempts for this code. Please request a new one.' },

  // E-mail addresses.
  EMAIL_ALREADY_VERIFIED: { message: () => 'The e-mail address is already verified.' },
  EMAIL_NOT_ASSOCIATED_WITH_USER: { message: () => 'The e-mail address is not associated with this user.' },
  EMAIL_IS_NOT_PRIMARY_EMAIL: { example: { email: 'other@b.co', primary_email: 'a@b.co' }, message: (d) => `The e-mail address "${d.email}" is not the primary e-mail address of this user.` },

  // Passkeys (PASSKEY_WEBAUTHN_ERROR is raised client-side, around the browser's WebAuthn API).
  PASSKEY_REGISTRATION_FAILED: { message: () => 'Passkey registration failed.' },
  PASSKEY_WEBAUTHN_ERROR: { example: { message: 'The operation either timed out or was not allowed.', code: 'ERROR_CEREMONY_ABORTED' }, message: (d) => d.message },
  PASSKEY_AUTHENTICATION_FAILED: { message: () => 'Passkey authentication failed.' },

  // Permissions.
  PERMISSION_NOT_FOUND: { example: { permission_id: 'team_admin' }, message: (d) => `Permission "${d.permission_id}" not found.` },
  WRONG_PERMISSION_SCOPE: { example: { permission_id: 'team_admin', expected_scope: 'project', actual_scope: 'team' }, message: (d) => `Permission "${d.permission_id}" has the ${d.actual_scope} scope, but ${a(d.expected_scope)} permission was expected.` },
  CONTAINED_PERMISSION_NOT_FOUND: { example: { permission_id: 'read_secrets' }, message: (d) => `The contained permission "${d.permission_id}" was not found.` },
  PERMISSION_ID_ALREADY_EXISTS: { example: { permission_id: 'team_admin' }, message: (d) => `A permission with the id "${d.permission_id}" already exists.` },

  // Teams.
  TEAM_NOT_FOUND: { example: { team_id: '6f0c2a8e-1b3d-4e5f-9a7b-8c9d0e1f2a3b' }, message: (d) => `Team ${d.team_id} not found.` },
  TEAM_ALREADY_EXISTS: { example: { team_id: '6f0c2a8e-1b3d-4e5f-9a7b-8c9d0e1f2a3b' }, message: (d) => `Team ${d.team_id} already exists.` },
  TEAM_MEMBERSHIP_NOT_FOUND: { example: { team_id: '6f0c2a8e-1b3d-4e5f-9a7b-8c9d0e1f2a3b', user_id: '3b9a3c6e-5f1d-4c1e-9f55-0a2c9d1e7b42' }, message: (d) => `User ${d.user_id} is not found in team ${d.team_id}.` },
  TEAM_MEMBERSHIP_ALREADY_EXISTS: { message: () => 'This user is already a member of this team.' },
  TEAM_PERMISSION_REQUIRED: { example: { team_id: '6f0c2a8e-1b3d-4e5f-9a7b-8c9d0e1f2a3b', user_id: '3b9a3c6e-5f1d-4c1e-9f55-0a2c9d1e7b42', permission_id: '$invite_members' }, message: (d) => `User ${d.user_id} does not have the permission "${d.permission_id}" in team ${d.team_id}.` },
  TEAM_PERMISSION_NOT_FOUND: { example: { team_id: '6f0c2a8e-1b3d-4e5f-9a7b-8c9d0e1f2a3b', user_id: '3b9a3c6e-5f1d-4c1e-9f55-0a2c9d1e7b42', permission_id: 'team_admin' }, message: (d) => `User ${d.user_id} was not directly granted the permission "${d.permission_id}" in team ${d.team_id}.` },
  PROJECT_PERMISSION_REQUIRED: { example: { user_id: '3b9a3c6e-5f1d-4c1e-9f55-0a2c9d1e7b42', permission_id: 'admin' }, message: (d) => `User ${d.user_id} does not have the project permission "${d.permission_id}".` },
  TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED: { example: { restricted_reason: { type: 'anonymous' } }, message: (d) => `Restricted users (${d.restricted_reason.type}) cannot accept team invitations.` },
  USER_AUTHENTICATION_REQUIRED: { message: CLIENT_SIDE_MESSAGES.USER_AUTHENTICATION_REQUIRED },

  // E-mail templates.
  EMAIL_TEMPLATE_ALREADY_EXISTS: { message: () => 'An e-mail template of this type already exists.' },
  REQUIRES_CUSTOM_EMAIL_SERVER: { message: () => 'This action requires a custom e-mail server; the shared one cannot be used.' },
  EMAIL_RENDERING_ERROR: { example: { error: 'Unexpected token in template.' }, message: (d) => `The e-mail template could not be rendered: ${d.error}` },

  // OAuth.
  OAUTH_CONNECTION_NOT_CONNECTED_TO_USER: { message: () => 'This OAuth connection is not connected to the user.' },
  OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER: { message: () => 'This OAuth account is already connected to another user.' },
  OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE: { message: () => 'The OAuth connection does not have the required scope.' },
  OAUTH_ACCESS_TOKEN_NOT_AVAILABLE: { example: { provider: 'github', details: 'The refresh token was revoked.' }, message: (d) => `An access token for ${d.provider} could not be obtained: ${d.details}` },
  OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS: { message: () => 'Extra OAuth scopes cannot be requested with the shared OAuth keys; configure your own OAuth keys.' },
  OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS: { message: () => 'Provider access tokens are not available with the shared OAuth keys; configure your own OAuth keys.' },
  INVALID_OAUTH_CLIENT_ID_OR_SECRET: { example: { client_id: 'internal' }, message: (d) => `The OAuth client id${d.client_id === null ? '' : ` "${d.client_id}"`} or its client secret is invalid.` },
  INVALID_SCOPE: { message: () => 'The requested OAuth scope is not supported; only "legacy" is.' },
  USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION: { message: () => 'This user is already connected to another OAuth account of this provider.' },
  OUTER_OAUTH_TIMEOUT: { message: () => 'The OAuth flow took too long. Please sign in again.' },
  OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED: { message: () => 'This OAuth provider does not exist or is not enabled for this project.' },
  APPLE_BUNDLE_ID_NOT_CONFIGURED: { message: () => 'Sign in with Apple needs a bundle id, and none is configured.' },
  OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN: { message: () => 'This provider account is already used to sign in to another user.' },
  OAUTH_PROVIDER_ACCESS_DENIED: { message: () => 'Access was denied at the OAuth provider.' },
  OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE: { message: () => 'The OAuth provider is temporarily unavailable. Please try again later.' },
  INVALID_SHARED_OAUTH_PROVIDER_ID: { example: { provider_id: 'myspace' }, message: (d) => `"${d.provider_id}" is not a valid shared OAuth provider id.` },
  INVALID_STANDARD_OAUTH_PROVIDER_ID: { example: { provider_id: 'myspace' }, message: (d) => `"${d.provider_id}" is not a valid standard OAuth provider id.` },
  INVALID_AUTHORIZATION_CODE: { message: () => 'The authorization code is invalid, already used, or does not match the PKCE verifier.' },
  INVALID_APPLE_CREDENTIALS: { message: () => 'The Sign in with Apple credentials are invalid.' },

  // MFA.
  MULTI_FACTOR_AUTHENTICATION_REQUIRED: { example: { attempt_code: 'r8k2m4q6t9v1x3z5b7d0f2h4j6l8n0p2s4u6w8y0a1c3e5g7i9' }, message: () => 'Multi-factor authentication is required for this user.' },
  INVALID_TOTP_CODE: { message: CLIENT_SIDE_MESSAGES.INVALID_TOTP_CODE },

  // Contact channels.
  CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE: { example: { type: 'email', contact_channel_value: 'a@b.co', would_work_if_email_was_verified: false }, message: (d) => `This ${d.type}${d.contact_channel_value === null ? '' : ` "${d.contact_channel_value}"`} is already used for sign-in by another user.` },

  // API keys.
  API_KEY_EXPIRED: { message: () => 'API key has expired.' },
  API_KEY_REVOKED: { message: () => 'API key has been revoked.' },
  WRONG_API_KEY_TYPE: { example: { expected_type: 'user', actual_type: 'team' }, message: (d) => `This endpoint expects ${a(d.expected_type)} API key, but ${a(d.actual_type)} API key was given.` },
  API_KEY_NOT_FOUND: { message: () => 'API key not found.' },
  PUBLIC_API_KEY_CANNOT_BE_REVOKED: { message: () => 'Public API keys cannot be revoked.' },

  // Items (only reachable through invitation seat limits of the internal project).
  ITEM_NOT_FOUND: { example: { item_id: 'dashboard_admins' }, message: (d) => `Item "${d.item_id}" not found.` },
  ITEM_QUANTITY_INSUFFICIENT_AMOUNT: { example: { item_id: 'dashboard_admins', customer_id: '6f0c2a8e-1b3d-4e5f-9a7b-8c9d0e1f2a3b', quantity: 1 }, message: (d) => `Not enough of the item "${d.item_id}" for customer ${d.customer_id} (requested ${d.quantity}).` },
};

installKnownErrorMessages(catalogueMessages);
