/** `POST /emails/send-email` (server or admin): emails some or all of the project's users (emails/send-email.ts). */
import * as z from 'zod';
import { sendEmailShapeProblem, sendEmailToUsers, type SendEmailBody } from '../emails/send-email';
import { json } from '../http/respond';
import { SERVER_ACCESS, defineRoute, type Route } from '../http/route';

// The base fields are typed here; which of html / template_id / draft_id is there is the shape check's (a union).
const body = z.looseObject({
  user_ids: z.array(z.string()).optional(),
  all_users: z.literal(true).optional(),
  subject: z.string().optional(),
  notification_category_name: z.string().optional(),
  theme_id: z.union([z.string(), z.literal(false)]).nullable().optional(),
  is_high_priority: z.boolean().optional(),
  scheduled_at_millis: z.number().optional(),
  html: z.string().optional(),
  template_id: z.uuid().optional(),
  variables: z.record(z.string(), z.unknown()).optional(),
  draft_id: z.string().optional(),
});

export const sendEmailRoutes: Route[] = [
  defineRoute({
    method: 'POST', path: '/emails/send-email', access: SERVER_ACCESS, body,
    handler: ({ core, body, requireAuth, schemaError }) => {
      const problem = sendEmailShapeProblem(body);
      if (problem !== undefined) schemaError(problem);
      return json({ results: sendEmailToUsers(core, requireAuth().project, body as SendEmailBody) });
    },
  }),
];
