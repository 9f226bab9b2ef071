// @ts-check
/**
 * The API's routes. GET /api/me answers who is calling: the access token from `Authorization: Bearer` (or
 * `x-stack-auth`, or the session cookies) is verified locally against the project's JWKS by
 * `server.authenticateRequest` — no call to the auth service once the keys are cached. A missing, forged or expired
 * token gets 401 with the error's code (USER_AUTHENTICATION_REQUIRED, UNPARSABLE_ACCESS_TOKEN, ACCESS_TOKEN_EXPIRED, …).
 */

/** @typedef {import('portcullis/server').ServerApp} ServerApp */
/** @typedef {{ status: number, body: unknown }} Answer */

/**
 * @param {ServerApp} server
 * @param {{ method?: string, url?: string, headers: import('node:http').IncomingHttpHeaders }} request
 * @returns {Promise<Answer>}
 */
export async function route(server, request) {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  if (path !== '/api/me') return { status: 404, body: { error: 'NOT_FOUND' } };
  if (request.method !== 'GET') return { status: 405, body: { error: 'METHOD_NOT_ALLOWED' } };

  const auth = await server.authenticateRequest({ headers: request.headers });
  if (!auth.ok) return { status: 401, body: { error: auth.error.code } };

  // The token's claims are the user's own; this API echoes the ones it uses, not the email or name.
  const { sub, selected_team_id, is_anonymous, exp } = auth.value.claims;
  return { status: 200, body: { userId: auth.value.userId, claims: { sub, selected_team_id, is_anonymous, exp } } };
}
