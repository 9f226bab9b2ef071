/**
 * The request's client app in Server Components, Route Handlers and Server Actions: the session comes from Next's
 * `cookies()`; a refresh is written back where Next allows it (Route Handlers, Server Actions) and kept for the request
 * where it does not (Server Components), so the user is still known after the access token expired.
 */
import { cache } from 'react';
import { cookies, headers } from 'next/headers.js';
import { redirect } from 'next/navigation.js';
import { createClientApp, type ClientApp, type ClientOptions, type CurrentUser, type GetUserOptions } from '../composition/entry-node';
import { NextCookieJar, type NextCookieReader } from './next-cookie-jar';

const HOST_PREFIXED_REFRESH = /^__Host-stack-refresh-/;

/** https when the browser already holds `__Host-` session cookies or the request came over https (x-forwarded-proto). */
function isSecure(store: NextCookieReader, forwardedProto: string | null): boolean {
  return store.getAll().some(({ name }) => HOST_PREFIXED_REFRESH.test(name)) || forwardedProto?.split(',')[0]?.trim() === 'https';
}

/**
 * A client app acting for this request's session (Next's cookies). One per request and options: React's `cache`
 * shares it between the layout and the page of one render. Options as createClientApp's, environment variables
 * (NEXT_PUBLIC_STACK_PROJECT_ID, NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY, NEXT_PUBLIC_STACK_API_URL) otherwise.
 * @example
 * // app/api/orders/route.ts
 * export async function GET() {
 *   const app = await getServerApp();
 *   return Response.json({ authorization: await app.tokens.getAuthorizationHeader() !== null });
 * }
 * @public
 */
export const getServerApp: (options?: ClientOptions) => Promise<ClientApp> = cache(async (options?: ClientOptions): Promise<ClientApp> => {
  const store = await cookies();
  const secure = isSecure(store, (await headers()).get('x-forwarded-proto'));
  return createClientApp(options, { cookieJar: new NextCookieJar(store, store), secure });
});

/**
 * The signed-in user on the server, in one call: null when signed out; `{ or: 'redirect' }` sends the signed-out to
 * the sign-in page (Next's redirect), `{ or: 'throw' }` throws USER_AUTHENTICATION_REQUIRED.
 * @example
 * // app/dashboard/page.tsx (a Server Component)
 * export default async function Dashboard() {
 *   const user = await getUser({ or: 'redirect' });
 *   return <p>Signed in as {user.primaryEmail}</p>;
 * }
 * @public
 */
export async function getUser(options: GetUserOptions & { readonly or: 'throw' | 'redirect' }, appOptions?: ClientOptions): Promise<CurrentUser>;
export async function getUser(options?: GetUserOptions, appOptions?: ClientOptions): Promise<CurrentUser | null>;
export async function getUser(options?: GetUserOptions, appOptions?: ClientOptions): Promise<CurrentUser | null> {
  const app = await getServerApp(appOptions);
  if (options?.or !== 'redirect') return app.getUser(options);
  const user = await app.getUser({ ...options, or: 'return-null' });
  if (user === null) redirect(app.urls.signIn);
  return user;
}
