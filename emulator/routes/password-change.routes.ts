/** Password reset (send code, check code, reset), update and set (protocol §2.2). */
import * as z from 'zod';
import { sendEmail } from '../email';
import { statusError } from '../http/errors';
import { json, success } from '../http/respond';
import { ALL_ACCESS, defineRoute } from '../http/route';
import { email, password, urlString, verificationCode } from '../http/schemas';
import { assertTrustedUrl } from '../http/trust';
import { authChannelForEmail } from '../state/users';
import { revokeUserSessions } from '../tokens/sessions';
import { known } from '../http/errors';
import { assertPasswordAuthEnabled, assertPasswordPolicy, hashPassword, passwordMatches } from '../users/passwords';
import { checkVerificationCode, createVerificationCode, useVerificationCode } from '../verification/codes';

export const PASSWORD_RESET_CODE_TYPE = 'password_reset';

export const passwordChangeRoutes = [
  defineRoute({
    method: 'POST', path: '/auth/password/send-reset-code', access: ALL_ACCESS,
    body: z.strictObject({ email, callback_url: urlString }),
    handler: ({ core, body, requireAuth }) => {
      const { project } = requireAuth();
      assertPasswordAuthEnabled(project);
      const channel = authChannelForEmail(core, project.id, body.email);
      // The real backend also sleeps 2–3 s for unknown emails; the emulator answers at once (same body).
      if (channel !== undefined && core.state.users[channel.userId] !== undefined) {
        assertTrustedUrl(project, body.callback_url);
        const c = createVerificationCode(core, {
          projectId: project.id, type: PASSWORD_RESET_CODE_TYPE, callbackUrl: body.callback_url, data: { user_id: channel.userId },
        });
        sendEmail(core, { projectId: project.id, to: channel.value, type: 'password_reset', link: c.link, code: c.code });
      }
      return json({ success: 'maybe, only if user with e-mail exists' });
    },
  }),
  defineRoute({
    method: 'POST', path: '/auth/password/reset/check-code', codeHandler: true, access: ALL_ACCESS, body: z.strictObject({ code: verificationCode }),
    handler: ({ core, body, requireAuth }) => {
      checkVerificationCode(core, requireAuth().project.id, PASSWORD_RESET_CODE_TYPE, body.code);
      return json({ is_code_valid: true });
    },
  }),
  defineRoute({
    method: 'POST', path: '/auth/password/reset', codeHandler: true, access: ALL_ACCESS, body: z.strictObject({ code: verificationCode, password }),
    handler: async ({ core, body, requireAuth }) => {
      const { project } = requireAuth();
      const record = useVerificationCode(core, project.id, PASSWORD_RESET_CODE_TYPE, body.code);
      assertPasswordAuthEnabled(project);
      assertPasswordPolicy(body.password);
      const userId = (record.data as { user_id: string }).user_id;
      const user = core.state.users[userId];
      if (user === undefined) throw known('USER_NOT_FOUND');
      user.passwordHash = await hashPassword(body.password);
      revokeUserSessions(core, user.id);
      return success();
    },
  }),
  defineRoute({
    method: 'POST', path: '/auth/password/update', access: ALL_ACCESS,
    body: z.strictObject({ old_password: password, new_password: password }),
    handler: async ({ core, body, requireAuth, requireUser, header }) => {
      const user = requireUser();
      assertPasswordAuthEnabled(requireAuth().project);
      assertPasswordPolicy(body.new_password);
      if (user.passwordHash === null) throw known('USER_DOES_NOT_HAVE_PASSWORD');
      if (!(await passwordMatches(body.old_password, user.passwordHash))) throw known('PASSWORD_CONFIRMATION_MISMATCH');
      user.passwordHash = await hashPassword(body.new_password);
      revokeUserSessions(core, user.id, header('refresh-token'));
      return success();
    },
  }),
  defineRoute({
    method: 'POST', path: '/auth/password/set', access: ALL_ACCESS, body: z.strictObject({ password }),
    handler: async ({ body, requireAuth, requireUser }) => {
      const user = requireUser();
      assertPasswordAuthEnabled(requireAuth().project);
      assertPasswordPolicy(body.password);
      if (user.passwordHash !== null) throw statusError(400, 'User already has a password set.');
      user.passwordHash = await hashPassword(body.password);
      return success();
    },
  }),
];
