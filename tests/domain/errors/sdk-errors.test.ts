/** Client-side errors: kinds, brands, messages built only from what the caller passes. */
import * as fc from 'fast-check';
import {
  AbortedError,
  ConfigurationError,
  InternalAssertionError,
  KnownError,
  KnownErrors,
  NetworkError,
  PortcullisError,
  TimeoutError,
  UnexpectedResponseError,
  assertInternal,
  portcullisErrorKind,
} from '../../../domain/errors';

const samples = {
  network: new NetworkError({ method: 'POST', url: 'https://api.example/api/v1/auth/password/sign-in', attempts: 1, causeMessage: 'fetch failed' }),
  timeout: new TimeoutError({ timeoutMs: 5000, phase: 'attempt' }),
  aborted: new AbortedError('user navigated away'),
  'unexpected-response': new UnexpectedResponseError({ status: 502, reason: 'non-2xx without a known-error header' }),
  'internal-assertion': new InternalAssertionError('the session was committed twice.'),
  configuration: ConfigurationError.missing(['projectId']),
} as const;
const guards = {
  network: NetworkError.isInstance,
  timeout: TimeoutError.isInstance,
  aborted: AbortedError.isInstance,
  'unexpected-response': UnexpectedResponseError.isInstance,
  'internal-assertion': InternalAssertionError.isInstance,
  configuration: ConfigurationError.isInstance,
} as const;

describe('SDK-side error classes', () => {
  test.each(Object.entries(samples))('%s: is a PortcullisError and an Error of its kind only', (kind, error) => {
    expect(error).toBeInstanceOf(PortcullisError);
    expect(error).toBeInstanceOf(Error);
    expect(error.kind).toBe(kind);
    expect(portcullisErrorKind(error)).toBe(kind);
    expect(PortcullisError.isInstance(error)).toBe(true);
    expect(KnownError.isInstance(error)).toBe(false);
    for (const [otherKind, guard] of Object.entries(guards)) expect([otherKind, guard(error)]).toEqual([otherKind, otherKind === kind]);
    expect(error.name).toBe(error.constructor.name);
    expect(String(error.stack)).toContain(error.name);
  });

  test('the brand is not an own enumerable property (it stays out of logs and JSON)', () => {
    for (const error of Object.values(samples)) {
      expect(Object.getOwnPropertySymbols(error)).toEqual([]);
    }
  });

  test('NetworkError keeps its diagnostics and says what failed', () => {
    const { network } = samples;
    expect(network.diagnostics).toEqual({ method: 'POST', url: 'https://api.example/api/v1/auth/password/sign-in', attempts: 1, causeMessage: 'fetch failed' });
    expect(network.message).toBe('Unable to reach the server: POST https://api.example/api/v1/auth/password/sign-in failed after 1 attempt (fetch failed).');
    const cause = new TypeError('fetch failed');
    const retried = new NetworkError({ method: 'GET', url: 'https://api.example/x', attempts: 5, causeMessage: cause.message }, { cause });
    expect(retried.message).toContain('after 5 attempts');
    expect(retried.cause).toBe(cause);
  });

  test('TimeoutError distinguishes one attempt from the overall deadline', () => {
    expect([samples.timeout.timeoutMs, samples.timeout.phase]).toEqual([5000, 'attempt']);
    expect(samples.timeout.message).toBe('The request attempt timed out after 5000 ms.');
    expect(new TimeoutError({ timeoutMs: 30000, phase: 'deadline' }).message).toBe('The request timed out after 30000 ms.');
  });

  test('AbortedError keeps any reason, but only strings and Error messages enter the text', () => {
    expect(samples.aborted.message).toBe('The request was aborted: user navigated away');
    expect(new AbortedError(new Error('timeout')).message).toBe('The request was aborted: timeout');
    const secret = { token: 'should-not-be-printed' };
    const error = new AbortedError(secret);
    expect(error.reason).toBe(secret);
    expect(error.message).toBe('The request was aborted.');
    expect(new AbortedError().message).toBe('The request was aborted.');
  });

  test('UnexpectedResponseError carries status and reason', () => {
    const error = samples['unexpected-response'];
    expect([error.status, error.reason]).toEqual([502, 'non-2xx without a known-error header']);
    expect(error.message).toContain('HTTP 502');
  });

  test('InternalAssertionError marks a bug; assertInternal throws it only when the condition fails', () => {
    expect(samples['internal-assertion'].message).toMatch(/bug in Portcullis/);
    expect(() => assertInternal(true, 'fine')).not.toThrow();
    expect(() => assertInternal(0, 'zero is false')).toThrow(InternalAssertionError);
  });

  test('ConfigurationError names the missing options and keeps validation issues', () => {
    expect(samples.configuration.message).toMatch(/missing projectId\. Pass it in the client options/);
    expect(ConfigurationError.missing(['projectId', 'publishableClientKey']).message).toMatch(/missing projectId and publishableClientKey\. Pass them/);
    const issue = { code: 'LOCALHOST_DOMAIN', message: 'localhost is not allowed', severity: 'error' } as const;
    expect(new ConfigurationError('bad options', { issues: [issue] }).issues).toEqual([issue]);
    expect(samples.configuration.issues).toEqual([]);
  });

  test('property: messages only contain what the caller passed', () => {
    fc.assert(
      fc.property(fc.string(), fc.webUrl(), fc.nat(10), fc.string(), (method, url, attempts, causeMessage) => {
        const error = new NetworkError({ method, url, attempts, causeMessage });
        const expected = `Unable to reach the server: ${method} ${url} failed after ${attempts === 1 ? '1 attempt' : `${attempts} attempts`} (${causeMessage}).`;
        expect(error.message).toBe(expected);
        expect(Object.keys(error).sort()).toEqual(['diagnostics', 'kind', 'name']);
      }),
    );
  });

  test('known errors and SDK errors are separate families', () => {
    expect(NetworkError.isInstance(new KnownErrors.UserNotFound())).toBe(false);
    expect(PortcullisError.isInstance(new Error('plain'))).toBe(false);
  });
});
