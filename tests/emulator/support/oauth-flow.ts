/** Drives the OAuth outer flow through an in-process handler, following Location headers by hand. */
import { createHash, randomBytes } from 'node:crypto';
import { call, DEMO, type Handler, type Reply } from '../helpers';

export const REDIRECT_URI = 'http://localhost:5173/handler/oauth-callback';

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface Flow {
  verifier: string;
  clientState: string;
  innerState: string;
  /** The provider (consent page) URL. */
  location: string;
  /** `name=value` of the inner cookie in redirect mode. */
  cookie: string | null;
  reply: Reply;
}

/** Path + query of an absolute URL (the in-process handler ignores the host). */
export const pathOf = (url: string): string => { const u = new URL(url); return `${u.pathname}${u.search}`; };

export function authorizePath(query: Record<string, string>, provider: string = DEMO.oauthProvider.id): string {
  return `/auth/oauth/authorize/${provider}?${new URLSearchParams(query).toString()}`;
}

export function authorizeQuery(challenge: string, clientState: string, over: Record<string, string | undefined> = {}): Record<string, string> {
  const base: Record<string, string | undefined> = {
    client_id: DEMO.projectId, client_secret: DEMO.publishableClientKey, redirect_uri: REDIRECT_URI, scope: 'legacy',
    state: clientState, grant_type: 'authorization_code', code_challenge: challenge, code_challenge_method: 'S256',
    response_type: 'code', stack_response_mode: 'json', ...over,
  };
  return Object.fromEntries(Object.entries(base).filter((e): e is [string, string] => e[1] !== undefined));
}

/** GET authorize; in redirect mode picks the Location and the inner cookie. */
export async function startFlow(h: Handler, over: Record<string, string | undefined> = {}, provider?: string): Promise<Flow> {
  const { verifier, challenge } = pkcePair();
  const clientState = randomBytes(8).toString('hex');
  const reply = await call(h, 'GET', `/api/v1${authorizePath(authorizeQuery(challenge, clientState, over), provider)}`);
  const location = reply.status === 200 ? String(reply.body.location) : reply.headers.get('location') ?? '';
  const innerState = location === '' ? '' : new URL(location).searchParams.get('state') ?? '';
  const setCookie = reply.headers.get('set-cookie');
  return { verifier, clientState, innerState, location, cookie: setCookie === null ? null : setCookie.split(';')[0]!, reply };
}

export interface Account { account_id: string; email?: string | null; email_verified?: boolean; display_name?: string; scopes?: string[]; deny?: boolean }

/** The JSON consent shortcut → the callback URL. */
export async function consent(h: Handler, flow: Flow, account: Account, provider: string = DEMO.oauthProvider.id): Promise<string> {
  const r = await call(h, 'POST', `/emulator/oauth/${provider}/consent`, { body: { state: flow.innerState, ...account } });
  if (r.status !== 200) throw new Error(`consent failed: ${r.status} ${r.text}`);
  return String(r.body.location);
}

export const callback = (h: Handler, url: string, cookie: string | null = null): Promise<Reply> =>
  call(h, 'GET', pathOf(url), { headers: cookie === null ? {} : { cookie } });

export function tokenRequest(h: Handler, fields: Record<string, string>): Promise<Reply> {
  const form = new URLSearchParams({ client_id: DEMO.projectId, client_secret: DEMO.publishableClientKey, ...fields });
  return call(h, 'POST', '/auth/oauth/token', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, rawBody: form.toString() });
}

export const codeOf = (location: string): string => new URL(location).searchParams.get('code') ?? '';

export function exchange(h: Handler, flow: Flow, code: string, over: Record<string, string> = {}): Promise<Reply> {
  return tokenRequest(h, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, code_verifier: flow.verifier, ...over });
}

/** authorize (json) → consent → callback → token. */
export async function signInWithOAuth(h: Handler, account: Account, over: Record<string, string | undefined> = {}): Promise<{ flow: Flow; redirect: Reply; token: Reply }> {
  const flow = await startFlow(h, over);
  const redirect = await callback(h, await consent(h, flow, account), flow.cookie);
  const token = await exchange(h, flow, codeOf(redirect.headers.get('location') ?? 'http://x'));
  return { flow, redirect, token };
}

/** The known error a 307 error redirect carries in its query. */
export function errorOf(reply: Reply): { target: string; error: string | null; errorCode: string | null; message: string | null; details: unknown } {
  const url = new URL(reply.headers.get('location') ?? '');
  const q = url.searchParams;
  return {
    target: `${url.origin}${url.pathname}`, error: q.get('error'), errorCode: q.get('errorCode'), message: q.get('message'),
    details: JSON.parse(q.get('details') ?? 'null') as unknown,
  };
}
