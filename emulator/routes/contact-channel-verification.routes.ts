/** Contact-channel verification (protocol §2.10): send a code (per channel, and the legacy primary-email form), verify. */
import * as z from 'zod';
import { known, statusError } from '../http/errors';
import { json, success } from '../http/respond';
import { ALL_ACCESS, defineRoute } from '../http/route';
import { strictEmail, urlString, userIdOrMe, uuid, verificationCode } from '../http/schemas';
import { channelOwner, findChannel } from '../contact-channels/channels';
import { EMAIL_VERIFICATION_CODE_TYPE, sendChannelVerification } from '../contact-channels/verification';
import { channelsOf, primaryEmailOf } from '../state/users';
import { checkVerificationCode, useVerificationCode } from '../verification/codes';

const codeBody = z.strictObject({ code: verificationCode });
const codeData = z.object({ user_id: z.string(), email: z.string() });

export const contactChannelVerificationRoutes = [
  defineRoute({
    method: 'POST', path: '/contact-channels/{user_id}/{contact_channel_id}/send-verification-code', access: ALL_ACCESS,
    params: z.strictObject({ user_id: userIdOrMe, contact_channel_id: uuid }),
    body: z.strictObject({ callback_url: urlString }),
    handler: ({ core, body, params, requireAuth, resolveUserId }) => {
      const auth = requireAuth();
      const userId = resolveUserId(params.user_id);
      if (auth.type === 'client') {
        if (auth.user === null) throw known('CANNOT_GET_OWN_USER_WITHOUT_USER');
        if (auth.user.id !== userId) throw statusError(400, 'Can only send verification code for your own user');
      } else {
        channelOwner(core, auth.project.id, userId);
      }
      const channel = findChannel(core, auth.project.id, userId, params.contact_channel_id);
      if (channel === undefined) throw statusError(404, 'Contact channel not found');
      sendChannelVerification(core, auth.project, channel, body.callback_url);
      return success();
    },
  }),
  defineRoute({
    // Deprecated, but user.sendVerificationEmail() of the official SDK still calls it.
    method: 'POST', path: '/contact-channels/send-verification-code', access: ALL_ACCESS,
    body: z.strictObject({ email: strictEmail, callback_url: urlString }),
    handler: ({ core, body, requireAuth, requireUser }) => {
      const { project } = requireAuth();
      const user = requireUser('schema');
      const primary = primaryEmailOf(core, user.id);
      // Compared as sent, not normalised: `ANN@x.com` is not the primary `ann@x.com` for this endpoint.
      if (primary === undefined || primary.value !== body.email) {
        throw known('EMAIL_IS_NOT_PRIMARY_EMAIL', { email: body.email, primary_email: primary?.value ?? null });
      }
      sendChannelVerification(core, project, primary, body.callback_url);
      return success();
    },
  }),
  defineRoute({
    method: 'POST', path: '/contact-channels/verify', access: ALL_ACCESS, body: codeBody, codeHandler: true,
    handler: ({ core, body, requireAuth }) => {
      const { project } = requireAuth();
      const record = useVerificationCode(core, project.id, EMAIL_VERIFICATION_CODE_TYPE, body.code);
      const data = codeData.parse(record.data);
      // The code proves an address for a user, not a row: the user's channel with that address now (the
      // backend's look-up), so a channel deleted and added again is verified, one whose address changed is not.
      const channel = channelsOf(core, data.user_id).find((c) => c.projectId === project.id && c.value === data.email);
      if (channel === undefined) throw statusError(400, 'Contact channel not found. Was your contact channel deleted?');
      channel.isVerified = true;
      return success();
    },
  }),
  defineRoute({
    method: 'POST', path: '/contact-channels/verify/check-code', access: ALL_ACCESS, body: codeBody, codeHandler: true,
    handler: ({ core, body, requireAuth }) => {
      checkVerificationCode(core, requireAuth().project.id, EMAIL_VERIFICATION_CODE_TYPE, body.code);
      return json({ is_code_valid: true });
    },
  }),
];
