/** Email verification of a contact channel (protocol §2.10): the code, its link and the outbox email. */
import type { EmulatorCore } from '../core';
import { sendEmail } from '../email';
import { known } from '../http/errors';
import { assertTrustedUrl } from '../http/trust';
import type { ContactChannelRecord, ProjectRecord } from '../state/records';
import { createVerificationCode } from '../verification/codes';

/** Same type as the code password sign-up sends, so one verify endpoint redeems both. */
export const EMAIL_VERIFICATION_CODE_TYPE = 'email_verification';

/** `POST /contact-channels/send-verification-code`: refuses a verified channel or an untrusted callback URL. */
export function sendChannelVerification(core: EmulatorCore, project: ProjectRecord, channel: ContactChannelRecord, callbackUrl: string): void {
  if (channel.isVerified) throw known('EMAIL_ALREADY_VERIFIED');
  assertTrustedUrl(project, callbackUrl);
  issueEmailVerification(core, project, channel, callbackUrl);
}

/** Creates the code and sends the email; the caller has checked the callback URL's trust (e.g. sign-up). */
export function issueEmailVerification(core: EmulatorCore, project: ProjectRecord, channel: ContactChannelRecord, callbackUrl: string): void {
  const c = createVerificationCode(core, {
    projectId: project.id, type: EMAIL_VERIFICATION_CODE_TYPE, callbackUrl,
    data: { user_id: channel.userId, channel_id: channel.id, email: channel.value },
  });
  sendEmail(core, { projectId: project.id, to: channel.value, type: EMAIL_VERIFICATION_CODE_TYPE, link: c.link, code: c.code });
}
