/** GET /api/v1 (welcome text), the SDK's analytics batch, and check-feature-support. */
import * as z from 'zod';
import { json, text } from '../http/respond';
import { defineRoute } from '../http/route';

const WELCOME = 'Welcome to the Stack API endpoint! Please refer to the documentation at https://docs.stack-auth.com.\n\nAuthentication: None';

/** How a template literal would print `body.feature_name`. */
function featureName(body: unknown): string {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).feature_name : undefined;
  if (value === undefined || value === null) return 'This feature';
  return typeof value === 'object' ? (Array.isArray(value) ? value.join(',') : '[object Object]') : String(value);
}

export const rootRoutes = [
  defineRoute({
    method: 'GET', path: '/', access: 'none',
    handler: ({ auth }) => {
      const who = auth === null ? 'None' : `${auth.type}${auth.user ? ` (user ${auth.user.id})` : ''}`;
      return text(WELCOME.replace('Authentication: None', `Authentication: ${who}`));
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
