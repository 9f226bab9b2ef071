/** The 'token-response' fault: the real token answer with one thing changed, re-signed with the emulator's own key. */
import { decodeJwt, SignJWT } from 'jose';
import type { EmulatorCore } from '../core';
import { audienceKeys } from '../tokens/audience-keys';
import { json } from '../http/respond';
import type { TokenResponseVariant } from './faults';

const TEN_YEARS_S = 10 * 365 * 24 * 3600;
const HOUR_S = 3600;
/** The `padding` claim of 'huge-claims': 4,500 characters, so the signed JWT alone is over 4096 bytes. */
export const HUGE_CLAIMS_PADDING_LENGTH = 4_500;

async function resigned(core: EmulatorCore, jwt: string, change: (claims: Record<string, unknown>) => Record<string, unknown>): Promise<string> {
  const claims = change({ ...decodeJwt(jwt) });
  const [key] = audienceKeys(core.keys.privateKey, String(claims['aud']));
  return new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: key.kid }).sign(key.privateKey);
}

const REWRITES: Record<TokenResponseVariant, (core: EmulatorCore, body: Record<string, unknown>, jwt: string) => Promise<Record<string, unknown>>> = {
  'wrong-token-type': async (_core, body) => ({ ...body, token_type: 'mac' }),
  'no-expires-in': async (_core, body) => Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'expires_in')),
  'exp-in-years': async (core, body, jwt) => ({ ...body, access_token: await resigned(core, jwt, (c) => ({ ...c, exp: Number(c['exp']) + TEN_YEARS_S })) }),
  'iat-ahead': async (core, body, jwt) => ({
    ...body, access_token: await resigned(core, jwt, (c) => ({ ...c, iat: Number(c['iat']) + HOUR_S, exp: Number(c['exp']) + HOUR_S })),
  }),
  'huge-claims': async (core, body, jwt) => ({
    ...body, access_token: await resigned(core, jwt, (c) => ({ ...c, padding: 'x'.repeat(HUGE_CLAIMS_PADDING_LENGTH) })),
  }),
};

/** Only a successful JSON answer carrying an access token is rewritten; anything else passes unchanged. */
export async function rewriteTokenResponse(core: EmulatorCore, response: Response, variant: TokenResponseVariant): Promise<Response> {
  if (response.status !== 200 || !(response.headers.get('content-type') ?? '').includes('json')) return response;
  const body = (await response.clone().json()) as Record<string, unknown>;
  const jwt = body['access_token'];
  if (typeof jwt !== 'string') return response;
  const headers = Object.fromEntries(response.headers);
  return json(await REWRITES[variant](core, body, jwt), 200, headers);
}
