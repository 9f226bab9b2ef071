/**
 * A software WebAuthn authenticator for tests: P-256 (ES256) keys from node:crypto, a hand-built 'none'
 * attestation object, real ECDSA assertions — so the emulator's @simplewebauthn/server checks run for real.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { encodeCbor, type CborValue } from './cbor';

const b64u = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

interface Credential { id: Buffer; privateKey: KeyObject; publicKey: KeyObject; rpId: string; userHandle: string; counter: number }

export interface CeremonyOptions {
  /** The page origin the browser writes into clientDataJSON (its hostname becomes the RP id). */
  origin: string;
  /** Overrides for failure tests. */
  challenge?: string;
  rpId?: string;
}

/** COSE_Key of an EC2 P-256 key: kty 2, alg -7 (ES256), crv 1, x, y. */
function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  return encodeCbor(new Map<number, number | Uint8Array>([
    [1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')],
  ]));
}

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested === undefined ? [] : [attested])]);
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
}

export class SoftAuthenticator {
  private readonly credentials: Credential[] = [];

  /** navigator.credentials.create(): the RegistrationResponseJSON the browser SDK would post. */
  create(options: { challenge: string; user: { id: string } }, ceremony: CeremonyOptions): Record<string, unknown> {
    const rpId = ceremony.rpId ?? new URL(ceremony.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const credential: Credential = { id: randomBytes(16), privateKey, publicKey, rpId, userHandle: options.user.id, counter: 0 };
    this.credentials.push(credential);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, credential.id, coseKey(publicKey)]);
    const authData = authenticatorData(rpId, FLAG_UP | FLAG_UV | FLAG_AT, credential.counter, attested);
    const attestationObject = encodeCbor(new Map<CborValue, CborValue>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
    const id = b64u(credential.id);
    return {
      id, rawId: id, type: 'public-key', authenticatorAttachment: 'platform', clientExtensionResults: {},
      response: {
        clientDataJSON: b64u(clientData('webauthn.create', ceremony.challenge ?? options.challenge, ceremony.origin)),
        attestationObject: b64u(attestationObject), transports: ['internal'],
      },
    };
  }

  /** navigator.credentials.get() with the newest credential for the RP (or a given one). */
  get(options: { challenge: string }, ceremony: CeremonyOptions & { credentialId?: string }): Record<string, unknown> {
    const rpId = ceremony.rpId ?? new URL(ceremony.origin).hostname;
    const credential = [...this.credentials].reverse().find((c) => c.rpId === rpId) ?? this.credentials.at(-1);
    if (credential === undefined) throw new Error('no credential');
    credential.counter += 1;
    const authData = authenticatorData(rpId, FLAG_UP | FLAG_UV, credential.counter);
    const clientDataJSON = clientData('webauthn.get', ceremony.challenge ?? options.challenge, ceremony.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    const id = ceremony.credentialId ?? b64u(credential.id);
    return {
      id, rawId: id, type: 'public-key', authenticatorAttachment: 'platform', clientExtensionResults: {},
      response: { clientDataJSON: b64u(clientDataJSON), authenticatorData: b64u(authData), signature: b64u(signature), userHandle: credential.userHandle },
    };
  }
}
