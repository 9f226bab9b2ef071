/**
 * ServerTime: estimates the offset between this machine's clock and the server's, so token expiry is
 * decided in server time and a skewed client clock causes neither failed requests nor refresh storms.
 */
export class ServerTime {
  #offsetMs = 0;
  #samples = 0;

  /** Local epoch ms → estimated server epoch ms. */
  toServerTime(localNowMs: number): number {
    return localNowMs + this.#offsetMs;
  }

  get offsetMs(): number {
    return this.#offsetMs;
  }

  /**
   * Records a server timestamp seen at local time `localMs` (a response Date header, which has
   * one-second resolution, or a fresh token's iat). Small differences are noise and ignored;
   * the latest large one wins, since clocks are corrected in jumps.
   */
  observe(serverMs: number, localMs: number): void {
    if (!Number.isFinite(serverMs) || !Number.isFinite(localMs)) return;
    const offset = serverMs - localMs;
    const noiseMs = 2000;
    if (this.#samples === 0 || Math.abs(offset - this.#offsetMs) > noiseMs) this.#offsetMs = Math.abs(offset) <= noiseMs ? 0 : offset;
    this.#samples++;
  }
}
