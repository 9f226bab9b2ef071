/** Magic link / OTP (protocol §2.3, §5.2): send a sign-in code, sign in with it, check it. */
import * as z from 'zod';
import { sendEmail } from '../email';
import { known, statusError } from '../http/errors';
import { json } from '../http/respond';
import { ALL_ACCESS, defineRoute } from '../http/route';
import { strictEmail, urlString, verificationCode } from '../http/schemas';
import { assertTrustedUrl } from '../http/trust';
import { normaliseEmail } from '../state/users';
import { completeSignIn } from '../users/sign-in';
import { existingUserForOtp, SIGN_IN_CODE_TYPE, userForOtpSignIn } from '../users/otp-sign-in';
import { checkVerificationCode, createVerificationCode, useVerificationCode } from '../verification/codes';


const sendBody = z.strictObject({
  email: strictEmail,
  callback_url: urlString,
  bot_challenge_token: z.string().optional(),
  bot_challenge_phase: z.enum(['invisible', 'visible']).optional(),
  bot_challenge_unavailable: z.literal('true').optional(),
});

const codeData = z.object({ email: z.string() });

export const otpRoutes = [
  defineRoute({
    method: 'POST', path: '/auth/otp/send-sign-in-code', access: ALL_ACCESS, body: sendBody,
    handler: ({ core, body, requireAuth }) => {
      const { project } = requireAuth();
      if (!project.config.magicLinkEnabled) throw statusError(403, 'OTP sign-in is not enabled for this project');
      const existing = existingUserForOtp(core, project.id, body.email);
      if (existing === null && !project.config.signUpEnabled) throw known('SIGN_UP_NOT_ENABLED');
      assertTrustedUrl(project, body.callback_url);
      const c = createVerificationCode(core, {
        projectId: project.id, type: SIGN_IN_CODE_TYPE, data: { email: normaliseEmail(body.email) }, callbackUrl: body.callback_url,
      });
      sendEmail(core, { projectId: project.id, to: normaliseEmail(body.email), type: 'magic_link', link: c.link, code: c.code, otp: c.otp });
      return json({ nonce: c.nonce });
    },
  }),
  defineRoute({
    method: 'POST', path: '/auth/otp/sign-in', codeHandler: true, access: ALL_ACCESS, body: z.strictObject({ code: verificationCode }),
    handler: async ({ core, body, requireAuth }) => {
      const auth = requireAuth();
      const record = useVerificationCode(core, auth.project.id, SIGN_IN_CODE_TYPE, body.code);
      const { user, isNewUser } = userForOtpSignIn(core, auth, codeData.parse(record.data).email);
      const tokens = await completeSignIn(core, user, isNewUser);
      return json({ ...tokens, is_new_user: isNewUser });
    },
  }),
  defineRoute({
    method: 'POST', path: '/auth/otp/sign-in/check-code', codeHandler: true, access: ALL_ACCESS, body: z.strictObject({ code: verificationCode }),
    handler: ({ core, body, requireAuth }) => {
      checkVerificationCode(core, requireAuth().project.id, SIGN_IN_CODE_TYPE, body.code);
      return json({ is_code_valid: true });
    },
  }),
];
