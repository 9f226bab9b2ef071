/** x-stack authentication, in the backend's exact resolution order (protocol §1.3). */
import { apiKeyState } from '../../domain/api-key';
import type { AccessTokenClaims } from '../../domain/session/access-token';
import type { EmulatorCore } from '../core';
import type { AccessType, ProjectRecord } from '../state/records';
import { isTeamMember } from '../state/teams';
import { findUser } from '../state/users';
import { decodeAccessToken } from '../tokens/access-token';
import { known, knownBecause } from './errors';
import { stackHeader } from './headers';
import type { Auth } from './route';

const ACCESS_TYPES: readonly string[] = ['client', 'server', 'admin'];

/** Empty strings count as absent: the SDK sends `''` for keys an app does not have. */
const present = (v: string | undefined): v is string => v !== undefined && v !== '' && v !== 'undefined';

export async function parseAuth(core: EmulatorCore, headers: Headers): Promise<Auth | null> {
  const h = (suffix: string): string | undefined => stackHeader(headers, suffix);
  const accessType = h('access-type');
  const adminToken = h('admin-access-token');
  if (accessType === undefined || accessType === '') {
    const anyKey = [h('publishable-client-key'), h('secret-server-key'), h('super-secret-admin-key'), adminToken].some(present);
    if (anyKey) throw known('PROJECT_KEY_WITHOUT_ACCESS_TYPE');
    return null;
  }
  if (!ACCESS_TYPES.includes(accessType)) throw knownBecause('INVALID_ACCESS_TYPE', accessType);
  const projectId = h('project-id');
  if (!present(projectId)) throw known('ACCESS_TYPE_WITHOUT_PROJECT_ID', { request_type: accessType });
  const claims = await userClaims(core, headers, projectId);
  const project = core.state.projects[projectId];
  if (project === undefined) throw known('CURRENT_PROJECT_NOT_FOUND', { project_id: projectId });
  if (present(adminToken)) await checkAdminAccessToken(core, adminToken, project);
  else checkKeys(core, headers, accessType as AccessType, project);
  const branch = h('branch-id');
  if (present(branch) && branch !== 'main') throw known('BRANCH_DOES_NOT_EXIST', { branch_id: branch });
  const user = claims === null ? null : findUser(core, project.id, claims.sub) ?? null;
  return { type: accessType as AccessType, project, user, claims };
}

/** A user access token's claims, or UNPARSABLE_ACCESS_TOKEN / ACCESS_TOKEN_EXPIRED (with the expired claims). */
export async function verifiedUserClaims(core: EmulatorCore, token: string): Promise<AccessTokenClaims> {
  const decoded = await decodeAccessToken(core, token);
  if (decoded.ok) return decoded.claims;
  if (decoded.reason === 'unparsable') throw known('UNPARSABLE_ACCESS_TOKEN');
  const c = decoded.claims;
  throw known('ACCESS_TOKEN_EXPIRED', {
    expired_at_millis: typeof c.exp === 'number' ? c.exp * 1000 : null, project_id: c.project_id ?? null,
    user_id: c.sub ?? null, refresh_token_id: c.refresh_token_id ?? null,
  });
}

/** Step 4: the user's access token is decoded before any key is looked at. */
async function userClaims(core: EmulatorCore, headers: Headers, projectId: string): Promise<AccessTokenClaims | null> {
  const token = stackHeader(headers, 'access-token');
  if (!present(token)) return null;
  const claims = await verifiedUserClaims(core, token);
  if (claims.project_id !== projectId) {
    throw known('INVALID_PROJECT_FOR_ACCESS_TOKEN', { expected_project_id: projectId, actual_project_id: claims.project_id });
  }
  const allowAnonymous = stackHeader(headers, 'allow-anonymous-user') === 'true';
  const allowRestricted = allowAnonymous || stackHeader(headers, 'allow-restricted-user') === 'true';
  if (claims.is_anonymous && !allowAnonymous) throw known('ANONYMOUS_AUTHENTICATION_NOT_ALLOWED');
  if (claims.is_restricted && !claims.is_anonymous && !allowRestricted && claims.restricted_reason !== null) {
    throw known('RESTRICTED_USER_NOT_ALLOWED', { restricted_reason: claims.restricted_reason });
  }
  return claims;
}

type KeyField = 'publishableClientKey' | 'secretServerKey' | 'superSecretAdminKey';

/** A key is valid when it belongs to the project and its set is neither revoked nor expired. */
export function isValidProjectKey(core: EmulatorCore, projectId: string, field: KeyField, value: string): boolean {
  return Object.values(core.state.apiKeySets).some((set) => set.projectId === projectId && set[field] === value
    && apiKeyState({ expiresAt: set.expiresAt, manuallyRevokedAt: set.manuallyRevokedAt }, core.clock.now()) === 'valid');
}

function checkKeys(core: EmulatorCore, headers: Headers, type: AccessType, project: ProjectRecord): void {
  const details = { project_id: project.id };
  if (type === 'client') {
    const key = stackHeader(headers, 'publishable-client-key');
    if (present(key)) {
      if (!isValidProjectKey(core, project.id, 'publishableClientKey', key)) throw known('INVALID_PUBLISHABLE_CLIENT_KEY', details);
    } else if (project.config.requirePublishableClientKey) {
      throw known('PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT', details);
    }
  } else if (type === 'server') {
    const key = stackHeader(headers, 'secret-server-key');
    if (!present(key)) throw known('SERVER_AUTHENTICATION_REQUIRED');
    if (!isValidProjectKey(core, project.id, 'secretServerKey', key)) throw known('INVALID_SECRET_SERVER_KEY', details);
  } else {
    const key = stackHeader(headers, 'super-secret-admin-key');
    if (!present(key)) throw known('ADMIN_AUTHENTICATION_REQUIRED');
    if (!isValidProjectKey(core, project.id, 'superSecretAdminKey', key)) throw known('INVALID_SUPER_SECRET_ADMIN_KEY', details);
  }
}

/** Admin tokens are user tokens of the `internal` project whose user belongs to the project's owner team. */
async function checkAdminAccessToken(core: EmulatorCore, token: string, project: ProjectRecord): Promise<void> {
  const decoded = await decodeAccessToken(core, token);
  if (!decoded.ok && decoded.reason === 'unparsable') throw known('UNPARSABLE_ADMIN_ACCESS_TOKEN');
  if (!decoded.ok) {
    const exp = decoded.claims.exp;
    throw known('ADMIN_ACCESS_TOKEN_EXPIRED', { expired_at_millis: typeof exp === 'number' ? exp * 1000 : null });
  }
  const { claims } = decoded;
  const owner = findUser(core, 'internal', claims.sub);
  const manages = claims.project_id === 'internal' && owner !== undefined && project.ownerTeamId !== null
    && isTeamMember(core, project.ownerTeamId, owner.id);
  if (!manages) throw known('ADMIN_ACCESS_TOKEN_IS_NOT_ADMIN');
}
