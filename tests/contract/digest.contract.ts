// Digest port contract: SHA-256 known answers (FIPS 180-2 and RFC 7636 Appendix B's PKCE pair).
import type { DigestPort } from '../../ports/digest.port';

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');
const b64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');

export function describeDigestContract(name: string, makeSubject: () => DigestPort): void {
  describe(`DigestPort contract: ${name}`, () => {
    test.each([
      ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
      ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ])('sha256(%j)', async (text, expected) => {
      expect(hex(await makeSubject().sha256(new TextEncoder().encode(text)))).toBe(expected);
    });

    it('RFC 7636 Appendix B: the verifier hashes to the published S256 challenge', async () => {
      const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
      const digest = await makeSubject().sha256(new TextEncoder().encode(verifier));
      expect(b64url(digest)).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    });

    it('returns a fresh 32-byte array and leaves the input as it was', async () => {
      const input = new Uint8Array([1, 2, 3]);
      const out = await makeSubject().sha256(input);
      expect(out).toBeInstanceOf(Uint8Array);
      expect(out.length).toBe(32);
      expect([...input]).toEqual([1, 2, 3]);
    });
  });
}
