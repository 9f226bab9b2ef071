/** Team invitations by code: send, accept, check-code, details (protocol §2.15, §2.1). */
import * as z from 'zod';
import { sendEmail } from '../email';
import { json } from '../http/respond';
import { ALL_ACCESS, defineRoute } from '../http/route';
import { email, urlString, verificationCode } from '../http/schemas';
import { assertTrustedUrl } from '../http/trust';
import { normaliseEmail } from '../state/users';
import {
  assertMayAcceptInvitations, INVITATION_CODE_TYPE, INVITATION_LIFETIME_MS, invitationTeamId, joinInvitedTeam,
} from '../teams/invitations';
import { findTeam, requireTeam, requireTeamPermission } from '../teams/team-access';
import { checkVerificationCode, createVerificationCode } from '../verification/codes';

const codeBody = z.strictObject({ code: verificationCode });

export const teamInvitationCodeRoutes = [
  defineRoute({
    method: 'POST', path: '/team-invitations/send-code', access: ALL_ACCESS,
    body: z.strictObject({ team_id: z.uuid(), email, callback_url: urlString }),
    handler: (ctx) => {
      const { core, body } = ctx;
      const { project } = ctx.requireAuth();
      requireTeamPermission(ctx, body.team_id, '$invite_members');
      // The backend fails obscurely for an unknown team on the server path; TEAM_NOT_FOUND is the honest answer.
      const team = requireTeam(core, project.id, body.team_id);
      assertTrustedUrl(project, body.callback_url);
      const recipient = normaliseEmail(body.email);
      const c = createVerificationCode(core, {
        projectId: project.id, type: INVITATION_CODE_TYPE, data: { team_id: team.id, email: recipient },
        callbackUrl: body.callback_url, expiresInMs: INVITATION_LIFETIME_MS,
      });
      sendEmail(core, { projectId: project.id, to: recipient, type: 'team_invitation', link: c.link, code: c.code, variables: { teamDisplayName: team.displayName } });
      return json({ success: true, id: c.record.id });
    },
  }),
  defineRoute({
    method: 'POST', path: '/team-invitations/accept', access: ALL_ACCESS, body: codeBody,
    handler: ({ core, body, requireAuth, requireUser }) => {
      const { project } = requireAuth();
      const record = checkVerificationCode(core, project.id, INVITATION_CODE_TYPE, body.code);
      const user = requireUser('auth');
      assertMayAcceptInvitations(core, project, user);
      // Used only once the user may accept (checkVerificationCode already counted this attempt).
      record.usedAt = core.clock.now();
      joinInvitedTeam(core, project, record, user);
      return json({});
    },
  }),
  defineRoute({
    method: 'POST', path: '/team-invitations/accept/check-code', access: ALL_ACCESS, body: codeBody,
    handler: ({ core, body, requireAuth }) => {
      checkVerificationCode(core, requireAuth().project.id, INVITATION_CODE_TYPE, body.code);
      return json({ is_code_valid: true });
    },
  }),
  defineRoute({
    method: 'POST', path: '/team-invitations/accept/details', access: ALL_ACCESS, body: codeBody,
    handler: ({ core, body, requireAuth, requireUser }) => {
      const { project } = requireAuth();
      const record = checkVerificationCode(core, project.id, INVITATION_CODE_TYPE, body.code);
      assertMayAcceptInvitations(core, project, requireUser('auth'));
      const team = findTeam(core, project.id, invitationTeamId(record) ?? '');
      return json({ team_id: invitationTeamId(record), team_display_name: team?.displayName ?? '' });
    },
  }),
];
