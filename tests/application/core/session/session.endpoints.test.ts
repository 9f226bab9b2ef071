// OAuthRefreshBackend: the refresh_token grant as the SDK sends it, what counts as invalid, and sign-out's DELETE.
import { OAuthRefreshBackend } from '../../../../application/core/session/session.endpoints';
import { KnownErrors } from '../../../../domain/errors/known-errors';
import { NetworkError } from '../../../../domain/errors/network-error';
import { UnexpectedResponseError } from '../../../../domain/errors/unexpected-response-error';
import { anAccessToken } from '../../../builders/access-token.builder';
import { json, knownError, type ScriptStep } from '../../../fakes/scripted-http';
import { makeLayer, PROJECT_ID, settle, START_MS } from '../request/request-harness';

const JWT = anAccessToken({ issuedAtMs: START_MS });
const invalidRefresh = json(401, { code: 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', error: 'gone' }, { 'x-stack-known-error': 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED' });

function backendWith(steps: ScriptStep[], options = {}) {
  const h = makeLayer(steps, options);
  return { ...h, backend: new OAuthRefreshBackend(h.layer) };
}

describe('OAuthRefreshBackend.refresh', () => {
  it('POSTs the form-encoded refresh_token grant to /auth/oauth/token without x-stack headers', async () => {
    const { backend, clock, http } = backendWith([json(200, { access_token: JWT, token_type: 'Bearer', expires_in: 3599, scope: 'legacy' })]);
    const outcome = await settle(clock, backend.refresh('rt-abc'));
    expect(outcome).toEqual({ ok: true, value: { kind: 'refreshed', accessToken: JWT } });
    const [req] = http.seen;
    expect(req).toMatchObject({ method: 'POST', url: 'http://127.0.0.1:8102/api/v1/auth/oauth/token' });
    expect(req!.headers).toEqual({ 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' });
    expect(Object.fromEntries(new URLSearchParams(req!.body))).toEqual({
      grant_type: 'refresh_token', refresh_token: 'rt-abc', client_id: PROJECT_ID, client_secret: '__stack_public_client__',
    });
  });

  it('accepts token_type Bearer in any case, or none', async () => {
    for (const tokenType of ['bearer', 'BEARER', undefined]) {
      const { backend, clock } = backendWith([json(200, { access_token: JWT, ...(tokenType === undefined ? {} : { token_type: tokenType }) })]);
      expect(await settle(clock, backend.refresh('rt-abc'))).toEqual({ ok: true, value: { kind: 'refreshed', accessToken: JWT } });
    }
  });

  it('uses the publishable client key as client_secret when configured', async () => {
    const { backend, clock, http } = backendWith([json(200, { access_token: JWT })], { publishableClientKey: 'pck_123' });
    await settle(clock, backend.refresh('rt-abc'));
    expect(new URLSearchParams(http.seen[0]!.body).get('client_secret')).toBe('pck_123');
  });

  test.each([
    ['REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED (real 401)', invalidRefresh],
    ['PROVIDER_REJECTED (override mode)', knownError(401, 'PROVIDER_REJECTED')],
  ])('%s → invalid', async (_name, step) => {
    const { backend, clock } = backendWith([step]);
    const outcome = await settle(clock, backend.refresh('rt-abc'));
    expect(outcome.ok).toBe(true);
    const value = (outcome as { value: { kind: string; error: unknown } }).value;
    expect(value.kind).toBe('invalid');
    expect(KnownErrors.RefreshTokenError.isInstance(value.error)).toBe(true);
  });

  test.each<[string, ScriptStep, (e: unknown) => boolean]>([
    ['network failure, 5 times', { fail: 'network' }, NetworkError.isInstance],
    ['500, 5 times', { status: 500, body: 'Something went wrong' }, UnexpectedResponseError.isInstance],
    ['503, 5 times', { status: 503, body: 'Service unavailable' }, UnexpectedResponseError.isInstance],
  ])('%s → 5 attempts (the grant is repeatable: Stack never rotates), then rejects (never invalidates)', async (_name, step, isExpected) => {
    const { backend, clock, http } = backendWith([step, step, step, step, step]);
    const outcome = await settle(clock, backend.refresh('rt-abc'));
    expect(outcome.ok).toBe(false);
    expect(isExpected((outcome as { error: unknown }).error)).toBe(true);
    expect(http.seen).toHaveLength(5);
  });

  it('a reset connection, then an answer: the retry succeeds', async () => {
    const { backend, clock, http } = backendWith([{ fail: 'network' }, json(200, { access_token: JWT })]);
    expect(await settle(clock, backend.refresh('rt-abc'))).toEqual({ ok: true, value: { kind: 'refreshed', accessToken: JWT } });
    expect(http.seen).toHaveLength(2);
  });

  it('a rotating server: the successor refresh token comes with the access token', async () => {
    const { backend, clock } = backendWith([json(200, { access_token: JWT, refresh_token: 'rt-next' })]);
    expect(await settle(clock, backend.refresh('rt-abc'))).toEqual({ ok: true, value: { kind: 'refreshed', accessToken: JWT, refreshToken: 'rt-next' } });
  });

  test.each<[string, ScriptStep, (e: unknown) => boolean]>([
    ['200 without access_token', json(200, { token_type: 'Bearer' }), UnexpectedResponseError.isInstance],
    ['200 whose token does not decode', json(200, { access_token: 'not-a-jwt' }), UnexpectedResponseError.isInstance],
    ['200 whose token_type is not Bearer (fault class I1)', json(200, { access_token: JWT, token_type: 'mac' }), UnexpectedResponseError.isInstance],
    ['another known error (wrong client secret)', knownError(400, 'INVALID_OAUTH_CLIENT_ID_OR_SECRET'), (e) => KnownErrors.InvalidOAuthClientIdOrSecret.isInstance(e)],
  ])('%s → rejects (never invalidates)', async (_name, step, isExpected) => {
    const { backend, clock, http } = backendWith([step]);
    const outcome = await settle(clock, backend.refresh('rt-abc'));
    expect(outcome.ok).toBe(false);
    expect(isExpected((outcome as { error: unknown }).error)).toBe(true);
    expect(http.seen).toHaveLength(1);
  });
});

describe('OAuthRefreshBackend.revokeCurrentSession', () => {
  it('DELETEs /auth/sessions/current with body {} and the given tokens', async () => {
    const { backend, clock, http } = backendWith([json(200, { success: true })]);
    const outcome = await settle(clock, backend.revokeCurrentSession('access-1', 'refresh-1'));
    expect(outcome.ok).toBe(true);
    expect(http.seen[0]).toMatchObject({ method: 'DELETE', url: 'http://127.0.0.1:8102/api/v1/auth/sessions/current', body: '{}' });
    expect(http.seen[0]!.headers).toMatchObject({ 'X-Stack-Access-Token': 'access-1', 'X-Stack-Refresh-Token': 'refresh-1', 'Content-Type': 'application/json' });
  });

  it('propagates failures so the caller can log them (an expired access token is not resent)', async () => {
    const { backend, clock, http } = backendWith([knownError(401, 'ACCESS_TOKEN_EXPIRED'), knownError(401, 'ACCESS_TOKEN_EXPIRED')]);
    const outcome = await settle(clock, backend.revokeCurrentSession('access-1', null));
    expect(outcome.ok).toBe(false);
    expect(KnownErrors.AccessTokenExpired.isInstance((outcome as { error: unknown }).error)).toBe(true);
    expect(http.seen.map((r) => r.headers['X-Stack-Access-Token'])).toEqual(['access-1', undefined]);
  });

  it('propagates network failures after the DELETE retries', async () => {
    const { backend, clock, http } = backendWith(Array(5).fill({ fail: 'network' }));
    const outcome = await settle(clock, backend.revokeCurrentSession('access-1', 'refresh-1'));
    expect(NetworkError.isInstance((outcome as { error: unknown }).error)).toBe(true);
    expect(http.seen).toHaveLength(5);
  });
});
