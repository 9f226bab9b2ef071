/**
 * Routes the cross-project scenario does not replay, each with the reason: they take no id, token or code of
 * another project — they are public, or act only on the caller's own project (create, list, configure), so
 * there is no foreign object to point at. Every other served route needs a recipe (the scenario fails without one).
 */
export const NOT_APPLICABLE: Readonly<Record<string, string>> = {
  'GET /': 'public welcome text; names no project object',
  'POST /check-feature-support': 'public; answers a fixed text for any body',
  'GET /projects/{project_id}/.well-known/jwks.json': 'public signing keys, served for any project by design (no key is sent)',
  'GET /auth/oauth/callback/{provider_id}': 'the state is minted by the authorize step and carries no project key; the authorize step is replayed instead',
  'POST /auth/oauth/callback/{provider_id}': 'as the GET callback (the form-post variant)',
  'POST /auth/passkey/initiate-passkey-authentication': 'starts a ceremony in the caller\'s own project; takes no user, id or code',
  'POST /auth/password/sign-up': 'creates a user in the caller\'s own project; an address is not a project-owned object',
  'POST /auth/anonymous/sign-up': 'creates a user in the caller\'s own project; takes nothing',
  'POST /auth/otp/send-sign-in-code': 'signs in or up by address in the caller\'s own project; an address is not a project-owned object',
  'POST /users': 'creates a user in the caller\'s own project',
  'GET /projects/current': 'reads the caller\'s own project; takes no id',
  'GET /internal/projects': 'lists the signed-in dashboard user\'s own projects (internal project only); takes no id',
  'POST /internal/api-keys': 'creates a key set in the caller\'s own project',
  'GET /internal/api-keys': 'lists the caller\'s own key sets; takes no id',
  'GET /team-permission-definitions': 'lists the caller\'s own definitions; takes no id',
  'POST /team-permission-definitions': 'creates a definition in the caller\'s own project',
  'GET /project-permission-definitions': 'lists the caller\'s own definitions; takes no id',
  'POST /project-permission-definitions': 'creates a definition in the caller\'s own project',
  'GET /internal/email-templates': 'lists the caller\'s own templates; takes no id',
  'POST /internal/email-templates': 'creates a template in the caller\'s own project',
  'POST /webhooks/svix-token': 'a token for the caller\'s own project; takes no id',
  'GET /internal/metrics': 'the caller\'s own project\'s counts; takes no id',
  'POST /internal/send-test-email': 'sends with SMTP settings given in the body; touches no stored object',
  'POST /internal/send-sign-in-invitation': 'emails an address given in the body; touches no stored object',
  'GET /internal/config': 'the caller\'s own project\'s rendered config; takes no id',
  'GET /internal/config/override/{level}': 'the level is a name every project has (branch, environment), not another project\'s object',
  'PUT /internal/config/override/{level}': 'as GET: the level names the caller\'s own override',
  'PATCH /internal/config/override/{level}': 'as GET: the level names the caller\'s own override',
  'POST /internal/config/override/{level}/reset-keys': 'as GET: the level names the caller\'s own override; the keys are config paths',
  'GET /internal/config/source': 'the caller\'s own pushed config\'s source; takes no id',
  'DELETE /internal/config/source': 'unlinks the caller\'s own pushed config; takes no id',
  'POST /emails/send-email': 'projects made like these send with the shared email server, which the service refuses (REQUIRES_CUSTOM_EMAIL_SERVER) before it reads any user id',
};
