/**
 * BrowserWebAuthnAdapter loads its ceremonies and the error they reject with on first use (the error's class comes
 * with the known-error catalogue): without WebAuthn (Node has none), a ceremony rejects with the typed
 * KnownErrors.PasskeyWebAuthnError, carrying the library's failure as its cause.
 */
import { BrowserWebAuthnAdapter } from '../../adapters/webauthn/browser-webauthn.adapter';
import { KnownErrors } from '../../domain/errors/known-errors';

const creation = {
  rp: { name: 'Demo', id: 'localhost' }, user: { id: 'dXNlcg', name: 'ann@example.com', displayName: 'Ann' }, challenge: 'Y2hhbGxlbmdl',
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
} as never;

describe('BrowserWebAuthnAdapter without WebAuthn', () => {
  test('isSupported reads the page it was given', () => {
    expect(new BrowserWebAuthnAdapter({}).isSupported()).toBe(false);
    expect(new BrowserWebAuthnAdapter({ PublicKeyCredential: function PublicKeyCredential() {} }).isSupported()).toBe(true);
  });

  test.each([
    ['create', (adapter: BrowserWebAuthnAdapter) => adapter.create(creation)],
    ['get', (adapter: BrowserWebAuthnAdapter) => adapter.get({ challenge: 'Y2hhbGxlbmdl', rpId: 'localhost' } as never)],
  ])('%s rejects with KnownErrors.PasskeyWebAuthnError, the library failure as cause', async (_name, ceremony) => {
    const error = await ceremony(new BrowserWebAuthnAdapter({})).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(KnownErrors.PasskeyWebAuthnError);
    const typed = error as InstanceType<typeof KnownErrors.PasskeyWebAuthnError>;
    expect(typed.details.code).toBe('ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY');
    expect(typed.cause).toBeInstanceOf(Error);
    expect(typed.message).toBe((typed.cause as Error).message);
  });
});
