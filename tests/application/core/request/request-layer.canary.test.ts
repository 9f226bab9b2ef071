// Canary tokens never appear in any thrown error (message, stack, JSON, inspect), any log line, or any URL the transport saw.
import { inspect } from 'node:util';
import * as z from 'zod';
import { OAuthRefreshBackend } from '../../../../application/core/session/session.endpoints';
import { FakeSessionSource } from '../../../fakes/fake-session-source';
import { json, knownError, type ScriptStep } from '../../../fakes/scripted-http';
import { makeLayer, settle } from './request-harness';

const ACCESS = 'CANARY-ACCESS-4f9c2e7a1b';
const REFRESH = 'CANARY-REFRESH-8d3b6a0c5e';
const ADMIN = 'CANARY-ACCESS-admin-77aa';
const KEY = 'CANARY-ACCESS-sskkey-99';

const echoTokens = (r: { headers: Readonly<Record<string, string>> }): ScriptStep => ({
  status: 500,
  body: `boom ${r.headers['X-Stack-Access-Token'] ?? ''} ${r.headers['X-Stack-Refresh-Token'] ?? ''} ${r.headers['x-stack-secret-server-key'] ?? ''}`,
});

const scenarios: Array<[string, ScriptStep[], 'GET' | 'POST']> = [
  ['network failures until exhausted', Array(5).fill({ fail: 'network' }), 'GET'],
  ['POST network failure', [{ fail: 'network' }], 'POST'],
  ['attempt timeouts', Array(5).fill({ hang: true }), 'GET'],
  ['a 500 echoing the tokens', [echoTokens], 'GET'],
  ['a 400 plain text echoing the tokens', [(r) => ({ ...(echoTokens(r) as object), status: 400 }) as ScriptStep], 'POST'],
  ['access token rejected twice', [knownError(401, 'ACCESS_TOKEN_EXPIRED'), knownError(401, 'ACCESS_TOKEN_EXPIRED')], 'GET'],
  ['a malformed 200 containing the token', [json(200, { access_token: 1, echo: ACCESS })], 'GET'],
  ['a header/body mismatch', [json(200, { code: ACCESS }, { 'x-stack-known-error': 'USER_NOT_FOUND', 'x-stack-actual-status': '404' })], 'GET'],
  ['429 until exhausted', Array(5).fill({ status: 429, headers: { 'retry-after': 'x' } }), 'GET'],
];

function expectNoCanary(texts: string[]): void {
  for (const text of texts) expect(text).not.toMatch(/CANARY/);
}

describe('canary tokens', () => {
  test.each(scenarios)('%s', async (_name, script, method) => {
    const { layer, clock, http, logger } = makeLayer(script, { accessType: 'admin', secretServerKey: KEY, adminAccessToken: ADMIN, attemptTimeoutMs: 1000 });
    const session = new FakeSessionSource({ accessToken: ACCESS, refreshToken: REFRESH }, ['CANARY-ACCESS-second-1234']);
    const outcome = await settle(clock, layer.send({ method, path: '/users/me', query: { token: ACCESS, user_id: 'me' }, session, schema: z.object({ ok: z.boolean() }) }));
    expect(outcome.ok).toBe(false);
    const error = (outcome as { error: Error }).error;
    expectNoCanary([error.message, String(error.stack), JSON.stringify(error), inspect(error, { depth: 10 })]);
    expectNoCanary(logger.lines().map((l) => l.message));
    // Tokens travel in headers only; the one query value the caller chose is scrubbed from every report.
    expectNoCanary(http.seen.map((r) => r.url.replace(`token=${ACCESS}`, '')));
    expect(http.seen.length).toBeGreaterThan(0);
    expect(http.seen[0]!.headers['X-Stack-Access-Token']).toBe(ACCESS); // the canary did travel, in its header
  });

  test.each<[string, ScriptStep]>([
    ['refresh: network failure', { fail: 'network' }],
    ['refresh: 500 echoing the body', (r) => ({ status: 500, body: `bad request body: ${r.body ?? ''}` })],
    ['refresh: 200 with an undecodable token', json(200, { access_token: ACCESS })],
    ['refresh: REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', json(401, { code: 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', error: 'gone' }, { 'x-stack-known-error': 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED' })],
  ])('%s', async (_name, step) => {
    const { layer, clock, http, logger } = makeLayer([step]);
    const backend = new OAuthRefreshBackend(layer);
    const outcome = await settle(clock, backend.refresh(REFRESH));
    const error = outcome.ok ? (outcome.value as { error: Error }).error : (outcome as { error: Error }).error;
    expectNoCanary([error.message, String(error.stack), JSON.stringify(error), inspect(error, { depth: 10 })]);
    expectNoCanary(logger.lines().map((l) => l.message));
    expectNoCanary(http.seen.map((r) => r.url));
  });
});
