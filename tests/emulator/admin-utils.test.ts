/** Svix token, metrics, check-feature-support and the analytics batch (protocol §2.8, §2.17, §6.1). */
import { emulatorUnderTest } from './support/emulator-under-test';
import { adminHeaders, call, clientHeaders, DEMO, serverHeaders, signUp } from './helpers';

const { emu, h } = emulatorUnderTest({ log: () => undefined });

function expectKnown(r: { status: number; headers: Headers; body: Record<string, unknown> }, status: number, code: string): void {
  expect([r.status, r.body.code, r.headers.get('x-stack-known-error')]).toEqual([status, code, code]);
}

describe('POST /webhooks/svix-token', () => {
  it('201 with an opaque token of the emulator format; admin only', async () => {
    const r = await call(h, 'POST', '/webhooks/svix-token', { headers: adminHeaders(), body: {} });
    expect(r.status).toBe(201);
    expect(r.body.token).toMatch(new RegExp(`^emulator_svix_${DEMO.projectId}_[0-9a-hjkmnp-tv-z]{45}$`));
    expectKnown(await call(h, 'POST', '/webhooks/svix-token', { headers: serverHeaders(), body: {} }), 401, 'INSUFFICIENT_ACCESS_TYPE');
  });
});

type Series = Array<{ date: string; activity: number }>;

describe('GET /internal/metrics', () => {
  it('computes users, series (31 points: 30 days back through today) and overviews from state', async () => {
    const user = await signUp(h);
    emu.state.users[user.user_id]!.countryCode = 'CH';
    await call(h, 'POST', '/auth/anonymous/sign-up', { headers: clientHeaders(), body: {} });
    const r = await call(h, 'GET', '/internal/metrics', { headers: adminHeaders() });
    expect(r.status).toBe(200);
    const total = r.body.total_users as number;
    expect(total).toBeGreaterThanOrEqual(1);
    const daily = r.body.daily_users as Series;
    expect(daily).toHaveLength(31);
    expect(daily.at(-1)!.date).toBe(new Date(emu.clock.now()).toISOString().slice(0, 10));
    expect(daily.reduce((n, p) => n + p.activity, 0)).toBe(total);
    expect(r.body.users_by_country).toEqual({ CH: 1 });
    // Recent users are full server user objects, as the backend's.
    expect((r.body.recently_registered as Array<Record<string, unknown>>)[0]).toMatchObject({ id: user.user_id, has_password: true, is_anonymous: false });
    expect(r.body).not.toHaveProperty('live_users');
    expect(r.body).not.toHaveProperty('active_users_by_country');
    expect(r.body.login_methods).toEqual([{ method: 'password', count: total }]);
    expect(r.body.auth_overview).toMatchObject({ anonymous_users: 1, total_users_filtered: total });
    expect(r.body.payments_overview).toMatchObject({ revenue_cents: 0, total_orders: 0 });
    expect(r.body.analytics_overview).toMatchObject({ visitors: 0, top_region: null });
    expect(r.body.email_overview).toMatchObject({ total_emails: expect.any(Number) as number });
    const withAnon = await call(h, 'GET', '/internal/metrics?include_anonymous=true', { headers: adminHeaders() });
    expect(withAnon.body.total_users).toBe(total + 1);
  });
  it('users older than 30 days drop out of the daily series but not the total', async () => {
    const before = await call(h, 'GET', '/internal/metrics', { headers: adminHeaders() });
    emu.clock.advance(31 * 24 * 3600 * 1000);
    const r = await call(h, 'GET', '/internal/metrics', { headers: adminHeaders() });
    expect(r.body.total_users).toBe(before.body.total_users);
    expect((r.body.daily_users as Series).every((p) => p.activity === 0)).toBe(true);
    expect(r.body.recently_registered).toEqual([]);
  });
  it('bad include_anonymous is SCHEMA_ERROR; non-admin INSUFFICIENT_ACCESS_TYPE', async () => {
    expectKnown(await call(h, 'GET', '/internal/metrics?include_anonymous=yes', { headers: adminHeaders() }), 400, 'SCHEMA_ERROR');
    expectKnown(await call(h, 'GET', '/internal/metrics', { headers: clientHeaders() }), 401, 'INSUFFICIENT_ACCESS_TYPE');
  });
});

describe('POST /check-feature-support and the analytics batch', () => {
  it('answers 200 text naming the feature', async () => {
    const r = await call(h, 'POST', '/check-feature-support', { headers: clientHeaders(), body: { feature_name: 'Webhooks' } });
    expect([r.status, r.text]).toEqual([200, 'Webhooks is not yet supported. Please reach out to Stack support for more information.']);
    const none = await call(h, 'POST', '/check-feature-support', { body: {} });
    expect(none.text).toBe('This feature is not yet supported. Please reach out to Stack support for more information.');
    // Only feature_name is read; any body is accepted, as the backend does.
    const named = await call(h, 'POST', '/check-feature-support', { body: { name: 'Y' } });
    expect(named.text).toBe('This feature is not yet supported. Please reach out to Stack support for more information.');
    const numbered = await call(h, 'POST', '/check-feature-support', { body: { feature_name: 5 } });
    expect([numbered.status, numbered.text]).toEqual([200, '5 is not yet supported. Please reach out to Stack support for more information.']);
  });
  it('checks the analytics batch as the service does, then answers ANALYTICS_NOT_ENABLED (no analytics are kept)', async () => {
    const id = '0b5c7b43-8e6c-4bfa-9d0a-6f5b2b0c2f11';
    const good = { session_replay_segment_id: id, batch_id: id, sent_at_ms: 1, events: [{ event_type: '$click', event_at_ms: 1, data: {} }] };
    const r = await call(h, 'POST', '/analytics/events/batch', { headers: clientHeaders(), body: good });
    expect([r.status, r.body]).toEqual([400, { code: 'ANALYTICS_NOT_ENABLED', error: 'Analytics is not enabled for this project.' }]);
    const none = await call(h, 'POST', '/analytics/events/batch', { body: good });
    expect([none.status, none.body.code]).toEqual([400, 'ACCESS_TYPE_REQUIRED']);
    const bad = await call(h, 'POST', '/analytics/events/batch', {
      headers: clientHeaders(),
      body: { session_replay_segment_id: 'x', batch_id: 'y', sent_at_ms: -1.5, events: [{ event_type: 'bad', event_at_ms: 'a' }] },
    });
    const lines = (r: typeof bad): string[] => (r.body.details as { message: string }).message.split('\n').slice(1);
    // The lines the service answered for this body (measured, issue 20).
    expect([bad.status, bad.body.code, lines(bad)]).toEqual([400, 'SCHEMA_ERROR', [
      '  - Invalid session_replay_segment_id', '  - Invalid batch_id', '  - body.sent_at_ms must be an integer',
      '  - body.sent_at_ms must be greater than or equal to 0', '  - body.events[0].event_type must be one of the following values: $page-view, $click',
      '  - body.events[0].event_at_ms must be a `number` type, but the final value was: `NaN` (cast from the value `"a"`).',
      '  - body.events[0].data must be defined',
    ]]);
    const empty = await call(h, 'POST', '/analytics/events/batch', { headers: clientHeaders(), body: { ...good, events: [], extra: 1 } });
    expect(lines(empty)).toEqual(['  - body.events field must have at least 1 items', '  - body contains unknown properties: extra']);
    const nullData = await call(h, 'POST', '/analytics/events/batch', { headers: clientHeaders(), body: { ...good, events: [{ event_type: '$click', event_at_ms: 1, data: null }] } });
    expect(lines(nullData)).toEqual(['  - body.events[0].data cannot be null']);
  });
});
