/**
 * Temporary stand-in for domain/errors' `createKnownError` while that catalogue is being written:
 * statuses and message gists of protocol §4 for the codes the core raises. Replaced by the domain call
 * as soon as the catalogue lands (see errors.ts), so the table never becomes a second source of truth.
 */
import type { WireKnownError } from './errors';

type Details = Record<string, unknown> | undefined;

const TABLE: Record<string, [number, (d: Details) => string]> = {
  BODY_PARSING_ERROR: [400, (d) => String(d?.message ?? 'Could not parse the request body.')],
  SCHEMA_ERROR: [400, (d) => String(d?.message ?? 'Request validation failed.')],
  PROJECT_KEY_WITHOUT_ACCESS_TYPE: [400, () => 'If either the publishable client key, secret server key, admin key or admin access token is provided, the access type must be provided too.'],
  INVALID_ACCESS_TYPE: [400, () => 'The x-stack-access-type header must be \'client\', \'server\', or \'admin\'.'],
  ACCESS_TYPE_WITHOUT_PROJECT_ID: [400, () => 'The x-stack-access-type header was given, but no x-stack-project-id header was provided.'],
  ACCESS_TYPE_REQUIRED: [400, () => 'You must specify an access level for this Stack project. Make sure project API keys are provided (eg. x-stack-publishable-client-key) and you set the x-stack-access-type header to \'client\', \'server\', or \'admin\'.'],
  INSUFFICIENT_ACCESS_TYPE: [401, (d) => `The x-stack-access-type header must be ${String((d?.allowed_access_types as string[] | undefined)?.join(' or '))}, but was ${String(d?.actual_access_type)}.`],
  INVALID_PUBLISHABLE_CLIENT_KEY: [401, () => 'The publishable key is not valid for the project. Does the project and/or the key exist?'],
  INVALID_SECRET_SERVER_KEY: [401, () => 'The secret server key is not valid for the project. Does the project and/or the key exist?'],
  INVALID_SUPER_SECRET_ADMIN_KEY: [401, () => 'The super secret admin key is not valid for the project. Does the project and/or the key exist?'],
  UNPARSABLE_ADMIN_ACCESS_TOKEN: [401, () => 'Admin access token is not parsable.'],
  ADMIN_ACCESS_TOKEN_EXPIRED: [401, () => 'Admin access token has expired. Please refresh it and try again.'],
  ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN: [401, () => 'Admin access token does not have the required permissions to access this project.'],
  PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT: [401, () => 'Publishable client keys are required for this project.'],
  SERVER_AUTHENTICATION_REQUIRED: [401, () => 'The secret server key must be provided.'],
  ADMIN_AUTHENTICATION_REQUIRED: [401, () => 'The super secret admin key must be provided.'],
  EXPECTED_INTERNAL_PROJECT: [401, () => 'The project ID is expected to be internal.'],
  UNPARSABLE_ACCESS_TOKEN: [401, () => 'Access token is not parsable.'],
  ACCESS_TOKEN_EXPIRED: [401, () => 'Access token has expired. Please refresh it and try again.'],
  INVALID_PROJECT_FOR_ACCESS_TOKEN: [401, (d) => `Access token not valid for this project. Expected project ID ${String(d?.expected_project_id)}, but the token is for project ID ${String(d?.actual_project_id)}.`],
  REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED: [401, () => 'Refresh token not found for this project, or the session has expired/been revoked.'],
  CANNOT_DELETE_CURRENT_SESSION: [400, () => 'Cannot delete the current session.'],
  USER_EMAIL_ALREADY_EXISTS: [409, (d) => `A user with email ${JSON.stringify(d?.email)} already exists.`],
  CANNOT_GET_OWN_USER_WITHOUT_USER: [400, () => 'You have specified \'me\' as a userId, but did not provide authentication for a user.'],
  USER_ID_DOES_NOT_EXIST: [400, (d) => `The given user with the ID ${String(d?.user_id)} does not exist.`],
  USER_NOT_FOUND: [404, () => 'User not found.'],
  RESTRICTED_USER_NOT_ALLOWED: [403, () => 'This endpoint is not available to restricted users.'],
  CURRENT_PROJECT_NOT_FOUND: [400, (d) => `The current project with ID ${String(d?.project_id)} was not found. Please check the value of the x-stack-project-id header.`],
  SIGN_UP_NOT_ENABLED: [400, () => 'Creation of new accounts is not enabled for this project. Please ask the project owner to enable it.'],
  PASSWORD_AUTHENTICATION_NOT_ENABLED: [400, () => 'Password authentication is not enabled for this project.'],
  ANONYMOUS_AUTHENTICATION_NOT_ALLOWED: [401, () => 'X-Stack-Access-Token is for an anonymous user, but anonymous users are not enabled. Set the X-Stack-Allow-Anonymous-User header of this request to \'true\' to allow anonymous users.'],
  EMAIL_PASSWORD_MISMATCH: [400, () => 'Wrong e-mail or password.'],
  REDIRECT_URL_NOT_WHITELISTED: [400, () => 'Redirect URL not whitelisted. Did you forget to add this domain to the trusted domains list on the Stack Auth dashboard?'],
  PASSWORD_TOO_SHORT: [400, (d) => `Password too short. Minimum length is ${String(d?.min_length)}.`],
  USER_DOES_NOT_HAVE_PASSWORD: [400, () => 'This user does not have password authentication enabled.'],
  VERIFICATION_CODE_NOT_FOUND: [404, () => 'The verification code does not exist for this project.'],
  VERIFICATION_CODE_EXPIRED: [400, () => 'The verification code has expired.'],
  VERIFICATION_CODE_ALREADY_USED: [409, () => 'The verification link has already been used.'],
  VERIFICATION_CODE_MAX_ATTEMPTS_REACHED: [400, () => 'The verification code nonce has reached the maximum number of attempts. This code is not valid anymore.'],
  PASSWORD_CONFIRMATION_MISMATCH: [400, () => 'Passwords do not match.'],
  INVALID_OAUTH_CLIENT_ID_OR_SECRET: [400, () => 'The OAuth client ID or secret is invalid.'],
  MULTI_FACTOR_AUTHENTICATION_REQUIRED: [400, () => 'Multi-factor authentication is required for this user.'],
  USER_AUTHENTICATION_REQUIRED: [401, () => 'User authentication required for this endpoint.'],
  TEAM_MEMBERSHIP_NOT_FOUND: [404, (d) => `User ${String(d?.user_id)} is not found in team ${String(d?.team_id)}.`],
};

export function fallbackKnownError(code: string, details?: Record<string, unknown>): WireKnownError {
  const entry = TABLE[code];
  const [status, message] = entry ?? [400, () => code];
  return {
    code,
    status,
    toWireJson: () => ({ code, error: message(details), ...(details === undefined ? {} : { details }) }),
  };
}
