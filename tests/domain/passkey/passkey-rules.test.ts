// Passkey rules: sentinel replacement, fail-closed cases and the 1..64-byte user id.
import fc from 'fast-check';
import {
  PASSKEY_RP_ID_SENTINEL, decideAuthenticationOptions, decideRegistrationOptions, passkeyUserIdIssues,
} from '../../../domain/passkey/passkey-rules';
import type {
  PublicKeyCredentialCreationOptionsJson, PublicKeyCredentialRequestOptionsJson,
} from '../../../domain/webauthn/webauthn-json';

const b64url = (s: string) => Buffer.from(s, 'utf8').toString('base64url');

const registration = (overrides: { rpId?: string | undefined; userId?: string } = {}): PublicKeyCredentialCreationOptionsJson => ({
  rp: { ...('rpId' in overrides ? (overrides.rpId === undefined ? {} : { id: overrides.rpId }) : { id: PASSKEY_RP_ID_SENTINEL }), name: 'Demo' },
  user: { id: overrides.userId ?? b64url('3f1c8c2e-0000-4000-8000-000000000001'), name: 'ada', displayName: 'Ada' },
  challenge: 'TU9DSw',
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  timeout: 60000,
});

// null builds options without any rpId.
const authentication = (rpId: string | null = PASSKEY_RP_ID_SENTINEL): PublicKeyCredentialRequestOptionsJson => ({
  challenge: 'TU9DSw', ...(rpId === null ? {} : { rpId }), allowCredentials: [], userVerification: 'preferred', timeout: 60000,
});

const errorCode = (result: { ok: boolean; error?: { code: string } }) => (result.ok ? null : result.error?.code);

describe('passkeyUserIdIssues', () => {
  it.each([
    ['', ['PASSKEY_USER_ID_LENGTH']],
    ['a', []],
    ['a'.repeat(64), []],
    ['a'.repeat(65), ['PASSKEY_USER_ID_LENGTH']],
    ['é'.repeat(32), []],
    ['é'.repeat(33), ['PASSKEY_USER_ID_LENGTH']],
  ])('%j → %j', (userId, expected) => {
    expect(passkeyUserIdIssues(userId).map((i) => i.code)).toEqual(expected);
  });

  it('accepts exactly the ids of 1 to 64 UTF-8 bytes', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (id) => {
      const bytes = Buffer.byteLength(id, 'utf8');
      expect(passkeyUserIdIssues(id).length === 0).toBe(bytes >= 1 && bytes <= 64);
    }));
  });
});

describe('decideRegistrationOptions', () => {
  it('replaces the sentinel with the page hostname and keeps everything else', () => {
    const options = registration();
    const result = decideRegistrationOptions(options, 'app.example.org');
    expect(result).toEqual({ ok: true, value: { ...options, rp: { id: 'app.example.org', name: 'Demo' } } });
    expect(options.rp.id).toBe(PASSKEY_RP_ID_SENTINEL);
  });

  it.each<[string, PublicKeyCredentialCreationOptionsJson, string | null, string]>([
    ['another RP id', registration({ rpId: 'evil.example.com' }), 'app.example.org', 'PASSKEY_UNEXPECTED_RP_ID'],
    ['no RP id', registration({ rpId: undefined }), 'app.example.org', 'PASSKEY_UNEXPECTED_RP_ID'],
    ['no hostname', registration(), null, 'PASSKEY_HOSTNAME_MISSING'],
    ['empty hostname', registration(), '', 'PASSKEY_HOSTNAME_MISSING'],
    ['a host with a port', registration(), 'localhost:3000', 'PASSKEY_HOSTNAME_MISSING'],
    ['an empty user id', registration({ userId: '' }), 'localhost', 'PASSKEY_USER_ID_LENGTH'],
    ['a 65-byte user id', registration({ userId: b64url('x'.repeat(65)) }), 'localhost', 'PASSKEY_USER_ID_LENGTH'],
    ['a user id that is not base64url', registration({ userId: 'a+b/' }), 'localhost', 'PASSKEY_USER_ID_MALFORMED'],
  ])('fails closed on %s', (_name, options, hostname, code) => {
    expect(errorCode(decideRegistrationOptions(options, hostname))).toBe(code);
  });

  it('accepts a 64-byte user id', () => {
    expect(decideRegistrationOptions(registration({ userId: b64url('x'.repeat(64)) }), 'localhost').ok).toBe(true);
  });
});

describe('decideAuthenticationOptions', () => {
  it('replaces the sentinel rpId with the page hostname', () => {
    expect(decideAuthenticationOptions(authentication(), 'localhost')).toEqual({ ok: true, value: { ...authentication(), rpId: 'localhost' } });
  });

  it.each<[string, PublicKeyCredentialRequestOptionsJson, string | null, string]>([
    ['another rpId', authentication('example.com'), 'localhost', 'PASSKEY_UNEXPECTED_RP_ID'],
    ['no rpId', authentication(null), 'localhost', 'PASSKEY_UNEXPECTED_RP_ID'],
    ['no hostname', authentication(), null, 'PASSKEY_HOSTNAME_MISSING'],
    ['a hostname with spaces', authentication(), 'local host', 'PASSKEY_HOSTNAME_MISSING'],
  ])('fails closed on %s', (_name, options, hostname, code) => {
    expect(errorCode(decideAuthenticationOptions(options, hostname))).toBe(code);
  });

  it('never lets through an rpId other than the sentinel', () => {
    fc.assert(fc.property(fc.string(), fc.domain(), (rpId, hostname) => {
      fc.pre(rpId !== PASSKEY_RP_ID_SENTINEL);
      expect(decideAuthenticationOptions(authentication(rpId), hostname).ok).toBe(false);
    }));
  });
});
