/**
 * RandomPort: cryptographically secure random bytes from the platform's CSPRNG.
 *
 * @example
 * const nonce = random.bytes(28); // 224 bits
 * @public
 */
export interface RandomPort {
  bytes(length: number): Uint8Array;
}
