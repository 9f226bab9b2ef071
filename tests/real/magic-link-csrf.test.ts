/**
 * Issue 32 against the real backend: the facts the magic-link page's login-CSRF defence stands on, through the client
 * app's handleMagicLinkCallback on a page (an in-memory navigation, requests sent to the real backend with fetch).
 * A link this browser asked for (its nonce kept from send-sign-in-code) signs in on arrival; the attacker's own link is
 * exchanged without the visitor's session, names the attacker's account from the token's claims, leaves the visitor
 * signed in as themselves, and declining revokes the exchanged session at the backend.
 */
import { MemoryNavigationAdapter } from '../../adapters/navigation/memory-navigation.adapter';
import { createClientApp as createPageApp } from '../../composition/entry-memory';
import { describeReal, linkIn, newProject, realBackend, waitForMail } from '../support/real-backend';
import { appsFor, HANDLER, PASSWORD, uniqueEmail, valueOf, type ProjectApps } from './node-apps';

describeReal('real backend: the magic-link page signs in on arrival only for links this browser asked for', () => {
  let apps: ProjectApps;
  beforeAll(async () => {
    apps = appsFor(await newProject({ name: 'portcullis-real-login-csrf' }));
  });

  /** The victim's browser: a page at the handler, its app talking to the real backend. */
  function browserApp() {
    const navigation = new MemoryNavigationAdapter(`${HANDLER}/sign-in`);
    const app = createPageApp(
      { projectId: apps.keys.projectId, publishableClientKey: apps.keys.publishableClientKey, baseUrl: realBackend().url, urls: { handler: HANDLER } },
      { handler: (request) => fetch(request), navigation },
    );
    return { app, navigation };
  }

  /** The user's sessions as the backend lists them (a server-key call outside the library). */
  async function sessionCount(userId: string): Promise<number> {
    const response = await fetch(`${realBackend().url}/api/v1/auth/sessions?user_id=${encodeURIComponent(userId)}`, {
      headers: { 'x-stack-project-id': apps.keys.projectId, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': apps.keys.secretServerKey },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { items: unknown[] }).items.length;
  }

  it('a link asked for in this browser signs in on arrival', async () => {
    const { app, navigation } = browserApp();
    const email = uniqueEmail('own-link');
    valueOf(await app.sendMagicLinkEmail(email));
    navigation.goTo(linkIn(await waitForMail(email)).url);
    const result = valueOf(await app.handleMagicLinkCallback({ noRedirect: true }));
    expect(result.handled && result.confirmation).toBeNull();
    expect((await app.getUser({ or: 'throw' })).primaryEmail).toBe(email);
  });

  it("the attacker's own link: nothing stored, their account named, the visitor still themselves; declining revokes it", async () => {
    const { app, navigation } = browserApp();
    const victim = uniqueEmail('victim');
    valueOf(await app.signUpWithPassword({ email: victim, password: PASSWORD, noRedirect: true }));
    const attacker = uniqueEmail('attacker');
    valueOf(await apps.client().sendMagicLinkEmail(attacker)); // asked for elsewhere
    navigation.goTo(linkIn(await waitForMail(attacker)).url);

    const result = valueOf(await app.handleMagicLinkCallback({ noRedirect: true }));
    if (!result.handled || result.confirmation === null) throw new Error('expected a confirmation');
    expect(result.signedIn).toBeNull();
    expect(result.confirmation.account.primaryEmail).toBe(attacker);
    expect(result.confirmation.replacesSession).toBe(true);
    expect((await app.getUser({ or: 'throw' })).primaryEmail).toBe(victim);

    const attackerUser = await apps.server().getUser(result.confirmation.account.userId);
    expect(attackerUser?.primaryEmail).toBe(attacker); // the exchange created the attacker's account, not touched the victim's
    expect(await sessionCount(attackerUser!.id)).toBe(1);
    await result.confirmation.decline();
    expect(await sessionCount(attackerUser!.id)).toBe(0);
    expect((await app.getUser({ or: 'throw' })).primaryEmail).toBe(victim);
  });
});
