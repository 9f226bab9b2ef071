/**
 * The code checks a sign-in page runs without the catalogue (known-error-codes.ts) match exactly what the catalogue's
 * classes match: each family list is the catalogue's family, and each check agrees with `KnownErrors.X.isInstance`
 * on an error of every code.
 */
import {
  catalogue, createKnownError, KnownErrors, lineageOf, NetworkError, pascalCaseOfCode, type AnyRow, type KnownError, type KnownErrorCode,
} from '../../../domain/errors';
import { ACCESS_TOKEN_REFRESH_CODES, hasKnownErrorCode, knownErrorMatcher, REFRESH_TOKEN_ERROR_CODES } from '../../../domain/errors/known-error-codes';
import { isAccessTokenRefreshCode } from '../../../domain/request/access-token-refresh-codes';

const rows = catalogue as unknown as Readonly<Record<string, AnyRow>>;
const codes = Object.keys(catalogue) as KnownErrorCode[];
const familyOf = (parent: string) => codes.filter((code) => lineageOf(rows, code).includes(parent)).sort();
const make = (code: KnownErrorCode): KnownError => (createKnownError as (c: string, d?: unknown) => KnownError)(code, rows[code]!.details?.example);
const classOf = (code: KnownErrorCode) => (KnownErrors as unknown as Record<string, { isInstance(v: unknown): boolean }>)[pascalCaseOfCode(code)]!;

/** The code lists the page checks by code, keyed by the catalogue class they stand for. */
const CHECKS: ReadonlyArray<readonly [KnownErrorCode, readonly KnownErrorCode[]]> = [
  ['REFRESH_TOKEN_ERROR', REFRESH_TOKEN_ERROR_CODES],
  ['CANNOT_GET_OWN_USER_WITHOUT_USER', ['CANNOT_GET_OWN_USER_WITHOUT_USER']],
  ['MULTI_FACTOR_AUTHENTICATION_REQUIRED', ['MULTI_FACTOR_AUTHENTICATION_REQUIRED']],
  ['EMAIL_PASSWORD_MISMATCH', ['EMAIL_PASSWORD_MISMATCH']],
];

describe('checks by code', () => {
  test.each(CHECKS)('%s: the list is its catalogue family', (parent, list) => {
    expect([...list].sort()).toEqual(familyOf(parent));
  });

  test.each(CHECKS)('%s: hasKnownErrorCode and knownErrorMatcher agree with the class on an error of every code', (parent, list) => {
    const matcher = knownErrorMatcher(...list);
    for (const code of codes) {
      const error = make(code);
      const expected = classOf(parent).isInstance(error);
      expect({ code, matched: hasKnownErrorCode(error, list) }).toEqual({ code, matched: expected });
      expect({ code, matched: matcher.isInstance(error) }).toEqual({ code, matched: expected });
    }
  });

  test('anything that is not a known error never matches, whatever its code property says', () => {
    const lookalikes: unknown[] = [
      null, undefined, 'EMAIL_PASSWORD_MISMATCH', { code: 'EMAIL_PASSWORD_MISMATCH' }, Object.assign(new Error('x'), { code: 'EMAIL_PASSWORD_MISMATCH' }),
      new NetworkError({ method: 'GET', url: '/x', attempts: 1, causeMessage: 'down' }),
    ];
    for (const value of lookalikes) expect(hasKnownErrorCode(value, ['EMAIL_PASSWORD_MISMATCH'])).toBe(false);
  });

  test('a known error from another copy of the library (only its brand and code) matches', () => {
    const foreign = { [Symbol.for('portcullis/error')]: 'known', code: 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED' };
    expect(hasKnownErrorCode(foreign, REFRESH_TOKEN_ERROR_CODES)).toBe(true);
    expect(KnownErrors.RefreshTokenError.isInstance(foreign)).toBe(true);
  });
});

describe('the access-token refresh codes', () => {
  test('are the rows flagged retryAfterTokenRefresh', () => {
    expect([...ACCESS_TOKEN_REFRESH_CODES].sort()).toEqual(codes.filter((code) => rows[code]!.retryAfterTokenRefresh).sort());
  });

  test('isAccessTokenRefreshCode follows the flag for every code and refuses unknown ones', () => {
    for (const code of codes) expect({ code, refresh: isAccessTokenRefreshCode(code) }).toEqual({ code, refresh: rows[code]!.retryAfterTokenRefresh });
    for (const other of ['', 'access_token_expired', 'NOT_A_CODE', 'constructor', '__proto__']) expect(isAccessTokenRefreshCode(other)).toBe(false);
  });
});
