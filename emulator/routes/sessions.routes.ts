/** Sessions (protocol §2.7 + §1.8 refresh): refresh, sign-out, server-created sessions, list, delete. */
import * as z from 'zod';
import { known, statusError } from '../http/errors';
import { json, list, success } from '../http/respond';
import { ALL_ACCESS, defineRoute, SERVER_ACCESS } from '../http/route';
import { userIdOrMe } from '../http/schemas';
import type { SessionRecord } from '../state/records';
import { findUser } from '../state/users';
import { signAccessToken } from '../tokens/access-token';
import { createSession, findLiveSession, refreshAccessToken, REFRESH_TOKEN_LIFETIME_MS } from '../tokens/sessions';

const MAX_SESSION_MS = 367 * 24 * 3600 * 1000;

const sessionJson = (s: SessionRecord, currentId: string | undefined) => ({
  id: s.id, user_id: s.userId, created_at: s.createdAt, last_used_at: s.lastUsedAt, is_impersonation: s.isImpersonation,
  is_current_session: s.id === currentId,
});

export const sessionRoutes = [
  defineRoute({
    method: 'POST', path: '/auth/sessions/current/refresh', access: ALL_ACCESS,
    handler: async ({ core, header, requireAuth, schemaError }) => {
      const { project } = requireAuth();
      const refreshToken = header('refresh-token');
      if (refreshToken === undefined || refreshToken === '') return schemaError('headers.x-stack-refresh-token must be defined');
      const session = findLiveSession(core, project.id, refreshToken);
      if (session === undefined) throw known('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
      return json({ access_token: await refreshAccessToken(core, session) });
    },
  }),
  defineRoute({
    method: 'DELETE', path: '/auth/sessions/current', access: ALL_ACCESS,
    handler: ({ core, auth }) => {
      // The session comes from the access token's refresh_token_id, not from the refresh-token header.
      const claims = auth?.claims;
      // As the service: no session to end is "expired now" (its transition-period answer), with no other details.
      if (!claims) throw known('ACCESS_TOKEN_EXPIRED', { expired_at_millis: core.clock.now(), project_id: null, user_id: null, refresh_token_id: null });
      if (core.state.sessions[claims.refresh_token_id] === undefined) throw known('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED');
      delete core.state.sessions[claims.refresh_token_id];
      return success();
    },
  }),
  defineRoute({
    method: 'POST', path: '/auth/sessions', access: SERVER_ACCESS,
    body: z.strictObject({ user_id: userIdOrMe, expires_in_millis: z.number().int().min(0).max(MAX_SESSION_MS).optional(), is_impersonation: z.boolean().optional() }),
    handler: async ({ core, body, requireAuth, resolveUserId }) => {
      const { project } = requireAuth();
      const userId = resolveUserId(body.user_id);
      const user = findUser(core, project.id, userId);
      if (user === undefined) throw known('USER_ID_DOES_NOT_EXIST', { user_id: userId });
      const session = createSession(core, user, { expiresInMs: body.expires_in_millis ?? REFRESH_TOKEN_LIFETIME_MS, isImpersonation: body.is_impersonation ?? false });
      return json({ refresh_token: session.refreshToken, access_token: await signAccessToken(core, user, session) });
    },
  }),
  defineRoute({
    method: 'GET', path: '/auth/sessions', access: ALL_ACCESS, query: z.strictObject({ user_id: userIdOrMe }),
    handler: ({ core, query, requireAuth, resolveUserId }) => {
      const auth = requireAuth();
      const userId = resolveUserId(query.user_id);
      if (auth.type === 'client' && userId !== auth.user?.id) throw statusError(403, 'Client can only list sessions for their own user.');
      const sessions = Object.values(core.state.sessions)
        .filter((s) => s.userId === userId && s.projectId === auth.project.id && s.expiresAt > core.clock.now())
        .filter((s) => auth.type === 'admin' || !s.isImpersonation)
        .sort((a, b) => b.createdAt - a.createdAt);
      return list(sessions.map((s) => sessionJson(s, auth.claims?.refresh_token_id)));
    },
  }),
  defineRoute({
    method: 'DELETE', path: '/auth/sessions/{id}', access: ALL_ACCESS,
    params: z.strictObject({ id: z.uuid() }), query: z.strictObject({ user_id: userIdOrMe }),
    handler: ({ core, params, query, requireAuth, resolveUserId }) => {
      const auth = requireAuth();
      const userId = resolveUserId(query.user_id);
      const session = core.state.sessions[params.id];
      const mine = auth.type !== 'client' || userId === auth.user?.id;
      if (session === undefined || session.userId !== userId || session.projectId !== auth.project.id || !mine) throw statusError(404, 'Session not found.');
      if (session.id === auth.claims?.refresh_token_id) throw known('CANNOT_DELETE_CURRENT_SESSION');
      delete core.state.sessions[session.id];
      return success();
    },
  }),
];
