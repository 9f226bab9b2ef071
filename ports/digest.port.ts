/**
 * DigestPort: cryptographic hashes (never hand-rolled). PKCE S256 needs SHA-256 of the code verifier.
 *
 * @example
 * const challenge = base64UrlEncodeBytes(await digest.sha256(utf8Encode(verifier)));
 * @public
 */
export interface DigestPort {
  sha256(data: Uint8Array): Promise<Uint8Array>;
}
