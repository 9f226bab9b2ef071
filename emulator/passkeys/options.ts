/** WebAuthn options exactly as the backend sends them (§2.5): sentinel RP id, resident key, three algorithms. */
import { randomBytes } from 'node:crypto';
import { PASSKEY_RP_ID_SENTINEL } from '../../domain/passkey';
import type { PublicKeyCredentialCreationOptionsJson, PublicKeyCredentialRequestOptionsJson } from '../../domain/webauthn/webauthn-json';
import type { ProjectRecord, UserRecord } from '../state/records';

export const WEBAUTHN_TIMEOUT_MS = 60_000;
/** The challenge code outlives the WebAuthn timeout by five seconds, so a slow ceremony still lands. */
export const PASSKEY_CHALLENGE_LIFETIME_MS = WEBAUTHN_TIMEOUT_MS + 5_000;
export const PASSKEY_REGISTRATION_CODE_TYPE = 'passkey_registration_challenge';
export const PASSKEY_AUTHENTICATION_CODE_TYPE = 'passkey_authentication_challenge';

/** EdDSA, ES256, RS256: what @simplewebauthn/server verifies by default. */
const ALGORITHMS = [-8, -7, -257];

export const newChallenge = (): string => randomBytes(32).toString('base64url');

export function registrationOptions(project: ProjectRecord, user: UserRecord, email: string | null, challenge: string): PublicKeyCredentialCreationOptionsJson {
  const name = user.displayName ?? email ?? 'Stack Auth User';
  return {
    challenge,
    rp: { id: PASSKEY_RP_ID_SENTINEL, name: project.displayName },
    user: { id: Buffer.from(user.id, 'utf8').toString('base64url'), name, displayName: name },
    pubKeyCredParams: ALGORITHMS.map((alg) => ({ alg, type: 'public-key' as const })),
    timeout: WEBAUTHN_TIMEOUT_MS,
    attestation: 'none',
    excludeCredentials: [],
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred', requireResidentKey: true },
    extensions: { credProps: true },
  };
}

/** Discoverable credentials only: no allow list, the authenticator offers whatever it holds for the RP. */
export function authenticationOptions(challenge: string): PublicKeyCredentialRequestOptionsJson {
  return { challenge, allowCredentials: [], timeout: WEBAUTHN_TIMEOUT_MS, userVerification: 'preferred', rpId: PASSKEY_RP_ID_SENTINEL };
}
