/**
 * The wording of every known error — the hosted service's own, byte for byte (tests/domain/errors/upstream-wording.test.ts
 * compares each with what the upstream definitions answer) — and a realistic example of each code's details. Only code that creates errors itself needs it (the emulator, docs, tests): a client rebuilds an error from
 * the server's own message, so browser bundles leave this table out. Importing it installs the messages as the default
 * of `new KnownErrors.X()` (see installKnownErrorMessages).
 */
import type { KnownErrorCode } from './catalogue';
import type { DetailsShape } from './catalogue-row';
import { CLIENT_SIDE_MESSAGES } from './client-side-errors';
import { installKnownErrorMessages } from './define-known-errors';
import type { KnownErrorDetails } from './known-error-types';
import { isoStringOfMillis } from '../shared/iso-time';

/** The message of a code, plus an example of its details when it has some (docs and round-trip tests use it). */
export type MessageRow<D> = [D] extends [DetailsShape]
  ? { readonly example: D; readonly message: (details: D) => string }
  : { readonly message: () => string };

const NOT_VERIFIED_YET = ' but the email is not verified. Please login to your existing account with the method you used to sign up, and then verify your email to sign in with this login method.';
const AUTH_DOCS = 'For more information, see the docs on REST API authentication: https://docs.stack-auth.com/rest-api/overview#authentication';
const ACCESS_TOKEN_DEBUG = "Debug info: Most likely, you fetched the access token before it expired (for example, in a server component, pre-rendered page, or on page load), but then didn't refresh it before it expired. If this is the case, and you're using the SDK, make sure you call getAccessToken() every time you need to use the access token. If you're not using the SDK, make sure you refresh the access token with the refresh endpoint.";
const expiredAt = (millis: number | null): string => (millis === null || millis === 0 ? '' : ` (The access token expired at ${isoStringOfMillis(millis)}.)`);
const indentLines = (text: string): string => text.split('\n').map((line) => `  ${line}`).join('\n');
const quoted = (value: string | null): string => JSON.stringify(value);

/**
 * Codes whose message interpolates a value that the details do not carry (the body has no details): the emulator words
 * them with these (`knownBecause(code, value)`); each row's own `message` is then the generic fallback.
 */
export const MESSAGE_WITH_ARGUMENT = {
  BODY_PARSING_ERROR: (reason: string) => reason,
  INVALID_ACCESS_TYPE: (accessType: string) => `The x-stack-access-type header must be 'client', 'server', or 'admin', but was '${accessType}'.`,
  INVALID_SCOPE: (scope: string) => `The scope "${scope}" is not a valid OAuth scope for Stack.`,
  PASSKEY_REGISTRATION_FAILED: (reason: string) => reason,
  PASSKEY_AUTHENTICATION_FAILED: (reason: string) => reason,
} satisfies { readonly [C in KnownErrorCode]?: (argument: string) => string };

export const catalogueMessages: { readonly [C in KnownErrorCode]: MessageRow<KnownErrorDetails<C>> } = {
  // Parents (abstract: never on the wire, so never worded by the service).
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
  UNSUPPORTED_ERROR: { example: { originalErrorCode: 'SOME_NEWER_ERROR_CODE' }, message: (d) => `An error occurred that is not currently supported (possibly because it was added in a version of Stack that is newer than this client). The original unsupported error code was: ${d.originalErrorCode}` },
  BODY_PARSING_ERROR: { message: () => 'Invalid JSON in request body' },
  SCHEMA_ERROR: { example: { message: 'Request validation failed on POST /api/v1/auth/password/sign-in:\n  - body contains unknown properties: colour' }, message: (d) => d.message },
  ALL_OVERLOADS_FAILED: {
    example: { overload_errors: [{ code: 'SCHEMA_ERROR', error: 'Request validation failed.' }] },
    message: (d) => `This endpoint has multiple overloads, but they all failed to process the request.\n\n${indentLines(d.overload_errors.map((e, i) => `Overload ${i + 1}: ${JSON.stringify(e, undefined, 2)}`).join('\n\n'))}`,
  },

  // Project authentication.
  PROJECT_KEY_WITHOUT_ACCESS_TYPE: { message: () => "Either an API key or an admin access token was provided, but the x-stack-access-type header is missing. Set it to 'client', 'server', or 'admin' as appropriate." },
  INVALID_ACCESS_TYPE: { message: () => "The x-stack-access-type header must be 'client', 'server', or 'admin'." },
  ACCESS_TYPE_WITHOUT_PROJECT_ID: { example: { request_type: 'client' }, message: (d) => `The x-stack-access-type header was '${d.request_type}', but the x-stack-project-id header was not provided.\n\n${AUTH_DOCS}` },
  ACCESS_TYPE_REQUIRED: { message: () => `You must specify an access level for this Stack project. Make sure project API keys are provided (eg. x-stack-publishable-client-key) and you set the x-stack-access-type header to 'client', 'server', or 'admin'.\n\n${AUTH_DOCS}` },
  INSUFFICIENT_ACCESS_TYPE: { example: { actual_access_type: 'client', allowed_access_types: ['server', 'admin'] }, message: (d) => `The x-stack-access-type header must be ${d.allowed_access_types.map((t) => `'${t}'`).join(' or ')}, but was '${d.actual_access_type}'.` },
  INVALID_PUBLISHABLE_CLIENT_KEY: { example: { project_id: 'internal' }, message: (d) => `The publishable key is not valid for the project ${quoted(d.project_id)}. Does the project and/or the key exist?` },
  INVALID_SECRET_SERVER_KEY: { example: { project_id: 'internal' }, message: (d) => `The secret server key is not valid for the project ${quoted(d.project_id)}. Does the project and/or the key exist?` },
  INVALID_SUPER_SECRET_ADMIN_KEY: { example: { project_id: 'internal' }, message: (d) => `The super secret admin key is not valid for the project ${quoted(d.project_id)}. Does the project and/or the key exist?` },
  UNPARSABLE_ADMIN_ACCESS_TOKEN: { message: () => 'Admin access token is not parsable.' },
  ADMIN_ACCESS_TOKEN_EXPIRED: { example: { expired_at_millis: 1767225600000 }, message: (d) => `Admin access token has expired. Please refresh it and try again.${expiredAt(d.expired_at_millis)}` },
  INVALID_PROJECT_FOR_ADMIN_ACCESS_TOKEN: { message: () => 'Admin access tokens must be created on the internal project.' },
  ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN: { message: () => 'Admin access token does not have the required permissions to access this project.' },
  CLIENT_AUTHENTICATION_REQUIRED: { message: () => 'The publishable client key must be provided.' },
  PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT: { example: { project_id: 'internal' }, message: () => 'Publishable client keys are required for this project. Create one in Project Keys, or disable this requirement there to allow keyless client access.' },
  SERVER_AUTHENTICATION_REQUIRED: { message: () => 'The secret server key must be provided.' },
  CLIENT_OR_SERVER_AUTHENTICATION_REQUIRED: { message: () => 'Either the publishable client key or the secret server key must be provided.' },
  CLIENT_OR_ADMIN_AUTHENTICATION_REQUIRED: { message: () => 'Either the publishable client key or the super secret admin key must be provided.' },
  CLIENT_OR_SERVER_OR_ADMIN_AUTHENTICATION_REQUIRED: { message: () => 'Either the publishable client key, the secret server key, or the super secret admin key must be provided.' },
  ADMIN_AUTHENTICATION_REQUIRED: { message: () => 'The super secret admin key must be provided.' },
  EXPECTED_INTERNAL_PROJECT: { message: () => 'The project ID is expected to be internal.' },

  // Session (access and refresh tokens).
  UNPARSABLE_ACCESS_TOKEN: { message: () => 'Access token is not parsable.' },
  ACCESS_TOKEN_EXPIRED: {
    example: { expired_at_millis: 1767225600000, project_id: 'internal', user_id: '3b9a3c6e-5f1d-4c1e-9f55-0a2c9d1e7b42', refresh_token_id: '9d2f8c1a-7e4b-4b6a-8c3d-5e1f2a3b4c5d' },
    message: (d) => `Access token has expired. Please refresh it and try again.${expiredAt(d.expired_at_millis)}${d.project_id ? ` Project ID: ${d.project_id}.` : ''}${d.user_id ? ` User ID: ${d.user_id}.` : ''}${d.refresh_token_id ? ` Refresh token ID: ${d.refresh_token_id}.` : ''}\n\n${ACCESS_TOKEN_DEBUG}`,
  },
  INVALID_PROJECT_FOR_ACCESS_TOKEN: { example: { expected_project_id: 'internal', actual_project_id: 'other-project' }, message: (d) => `Access token not valid for this project. Expected project ID ${quoted(d.expected_project_id)}, but the token is for project ID ${quoted(d.actual_project_id)}.` },
  REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED: { message: () => 'Refresh token not found for this project, or the session has expired/been revoked.' },
  CANNOT_DELETE_CURRENT_SESSION: { message: () => 'Cannot delete the current session.' },
  PROVIDER_REJECTED: { message: () => 'The provider refused to refresh their token. This usually means that the provider used to authenticate the user no longer regards this session as valid, and the user must re-authenticate.' },

  // Users and projects.
  USER_EMAIL_ALREADY_EXISTS: { example: { email: 'a@b.co', would_work_if_email_was_verified: false }, message: (d) => `A user with email ${quoted(d.email)} already exists${d.would_work_if_email_was_verified ? NOT_VERIFIED_YET : '.'}` },
  EMAIL_NOT_VERIFIED: { message: () => 'The email is not verified.' },
  CANNOT_GET_OWN_USER_WITHOUT_USER: { message: () => "You have specified 'me' as a userId, but did not provide authentication for a user." },
  USER_ID_DOES_NOT_EXIST: { example: { user_id: '3b9a3c6e-5f1d-4c1e-9f55-0a2c9d1e7b42' }, message: (d) => `The given user with the ID ${d.user_id} does not exist.` },
  USER_NOT_FOUND: { message: () => 'User not found.' },
  RESTRICTED_USER_NOT_ALLOWED: { example: { restricted_reason: { type: 'email_not_verified' } }, message: (d) => `The user in the access token is in restricted state. Reason: ${d.restricted_reason.type}. Please pass the X-Stack-Allow-Restricted-User header if this is intended.` },
  PROJECT_NOT_FOUND: { example: { project_id: 'internal' }, message: (d) => `Project ${d.project_id} not found or is not accessible with the current user.` },
  CURRENT_PROJECT_NOT_FOUND: { example: { project_id: 'internal' }, message: (d) => `The current project with ID ${d.project_id} was not found. Please check the value of the x-stack-project-id header.` },
  BRANCH_DOES_NOT_EXIST: { example: { branch_id: 'feature' }, message: (d) => `The branch with ID ${d.branch_id} does not exist.` },

  // Sign-up and sign-in.
  SIGN_UP_NOT_ENABLED: { message: () => 'Creation of new accounts is not enabled for this project. Please ask the project owner to enable it.' },
  SIGN_UP_REJECTED: { example: { message: 'Your sign up was rejected by an administrator rule.' }, message: (d) => d.message },
  BOT_CHALLENGE_REQUIRED: { message: () => 'An additional bot challenge is required before sign-up can continue.' },
  BOT_CHALLENGE_FAILED: { example: { message: 'The bot challenge could not be verified.' }, message: (d) => d.message },
  PASSWORD_AUTHENTICATION_NOT_ENABLED: { message: () => 'Password authentication is not enabled for this project.' },
  PASSKEY_AUTHENTICATION_NOT_ENABLED: { message: () => 'Passkey authentication is not enabled for this project.' },
  ANONYMOUS_ACCOUNTS_NOT_ENABLED: { message: () => 'Anonymous accounts are not enabled for this project.' },
  ANONYMOUS_AUTHENTICATION_NOT_ALLOWED: { message: () => "X-Stack-Access-Token is for an anonymous user, but anonymous users are not enabled. Set the X-Stack-Allow-Anonymous-User header of this request to 'true' to allow anonymous users." },
  EMAIL_PASSWORD_MISMATCH: { message: () => 'Wrong e-mail or password.' },
  REDIRECT_URL_NOT_WHITELISTED: { message: () => 'Redirect URL not whitelisted. Did you forget to add this domain to the trusted domains list on the Stack Auth dashboard?' },

  // Passwords.
  PASSWORD_TOO_SHORT: { example: { min_length: 8 }, message: CLIENT_SIDE_MESSAGES.PASSWORD_TOO_SHORT },
  PASSWORD_TOO_LONG: { example: { maxLength: 70 }, message: CLIENT_SIDE_MESSAGES.PASSWORD_TOO_LONG },
  USER_DOES_NOT_HAVE_PASSWORD: { message: () => 'This user does not have password authentication enabled.' },
  PASSWORD_CONFIRMATION_MISMATCH: { message: CLIENT_SIDE_MESSAGES.PASSWORD_CONFIRMATION_MISMATCH },

  // Verification codes.
  VERIFICATION_CODE_NOT_FOUND: { message: CLIENT_SIDE_MESSAGES.VERIFICATION_CODE_NOT_FOUND },
  VERIFICATION_CODE_EXPIRED: { message: () => 'The verification code has expired.' },
  VERIFICATION_CODE_ALREADY_USED: { message: () => 'The verification link has already been used.' },
  VERIFICATION_CODE_MAX_ATTEMPTS_REACHED: { message: () => 'The verification code nonce has reached the maximum number of attempts. This code is not valid anymore.' },

  // E-mail addresses.
  EMAIL_ALREADY_VERIFIED: { message: () => 'The e-mail is already verified.' },
  EMAIL_NOT_ASSOCIATED_WITH_USER: { message: () => 'The e-mail is not associated with a user that could log in with that e-mail.' },
  EMAIL_IS_NOT_PRIMARY_EMAIL: { example: { email: 'other@b.co', primary_email: 'a@b.co' }, message: (d) => `The given e-mail (${d.email}) must equal the user's primary e-mail (${d.primary_email}).` },

  // Passkeys (PASSKEY_WEBAUTHN_ERROR is raised client-side, around the browser's WebAuthn API).
  PASSKEY_REGISTRATION_FAILED: { message: () => 'Passkey registration failed because the verification response is invalid' },
  PASSKEY_WEBAUTHN_ERROR: { example: { message: 'The operation either timed out or was not allowed.', code: 'ERROR_CEREMONY_ABORTED' }, message: (d) => d.message },
  PASSKEY_AUTHENTICATION_FAILED: { message: () => 'Passkey not found' },

  // Permissions.
  PERMISSION_NOT_FOUND: { example: { permission_id: 'team_admin' }, message: (d) => `Permission "${d.permission_id}" not found. Make sure you created it on the dashboard.` },
  WRONG_PERMISSION_SCOPE: { example: { permission_id: 'team_admin', expected_scope: 'project', actual_scope: 'team' }, message: (d) => `Permission ${quoted(d.permission_id)} not found. (It was found for a different scope ${quoted(d.actual_scope)}, but scope ${quoted(d.expected_scope)} was expected.)` },
  CONTAINED_PERMISSION_NOT_FOUND: { example: { permission_id: 'read_secrets' }, message: (d) => `Contained permission with ID "${d.permission_id}" not found. Make sure you created it on the dashboard.` },
  PERMISSION_ID_ALREADY_EXISTS: { example: { permission_id: 'team_admin' }, message: (d) => `Permission with ID "${d.permission_id}" already exists. Choose a different ID.` },

  // Teams.
  TEAM_NOT_FOUND: { example: { team_id: '6f0c2a8e-1b3d-4e5f-9a7b-8c9d0e1f2a3b' }, message: (d) => `Team ${d.team_id} not found.` },
  TEAM_ALREADY_EXISTS: { example: { team_id: '6f0c2a8e-1b3d-4e5f-9a7b-8c9d0e1f2a3b' }, message: (d) => `Team ${d.team_id} already exists.` },
  TEAM_MEMBERSHIP_NOT_FOUND: { example: { team_id: '6f0c2a8e-1b3d-4e5f-9a7b-8c9d0e1f2a3b', user_id: '3b9a3c6e-5f1d-4c1e-9f55-0a2c9d1e7b42' }, message: (d) => `User ${d.user_id} is not found in team ${d.team_id}.` },
  TEAM_MEMBERSHIP_ALREADY_EXISTS: { message: () => 'Team membership already exists.' },
  TEAM_PERMISSION_REQUIRED: { example: { team_id: '6f0c2a8e-1b3d-4e5f-9a7b-8c9d0e1f2a3b', user_id: '3b9a3c6e-5f1d-4c1e-9f55-0a2c9d1e7b42', permission_id: '$invite_members' }, message: (d) => `User ${d.user_id} does not have permission ${d.permission_id} in team ${d.team_id}.` },
  TEAM_PERMISSION_NOT_FOUND: { example: { team_id: '6f0c2a8e-1b3d-4e5f-9a7b-8c9d0e1f2a3b', user_id: '3b9a3c6e-5f1d-4c1e-9f55-0a2c9d1e7b42', permission_id: 'team_admin' }, message: (d) => `User ${d.user_id} does not have permission ${d.permission_id} in team ${d.team_id}.` },
  PROJECT_PERMISSION_REQUIRED: { example: { user_id: '3b9a3c6e-5f1d-4c1e-9f55-0a2c9d1e7b42', permission_id: 'admin' }, message: (d) => `User ${d.user_id} does not have permission ${d.permission_id}.` },
  TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED: { example: { restricted_reason: { type: 'anonymous' } }, message: (d) => `Restricted users cannot accept team invitations. Reason: ${d.restricted_reason.type}. Please complete the onboarding process before accepting team invitations.` },
  USER_AUTHENTICATION_REQUIRED: { message: CLIENT_SIDE_MESSAGES.USER_AUTHENTICATION_REQUIRED },

  // E-mail templates.
  EMAIL_TEMPLATE_ALREADY_EXISTS: { message: () => 'Email template already exists.' },
  REQUIRES_CUSTOM_EMAIL_SERVER: { message: () => 'This action requires a custom SMTP server. Please edit your email server configuration and try again.' },
  EMAIL_RENDERING_ERROR: { example: { error: 'Unexpected token in template.' }, message: (d) => `Failed to render email with theme: ${d.error}` },

  // Analytics.
  ANALYTICS_NOT_ENABLED: { message: () => 'Analytics is not enabled for this project.' },

  // OAuth.
  OAUTH_CONNECTION_NOT_CONNECTED_TO_USER: { message: () => 'The OAuth connection is not connected to any user.' },
  OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER: { message: () => 'The OAuth connection is already connected to another user.' },
  OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE: { message: () => 'The OAuth connection does not have the required scope.' },
  OAUTH_ACCESS_TOKEN_NOT_AVAILABLE: { example: { provider: 'github', details: 'The refresh token was revoked.' }, message: (d) => `Failed to retrieve an OAuth access token for the connected account (provider: ${d.provider}). ${d.details}` },
  OAUTH_EXTRA_SCOPE_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS: { message: () => 'Extra scopes are not available with shared OAuth keys. Please add your own OAuth keys on the Stack dashboard to use extra scopes.' },
  OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS: { message: () => 'Access tokens are not available with shared OAuth keys. Please add your own OAuth keys on the Stack dashboard to use access tokens.' },
  INVALID_OAUTH_CLIENT_ID_OR_SECRET: { example: { client_id: 'internal' }, message: () => 'The OAuth client ID or secret is invalid. The client ID must be equal to the project ID (potentially with a hash and a branch ID), and the client secret must be a publishable client key.' },
  INVALID_SCOPE: { message: () => 'The scope is not a valid OAuth scope for Stack.' },
  USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION: { message: () => 'The user is already connected to another OAuth account. Did you maybe selected the wrong account?' },
  OUTER_OAUTH_TIMEOUT: { message: () => 'The OAuth flow has timed out. Please sign in again.' },
  OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED: { message: () => 'The OAuth provider is not found or not enabled.' },
  APPLE_BUNDLE_ID_NOT_CONFIGURED: { message: () => "Apple Sign In is enabled, but no Bundle IDs are configured. Please add your app's Bundle ID in the Stack Auth dashboard under OAuth Providers > Apple > Apple Bundle IDs." },
  OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN: { message: () => 'A provider with the same account ID is already used for signing in.' },
  OAUTH_PROVIDER_ACCESS_DENIED: { message: () => 'The OAuth provider denied access to the user.' },
  OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE: { message: () => 'The OAuth provider is temporarily unavailable. Please try again later.' },
  INVALID_SHARED_OAUTH_PROVIDER_ID: { example: { provider_id: 'myspace' }, message: (d) => `The shared OAuth provider with ID ${d.provider_id} is not valid.` },
  INVALID_STANDARD_OAUTH_PROVIDER_ID: { example: { provider_id: 'myspace' }, message: (d) => `The standard OAuth provider with ID ${d.provider_id} is not valid.` },
  INVALID_AUTHORIZATION_CODE: { message: () => 'The given authorization code is invalid.' },
  INVALID_APPLE_CREDENTIALS: { message: () => 'The Apple Sign In credentials could not be verified. Please try signing in again.' },

  // MFA.
  MULTI_FACTOR_AUTHENTICATION_REQUIRED: { example: { attempt_code: 'r8k2m4q6t9v1x3z5b7d0f2h4j6l8n0p2s4u6w8y0a1c3e5g7i9' }, message: () => 'Multi-factor authentication is required for this user.' },
  INVALID_TOTP_CODE: { message: CLIENT_SIDE_MESSAGES.INVALID_TOTP_CODE },

  // Contact channels.
  CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE: {
    example: { type: 'email', contact_channel_value: 'a@b.co', would_work_if_email_was_verified: false },
    message: (d) => `This ${d.type} ${d.contact_channel_value ? `"(${d.contact_channel_value})"` : ''} is already used for authentication by another account${d.would_work_if_email_was_verified ? NOT_VERIFIED_YET : '.'}`,
  },

  // API keys.
  API_KEY_EXPIRED: { message: () => 'API key has expired.' },
  API_KEY_REVOKED: { message: () => 'API key has been revoked.' },
  WRONG_API_KEY_TYPE: { example: { expected_type: 'user', actual_type: 'team' }, message: (d) => `This endpoint is for ${d.expected_type} API keys, but a ${d.actual_type} API key was provided.` },
  API_KEY_NOT_FOUND: { message: () => 'API key not found.' },
  PUBLIC_API_KEY_CANNOT_BE_REVOKED: { message: () => 'Public API keys cannot be revoked by the secretscanner endpoint.' },

  // Items (only reachable through invitation seat limits of the internal project).
  ITEM_NOT_FOUND: { example: { item_id: 'dashboard_admins' }, message: (d) => `Item with ID "${d.item_id}" not found.` },
  ITEM_QUANTITY_INSUFFICIENT_AMOUNT: { example: { item_id: 'dashboard_admins', customer_id: '6f0c2a8e-1b3d-4e5f-9a7b-8c9d0e1f2a3b', quantity: 1 }, message: (d) => `The item with ID ${quoted(d.item_id)} has an insufficient quantity for the customer with ID ${quoted(d.customer_id)}. An attempt was made to charge ${d.quantity} credits.` },
};

installKnownErrorMessages(catalogueMessages);
