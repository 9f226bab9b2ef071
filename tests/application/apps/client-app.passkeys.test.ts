/**
 * Passkeys through the public API against the in-process emulator, with a software authenticator behind the
 * WebAuthnPort (the real-browser run is tests/browser/passkeys.browser.test.ts): register for the signed-in user, sign
 * in with it; the sentinel RP id replaced by the page hostname, anything else refused before the browser sees it;
 * unsupported and cancelled ceremonies typed.
 */
import 'reflect-metadata';
import { passkeyWebAuthnError } from '../../../domain/errors/passkey-webauthn-error';
import type { WebAuthnPort } from '../../../ports/webauthn.port';
import { SoftAuthenticator } from '../../emulator/support/soft-authenticator';
import { MemoryNavigationAdapter } from '../../../adapters/navigation/memory-navigation.adapter';
import { createClientApp } from '../../../composition/entry-memory';
import { createEmulator, SEED } from '../../../emulator';
import { appHarness, PASSWORD, uniqueEmail, type AppHarness } from './app-harness';

const ORIGIN = 'http://localhost:5173';

/** A WebAuthnPort over the software authenticator, recording the options it was handed. */
function softWebAuthn(authenticator = new SoftAuthenticator(), cancel = false) {
  const seen: { rpId: string | undefined }[] = [];
  const port: WebAuthnPort = {
    isSupported: () => true,
    create: async (options) => {
      seen.push({ rpId: options.rp.id });
      if (cancel) throw passkeyWebAuthnError({ message: 'The operation either timed out or was not allowed.', code: 'ERROR_CEREMONY_ABORTED' });
      return authenticator.create(options, { origin: ORIGIN }) as never;
    },
    get: async (options) => {
      seen.push({ rpId: options.rpId });
      if (cancel) throw passkeyWebAuthnError({ message: 'The operation either timed out or was not allowed.', code: 'ERROR_CEREMONY_ABORTED' });
      return authenticator.get(options, { origin: ORIGIN }) as never;
    },
  };
  return { port, seen };
}

async function signedInUser(h: AppHarness): Promise<string> {
  const up = await h.app.signUpWithPassword({ email: uniqueEmail('passkey'), password: PASSWORD, noRedirect: true });
  if (!up.ok) throw up.error;
  return up.value.userId;
}

test('register a passkey for the signed-in user, sign out, sign in with it (RP id = the page hostname)', async () => {
  const authenticator = new SoftAuthenticator();
  const { port, seen } = softWebAuthn(authenticator);
  const h = appHarness({ webauthn: port });
  const userId = await signedInUser(h);
  expect(await h.app.registerPasskey()).toEqual({ ok: true, value: undefined });
  expect((await h.app.getUser({ or: 'throw' })).passkeyAuthEnabled).toBe(true);
  await h.app.signOut();
  const signedIn = await h.app.signInWithPasskey();
  expect(signedIn.ok && signedIn.value).toMatchObject({ userId, isNewUser: false, redirect: { navigated: true } });
  expect(seen).toEqual([{ rpId: 'localhost' }, { rpId: 'localhost' }]);
  expect((await h.app.getUser())?.id).toBe(userId);
});

test('options with another RP id than the sentinel are refused before the browser sees them (ERROR_INVALID_RP_ID)', async () => {
  const { port, seen } = softWebAuthn();
  const emulator = createEmulator();
  // A server (or a man in the middle) that names its own relying party instead of the sentinel.
  const tampering = async (request: Request): Promise<Response> => {
    const response = await emulator.handler(request);
    if (!new URL(request.url).pathname.endsWith('/initiate-passkey-registration')) return response;
    const body = (await response.json()) as { options_json: { rp: { id: string } } };
    body.options_json.rp.id = 'evil.example';
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
  };
  const app = createClientApp({ projectId: SEED.demo.projectId, publishableClientKey: SEED.demo.publishableClientKey }, {
    handler: tampering, navigation: new MemoryNavigationAdapter(`${ORIGIN}/handler/account-settings`), webauthn: port,
  });
  const up = await app.signUpWithPassword({ email: uniqueEmail('rp'), password: PASSWORD, noRedirect: true });
  expect(up.ok).toBe(true);
  const result = await app.registerPasskey();
  expect(!result.ok && result.error.code).toBe('PASSKEY_WEBAUTHN_ERROR');
  expect(!result.ok && (result.error.details as { code: string }).code).toBe('ERROR_INVALID_RP_ID');
  expect(seen).toEqual([]);
});

test('a cancelled ceremony is PASSKEY_WEBAUTHN_ERROR with ERROR_CEREMONY_ABORTED, and nothing is registered', async () => {
  const { port } = softWebAuthn(new SoftAuthenticator(), true);
  const h = appHarness({ webauthn: port });
  await signedInUser(h);
  const result = await h.app.registerPasskey();
  expect(!result.ok && result.error.code).toBe('PASSKEY_WEBAUTHN_ERROR');
  expect(!result.ok && (result.error.details as { code: string }).code).toBe('ERROR_CEREMONY_ABORTED');
  expect((await h.app.getUser({ or: 'throw' })).passkeyAuthEnabled).toBe(false);
});

test('an environment without WebAuthn gets PASSKEY_WEBAUTHN_ERROR without a request', async () => {
  const h = appHarness();
  const result = await h.app.signInWithPasskey();
  expect(!result.ok && result.error.code).toBe('PASSKEY_WEBAUTHN_ERROR');
  expect(h.requestsTo('POST', '/auth/passkey/initiate-passkey-authentication')).toHaveLength(0);
});

test('a passkey unknown to the service is PASSKEY_AUTHENTICATION_FAILED with the service\'s wording', async () => {
  const stranger = new SoftAuthenticator();
  const { port } = softWebAuthn(stranger);
  const h = appHarness({ webauthn: port });
  // The stranger authenticator never registered here: it still answers with a credential of its own.
  stranger.create({ challenge: 'Yw', user: { id: 'eA' } }, { origin: ORIGIN });
  const result = await h.app.signInWithPasskey();
  expect(!result.ok && result.error.code).toBe('PASSKEY_AUTHENTICATION_FAILED');
  expect(!result.ok && result.error.message).toBe('Passkey not found');
});
