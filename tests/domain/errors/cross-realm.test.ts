/** isInstance across library copies: classes from an isolated module registry have other identities. */
import * as errors from '../../../domain/errors';

type ErrorsModule = typeof errors;

async function loadSecondCopy(): Promise<ErrorsModule> {
  let copy: ErrorsModule | undefined;
  await jest.isolateModulesAsync(async () => {
    copy = await import('../../../domain/errors');
  });
  return copy!;
}

describe('errors from another copy of the library', () => {
  let other: ErrorsModule;
  beforeAll(async () => {
    other = await loadSecondCopy();
  });

  test('the second copy really has different class identities', () => {
    expect(other.KnownErrors.VerificationCodeExpired).not.toBe(errors.KnownErrors.VerificationCodeExpired);
    expect(new other.KnownErrors.VerificationCodeExpired()).not.toBeInstanceOf(errors.KnownErrors.VerificationError);
  });

  test('known errors are recognised by code and by parent, both ways', () => {
    const foreign = new other.KnownErrors.VerificationCodeExpired();
    expect(errors.KnownErrors.VerificationCodeExpired.isInstance(foreign)).toBe(true);
    expect(errors.KnownErrors.VerificationError.isInstance(foreign)).toBe(true);
    expect(errors.KnownErrors.VerificationCodeNotFound.isInstance(foreign)).toBe(false);
    expect(errors.KnownError.isInstance(foreign)).toBe(true);
    expect(errors.PortcullisError.isInstance(foreign)).toBe(true);
    const local = new errors.KnownErrors.AccessTokenExpired({ expired_at_millis: 1, project_id: 'p', user_id: 'u', refresh_token_id: 'r' });
    expect(other.KnownErrors.SessionAuthenticationError.isInstance(local)).toBe(true);
  });

  test('every code of a foreign copy is matched by its own class and every ancestor', () => {
    for (const code of Object.keys(errors.catalogue) as errors.KnownErrorCode[]) {
      const row = errors.catalogue[code] as unknown as errors.AnyRow;
      const foreign = (other.createKnownError as (c: string, d?: unknown) => errors.KnownError)(code, row.details?.example);
      for (const ancestor of errors.lineageOf(errors.catalogue as unknown as Record<string, errors.AnyRow>, code)) {
        expect({ code, ancestor, caught: errors.knownErrorClass(ancestor as errors.KnownErrorCode).isInstance(foreign) }).toEqual({ code, ancestor, caught: true });
      }
    }
  });

  test('SDK-side errors are recognised by kind and only by their own class', () => {
    const network = new other.NetworkError({ method: 'GET', url: 'https://api.example/x', attempts: 5, causeMessage: 'fetch failed' });
    const timeout = new other.TimeoutError({ timeoutMs: 100, phase: 'deadline' });
    expect(errors.NetworkError.isInstance(network)).toBe(true);
    expect(errors.TimeoutError.isInstance(network)).toBe(false);
    expect(errors.TimeoutError.isInstance(timeout)).toBe(true);
    expect(errors.KnownError.isInstance(network)).toBe(false);
    expect(errors.PortcullisError.isInstance(timeout)).toBe(true);
    expect(errors.AbortedError.isInstance(new other.AbortedError('stop'))).toBe(true);
    expect(errors.UnexpectedResponseError.isInstance(new other.UnexpectedResponseError({ status: 502, reason: 'x' }))).toBe(true);
    expect(errors.InternalAssertionError.isInstance(new other.InternalAssertionError('x'))).toBe(true);
    expect(errors.ConfigurationError.isInstance(new other.ConfigurationError('x'))).toBe(true);
  });
});
