/** GET /api/v1 (welcome text), the SDK's analytics batch, and check-feature-support. */
import * as z from 'zod';
import { json, text } from '../http/respond';
import { defineRoute } from '../http/route';
import { primaryEmailOf } from '../state/users';

const WELCOME = 'Welcome to the Stack API endpoint! Please refer to the documentation at https://docs.stack-auth.com.\n\nAuthentication: ';

/** How a template literal would print `body.feature_name`. */
function featureName(body: unknown): string {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).feature_name : undefined;
  if (value === undefined || value === null) return 'This feature';
  return typeof value === 'object' ? (Array.isArray(value) ? value.join(',') : '[object Object]') : String(value);
}

export const rootRoutes = [
  // As the service: the access type capitalised, then the project and the user (primary email, else id).
  defineRoute({
    method: 'GET', path: '/', access: 'none',
    handler: ({ core, auth }) => {
      if (auth === null) return text(`${WELCOME}None`);
      const user = auth.user === null ? 'None' : primaryEmailOf(core, auth.user.id)?.value ?? auth.user.id;
      const type = auth.type.charAt(0).toUpperCase() + auth.type.slice(1);
      return text(`${WELCOME}${type}\n  Project: ${auth.project.id}\n  User: ${user}`);
    },
  }),
  // The browser SDK's background tracker: accepted and dropped (§6.1).
  defineRoute({
    method: 'POST', path: '/analytics/events/batch', access: 'none',
    body: z.looseObject({ events: z.array(z.unknown()).optional() }).optional(),
    handler: ({ body }) => json({ inserted: body?.events?.length ?? 0 }),
  }),
  // Any body at all; only `feature_name` is read (null or absent: "This feature").
  defineRoute({
    method: 'POST', path: '/check-feature-support', access: 'none', body: z.unknown(),
    handler: ({ body }) => text(`${featureName(body)} is not yet supported. Please reach out to Stack support for more information.`),
  }),
];
