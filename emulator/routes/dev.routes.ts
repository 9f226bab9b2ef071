/** Dev controls under /emulator/ (never under /api/v1): reset, virtual time, faults, outbox. */
import * as z from 'zod';
import { html, json, success } from '../http/respond';
import { defineRoute } from '../http/route';
import { renderOutboxHtml } from '../dev/outbox-page';
import { renderIndexHtml } from '../dev/index-page';
import { MALFORMED_BODIES, TOKEN_RESPONSE_VARIANTS } from '../dev/faults';
import { revokeSessions } from '../tokens/revoke';
import { resetRotation, type Rotation } from '../tokens/rotation-state';

const rotationView = (rotation: Rotation) => ({
  enabled: rotation.settings.enabled, reuse_grace_ms: rotation.settings.reuseGraceMs, family_revocations: rotation.familyRevocations,
});

const faultSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('delay'), ms: z.number().int().min(0) }),
  z.strictObject({ kind: z.literal('hang') }),
  z.strictObject({ kind: z.literal('drop-before') }),
  z.strictObject({ kind: z.literal('drop-after') }),
  z.strictObject({ kind: z.literal('status'), status: z.union([z.literal(500), z.literal(502), z.literal(503), z.literal(504)]) }),
  z.strictObject({ kind: z.literal('429'), retry_after: z.string().nullable().optional() }),
  z.strictObject({ kind: z.literal('malformed-200'), body: z.enum(MALFORMED_BODIES) }),
  z.strictObject({ kind: z.literal('token-response'), variant: z.enum(TOKEN_RESPONSE_VARIANTS) }),
  z.strictObject({
    kind: z.literal('known-error-mismatch'), status: z.number().int().min(400).max(599).optional(),
    header_code: z.string().optional(), body_code: z.string().optional(),
  }),
]);

const timeBody = z.union([
  z.strictObject({ advance_ms: z.number().int() }),
  z.strictObject({ set_ms: z.number().int() }),
]);

const timeOf = (now: number) => ({ now_millis: now, now_iso: new Date(now).toISOString() });

export const devRoutes = [
  // The front page, at the root and under /emulator/ (the router ignores a trailing slash).
  ...['/', '/emulator'].map((path) => defineRoute({
    method: 'GET', path, raw: true,
    handler: ({ core }) => html(renderIndexHtml({ apiUrl: core.apiUrl, demoUrl: core.demoUrl, outboxCount: core.outbox.list().length, nowMillis: core.clock.now() })),
  })),
  defineRoute({ method: 'POST', path: '/emulator/reset', raw: true, handler: ({ core }) => { core.reset(); return success(); } }),
  defineRoute({ method: 'GET', path: '/emulator/time', raw: true, handler: ({ core }) => json(timeOf(core.clock.now())) }),
  defineRoute({
    method: 'POST', path: '/emulator/time', raw: true, body: timeBody,
    handler: ({ core, body }) => {
      if ('advance_ms' in body) core.clock.advance(body.advance_ms);
      else core.clock.set(body.set_ms);
      return json(timeOf(core.clock.now()));
    },
  }),
  defineRoute({
    method: 'POST', path: '/emulator/faults', raw: true,
    body: z.strictObject({ method: z.string().optional(), path: z.string().min(1), times: z.number().int().min(1).optional(), fault: faultSchema }),
    handler: ({ core, body }) => { core.faults.add(body); return json({ faults: core.faults.list() }, 201); },
  }),
  defineRoute({ method: 'GET', path: '/emulator/faults', raw: true, handler: ({ core }) => json({ faults: core.faults.list() }) }),
  defineRoute({ method: 'DELETE', path: '/emulator/faults', raw: true, handler: ({ core }) => { core.faults.clear(); return success(); } }),
  defineRoute({
    method: 'POST', path: '/emulator/rotation', raw: true,
    body: z.strictObject({ enabled: z.boolean(), reuse_grace_ms: z.number().int().min(0).optional() }),
    handler: ({ core, body }) => {
      resetRotation(core.rotation, { enabled: body.enabled, reuseGraceMs: body.reuse_grace_ms ?? 0 });
      return json(rotationView(core.rotation));
    },
  }),
  defineRoute({ method: 'GET', path: '/emulator/rotation', raw: true, handler: ({ core }) => json(rotationView(core.rotation)) }),
  defineRoute({
    method: 'POST', path: '/emulator/revoke', raw: true,
    body: z.union([z.strictObject({ refresh_token: z.string().min(1) }), z.strictObject({ user_id: z.string().min(1) })]),
    handler: ({ core, body }) => json({ revoked: revokeSessions(core, 'refresh_token' in body ? { refreshToken: body.refresh_token } : { userId: body.user_id }) }),
  }),
  defineRoute({ method: 'GET', path: '/emulator/outbox', raw: true, handler: ({ core }) => json({ items: core.outbox.list() }) }),
  defineRoute({ method: 'DELETE', path: '/emulator/outbox', raw: true, handler: ({ core }) => { core.outbox.clear(); return success(); } }),
  defineRoute({ method: 'GET', path: '/emulator/outbox.html', raw: true, handler: ({ core }) => html(renderOutboxHtml(core.outbox.list())) }),
];
