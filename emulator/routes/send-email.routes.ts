/** `POST /emails/send-email` (server or admin): emails some or all of the project's users (emails/send-email.ts). */
import * as z from 'zod';
import { sendEmailShapeProblem, sendEmailToUsers, type SendEmailBody } from '../emails/send-email';
import { json } from '../http/respond';
import { SERVER_ACCESS, defineRoute, type Route } from '../http/route';

// An object; its fields are the shape check's, which words them as the service's union schema does.
const body = z.looseObject({});

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
