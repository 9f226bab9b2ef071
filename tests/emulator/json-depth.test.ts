/**
 * Issue 21, JSON depth: metadata nested 5 000 deep was a 500 (a stack overflow in validation). The service stores
 * metadata up to 123 nested arrays/objects and fails with a 500 from 124 (emulator/http/json-depth.ts); the emulator
 * stores the same and answers SCHEMA_ERROR beyond, and refuses any body deeper than 1 000 levels the same way.
 * Bodies are written as text: JSON.stringify itself overflows on the deepest ones.
 */
import { createEmulator } from '../../emulator';
import { emulatorUnderTest } from './support/emulator-under-test';
import { adminHeaders, call, clientHeaders, serverHeaders } from './helpers';
import { expectKnown, newTeam, newUser } from './team-helpers';

const { emu, h } = emulatorUnderTest();

/** `n` objects (or arrays) nested in one another around a 1, as text. */
const nested = (n: number, kind: 'object' | 'array' = 'object'): string =>
  kind === 'object' ? `${'{"a":'.repeat(n)}1${'}'.repeat(n)}` : `${'['.repeat(n)}1${']'.repeat(n)}`;
const json = { 'content-type': 'application/json' };
const send = (method: string, path: string, headers: Record<string, string>, rawBody: string) =>
  call(h, method, path, { headers: { ...headers, ...json }, rawBody });
const schemaLine = (method: string, path: string, line: string): string => `Request validation failed on ${method} /api/v1${path}:\n  - ${line}`;

function expectSchemaError(r: Awaited<ReturnType<typeof send>>, method: string, path: string, line: string): void {
  expectKnown(r, 400, 'SCHEMA_ERROR');
  expect(r.body.error).toBe(schemaLine(method, path, line));
}

describe('metadata: 123 levels are stored, 124 are a SCHEMA_ERROR', () => {
  it('PATCH /users/me client_metadata (client), objects and arrays', async () => {
    const ann = await newUser(h);
    for (const kind of ['object', 'array'] as const) {
      const kept = await send('PATCH', '/users/me', ann.client, `{"client_metadata":${nested(123, kind)}}`);
      expect(kept.status).toBe(200);
      expect(JSON.stringify(kept.body.client_metadata)).toBe(nested(123, kind));
      const refused = await send('PATCH', '/users/me', ann.client, `{"display_name":"Deep","client_metadata":${nested(124, kind)}}`);
      expectSchemaError(refused, 'PATCH', '/users/me', 'body.client_metadata must be at most 123 levels deep');
    }
    const read = await call(h, 'GET', '/users/me', { headers: ann.client });
    expect([read.body.display_name, JSON.stringify(read.body.client_metadata)]).toEqual([null, nested(123, 'array')]);
  });

  it('PATCH /users/{id} (server): server_metadata and client_read_only_metadata', async () => {
    const ann = await newUser(h);
    const path = `/users/${ann.id}`;
    expect((await send('PATCH', path, serverHeaders(), `{"server_metadata":${nested(123)}}`)).status).toBe(200);
    for (const field of ['server_metadata', 'client_read_only_metadata', 'client_metadata']) {
      expectSchemaError(await send('PATCH', path, serverHeaders(), `{"${field}":${nested(124)}}`), 'PATCH', path, `body.${field} must be at most 123 levels deep`);
    }
    expect(JSON.stringify((await call(h, 'GET', path, { headers: serverHeaders() })).body.server_metadata)).toBe(nested(123));
  });

  it('POST /users (server): refused, and no user is created', async () => {
    const before = Object.keys(emu.state.users).length;
    expectSchemaError(await send('POST', '/users', serverHeaders(), `{"server_metadata":${nested(124)}}`), 'POST', '/users', 'body.server_metadata must be at most 123 levels deep');
    expect(Object.keys(emu.state.users)).toHaveLength(before);
    expect((await send('POST', '/users', serverHeaders(), `{"server_metadata":${nested(123)}}`)).status).toBe(201);
  });

  it('teams: POST and PATCH, client and server', async () => {
    const ann = await newUser(h);
    const team = await newTeam(h, ann);
    expect((await send('PATCH', `/teams/${team}`, ann.client, `{"client_metadata":${nested(123)}}`)).status).toBe(200);
    expectSchemaError(await send('PATCH', `/teams/${team}`, ann.client, `{"client_metadata":${nested(124)}}`), 'PATCH', `/teams/${team}`, 'body.client_metadata must be at most 123 levels deep');
    expectSchemaError(await send('PATCH', `/teams/${team}`, serverHeaders(), `{"server_metadata":${nested(124)}}`), 'PATCH', `/teams/${team}`, 'body.server_metadata must be at most 123 levels deep');
    expectSchemaError(await send('POST', '/teams', serverHeaders(), `{"display_name":"T","client_read_only_metadata":${nested(124, 'array')}}`), 'POST', '/teams', 'body.client_read_only_metadata must be at most 123 levels deep');
    expect((await send('POST', '/teams', serverHeaders(), `{"display_name":"T","client_read_only_metadata":${nested(123, 'array')}}`)).status).toBe(201);
  });

  it('the stored 123 levels survive the state file (export, then import)', async () => {
    const ann = await newUser(h);
    await send('PATCH', `/users/${ann.id}`, serverHeaders(), `{"server_metadata":${nested(123)}}`);
    const other = createEmulator();
    other.importState(emu.exportState());
    expect(JSON.stringify(other.state.users[ann.id]!.serverMetadata)).toBe(nested(123));
  });
});

describe('any body: deeper than 1 000 levels is a SCHEMA_ERROR, never a 500', () => {
  it.each([1_001, 5_000, 20_000])('%i levels', async (depth) => {
    const ann = await newUser(h);
    const line = 'body must be at most 1000 levels deep';
    expectSchemaError(await send('PATCH', '/users/me', ann.client, `{"client_metadata":${nested(depth)}}`), 'PATCH', '/users/me', line);
    expectSchemaError(await send('PATCH', `/users/${ann.id}`, serverHeaders(), `{"server_metadata":${nested(depth, 'array')}}`), 'PATCH', `/users/${ann.id}`, line);
    expectSchemaError(await send('PATCH', '/users/me', ann.client, nested(depth, 'array')), 'PATCH', '/users/me', line);
    // A route whose schema would only have called it an unknown property.
    expectSchemaError(await send('POST', '/auth/password/sign-up', clientHeaders(), `{"email":"deep@example.com","password":"correct horse","x":${nested(depth)}}`), 'POST', '/auth/password/sign-up', line);
  });

  it('a config override string nested as deep is a 400 text, not a 500', async () => {
    const r = await call(h, 'PUT', '/internal/config/override/environment', { headers: adminHeaders(), body: { config_string: nested(20_000) } });
    expect([r.status, r.text]).toEqual([400, 'Config override must be at most 1000 levels deep.']);
  });
});
