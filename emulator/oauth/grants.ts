/**
 * Grant handlers of POST /auth/oauth/token, by grant_type. The refresh_token grant is here; the OAuth
 * flow adds `authorization_code` by registering it in GRANT_HANDLERS (one line), nothing else changes.
 */
import type { EmulatorCore } from '../core';
import { known } from '../http/errors';
import { json } from '../http/respond';
import type { ProjectRecord } from '../state/records';
import { rotateOnRefresh } from '../tokens/rotation';
import { findLiveSession, refreshAccessToken } from '../tokens/sessions';
import { authorizationCodeGrant } from './authorization-codes';

/** The token endpoint's body after parsing (form or JSON): flat strings. */
export type TokenRequestBody = Record<string, string | undefined>;

export type GrantHandler = (core: EmulatorCore, project: ProjectRecord, body: TokenRequestBody) => Promise<Response>;

/** `expires_in` is the OAuth library's own default, not the JWT's (§1.8): clients must use `exp`. */
export const OAUTH_EXPIRES_IN_SECONDS = 3600;

const TOKEN_RESPONSE_TAIL = { token_type: 'Bearer', expires_in: OAUTH_EXPIRES_IN_SECONDS, scope: 'legacy', afterCallbackRedirectUrl: null, after_callback_redirect_url: null };

const refreshTokenGrant: GrantHandler = async (core, project, body) => {
  if (core.rotation.settings.enabled) return rotatingRefreshTokenGrant(core, project, body);
  const session = body.refresh_token === undefined ? undefined : findLiveSession(core, project.id, body.refresh_token);
  if (session === undefined) throw known('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
  return json({ access_token: await refreshAccessToken(core, session), ...TOKEN_RESPONSE_TAIL });
};

/** Rotation mode (tokens/rotation.ts): the answer also carries the successor refresh token. */
const rotatingRefreshTokenGrant: GrantHandler = async (core, project, body) => {
  const rotated = body.refresh_token === undefined ? undefined : rotateOnRefresh(core, project.id, body.refresh_token);
  if (rotated === undefined) throw known('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
  return json({ access_token: await refreshAccessToken(core, rotated.session), refresh_token: rotated.refreshToken, ...TOKEN_RESPONSE_TAIL });
};

export const GRANT_HANDLERS: Record<string, GrantHandler> = {
  refresh_token: refreshTokenGrant,
  authorization_code: authorizationCodeGrant,
};
