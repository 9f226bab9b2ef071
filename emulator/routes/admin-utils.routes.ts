/** Admin utilities (protocol §2.17): Svix webhook token, metrics, and a real SMTP test email. */
import * as z from 'zod';
import { email, queryBoolean } from '../http/schemas';
import { created, json } from '../http/respond';
import { ADMIN_ACCESS, defineRoute, type Route } from '../http/route';
import { computeMetrics } from '../metrics/metrics';
import { randomCode45 } from '../random';
import { sendSmtpEmail } from '../smtp/smtp-client';


const sendTestEmailBody = z.strictObject({
  recipient_email: email,
  email_config: z.strictObject({
    host: z.string().min(1), port: z.number().int().min(1).max(65535), username: z.string(), password: z.string(),
    sender_name: z.string(), sender_email: email,
  }),
});

export const adminUtilityRoutes: Route[] = [
  // Not a real Svix app-portal token (the emulator has no Svix): an opaque string of a fixed format,
  // `emulator_svix_<project id>_<45 random chars>`, so callers that only pass it along keep working.
  defineRoute({
    method: 'POST', path: '/webhooks/svix-token', access: ADMIN_ACCESS,
    handler: ({ requireAuth }) => created({ token: `emulator_svix_${requireAuth().project.id}_${randomCode45()}` }),
  }),
  defineRoute({
    method: 'GET', path: '/internal/metrics', access: ADMIN_ACCESS,
    query: z.strictObject({ include_anonymous: queryBoolean.optional() }),
    handler: ({ core, query, requireAuth }) => json(computeMetrics(core, requireAuth().project.id, query.include_anonymous ?? false)),
  }),
  defineRoute({
    method: 'POST', path: '/internal/send-test-email', access: ADMIN_ACCESS, body: sendTestEmailBody,
    handler: async ({ core, body, requireAuth }) => {
      const c = body.email_config;
      const result = await sendSmtpEmail(
        { host: c.host, port: c.port, username: c.username, password: c.password, senderName: c.sender_name, senderEmail: c.sender_email },
        {
          to: body.recipient_email, subject: 'Test email from Stack Auth', date: new Date(core.clock.now()),
          text: `This is a test email sent by the Portcullis emulator for project ${requireAuth().project.displayName}.`,
        },
      );
      return json(result);
    },
  }),
];
