/** Generated KnownErrors: classes per code, round trips through the wire body, parent catching, decoding. */
import * as fc from 'fast-check';
import {
  KnownError,
  KnownErrors,
  PortcullisError,
  catalogue,
  createKnownError,
  isKnownErrorCode,
  knownErrorClass,
  knownErrorFromJson,
  lineageOf,
  pascalCaseOfCode,
  type AnyRow,
  type KnownErrorCode,
} from '../../../domain/errors';

const rows = catalogue as unknown as Readonly<Record<string, AnyRow>>;
const codes = Object.keys(catalogue) as KnownErrorCode[];
const classes = KnownErrors as unknown as Record<string, { code: string; isInstance(v: unknown): boolean } & (new (d?: unknown, o?: { message?: string }) => KnownError)>;
const make = (code: KnownErrorCode): KnownError => (createKnownError as (c: string, d?: unknown) => KnownError)(code, rows[code]!.details?.example);
/** Every code caught by catching `parent`: the codes whose lineage contains it. */
const familyOf = (parent: string) => codes.filter((code) => lineageOf(rows, code).includes(parent));
const parentCodes = [...new Set(codes.map((c) => rows[c]!.parent).filter((p): p is string => p !== undefined))];

describe('generated classes', () => {
  test('one class per code, named in PascalCase, with the static code', () => {
    expect(Object.keys(KnownErrors)).toHaveLength(codes.length);
    for (const code of codes) {
      const Class = classes[pascalCaseOfCode(code)]!;
      expect({ code: Class.code, name: (Class as unknown as { name: string }).name }).toEqual({ code, name: pascalCaseOfCode(code) });
      expect(knownErrorClass(code)).toBe(Class);
    }
  });

  test('names follow the code, with OAuth and WebAuthn spelled as usual', () => {
    expect(KnownErrors.ApiKeyRevoked.code).toBe('API_KEY_REVOKED');
    expect(KnownErrors.VerificationError.code).toBe('VERIFICATION_ERROR');
    expect(KnownErrors.PasskeyWebAuthnError.code).toBe('PASSKEY_WEBAUTHN_ERROR');
    expect(KnownErrors.OAuthProviderAccessDenied.code).toBe('OAUTH_PROVIDER_ACCESS_DENIED');
    expect(KnownErrors.InvalidTotpCode.code).toBe('INVALID_TOTP_CODE');
  });

  test.each(codes)('%s: an instance carries code, status, details, message and name', (code) => {
    const error = make(code);
    expect(error).toBeInstanceOf(classes[pascalCaseOfCode(code)]!);
    expect(error).toBeInstanceOf(KnownError);
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe(code);
    expect(error.status).toBe(rows[code]!.status);
    expect(error.details).toEqual(rows[code]!.details?.example);
    expect(error.kind).toBe('known');
    expect(error.name).toBe(pascalCaseOfCode(code));
    expect(error.message).toBe((rows[code]!.message as (d: unknown) => string)(rows[code]!.details?.example));
    expect(String(error.stack)).toContain(pascalCaseOfCode(code));
  });
});

describe('wire body round trip', () => {
  test.each(codes)('%s: toWireJson → knownErrorFromJson gives the same class and details', (code) => {
    const original = make(code);
    const body = original.toWireJson();
    expect(body).toEqual(rows[code]!.details ? { code, error: original.message, details: rows[code]!.details!.example } : { code, error: original.message });
    if (!rows[code]!.details) expect('details' in body).toBe(false);
    const decoded = knownErrorFromJson(JSON.parse(JSON.stringify(body)));
    expect(decoded.constructor).toBe(original.constructor);
    expect(decoded.code).toBe(code);
    expect(decoded.details).toEqual(original.details);
    expect(decoded.message).toBe(original.message);
    expect(decoded.status).toBe(original.status);
  });

  test('JSON.stringify of an error is its wire body', () => {
    const error = new KnownErrors.TeamNotFound({ team_id: 't1' });
    expect(JSON.parse(JSON.stringify(error))).toEqual({ code: 'TEAM_NOT_FOUND', error: 'Team t1 not found.', details: { team_id: 't1' } });
  });

  test("the server's own message wins over the catalogue's", () => {
    const error = knownErrorFromJson({ code: 'PASSKEY_AUTHENTICATION_FAILED', error: 'Passkey not found' });
    expect(error).toBeInstanceOf(KnownErrors.PasskeyAuthenticationFailed);
    expect(error.message).toBe('Passkey not found');
  });

  test('a message and a cause can be given to the constructor', () => {
    const cause = new Error('inner');
    const error = new KnownErrors.PasskeyRegistrationFailed(undefined, { message: 'Origin not trusted', cause });
    expect({ message: error.message, cause: error.cause }).toEqual({ message: 'Origin not trusted', cause });
  });
});

describe('parent catching', () => {
  test('there are parents to test', () => {
    expect(parentCodes.length).toBeGreaterThanOrEqual(11);
  });

  test.each(parentCodes)('%s catches exactly its family, with instanceof and isInstance', (parent) => {
    const Parent = classes[pascalCaseOfCode(parent)]!;
    const family = new Set(familyOf(parent));
    expect(family.size).toBeGreaterThan(1);
    for (const code of codes) {
      const error = make(code);
      expect({ code, instanceOf: error instanceof Parent, isInstance: Parent.isInstance(error) })
        .toEqual({ code, instanceOf: family.has(code), isInstance: family.has(code) });
    }
  });

  test('catching VERIFICATION_ERROR catches the four verification codes', () => {
    expect(KnownErrors.VerificationError.isInstance(new KnownErrors.VerificationCodeExpired())).toBe(true);
    expect(new KnownErrors.VerificationCodeAlreadyUsed()).toBeInstanceOf(KnownErrors.VerificationError);
    expect(familyOf('VERIFICATION_ERROR').filter((c) => !rows[c]!.abstract)).toHaveLength(4);
  });

  test('catching SESSION_AUTHENTICATION_ERROR catches an expired access token two levels down', () => {
    const error = new KnownErrors.AccessTokenExpired({ expired_at_millis: null, project_id: null, user_id: null, refresh_token_id: null });
    expect(KnownErrors.SessionAuthenticationError.isInstance(error)).toBe(true);
    expect(error).toBeInstanceOf(KnownErrors.InvalidSessionAuthentication);
    expect(KnownErrors.RefreshTokenError.isInstance(error)).toBe(false);
  });

  test('isInstance works detached from its class', () => {
    const { isInstance } = KnownErrors.ApiKeyNotValid;
    expect(isInstance(new KnownErrors.ApiKeyRevoked())).toBe(true);
    expect(isInstance(new KnownErrors.UserNotFound())).toBe(false);
  });

  test('isInstance rejects non-errors and look-alikes without the brand', () => {
    for (const value of [null, undefined, 'API_KEY_REVOKED', 42, {}, { code: 'API_KEY_REVOKED', kind: 'known' }, new Error('API_KEY_REVOKED')]) {
      expect(KnownErrors.ApiKeyRevoked.isInstance(value)).toBe(false);
      expect(KnownError.isInstance(value)).toBe(false);
    }
    expect(KnownError.isInstance(new KnownErrors.ApiKeyRevoked())).toBe(true);
    expect(PortcullisError.isInstance(new KnownErrors.ApiKeyRevoked())).toBe(true);
  });
});

describe('knownErrorFromJson robustness', () => {
  test('an unknown code gives UnsupportedError naming the code and the server message', () => {
    const error = knownErrorFromJson({ code: 'BRAND_NEW_ERROR', error: 'Something new happened.', details: { a: 1 } });
    expect(error).toBeInstanceOf(KnownErrors.UnsupportedError);
    expect(error.code).toBe('UNSUPPORTED_ERROR');
    expect(error.status).toBe(500);
    expect(error.details).toEqual({ originalErrorCode: 'BRAND_NEW_ERROR' });
    expect(error.message).toContain('BRAND_NEW_ERROR');
    expect(error.message).toContain('Something new happened.');
    expect(error.message).toMatch(/older than the server/);
  });

  test.each([
    ['a number', 5],
    ['null', null],
    ['a string', 'oops'],
    ['an array', [1, 2]],
    ['missing fields', {}],
    ['wrongly typed fields', { restricted_reason: null }],
  ])('malformed details (%s) are kept as given and never crash', (_label, details) => {
    const error = knownErrorFromJson({ code: 'RESTRICTED_USER_NOT_ALLOWED', details });
    expect(error).toBeInstanceOf(KnownErrors.RestrictedUserNotAllowed);
    expect(error.details).toEqual(details);
    expect(error.message.length).toBeGreaterThan(0);
  });

  test('a missing or non-string message falls back to the catalogue wording', () => {
    const body = { code: 'USER_NOT_FOUND', error: 42 } as unknown as { code: string; error?: string };
    expect(knownErrorFromJson(body).message).toBe('User not found.');
    expect(knownErrorFromJson({ code: 'USER_NOT_FOUND' }).message).toBe('User not found.');
  });

  test('codes that are Object.prototype members are not mistaken for catalogue codes', () => {
    for (const code of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(isKnownErrorCode(code)).toBe(false);
      expect(knownErrorFromJson({ code })).toBeInstanceOf(KnownErrors.UnsupportedError);
    }
  });

  test('property: any code outside the catalogue decodes to UnsupportedError without throwing', () => {
    fc.assert(
      fc.property(
        fc.string().filter((code) => !Object.hasOwn(catalogue, code)),
        fc.option(fc.string(), { nil: undefined }),
        fc.anything(),
        (code, message, details) => {
          const error = knownErrorFromJson({ code, error: message, details });
          expect(KnownErrors.UnsupportedError.isInstance(error)).toBe(true);
          expect(error.details).toEqual({ originalErrorCode: code });
          expect(error.message).toContain(code);
        },
      ),
    );
  });

  test('property: any details for a known code decode to that code without throwing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...codes), fc.anything(), (code, details) => {
        const error = knownErrorFromJson({ code, details });
        expect(error.code).toBe(code);
        expect(typeof error.message).toBe('string');
        expect(() => JSON.stringify(error.toWireJson())).not.toThrow();
      }),
    );
  });
});
