/**
 * Anonymous sign-up (protocol §2.8): `getUser({ or: 'anonymous' })` on a session without a user creates an anonymous
 * user (POST /auth/anonymous/sign-up) and signs the session in as it, so the app can store data against a user before
 * anyone signs up. Loaded on first use: a sign-in page never runs it.
 */
import type { AppContext } from '../core/app-context';
import { NO_SESSION } from '../core/session/session-source';
import { passwordTokensWireSchema } from '../core/session/session.schema';

/**
 * Creates an anonymous user and makes it the session's user. Sent without the session's tokens: the caller asks only
 * when the session has no user, and the new user must not be tied to a stale one.
 */
export async function signUpAnonymously(ctx: AppContext): Promise<void> {
  const response = await ctx.requests.send({ method: 'POST', path: '/auth/anonymous/sign-up', session: NO_SESSION, schema: passwordTokensWireSchema });
  ctx.session.signIn({ refreshToken: response.body.refresh_token, accessToken: response.body.access_token });
}
