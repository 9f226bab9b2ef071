/** Team invitations by code: send, accept, check-code, details (protocol §2.15, §2.1). */
import * as z from 'zod';
import { sendEmail } from '../email';
import { json } from '../http/respond';
import { ALL_ACCESS, defineRoute } from '../http/route';
import { verificationCode } from '../http/schemas';
import { sendCodeBody } from '../teams/invitation-body';
import { assertTrustedUrl } from '../http/trust';
import {
  assertMayAcceptInvitations, INVITATION_CODE_TYPE, INVITATION_LIFETIME_MS, joinInvitedTeam, requireInvitedTeam,
} from '../teams/invitations';
import { requireTeam, requireTeamPermission } from '../teams/team-access';
import { checkVerificationCode, createVerificationCode, useVerificationCode } from '../verification/codes';

const codeBody = z.strictObject({ code: verificationCode });

export const teamInvitationCodeRoutes = [
  defineRoute({
    method: 'POST', path: '/team-invitations/send-code', access: ALL_ACCESS,
    body: sendCodeBody,
    handler: (ctx) => {
      const { core, body } = ctx;
      const { project } = ctx.requireAuth();
      requireTeamPermission(ctx, body.team_id, ['$invite_members']);
      // The backend fails obscurely for an unknown team on the server path; TEAM_NOT_FOUND is the honest answer.
      const team = requireTeam(core, project.id, body.team_id);
      assertTrustedUrl(project, body.callback_url);
      const recipient = body.email;
      const c = createVerificationCode(core, {
        projectId: project.id, type: INVITATION_CODE_TYPE, data: { team_id: team.id, email: recipient },
        callbackUrl: body.callback_url, expiresInMs: INVITATION_LIFETIME_MS,
      });
      sendEmail(core, { projectId: project.id, to: recipient, type: 'team_invitation', link: c.link, code: c.code, variables: { teamDisplayName: team.displayName } });
      return json({ success: true, id: c.record.id });
    },
  }),
  defineRoute({
    method: 'POST', path: '/team-invitations/accept', access: ALL_ACCESS, body: codeBody, codeHandler: true,
    handler: ({ core, body, requireAuth, requireUser }) => {
      const { project } = requireAuth();
      // The service consumes the code before it looks at the user: a signed-out or restricted attempt uses it up.
      const record = useVerificationCode(core, project.id, INVITATION_CODE_TYPE, body.code);
      const user = requireUser('auth');
      assertMayAcceptInvitations(core, project, user);
      joinInvitedTeam(core, project, record, user);
      return json({});
    },
  }),
  defineRoute({
    method: 'POST', path: '/team-invitations/accept/check-code', access: ALL_ACCESS, body: codeBody, codeHandler: true,
    handler: ({ core, body, requireAuth }) => {
      checkVerificationCode(core, requireAuth().project.id, INVITATION_CODE_TYPE, body.code);
      return json({ is_code_valid: true });
    },
  }),
  defineRoute({
    method: 'POST', path: '/team-invitations/accept/details', access: ALL_ACCESS, body: codeBody, codeHandler: true,
    handler: ({ core, body, requireAuth, requireUser }) => {
      const { project } = requireAuth();
      const record = checkVerificationCode(core, project.id, INVITATION_CODE_TYPE, body.code);
      assertMayAcceptInvitations(core, project, requireUser('auth'));
      const team = requireInvitedTeam(core, record);
      return json({ team_id: team.id, team_display_name: team.displayName });
    },
  }),
];
