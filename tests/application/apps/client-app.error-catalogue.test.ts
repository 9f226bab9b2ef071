/**
 * The known-error catalogue behind the error path: a sign-in page loads it with the first error to build (an error
 * body to decode, USER_AUTHENTICATION_REQUIRED raised by getUser). The errors are the classes KnownErrors exports,
 * with the same messages and details; a failed load rejects with a NetworkError naming the part, and the next use
 * loads it.
 */
import 'reflect-metadata';
import { KnownErrors as PublicKnownErrors } from '../../../application';
import { CLIENT_SIDE_MESSAGES } from '../../../domain/errors/client-side-errors';
import { createKnownError, KnownErrors } from '../../../domain/errors/known-errors';
import { appHarness, enableTotp, PASSWORD, uniqueEmail, type AppHarness } from './app-harness';

const CATALOGUE_CHUNK = '../../../domain/errors/catalogue-chunk';

async function signedUp(h: AppHarness, email = uniqueEmail('catalogue')): Promise<string> {
  const result = await h.app.signUpWithPassword({ email, password: PASSWORD, noRedirect: true });
  if (!result.ok) throw result.error;
  await h.app.signOut();
  return email;
}

describe('errors built from the lazily loaded catalogue', () => {
  test('the public KnownErrors is the catalogue the error path loads', () => {
    expect(PublicKnownErrors).toBe(KnownErrors);
  });

  test('a decoded error body is an instance of its KnownErrors class, with the server message and status', async () => {
    const h = appHarness();
    const email = await signedUp(h);
    const result = await h.app.signInWithPassword({ email, password: 'wrong password!' });
    if (result.ok) throw new Error('the wrong password signed in');
    expect(result.error).toBeInstanceOf(KnownErrors.EmailPasswordMismatch);
    expect(result.error.toWireJson()).toEqual(createKnownError('EMAIL_PASSWORD_MISMATCH').toWireJson());
    expect(result.error.status).toBe(400);
  });

  test('a decoded error keeps its details: MULTI_FACTOR_AUTHENTICATION_REQUIRED and its attempt code, kept for the MFA step', async () => {
    const h = appHarness();
    const email = uniqueEmail('catalogue-mfa');
    const signedUpResult = await h.app.signUpWithPassword({ email, password: PASSWORD, noRedirect: true });
    if (!signedUpResult.ok) throw signedUpResult.error;
    await h.app.signOut();
    await enableTotp(h, signedUpResult.value.userId);
    const result = await h.app.signInWithPassword({ email, password: PASSWORD });
    if (result.ok || result.error.code !== 'MULTI_FACTOR_AUTHENTICATION_REQUIRED') throw new Error('expected the MFA step');
    expect(result.error).toBeInstanceOf(KnownErrors.MultiFactorAuthenticationRequired);
    expect(result.error.details.attempt_code).toEqual(expect.any(String));
    expect(h.sessionStorage.get('stack_mfa_attempt_code')).toBe(result.error.details.attempt_code);
  });

  test('signed out, getUser({ or: "throw" }) rejects with KnownErrors.UserAuthenticationRequired and the service wording', async () => {
    const h = appHarness();
    const error = await h.app.getUser({ or: 'throw' }).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(KnownErrors.UserAuthenticationRequired);
    expect((error as Error).message).toBe(CLIENT_SIDE_MESSAGES.USER_AUTHENTICATION_REQUIRED());
  });
});

describe('a failed load of the catalogue chunk', () => {
  let failing = true;

  beforeEach(() => {
    failing = true;
    jest.resetModules();
    jest.doMock(CATALOGUE_CHUNK, () => {
      if (failing) throw new TypeError('Failed to fetch dynamically imported module');
      return jest.requireActual(CATALOGUE_CHUNK);
    });
  });

  afterEach(() => {
    jest.dontMock(CATALOGUE_CHUNK);
    jest.resetModules();
  });

  /** The harness and the error classes of the isolated module registry the mock applies to. */
  async function isolated() {
    const { appHarness: isolatedHarness } = await import('./app-harness');
    const { NetworkError } = await import('../../../domain/errors/network-error');
    const { KnownErrors: IsolatedKnownErrors } = await import('../../../domain/errors/known-errors');
    return { h: isolatedHarness(), NetworkError, IsolatedKnownErrors };
  }

  test('an error body: the call rejects with a NetworkError naming the part, sent once; the next call gives the typed error', async () => {
    const { h, NetworkError, IsolatedKnownErrors } = await isolated();
    const email = uniqueEmail('chunk');
    const signedUpResult = await h.app.signUpWithPassword({ email, password: PASSWORD, noRedirect: true });
    if (!signedUpResult.ok) throw signedUpResult.error;
    await h.app.signOut();

    const failed = await h.app.signInWithPassword({ email, password: 'wrong password!' }).then(() => null, (e: unknown) => e);
    expect(NetworkError.isInstance(failed)).toBe(true);
    expect((failed as Error).message).toContain('known-error catalogue');
    expect(h.requestsTo('POST', '/auth/password/sign-in')).toHaveLength(1);

    failing = false;
    const result = await h.app.signInWithPassword({ email, password: 'wrong password!' });
    expect(!result.ok && result.error instanceof IsolatedKnownErrors.EmailPasswordMismatch).toBe(true);
    expect(h.requestsTo('POST', '/auth/password/sign-in')).toHaveLength(2);
  });

  test('getUser({ or: "throw" }) signed out: a NetworkError naming the part, then USER_AUTHENTICATION_REQUIRED', async () => {
    const { h, NetworkError, IsolatedKnownErrors } = await isolated();
    const failed = await h.app.getUser({ or: 'throw' }).then(() => null, (e: unknown) => e);
    expect(NetworkError.isInstance(failed)).toBe(true);
    expect((failed as Error).message).toContain('known-error catalogue');

    failing = false;
    const error = await h.app.getUser({ or: 'throw' }).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(IsolatedKnownErrors.UserAuthenticationRequired);
    expect((error as Error).message).toBe(CLIENT_SIDE_MESSAGES.USER_AUTHENTICATION_REQUIRED());
  });
});
