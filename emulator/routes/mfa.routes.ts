/** POST /auth/mfa/sign-in (protocol §2.4, §5.4): redeem an MFA attempt code with a TOTP. */
import * as z from 'zod';
import { known } from '../http/errors';
import { json } from '../http/respond';
import { ALL_ACCESS, defineRoute } from '../http/route';
import { verificationCode } from '../http/schemas';
import { totpMatches } from '../mfa/totp';
import { signInTokens } from '../tokens/sessions';
import { MFA_ATTEMPT_CODE_TYPE } from '../users/sign-in';
import { checkVerificationCode } from '../verification/codes';

const attemptData = z.object({ user_id: z.string(), is_new_user: z.boolean() });

export const mfaRoutes = [
  defineRoute({
    method: 'POST', path: '/auth/mfa/sign-in', codeHandler: true, access: ALL_ACCESS,
    body: z.strictObject({ type: z.literal('totp'), totp: z.string(), code: verificationCode }),
    handler: async ({ core, body, requireAuth }) => {
      const { project } = requireAuth();
      // Checked (one attempt counted) but not consumed yet: a wrong TOTP must leave the attempt usable.
      const attempt = checkVerificationCode(core, project.id, MFA_ATTEMPT_CODE_TYPE, body.code);
      const data = attemptData.parse(attempt.data);
      const user = core.state.users[data.user_id];
      if (user === undefined || user.projectId !== project.id) throw known('USER_NOT_FOUND');
      const secret = user.totpSecretBase64;
      if (secret !== null && !totpMatches(secret, body.totp.trim(), core.clock.now())) throw known('INVALID_TOTP_CODE');
      attempt.usedAt = core.clock.now();
      const tokens = await signInTokens(core, user);
      return json({ ...tokens, is_new_user: data.is_new_user });
    },
  }),
];
