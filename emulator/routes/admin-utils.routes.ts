/** Admin utilities (protocol §2.17): Svix webhook token, metrics, a real SMTP test email and the sign-in invitation email. */
import * as z from 'zod';
import { queryBoolean } from '../http/schemas';
import { emailProblems } from '../projects/field-checks';
import { created, json } from '../http/respond';
import { ADMIN_ACCESS, SERVER_ACCESS, defineRoute, type Route } from '../http/route';
import { email, urlString } from '../http/schemas';
import { assertTrustedUrl } from '../http/trust';
import { sendEmail } from '../email';
import { success } from '../http/respond';
import { computeMetrics } from '../metrics/metrics';
import { randomCode45 } from '../random';
import { sendSmtpEmail } from '../smtp/smtp-client';


// The backend's schema: every field defined, none checked for emptiness; the two emails are checked in the handler.
const sendTestEmailBody = z.strictObject({
  recipient_email: z.string(),
  email_config: z.strictObject({
    host: z.string(), port: z.number(), username: z.string(), password: z.string().max(70),
    sender_name: z.string(), sender_email: z.string(),
  }),
});

export const adminUtilityRoutes: Route[] = [
  // The service's route: server access or higher; the callback URL must be trusted; the sign_in_invitation template.
  defineRoute({
    method: 'POST', path: '/internal/send-sign-in-invitation', access: SERVER_ACCESS,
    body: z.strictObject({ email, callback_url: urlString }),
    handler: ({ core, body, requireAuth }) => {
      const { project } = requireAuth();
      assertTrustedUrl(project, body.callback_url);
      sendEmail(core, {
        // The callback URL carries no code: it is in the text, not the outbox's code link (as the service's mail).
        projectId: project.id, to: body.email, type: 'sign_in_invitation', link: null,
        variables: { signInInvitationLink: body.callback_url, teamDisplayName: project.displayName },
      });
      return success();
    },
  }),
  // Not a real Svix app-portal token (the emulator has no Svix): an opaque string of a fixed format,
  // `emulator_svix_<project id>_<45 random chars>`, so callers that only pass it along keep working.
  defineRoute({
    method: 'POST', path: '/webhooks/svix-token', access: ADMIN_ACCESS, body: z.strictObject({}).optional(),
    handler: ({ requireAuth }) => created({ token: `emulator_svix_${requireAuth().project.id}_${randomCode45()}` }),
  }),
  defineRoute({
    method: 'GET', path: '/internal/metrics', access: ADMIN_ACCESS,
    query: z.strictObject({ include_anonymous: queryBoolean.optional() }),
    handler: ({ core, query, requireAuth }) => json(computeMetrics(core, requireAuth().project.id, query.include_anonymous ?? false)),
  }),
  defineRoute({
    method: 'POST', path: '/internal/send-test-email', access: ADMIN_ACCESS, body: sendTestEmailBody,
    handler: async ({ core, body, requireAuth, schemaError }) => {
      const c = body.email_config;
      // In the backend's order; the port range is checked here so that it is reported together with the emails.
      const problems = [
        ...emailProblems('body.recipient_email', body.recipient_email),
        ...(c.port > 65535 ? ['body.email_config.port must be less than or equal to 65535'] : []),
        ...(c.port < 0 ? ['body.email_config.port must be greater than or equal to 0'] : []),
        ...emailProblems('body.email_config.sender_email', c.sender_email),
      ];
      if (problems.length > 0) schemaError(...problems);
      requireAuth();
      const result = await sendSmtpEmail(
        { host: c.host, port: c.port, username: c.username, password: c.password, senderName: c.sender_name, senderEmail: c.sender_email },
        {
          to: body.recipient_email, subject: 'Test Email from Stack Auth', date: new Date(core.clock.now()),
          text: 'This is a test email from Stack Auth. If you successfully received this email, your email server configuration is working correctly.',
        },
      );
      return json(result);
    },
  }),
];
