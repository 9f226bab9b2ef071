/**
 * The options resolver of Node and in-process roots: like the browser's, plus the secret server key and the
 * super-secret admin key (options, else STACK_SECRET_SERVER_KEY / STACK_SUPER_SECRET_ADMIN_KEY) and the access type
 * they imply. Only server-side roots import it, so browser bundles never carry the key option names.
 */
import type { EnvironmentPort } from '../../ports/environment.port';
import type { RequestOptions } from '../core/request/client-request-options';
import { resolveRequestOptions } from '../core/request/request-options';
import {
  resolveClientOptions, type AccessType, type ClientOptionDefaults, type ClientOptions, type RequestPart, type RequestResolver,
  type ResolvedClientOptions,
} from './client-options';
import { PROJECT_ID_SETTING, PUBLISHABLE_KEY_SETTING, SettingReader, type SetupSetting } from './setup-message';

export const SECRET_SERVER_KEY_SETTING: SetupSetting = {
  option: 'secretServerKey', variables: ['STACK_SECRET_SERVER_KEY'], what: 'a secret server key',
};
export const SUPER_SECRET_ADMIN_KEY_SETTING: SetupSetting = {
  option: 'superSecretAdminKey', variables: ['STACK_SUPER_SECRET_ADMIN_KEY'], what: 'a super-secret admin key',
};

function impliedAccessType(raw: RequestPart): AccessType {
  if (raw.superSecretAdminKey !== undefined || raw.adminAccessToken !== undefined) return 'admin';
  return raw.secretServerKey !== undefined ? 'server' : 'client';
}

/**
 * Options first, then the environment. The publishable key is optional (client-options.ts says when the service
 * needs it); secret keys are read from the environment only when the access
 * type asks for them, so a server process with STACK_SECRET_SERVER_KEY set does not turn client apps into server apps.
 */
export const serverSideRequestResolver: RequestResolver = (raw, env, baseUrl): RequestOptions => {
  const { projectId, publishableClientKey, secretServerKey, superSecretAdminKey, accessType, ...rest } = raw;
  const access = accessType ?? impliedAccessType(raw);
  const settings = new SettingReader(env);
  const credentials = {
    projectId: settings.take(projectId, PROJECT_ID_SETTING, true),
    publishableClientKey: settings.take(publishableClientKey, PUBLISHABLE_KEY_SETTING, false),
    secretServerKey: access === 'server' ? settings.take(secretServerKey, SECRET_SERVER_KEY_SETTING, true) : secretServerKey,
    superSecretAdminKey: access === 'admin' && rest.adminAccessToken === undefined
      ? settings.take(superSecretAdminKey, SUPER_SECRET_ADMIN_KEY_SETTING, true)
      : superSecretAdminKey,
  };
  settings.assertComplete();
  const given = Object.fromEntries(Object.entries(credentials).filter(([, v]) => v !== undefined));
  return resolveRequestOptions(
    { ...rest, ...given, projectId: credentials.projectId!, accessType: access, ...(baseUrl === undefined ? {} : { baseUrl }) },
    env,
  );
};

/** resolveClientOptions with the server-side request resolver: what Node and in-process roots call. */
export function resolveServerSideOptions(raw: ClientOptions, env: EnvironmentPort, defaults: ClientOptionDefaults): ResolvedClientOptions {
  return resolveClientOptions(raw, env, defaults, serverSideRequestResolver);
}
