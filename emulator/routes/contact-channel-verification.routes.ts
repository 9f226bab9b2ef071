/** Contact-channel verification (protocol §2.10): send a code (per channel, and the legacy primary-email form), verify. */
import * as z from 'zod';
import { known, statusError } from '../http/errors';
import { json, success } from '../http/respond';
import { ALL_ACCESS, defineRoute } from '../http/route';
import { email, urlString, userIdOrMe, uuid, verificationCode } from '../http/schemas';
import { channelOwner, findChannel } from '../contact-channels/channels';
import { EMAIL_VERIFICATION_CODE_TYPE, sendChannelVerification } from '../contact-channels/verification';
import { normaliseEmail, primaryEmailOf } from '../state/users';
import { checkVerificationCode, useVerificationCode } from '../verification/codes';

const codeBody = z.strictObject({ code: verificationCode });
const codeData = z.object({ channel_id: z.string(), email: z.string().optional() });

export const contactChannelVerificationRoutes = [
  defineRoute({
    method: 'POST', path: '/contact-channels/{user_id}/{contact_channel_id}/send-verification-code', access: ALL_ACCESS,
    params: z.strictObject({ user_id: userIdOrMe, contact_channel_id: uuid }),
    body: z.strictObject({ callback_url: urlString }),
    handler: ({ core, body, params, requireAuth, resolveUserId }) => {
      const auth = requireAuth();
      const userId = resolveUserId(params.user_id);
      if (auth.type === 'client' && auth.user?.id !== userId) throw statusError(400, 'Can only send verification code for your own user');
      channelOwner(core, auth.project.id, userId);
      const channel = findChannel(core, userId, params.contact_channel_id);
      if (channel === undefined) throw statusError(404, 'Contact channel not found');
      sendChannelVerification(core, auth.project, channel, body.callback_url);
      return success();
    },
  }),
  defineRoute({
    // Deprecated, but user.sendVerificationEmail() of the official SDK still calls it.
    method: 'POST', path: '/contact-channels/send-verification-code', access: ALL_ACCESS,
    body: z.strictObject({ email, callback_url: urlString }),
    handler: ({ core, body, requireAuth, requireUser }) => {
      const { project } = requireAuth();
      const user = requireUser('schema');
      const primary = primaryEmailOf(core, user.id);
      if (primary === undefined || primary.value !== normaliseEmail(body.email)) {
        throw known('EMAIL_IS_NOT_PRIMARY_EMAIL', { email: body.email, primary_email: primary?.value ?? null });
      }
      sendChannelVerification(core, project, primary, body.callback_url);
      return success();
    },
  }),
  defineRoute({
    method: 'POST', path: '/contact-channels/verify', access: ALL_ACCESS, body: codeBody,
    handler: ({ core, body, requireAuth }) => {
      const { project } = requireAuth();
      const record = useVerificationCode(core, project.id, EMAIL_VERIFICATION_CODE_TYPE, body.code);
      const data = codeData.parse(record.data);
      const channel = core.state.contactChannels[data.channel_id];
      // A channel whose address changed since the code was sent is not the one the email proved.
      if (channel === undefined || (data.email !== undefined && channel.value !== data.email)) {
        throw statusError(400, 'Contact channel not found. Was your contact channel deleted?');
      }
      channel.isVerified = true;
      return success();
    },
  }),
  defineRoute({
    method: 'POST', path: '/contact-channels/verify/check-code', access: ALL_ACCESS, body: codeBody,
    handler: ({ core, body, requireAuth }) => {
      checkVerificationCode(core, requireAuth().project.id, EMAIL_VERIFICATION_CODE_TYPE, body.code);
      return json({ is_code_valid: true });
    },
  }),
];
