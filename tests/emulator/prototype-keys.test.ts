/**
 * Issue 21, item 4: ids that are names of Object.prototype's members (`__proto__`, `constructor`, `toString`, …) find
 * nothing, as on the real backend (its answers measured against 2f71990), instead of a 500 or another error.
 */
import { emulatorUnderTest } from './support/emulator-under-test';
import { call, DEMO, serverHeaders } from './helpers';

const { h, emu } = emulatorUnderTest();
const NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];

it.each(NAMES)('project id %s → CURRENT_PROJECT_NOT_FOUND with the service wording', async (name) => {
  const reply = await call<{ code: string; error: string }>(h, 'GET', '/users/me', { headers: { 'x-stack-project-id': name, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': DEMO.publishableClientKey } });
  expect(reply.status).toBe(400);
  expect(reply.body).toEqual({
    code: 'CURRENT_PROJECT_NOT_FOUND',
    details: { project_id: name },
    error: `The current project with ID ${name} was not found. Please check the value of the x-stack-project-id header.`,
  });
});

it.each(NAMES)('OAuth client_id %s → INVALID_OAUTH_CLIENT_ID_OR_SECRET', async (name) => {
  const reply = await call<{ code: string }>(h, 'POST', '/auth/oauth/token', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    rawBody: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'abc', client_id: name, client_secret: 'x' }).toString(),
  });
  expect(reply.status).toBe(400);
  expect(reply.body.code).toBe('INVALID_OAUTH_CLIENT_ID_OR_SECRET');
});

it.each(NAMES)('user, team and member-profile id %s → SCHEMA_ERROR (not a UUID), never a 500', async (name) => {
  for (const path of [`/users/${name}`, `/teams/${name}`, `/team-member-profiles/${name}/${name}`]) {
    const reply = await call<{ code: string }>(h, 'GET', path, { headers: serverHeaders() });
    expect([reply.status, reply.body.code]).toEqual([400, 'SCHEMA_ERROR']);
  }
});

it('a state file loaded from JSON gets tables without prototype too', async () => {
  emu.importState(emu.exportState());
  expect(Object.getPrototypeOf(emu.state.projects)).toBeNull();
  expect(Object.getPrototypeOf(emu.state.users)).toBeNull();
  const reply = await call<{ code: string }>(h, 'GET', '/users/me', { headers: { 'x-stack-project-id': '__proto__', 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': DEMO.publishableClientKey } });
  expect(reply.body.code).toBe('CURRENT_PROJECT_NOT_FOUND');
});
