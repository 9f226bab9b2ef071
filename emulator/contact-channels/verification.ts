/** Email verification of a contact channel (protocol §2.10): the code, its link and the outbox email. */
import type { EmulatorCore } from '../core';
import { sendEmail } from '../email';
import { known } from '../http/errors';
import { assertTrustedUrl } from '../http/trust';
import type { ContactChannelRecord, ProjectRecord } from '../state/records';
import { createVerificationCode } from '../verification/codes';

/** Same type as the code password sign-up sends, so one verify endpoint redeems both. */
export const EMAIL_VERIFICATION_CODE_TYPE = 'email_verification';

export function sendChannelVerification(core: EmulatorCore, project: ProjectRecord, channel: ContactChannelRecord, callbackUrl: string): void {
  if (channel.isVerified) throw known('EMAIL_ALREADY_VERIFIED');
  assertTrustedUrl(project, callbackUrl);
  const c = createVerificationCode(core, {
    projectId: project.id, type: EMAIL_VERIFICATION_CODE_TYPE, callbackUrl,
    data: { user_id: channel.userId, channel_id: channel.id, email: channel.value },
  });
  sendEmail(core, { projectId: project.id, to: channel.value, type: 'email_verification', link: c.link, code: c.code });
}
