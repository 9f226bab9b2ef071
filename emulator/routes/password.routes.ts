/** Password sign-up and sign-in (protocol §2.2); reset/update/set live in password-change.routes.ts. */
import * as z from 'zod';
import { issueEmailVerification } from '../contact-channels/verification';
import { known } from '../http/errors';
import { json } from '../http/respond';
import { ALL_ACCESS, defineRoute } from '../http/route';
import { nonEmptyEmail, password, strictEmail, urlString } from '../http/schemas';
import { assertTrustedUrl } from '../http/trust';
import { authChannelForEmail, primaryEmailOf } from '../state/users';
import { assertPasswordAuthEnabled, assertPasswordPolicy, hashPassword, passwordMatches } from '../users/passwords';
import { completeSignIn } from '../users/sign-in';
import { assertEmailFreeForAuth, signUpUser } from '../users/sign-up';

const signUpBody = z.strictObject({
  email: strictEmail,
  password,
  verification_callback_url: urlString.optional(),
  bot_challenge_token: z.string().optional(),
  bot_challenge_phase: z.enum(['invisible', 'visible']).optional(),
  bot_challenge_unavailable: z.literal('true').optional(),
});

export const passwordRoutes = [
  defineRoute({
    method: 'POST', path: '/auth/password/sign-up', access: ALL_ACCESS, body: signUpBody,
    handler: async ({ core, body, requireAuth }) => {
      const auth = requireAuth();
      const project = auth.project;
      assertPasswordAuthEnabled(project);
      if (body.verification_callback_url !== undefined) assertTrustedUrl(project, body.verification_callback_url);
      if (!project.config.signUpEnabled) throw known('SIGN_UP_NOT_ENABLED');
      assertPasswordPolicy(body.password);
      assertEmailFreeForAuth(core, project.id, body.email);
      const { user } = signUpUser(core, auth, { email: body.email, passwordHash: await hashPassword(body.password) });
      const channel = primaryEmailOf(core, user.id);
      if (body.verification_callback_url !== undefined && channel !== undefined) {
        issueEmailVerification(core, project, channel, body.verification_callback_url);
      }
      const tokens = await completeSignIn(core, user, true);
      return json(tokens);
    },
  }),
  defineRoute({
    method: 'POST', path: '/auth/password/sign-in', access: ALL_ACCESS,
    body: z.strictObject({ email: nonEmptyEmail, password }),
    handler: async ({ core, body, requireAuth }) => {
      const { project } = requireAuth();
      assertPasswordAuthEnabled(project);
      const channel = authChannelForEmail(core, project.id, body.email);
      const user = channel === undefined ? undefined : core.state.users[channel.userId];
      // One answer for unknown email, no password and wrong password; one bcrypt compare in every case.
      if (!(await passwordMatches(body.password, user?.passwordHash)) || user === undefined) throw known('EMAIL_PASSWORD_MISMATCH');
      return json(await completeSignIn(core, user, false));
    },
  }),
];
