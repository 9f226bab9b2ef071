/**
 * AccessTokenVerificationService: verifies a user access token locally — one canonical spelling, signature against the
 * project's JWKS (cached for at most 5 minutes, fetched again early on an unknown `kid`), issuer, audience, an expiry
 * (required) and an issue time not ahead, with a 30 s tolerance on the app's clock — with no call to the service while
 * the keys are fresh. Anonymous and restricted users' tokens are refused, by audience and by claim.
 */
import { claimsFromPayload, type AccessTokenClaims } from '../../domain/session/access-token';
import { audienceKind, isTrustedIssuer, projectOfAudience } from '../../domain/session/access-token-trust';
import { claimRefusal, isCanonicalCompactJws } from '../../domain/session/verified-token-rules';
import { err, ok, type Result } from '../../domain/shared/result';
import type { ClockPort } from '../../ports/clock.port';
import type { JsonWebKeySet, JwtVerification, JwtVerifierPort } from '../../ports/jwt-verifier.port';
import type { RequestLike, RequestTokensPort } from '../../ports/request-tokens.port';
import type { JwksEndpoints } from './jwks.endpoints';
import type { RequestOptions } from '../core/request/request-options';
import { accessTokenError, type AuthenticateRequestError } from './access-token.errors';
import { JwksCache } from './jwks-cache';
import { VerifiedTokens } from './verified-tokens';

/**
 * A verified access token: whose it is, and every claim it carries.
 * @example
 * const auth = await server.authenticateRequest({ headers: { authorization: 'Bearer eyJ…' } });
 * if (auth.ok) console.log(auth.value.userId, auth.value.claims.email, auth.value.claims.selected_team_id);
 * @public
 */
export interface AuthenticatedUser {
  readonly userId: string;
  readonly claims: AccessTokenClaims;
}

/**
 * Local access-token verification on its own, without the secret server key (the key set is public): what a proxy or
 * an API gateway needs to trust a session without asking the service. `createAccessTokenVerifier` (the Node entry)
 * builds one; `ServerApp` has the same two methods.
 * @example
 * const verifier: AccessTokenVerifier = createAccessTokenVerifier({ projectId, publishableClientKey });
 * const auth = await verifier.verifyAccessToken('eyJ…');
 * if (!auth.ok) console.log(auth.error.code); // e.g. UNPARSABLE_ACCESS_TOKEN for a forged token
 * @public
 */
export interface AccessTokenVerifier {
  authenticateRequest(request: RequestLike): Promise<Result<AuthenticatedUser, AuthenticateRequestError>>;
  verifyAccessToken(accessToken: string): Promise<Result<AuthenticatedUser, AuthenticateRequestError>>;
}

/** Seconds of leeway on `exp`, `iat` and `nbf`: clocks of the server and of this process disagree a little. */
export const ACCESS_TOKEN_CLOCK_TOLERANCE_SECONDS = 30;
const ALGORITHMS = ['ES256'] as const;

type Verdict = Result<AuthenticatedUser, AuthenticateRequestError>;
type Payload = Readonly<Record<string, unknown>>;
/** A verification and the key set it was made with. */
type KeyedVerification = { readonly verdict: JwtVerification; readonly keys: JsonWebKeySet };

const millisOrNull = (seconds: unknown): number | null => (typeof seconds === 'number' ? seconds * 1000 : null);
const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export class AccessTokenVerificationService implements AccessTokenVerifier {
  readonly #verifier: JwtVerifierPort;
  readonly #requestTokens: RequestTokensPort;
  readonly #clock: ClockPort;
  readonly #options: RequestOptions;
  readonly #jwks: JwksCache;
  readonly #verified = new VerifiedTokens();

  constructor(
    endpoints: JwksEndpoints,
    verifier: JwtVerifierPort,
    requestTokens: RequestTokensPort,
    clock: ClockPort,
    options: RequestOptions,
  ) {
    this.#verifier = verifier;
    this.#requestTokens = requestTokens;
    this.#clock = clock;
    this.#options = options;
    this.#jwks = new JwksCache(() => endpoints.getProjectJwks(options.projectId), clock);
  }

  /** The access token of `x-stack-auth`, else `Authorization: Bearer`, else the session cookies; then verifyAccessToken. */
  authenticateRequest(request: RequestLike): Promise<Verdict> {
    const { accessToken } = this.#requestTokens.tokensOf(request, this.#options.projectId);
    if (accessToken === null) return Promise.resolve(err(accessTokenError('USER_AUTHENTICATION_REQUIRED')));
    return this.verifyAccessToken(accessToken);
  }

  /**
   * Verifies one access token (see the class comment); a transport failure fetching the keys throws (and is thrown
   * again, without a request, while the fetch backs off).
   */
  async verifyAccessToken(token: string): Promise<Verdict> {
    // Before anything else: another spelling of a signature must neither verify nor become a cache entry.
    if (!isCanonicalCompactJws(token)) return err(accessTokenError('UNPARSABLE_ACCESS_TOKEN'));
    const payload = this.#verifier.decodeUnverified(token);
    if (payload === null) return err(accessTokenError('UNPARSABLE_ACCESS_TOKEN'));
    const refused = this.#refusedByAudience(payload);
    if (refused !== null) return err(refused);
    const keys = await this.#jwks.keys();
    const known = this.#verified.get(token, keys);
    if (known !== undefined) return this.#unlessExpired(token, known);
    return this.#checked(token, payload, await this.#verifyWithKeys(token, keys));
  }

  /**
   * Decided on the unverified payload, before any key is looked at: every answer here is a refusal, so a forged token
   * gains nothing, and another project's or an anonymous user's token costs no JWKS fetch.
   */
  #refusedByAudience(payload: Payload): AuthenticateRequestError | null {
    const projectId = this.#options.projectId;
    switch (audienceKind(payload.aud, projectId)) {
      case 'user': return null;
      case 'anonymous': return accessTokenError('ANONYMOUS_AUTHENTICATION_NOT_ALLOWED');
      case 'restricted': {
        const reason = claimsFromPayload(payload)?.restricted_reason ?? null;
        return reason === null ? accessTokenError('UNPARSABLE_ACCESS_TOKEN') : accessTokenError('RESTRICTED_USER_NOT_ALLOWED', { restricted_reason: reason });
      }
      case 'otherProject': {
        const actual = stringOrNull(payload.project_id) ?? projectOfAudience(payload.aud);
        if (actual === null) return accessTokenError('UNPARSABLE_ACCESS_TOKEN');
        return accessTokenError('INVALID_PROJECT_FOR_ACCESS_TOKEN', { expected_project_id: projectId, actual_project_id: actual });
      }
    }
  }

  async #verifyWithKeys(token: string, keys: JsonWebKeySet): Promise<KeyedVerification> {
    const verdict = await this.#verifyWith(token, keys);
    if (verdict.ok || verdict.reason !== 'noMatchingKey') return { verdict, keys };
    const fresh = await this.#jwks.afterUnknownKey(keys);
    if (fresh === null || fresh === keys) return { verdict, keys };
    return { verdict: await this.#verifyWith(token, fresh), keys: fresh };
  }

  #verifyWith(token: string, keys: JsonWebKeySet): Promise<JwtVerification> {
    return this.#verifier.verify(token, keys, {
      audience: this.#options.projectId, algorithms: ALGORITHMS, now: this.#clock.now(), clockToleranceSeconds: ACCESS_TOKEN_CLOCK_TOLERANCE_SECONDS,
    });
  }

  #checked(token: string, unverified: Payload, { verdict, keys }: KeyedVerification): Verdict {
    if (!verdict.ok) return err(verdict.reason === 'expired' ? expiredError(unverified) : accessTokenError('UNPARSABLE_ACCESS_TOKEN'));
    const claims = claimsFromPayload(verdict.payload);
    if (claims === null || !isTrustedIssuer(claims.iss, this.#options.baseUrl, this.#options.projectId)) {
      return err(accessTokenError('UNPARSABLE_ACCESS_TOKEN'));
    }
    // Signed, but not a normal user's live token: no expiry, issued ahead, or anonymous/restricted under the user audience.
    if (claimRefusal(claims, Math.floor(this.#clock.now() / 1000), ACCESS_TOKEN_CLOCK_TOLERANCE_SECONDS) !== null) {
      return err(accessTokenError('UNPARSABLE_ACCESS_TOKEN'));
    }
    if (claims.project_id !== this.#options.projectId) {
      return err(accessTokenError('INVALID_PROJECT_FOR_ACCESS_TOKEN', { expected_project_id: this.#options.projectId, actual_project_id: claims.project_id }));
    }
    this.#verified.add(token, claims, keys);
    return ok({ userId: claims.sub, claims });
  }

  /** A token verified before: only its expiry can have changed (the same rule as jose's, on the same clock). */
  #unlessExpired(token: string, claims: AccessTokenClaims): Verdict {
    const nowSeconds = Math.floor(this.#clock.now() / 1000);
    if (claims.exp !== undefined && claims.exp <= nowSeconds - ACCESS_TOKEN_CLOCK_TOLERANCE_SECONDS) {
      this.#verified.delete(token);
      return err(expiredError(claims));
    }
    return ok({ userId: claims.sub, claims });
  }
}

/** As the service words it: when it expired, and whose it was. */
function expiredError(payload: Payload | AccessTokenClaims): AuthenticateRequestError {
  const p = payload as Payload;
  return accessTokenError('ACCESS_TOKEN_EXPIRED', {
    expired_at_millis: millisOrNull(p.exp), project_id: stringOrNull(p.project_id), user_id: stringOrNull(p.sub), refresh_token_id: stringOrNull(p.refresh_token_id),
  });
}
