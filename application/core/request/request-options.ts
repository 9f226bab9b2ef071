/**
 * Request-layer options for Node and in-process roots: the client options plus the secret server key and the
 * super-secret admin key, and resolveRequestOptions(), which validates once, applies the browser rule and turns the
 * keys into credential headers. Browser bundles never import this file (they use client-request-options.ts).
 */
import * as z from 'zod/mini';
import { ConfigurationError } from '../../../domain/errors/configuration-error';
import type { EnvironmentPort } from '../../../ports/environment.port';
import {
  clientRequestShape, finishRequestOptions, parseRequestOptions, type RequestOptions,
} from './client-request-options';

export {
  BASE_URL_VARIABLES, DEFAULT_ATTEMPT_TIMEOUT_MS, DEFAULT_BASE_URL, DEFAULT_CLIENT_VERSION, DEFAULT_DEADLINE_MS,
  type AdminAccessTokenSource, type RequestOptions,
} from './client-request-options';

export const requestOptionsSchema = z.lazy(() => z.strictObject({
  ...clientRequestShape(),
  secretServerKey: z.optional(z.string().check(z.minLength(1))),
  superSecretAdminKey: z.optional(z.string().check(z.minLength(1))),
}));

export type RequestOptionsInput = z.input<typeof requestOptionsSchema>;

type ParsedServerOptions = z.output<typeof requestOptionsSchema>;

/** Server and admin interfaces always send their key headers, as empty strings when the app has no key (as the SDK does). */
function credentialHeadersOf(options: ParsedServerOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  if (options.accessType !== 'client') headers['x-stack-secret-server-key'] = options.secretServerKey ?? '';
  if (options.accessType === 'admin') headers['x-stack-super-secret-admin-key'] = options.superSecretAdminKey ?? '';
  return headers;
}

/** Validates once and applies defaults. Throws ConfigurationError (with issues) on bad options or secret keys in a browser. */
export function resolveRequestOptions(raw: RequestOptionsInput, env: EnvironmentPort): RequestOptions {
  const options = parseRequestOptions(requestOptionsSchema, raw);
  if (env.kind === 'browser' && (options.secretServerKey !== undefined || options.superSecretAdminKey !== undefined)) {
    throw new ConfigurationError(
      'A secret server key or super-secret admin key was given in a browser. These keys grant full access to the project ' +
        'and must only be used on a server: remove them from browser code and call the server from your backend instead.',
    );
  }
  return finishRequestOptions(options, env, credentialHeadersOf(options));
}
