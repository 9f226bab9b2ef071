/**
 * ClientOptions: everything a composition root accepts. resolveClientOptions() validates them once (zod, through
 * the request options schema and the token store schema) and fills in the environment, before anything resolves.
 */
import { ConfigurationError } from '../../domain/errors/configuration-error';
import type { EnvironmentPort } from '../../ports/environment.port';
import { resolveRequestOptions, type RequestOptions, type RequestOptionsInput } from '../request/request-options';
import {
  resolveSessionManagerOptions, type ResolvedSessionManagerOptions, type SessionManagerOptions,
} from '../session/session-manager-options';
import type { AppOptions, RedirectMethod } from '../shared/app-options';
import { resolveAppOptions, type AppOptionsInput } from './app-options.resolve';
import { assertConfigured, settingFrom, type SetupSetting } from './setup-message';
import { parseTokenStoreOption, type TokenStoreChoice, type TokenStoreOption } from './token-store-option';

export type AccessType = RequestOptionsInput['accessType'];

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

function impliedAccessType(raw: ClientOptions): AccessType {
  if (raw.superSecretAdminKey !== undefined || raw.adminAccessToken !== undefined) return 'admin';
  return raw.secretServerKey !== undefined ? 'server' : 'client';
}

type Credentials = Pick<RequestOptionsInput, 'projectId' | 'publishableClientKey' | 'secretServerKey' | 'superSecretAdminKey'>;

/**
 * Options first, then the environment. The publishable key is required except for admin access (a project-owner
 * session or admin key identifies the caller); secret keys are read from the environment only when the access
 * type asks for them, so a server process with STACK_SECRET_SERVER_KEY set does not turn client apps into server apps.
 */
function credentialsFrom(raw: ClientOptions, access: AccessType, env: EnvironmentPort): Credentials {
  const missing: SetupSetting[] = [];
  const take = (option: string | undefined, setting: SetupSetting, required: boolean): string | undefined => {
    const value = settingFrom(option, setting, env);
    if (value === undefined && required) missing.push(setting);
    return value;
  };
  const projectId = take(raw.projectId, 'projectId', true);
  const publishableClientKey = take(raw.publishableClientKey, 'publishableClientKey', access !== 'admin');
  const secretServerKey = access === 'server' ? take(raw.secretServerKey, 'secretServerKey', true) : raw.secretServerKey;
  const adminNeedsKey = access === 'admin' && raw.adminAccessToken === undefined;
  const superSecretAdminKey = adminNeedsKey ? take(raw.superSecretAdminKey, 'superSecretAdminKey', true) : raw.superSecretAdminKey;
  assertConfigured(missing);
  const credentials: Credentials = { projectId: projectId!, publishableClientKey, secretServerKey, superSecretAdminKey };
  return Object.fromEntries(Object.entries(credentials).filter(([, v]) => v !== undefined)) as Credentials;
}

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
export function resolveClientOptions(raw: ClientOptions, env: EnvironmentPort, defaults: ClientOptionDefaults): ResolvedClientOptions {
  if (typeof raw !== 'object' || raw === null) throw new ConfigurationError('Portcullis options must be an object.');
  const {
    tokenStore, validityWindowMs, refreshTimeoutMs, projectId: _p, publishableClientKey: _k, accessType, urls, redirectMethod, noAutomaticPrefetch, ...rest
  } = raw;
  const access = accessType ?? impliedAccessType(raw);
  const baseUrl = rest.baseUrl ?? defaults.baseUrl;
  const request = resolveRequestOptions(
    { ...rest, ...credentialsFrom(raw, access, env), accessType: access, ...(baseUrl === undefined ? {} : { baseUrl }) },
    env,
  );
  const session = resolveSessionManagerOptions({
    ...(validityWindowMs === undefined ? {} : { validityWindowMs }),
    ...(refreshTimeoutMs === undefined ? {} : { refreshTimeoutMs }),
  });
  const defaultRedirect = defaults.redirectMethod ?? (env.kind === 'browser' ? 'window' : 'none');
  const app = resolveAppOptions({ urls, redirectMethod, noAutomaticPrefetch }, request.projectId, defaultRedirect);
  return { request, session, tokenStore: tokenStoreFrom(tokenStore ?? defaults.tokenStore), app };
}
