/**
 * Issue 21, item 5: the adversarial review's examples, one by one, with the message a caller reads. Each is an
 * InvalidArgumentError naming the argument in the caller's terms, never echoing the value, and nothing is sent.
 */
import fc from 'fast-check';
import { InvalidArgumentError } from '../../../domain/errors/invalid-argument-error';
import { totpSetup } from '../../../domain/mfa/totp-setup';
import { observe } from '../../../application/apps/app-observables';
import { checkPassword } from '../../../application/core/code-input';
import { refId } from '../../../application/core/arguments';
import { checkInput } from '../../../application/core/input-fields';
import { serverHarness, valueOf } from './server-harness';
import { DEMO_OPTIONS } from './app-harness';
import { createAdminApp, createClientApp } from '../../../composition/entry-memory';
import { SEED } from '../../../emulator';

const h = serverHarness();

async function refusal(work: () => Promise<unknown>): Promise<InvalidArgumentError> {
  const sent = h.wire.length;
  const error = await work().then(() => null, (e: unknown) => e);
  expect(h.wire.length).toBe(sent);
  if (!InvalidArgumentError.isInstance(error)) throw new Error(`expected an InvalidArgumentError, got ${String(error)}`);
  expect(error.message).toMatch(/Nothing was sent\.$/);
  return error;
}

describe('the review’s examples', () => {
  const app = createClientApp(DEMO_OPTIONS, h.deps);
  const admin = createAdminApp({ projectId: SEED.demo.projectId, superSecretAdminKey: SEED.demo.superSecretAdminKey }, h.deps);
  const secret = 'sk_pasted_in_the_wrong_place';
  const circular: Record<string, unknown> = {};
  circular['self'] = circular;

  it.each<[string, string, () => Promise<unknown>]>([
    ['signInWithPassword() without an argument', 'input', () => (app.signInWithPassword as () => Promise<unknown>)()],
    ['email: 123', 'input.email', () => app.signInWithPassword({ email: 123 as never, password: secret })],
    ['limit: NaN', 'options.limit', () => h.server.listUsers({ limit: Number.NaN })],
    ['limit: 1.5', 'options.limit', () => h.server.listUsers({ limit: 1.5 })],
    ['displayName: 42', 'input.displayName', () => h.server.createTeam({ displayName: 42 as never })],
    ['circular metadata', 'clientMetadata.self', () => h.server.createUser({ clientMetadata: circular as never })],
    ['BigInt metadata', 'serverMetadata.n', () => h.server.createUser({ serverMetadata: { n: 10n } as never })],
    ['NaN metadata (was sent as null)', 'clientMetadata.score', () => h.server.createTeam({ displayName: 'T', clientMetadata: { score: Number.NaN } })],
    ['a Date in metadata (was sent as a string)', 'clientMetadata.at', () => h.server.createTeam({ displayName: 'T', clientMetadata: { at: new Date(0) as never } })],
    ["userId '' (no user)", 'options.userId', () => h.server.listTeams({ userId: '' })],
    ['oauthProviders: 5 (was `map is not a function`)', 'input.oauthProviders', () => h.server.createUser({ oauthProviders: 5 as never })],
    ['config.domains: [null] (was a TypeError reading .domain)', 'update.config.domains', () => admin.updateProject({ config: { domains: [null] as never } })],
    ['config.oauthProviders: 5', 'update.config.oauthProviders', () => admin.updateProject({ config: { oauthProviders: 5 as never } })],
    ['a BigInt deep in config names the place in camelCase', 'config.userDefaultPermissions[0].id', () => admin.updateProject({ config: { userDefaultPermissions: [{ id: 5n as never }] } })],
    ['metadata keys stay as the caller wrote them', 'clientMetadata.snake_key', () => h.server.createUser({ clientMetadata: { snake_key: Number.NaN } })],
    ["ClientApp.getUser({ or: 'nope' }) (was read as return-null)", 'options', () => app.getUser({ or: 'nope' as never })],
    ['ClientApp.getUser(123)', 'options', () => app.getUser(123 as never)],
    ['a secret where an email goes is not echoed', 'email', () => app.sendMagicLinkEmail({ toString: () => secret } as never)],
  ])('%s → InvalidArgumentError naming %s', async (_, argument, work) => {
    const error = await refusal(work);
    expect(error.argument).toBe(argument);
    expect(error.message).not.toContain(secret);
  });

  it("ServerTeam.addUser('me') and addUser(undefined) are refused: never the requester, never a TypeError", async () => {
    const user = await h.aUser();
    const requester = h.serverWithTokens(valueOf(await user.createSession()));
    const team = valueOf(await requester.createTeam({ displayName: 'Rowers' }));
    expect((await refusal(() => team.addUser('me'))).argument).toBe('user');
    expect((await refusal(() => team.addUser(undefined as never))).argument).toBe('user');
  });
});

describe('checkInput and refId', () => {
  it('required fields, known kinds, unknown fields left alone', () => {
    expect(() => checkInput('input', { email: 'a@b.co', password: 'p', extra: 1n }, ['email', 'password'])).not.toThrow();
    expect(() => checkInput('input', { email: 'a@b.co' }, ['email', 'password'])).toThrow(new InvalidArgumentError('input.password', 'is required'));
    expect(() => checkInput('update', { displayName: null, selectedTeamId: null })).not.toThrow();
    expect(() => checkInput('update', { selectedTeamId: '..' })).toThrow(expect.objectContaining({ argument: 'update.selectedTeamId' }));
    expect(() => checkInput('input', [])).toThrow(new InvalidArgumentError('input', 'must be an object, got an array'));
    expect(() => checkInput('input', new Date(0))).toThrow(expect.objectContaining({ argument: 'input' }));
    expect(() => checkInput('input', Object.create(null))).not.toThrow();
    // Fields named like Object.prototype's members are unknown fields, not a lookup into the prototype.
    expect(() => checkInput('options', { toString: 1, constructor: 'x', hasOwnProperty: null })).not.toThrow();
    expect(() => checkInput('options', { or: 'nope' })).toThrow(new InvalidArgumentError('options.or', "must be one of 'return-null', 'throw', 'redirect', 'anonymous'"));
  });

  it('refId takes an id or an object with one; a user id is never "me"', () => {
    expect(refId('team', 't1')).toBe('t1');
    expect(refId('team', { id: 't1', displayName: 'x' })).toBe('t1');
    for (const bad of [undefined, null, 5, {}, { id: 5 }, { id: '' }, '%2e%2e', Symbol('x')]) {
      expect(() => refId('team', bad)).toThrow(expect.objectContaining({ name: 'InvalidArgumentError', argument: 'team' }));
    }
    expect(refId('team', 'me')).toBe('me');
    expect(() => refId('user', 'me', 'user id')).toThrow(expect.objectContaining({ argument: 'user' }));
  });
});

describe('the exported functions', () => {
  // checkPassword(123) passed the policy (a number has no length) and totpSetup() threw 'bytes is not iterable'.
  const hostile = fc.oneof(fc.constantFrom<unknown>(undefined, null, 123, 10n, Symbol('s'), {}, [], new Date(0), 'x'), fc.anything({ maxDepth: 1 }));
  const calls: [string, (value: unknown) => unknown][] = [
    ['checkPassword', (value) => checkPassword(value as string)],
    ['totpSetup secret', (value) => totpSetup(value as Uint8Array, { account: 'ann@example.com', issuer: 'App' })],
    ['totpSetup names', (value) => totpSetup(new Uint8Array(20), value as never)],
    ['observe', (value) => observe(value as never)],
  ];
  it.each(calls)('%s: a result, or an InvalidArgumentError — never a raw TypeError', (_, call) => {
    fc.assert(fc.property(hostile, (value) => {
      try {
        call(value);
      } catch (error) {
        if (!InvalidArgumentError.isInstance(error)) throw error;
      }
    }), { numRuns: 200 });
  });
});
