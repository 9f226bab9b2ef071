/** GET /api/v1 (welcome text), the SDK's analytics batch, and check-feature-support. */
import * as z from 'zod';
import { known } from '../http/errors';
import { text } from '../http/respond';
import { ALL_ACCESS, defineRoute } from '../http/route';
import { definedJson, wholeLine } from '../http/schemas';
import { primaryEmailOf } from '../state/users';

const WELCOME = 'Welcome to the Stack API endpoint! Please refer to the documentation at https://docs.stack-auth.com.\n\nAuthentication: ';

/** How a template literal would print `body.feature_name`. */
function featureName(body: unknown): string {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).feature_name : undefined;
  if (value === undefined || value === null) return 'This feature';
  return typeof value === 'object' ? (Array.isArray(value) ? value.join(',') : '[object Object]') : String(value);
}

/** The service's UUID pattern for the batch ids (versions 1–8). */
const BATCH_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[089ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const MAX_EVENTS = 500;
// (Not `.int()`: zod stops there, yup also says the minimum.)
const epochMs = z.number().refine(Number.isInteger, 'must be an integer').min(0);

const analyticsBatch = z.strictObject({
  session_replay_segment_id: z.string().refine((s) => BATCH_UUID.test(s), wholeLine('Invalid session_replay_segment_id')),
  batch_id: z.string().refine((s) => BATCH_UUID.test(s), wholeLine('Invalid batch_id')),
  sent_at_ms: epochMs,
  events: z.array(z.object({ event_type: z.enum(['$page-view', '$click']), event_at_ms: epochMs, data: definedJson })).min(1).max(MAX_EVENTS),
});

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
  // The browser SDK's background tracker. The emulator keeps no analytics (docs/protocol-notes.md, deliberate
  // departures): it answers as the service does for a project without the analytics app, after the same checks.
  defineRoute({
    method: 'POST', path: '/analytics/events/batch', access: ALL_ACCESS, body: analyticsBatch,
    handler: () => { throw known('ANALYTICS_NOT_ENABLED'); },
  }),
  // Any body at all; only `feature_name` is read (null or absent: "This feature").
  defineRoute({
    method: 'POST', path: '/check-feature-support', access: 'none', body: z.unknown(),
    handler: ({ body }) => text(`${featureName(body)} is not yet supported. Please reach out to Stack support for more information.`),
  }),
];
