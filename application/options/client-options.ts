/**
 * ClientOptions: everything a composition root accepts. resolveClientOptions() validates them once (zod, through
 * the request options schema and the token store schema) and fills in the environment, before anything resolves.
 * The request part goes through a RequestResolver chosen by the root: the browser's (here) knows client options
 * only; Node roots pass the server-side one (server-side-options.ts), which reads the secret keys.
 */
import { ConfigurationError } from '../../domain/errors/configuration-error';
import type { EnvironmentPort } from '../../ports/environment.port';
import { resolveClientRequestOptions, type BaseUrlOption, type RequestOptions } from '../core/request/client-request-options';
import type { RequestOptionsInput } from '../core/request/request-options';
import {
  resolveSessionManagerOptions, type ResolvedSessionManagerOptions, type SessionManagerOptions,
} from '../core/session/session-manager-options';
import type { AppOptions, RedirectMethod } from '../core/app-options';
import { resolveAppOptions, type AppOptionsInput } from './app-options.resolve';
import { PROJECT_ID_SETTING, PUBLISHABLE_KEY_SETTING, SettingReader } from './setup-message';
import { parseTokenStoreOption, type TokenStoreChoice, type TokenStoreOption } from './token-store-option';

export type AccessType = RequestOptionsInput['accessType'];

/**
 * The options of createClientApp, createServerApp and createAdminApp: project and keys (or their environment variables),
 * base URL, token store, session timing, handler URLs, redirect method. Validated once; mistakes throw ConfigurationError.
 * @example
 * const options: ClientOptions = {
 *   projectId, publishableClientKey,
 *   baseUrl: 'http://127.0.0.1:8102',
 *   tokenStore: 'memory',
 *   urls: { afterSignIn: '/dashboard' },
 * };
 * const app = createClientApp(options);
 * @public
 */
export type ClientOptions = Omit<RequestOptionsInput, 'projectId' | 'accessType'> & SessionManagerOptions & AppOptionsInput & {
  /** A UUID or 'internal'; else STACK_PROJECT_ID or NEXT_PUBLIC_STACK_PROJECT_ID. */
  readonly projectId?: string;
  /** Default: the strongest credential given (admin key or admin access token → admin, secret server key → server, else client). */
  readonly accessType?: AccessType;
  /** Default: the composition root's ('cookie' in a browser, the request or 'memory' on a server, 'memory' in-process). */
  readonly tokenStore?: TokenStoreOption;
};

export interface ResolvedClientOptions {
  readonly request: RequestOptions;
  readonly session: ResolvedSessionManagerOptions;
  readonly tokenStore: TokenStoreChoice;
  /** Handler URLs, redirect method, prefetch: what the apps read. */
  readonly app: AppOptions;
}

/** What differs per composition root when the caller says nothing. */
export interface ClientOptionDefaults {
  readonly tokenStore: TokenStoreOption;
  /** Wins over the environment's STACK_API_URL (the in-process emulator has no other address). */
  readonly baseUrl?: string;
  /** Default: 'window' when the environment is a browser, else 'none'. */
  readonly redirectMethod?: RedirectMethod;
}

/** The options that go to the request layer: everything but the token store, session and app options. */
export type RequestPart = Omit<ClientOptions, 'tokenStore' | keyof SessionManagerOptions | keyof AppOptionsInput>;

/** Turns the request part into RequestOptions: credentials from the options or the environment, then the schema. */
export type RequestResolver = (raw: RequestPart, env: EnvironmentPort, baseUrl: BaseUrlOption | undefined) => RequestOptions;

/**
 * The browser's resolver: project id and publishable key (options first, then the build's variables); any other
 * credential is an unknown option, refused by the client schema with a message saying keys belong on a server.
 * The publishable key is optional, as in the official SDK: a project whose config leaves
 * `project.requirePublishableClientKey` off serves client requests without one (the service refuses them with
 * PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT where it is on), and OAuth then sends the public-client sentinel.
 */
export const clientRequestResolver: RequestResolver = (raw, env, baseUrl) => {
  const { projectId, publishableClientKey, accessType, ...rest } = raw;
  const access = accessType ?? (rest.adminAccessToken === undefined ? 'client' : 'admin');
  const settings = new SettingReader(env);
  const project = settings.take(projectId, PROJECT_ID_SETTING, true);
  const publishable = settings.take(publishableClientKey, PUBLISHABLE_KEY_SETTING, false);
  settings.assertComplete();
  return resolveClientRequestOptions({
    ...rest,
    projectId: project!,
    accessType: access,
    ...(publishable === undefined ? {} : { publishableClientKey: publishable }),
    ...(baseUrl === undefined ? {} : { baseUrl }),
  }, env);
};

function tokenStoreFrom(option: unknown): TokenStoreChoice {
  const choice = parseTokenStoreOption(option);
  if (choice !== undefined) return choice;
  const message = "tokenStore: must be 'memory', 'cookie', {accessToken, refreshToken}, a request (an object with headers) or a store with get/set/subscribe";
  throw new ConfigurationError(`Invalid Portcullis options: ${message}`, {
    issues: [{ code: 'INVALID_REQUEST_OPTION', message, severity: 'error', path: 'tokenStore' }],
  });
}

/**
 * Validates once and applies defaults and the environment. Throws ConfigurationError: the setup message (spec §8)
 * when the project id or a needed key is missing, otherwise one issue per bad option (names, never values).
 */
export function resolveClientOptions(
  raw: ClientOptions, env: EnvironmentPort, defaults: ClientOptionDefaults, resolveRequest: RequestResolver = clientRequestResolver,
): ResolvedClientOptions {
  if (typeof raw !== 'object' || raw === null) throw new ConfigurationError('Portcullis options must be an object.');
  const { tokenStore, validityWindowMs, refreshTimeoutMs, urls, redirectMethod, noAutomaticPrefetch, oauthScopesOnSignIn, ...requestPart } = raw;
  const request = resolveRequest(requestPart, env, requestPart.baseUrl ?? defaults.baseUrl);
  const session = resolveSessionManagerOptions({
    ...(validityWindowMs === undefined ? {} : { validityWindowMs }),
    ...(refreshTimeoutMs === undefined ? {} : { refreshTimeoutMs }),
  });
  const defaultRedirect = defaults.redirectMethod ?? (env.kind === 'browser' ? 'window' : 'none');
  const app = resolveAppOptions({ urls, redirectMethod, noAutomaticPrefetch, oauthScopesOnSignIn }, request.projectId, defaultRedirect);
  return { request, session, tokenStore: tokenStoreFrom(tokenStore ?? defaults.tokenStore), app };
}
