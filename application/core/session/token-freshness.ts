/** Freshness of a stored access token, decided in estimated server time through the domain validity rules. */
import { decodeAccessToken, type AccessTokenClaims } from '../../../domain/session/access-token';
import { isLikelyValid } from '../../../domain/session/token-validity';
import { SECOND_MS } from '../../../domain/shared/time';
import type { ClockPort } from '../../../ports/clock.port';
import type { ServerTime } from './server-time';

/** iat has one-second resolution, plus network latency: anything within this is not evidence of skew. */
const ISSUED_AHEAD_NOISE_MS = 2_000;

export class TokenFreshness {
  readonly #clock: ClockPort;
  readonly #serverTime: ServerTime;
  /** The last token decoded and its claims: every request checks the same token, so it is decoded once, not per call. */
  #decodedToken: string | null = null;
  #decodedClaims: AccessTokenClaims | null = null;

  constructor(clock: ClockPort, serverTime: ServerTime) {
    this.#clock = clock;
    this.#serverTime = serverTime;
  }

  /** True when the token decodes and stays unexpired for `windowMs` more, in server time. */
  isLikelyValid(accessToken: string | null, windowMs: number): boolean {
    if (accessToken === null) return false;
    return isLikelyValid(this.#claims(accessToken), this.#serverTime.toServerTime(this.#clock.now()), windowMs);
  }

  /** A token the server just issued tells us its clock: its iat is "now" over there (to the second). */
  observeFreshlyIssued(accessToken: string | null): void {
    const claims = this.#claims(accessToken);
    if (claims !== null) this.#serverTime.observe(claims.iat * SECOND_MS, this.#clock.now());
  }

  /**
   * For tokens of unknown age (sign-in, adopted pairs): an iat in our future proves the server clock is
   * ahead, whereas an iat in our past may just be an old token, so only the former is evidence.
   */
  observeIfIssuedAhead(accessToken: string | null): void {
    const claims = this.#claims(accessToken);
    const localNow = this.#clock.now();
    if (claims !== null && claims.iat * SECOND_MS > localNow + ISSUED_AHEAD_NOISE_MS) this.#serverTime.observe(claims.iat * SECOND_MS, localNow);
  }

  /** decodeAccessToken, remembered for the last token (claims are immutable; a token string always decodes the same). */
  #claims(accessToken: string | null): AccessTokenClaims | null {
    if (accessToken === null) return null;
    if (accessToken !== this.#decodedToken) {
      this.#decodedClaims = decodeAccessToken(accessToken);
      this.#decodedToken = accessToken;
    }
    return this.#decodedClaims;
  }
}
