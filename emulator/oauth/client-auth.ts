/** OAuth client authentication of the token and authorize endpoints: client_id = project, secret = pck or sentinel. */
import type { EmulatorCore } from '../core';
import { isValidProjectKey } from '../http/auth';
import { known } from '../http/errors';
import type { ProjectRecord } from '../state/records';

export const PUBLIC_CLIENT_SENTINEL = '__stack_public_client__';

/** `client_id` may be `projectId#branchId` (§1.8); only branch `main` exists. */
export function authenticateOAuthClient(core: EmulatorCore, clientId: string, clientSecret: string | undefined): ProjectRecord {
  const [projectId, branch = 'main'] = clientId.split('#');
  const project = projectId === undefined ? undefined : core.state.projects[projectId];
  if (project === undefined || branch !== 'main') throw known('INVALID_OAUTH_CLIENT_ID_OR_SECRET', { client_id: clientId });
  if (clientSecret === undefined || clientSecret === '' || clientSecret === PUBLIC_CLIENT_SENTINEL) {
    if (project.config.requirePublishableClientKey) throw known('PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT', { project_id: project.id });
    return project;
  }
  if (!isValidProjectKey(core, project.id, 'publishableClientKey', clientSecret)) {
    // The service names no client id when only the secret is wrong (measured, issue 20).
    throw known('INVALID_OAUTH_CLIENT_ID_OR_SECRET', { client_id: null });
  }
  return project;
}
