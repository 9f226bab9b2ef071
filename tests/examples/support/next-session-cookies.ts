/**
 * Session cookies for requests to a built Next example without a browser: a genuine one (a new user signed up with
 * the emulator, the cookies as the server entry writes them on http), and a forged one made from it as issue 32's
 * attacker did (an access token with the genuine header and claims, an expiry a day ahead, a signature nobody made,
 * beside a refresh token the service never issued).
 */
import { NextRequest } from 'next/server.js';
import { createClientApp } from '../../../composition/entry-node';
import { NextCookieJar } from '../../../next-adapter/next-cookie-jar';
import { EXAMPLE_PASSWORD } from './auth-screens';
import type { ExampleEmulator } from './example-emulator';

/** A `Cookie` header holding a new user's session. */
export async function sessionCookieFor(emulator: ExampleEmulator, email: string): Promise<string> {
  const jar = new NextCookieJar(new NextRequest('http://127.0.0.1/').cookies, null);
  const app = createClientApp({ projectId: emulator.projectId, publishableClientKey: emulator.publishableClientKey, baseUrl: emulator.url }, { cookieJar: jar });
  const up = await app.signUpWithPassword({ email, password: EXAMPLE_PASSWORD, noRedirect: true });
  if (!up.ok) throw up.error;
  return Object.entries(jar.getAll()).map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
}

const FORGED_REFRESH = 'forged-refresh-token';

/** The forged session: an unsigned access token (future exp) and a refresh token nobody issued. */
export function forgedSessionCookie(genuine: string): string {
  const access = /stack-access=([^;]+)/.exec(genuine);
  if (access === null) throw new Error('no access cookie in the session');
  const [, token] = JSON.parse(decodeURIComponent(access[1]!)) as [string, string];
  const [header, payload] = token.split('.') as [string, string];
  const claims = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), exp: Math.floor(Date.now() / 1000) + 86_400 };
  const unsigned = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${'A'.repeat(86)}`;
  return genuine
    .replace(/refresh_token%22%3A%22[^%]+/, `refresh_token%22%3A%22${FORGED_REFRESH}`)
    .replace(/stack-access=[^;]+/, `stack-access=${encodeURIComponent(JSON.stringify([FORGED_REFRESH, unsigned]))}`);
}
