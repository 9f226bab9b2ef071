/**
 * Whose API key is this: `server.getUser({ apiKey })` and `server.getTeam({ apiKey })` resolve a user or team API key
 * (the secret value a user or team created) to its owner with POST /user-api-keys/check or /team-api-keys/check
 * (server access). Every "not a usable key of that kind" answer is the API_KEY_NOT_VALID family (not found, revoked,
 * expired, the other kind of key), and means "no owner": null, as the official SDK answers.
 */
import type { OwnedApiKeyFields } from '../../domain/entities/account-extras';
import { KnownErrors } from '../../domain/errors/known-errors';
import { expectErrors } from '../core/expect-errors';
import type { RequestLayer } from '../core/request/request-layer';
import { NO_SESSION } from '../core/session/session-source';
import { ownedApiKeyFromWire } from '../user/account-extras.mapping';
import { ownedApiKeyWireSchema } from '../user/account-extras.schema';

const NOT_A_KEY = [KnownErrors.ApiKeyNotValid] as const;

/**
 * The key the value belongs to, or null when it is not a valid `type` key of the project. Never cached: a key revoked a
 * moment ago must stop resolving at once. The key travels in the body only, never in a URL or an error text.
 */
export async function checkApiKey(requests: RequestLayer, type: 'user' | 'team', apiKey: string): Promise<OwnedApiKeyFields | null> {
  const checked = await expectErrors(requests.send({
    method: 'POST', path: type === 'user' ? '/user-api-keys/check' : '/team-api-keys/check', body: { api_key: apiKey },
    session: NO_SESSION, schema: ownedApiKeyWireSchema, secrets: [apiKey],
  }), NOT_A_KEY);
  return checked.ok ? ownedApiKeyFromWire(checked.value.body) : null;
}
