/**
 * Issue 32, login CSRF through the magic-link page: the page signs in on arrival only with a link this browser asked
 * for (its nonce was kept when the link was sent); any other link is exchanged without the visitor's session, nothing is
 * stored, and the outcome names the account and waits for the person to confirm or decline.
 */
import 'reflect-metadata';
import { createClientApp } from '../../../composition/entry-memory';
import { MAGIC_LINK_REQUESTS_KEY } from '../../../application/sign-in/magic-link-requests';
import { appHarness, DEMO_OPTIONS, PASSWORD, serverCall, uniqueEmail, type AppHarness } from '../apps/app-harness';

/** An attacker's own magic link: asked for elsewhere (their browser), for their own address. */
async function attackersLink(h: AppHarness): Promise<{ email: string; link: string }> {
  const email = uniqueEmail('attacker');
  const attacker = createClientApp(DEMO_OPTIONS, { handler: h.emulator.handler, clock: h.clock });
  const sent = await attacker.sendMagicLinkEmail(email, { callbackUrl: 'http://localhost:5173/handler/magic-link-callback' });
  if (!sent.ok) throw sent.error;
  return { email, link: h.emulator.outbox.latestFor(email)!.link! };
}

describe('a link this browser asked for', () => {
  test('signs in on arrival, and the kept nonce is used up', async () => {
    const h = appHarness();
    const email = uniqueEmail('own-link');
    const sent = await h.app.sendMagicLinkEmail(email);
    if (!sent.ok) throw sent.error;
    h.navigation.goTo(h.emulator.outbox.latestFor(email)!.link!);
    const result = await h.app.handleMagicLinkCallback();
    expect(result.ok && result.value.signedIn !== null && result.value.confirmation).toBeNull();
    expect((await h.app.getUser())?.primaryEmail).toBe(email);
  });
});

describe('a link this browser did not ask for (login CSRF)', () => {
  test('a signed-out visitor: nothing stored, the account named, signed in only after confirming', async () => {
    const h = appHarness();
    const { email, link } = await attackersLink(h);
    h.navigation.goTo(link);
    const result = await h.app.handleMagicLinkCallback({ noRedirect: true });
    if (!result.ok || !result.value.handled) throw new Error('expected a handled callback');
    expect(result.value.signedIn).toBeNull();
    const confirmation = result.value.confirmation!;
    expect(confirmation.account.primaryEmail).toBe(email);
    expect(confirmation.replacesSession).toBe(false);
    expect(await h.app.getUser()).toBeNull(); // nothing stored on arrival
    expect(h.navigation.rewrites).toEqual(['http://localhost:5173/handler/magic-link-callback']);

    const signedIn = await confirmation.confirm();
    expect(signedIn.userId).toBe(confirmation.account.userId);
    expect((await h.app.getUser())?.primaryEmail).toBe(email);
    await expect(confirmation.decline()).rejects.toThrow('already confirmed or declined');
  });

  test('a signed-in visitor stays themselves; the link is exchanged without their session; declining revokes it', async () => {
    const h = appHarness();
    const victim = uniqueEmail('victim');
    const up = await h.app.signUpWithPassword({ email: victim, password: PASSWORD, noRedirect: true });
    if (!up.ok) throw up.error;
    const { email, link } = await attackersLink(h);
    h.navigation.goTo(link);
    const result = await h.app.handleMagicLinkCallback();
    const confirmation = result.ok ? result.value.confirmation : null;
    if (confirmation === null || confirmation === undefined) throw new Error('expected a confirmation');
    expect(confirmation.account.primaryEmail).toBe(email);
    expect(confirmation.replacesSession).toBe(true);
    expect(h.lastTo('POST', '/auth/otp/sign-in')?.headers['x-stack-access-token']).toBeUndefined();
    expect(h.lastTo('POST', '/auth/otp/sign-in')?.headers['x-stack-refresh-token']).toBeUndefined();
    expect((await h.app.getUser())?.primaryEmail).toBe(victim);

    await confirmation.decline();
    const revoked = h.lastTo('DELETE', '/auth/sessions/current');
    expect(revoked?.headers['x-stack-access-token']).toBeDefined();
    expect(revoked?.headers['x-stack-access-token']).not.toBe(h.lastTo('GET', '/users/me')?.headers['x-stack-access-token']);
    const attackerSessions = await serverCall(h, 'GET', `/auth/sessions?user_id=${confirmation.account.userId}`);
    expect(attackerSessions['items']).toEqual([]); // the exchanged session is gone at the service
  });

  test('a damaged record of asked-for links only means asking', async () => {
    const h = appHarness();
    const { email, link } = await attackersLink(h);
    h.browserStorage.set(MAGIC_LINK_REQUESTS_KEY, '{not json');
    h.navigation.goTo(link);
    const result = await h.app.handleMagicLinkCallback();
    expect(result.ok && result.value.confirmation?.account.primaryEmail).toBe(email);
  });

  test('a kept nonce older than a link lives only means asking', async () => {
    const h = appHarness();
    const email = uniqueEmail('stale');
    const sent = await h.app.sendMagicLinkEmail(email);
    if (!sent.ok) throw sent.error;
    h.clock.advance(7 * 24 * 60 * 60 * 1000 + 1); // the kept nonce is older than a link lives
    const replaced = await h.app.sendMagicLinkEmail(uniqueEmail('other'));
    if (!replaced.ok) throw replaced.error;
    h.navigation.goTo(h.emulator.outbox.latestFor(email)!.link!);
    const result = await h.app.handleMagicLinkCallback();
    // The link itself expired at the service meanwhile; what matters is that the page did not sign in.
    expect(result.ok && result.value.signedIn).toBeFalsy();
    expect(await h.app.getUser()).toBeNull();
    expect(h.requestsTo('POST', '/auth/otp/sign-in')[0]?.headers['x-stack-access-token']).toBeUndefined();
  });
});
