/**
 * WebAuthn verification with @simplewebauthn/server (§5.5). The RP id is not known in advance (the client
 * swaps the sentinel for its own hostname), so the trusted origin inside clientDataJSON decides both.
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isTrustedUrl } from '../http/trust';
import type { PasskeyRecord, ProjectRecord } from '../state/records';

export interface TrustedOrigin { origin: string; rpId: string }

/** The origin the browser signed into clientDataJSON, if it parses and the project trusts it. */
export function trustedOrigin(project: ProjectRecord, response: Record<string, unknown>): TrustedOrigin | null {
  try {
    const inner = response.response as { clientDataJSON?: unknown } | undefined;
    if (typeof inner?.clientDataJSON !== 'string') return null;
    const clientData = JSON.parse(Buffer.from(inner.clientDataJSON, 'base64url').toString('utf8')) as { origin?: unknown };
    if (typeof clientData.origin !== 'string' || !isTrustedUrl(project, clientData.origin)) return null;
    return { origin: clientData.origin, rpId: new URL(clientData.origin).hostname };
  } catch {
    return null;
  }
}

/** The service's wording of an origin refusal: localhost while the project does not allow it, or any other untrusted origin. */
export function originRefusal(project: ProjectRecord, response: Record<string, unknown>, ceremony: 'registration' | 'authentication'): string {
  let hostname: string | null = null;
  try {
    const inner = response.response as { clientDataJSON?: unknown } | undefined;
    const clientData = JSON.parse(Buffer.from(String(inner?.clientDataJSON), 'base64url').toString('utf8')) as { origin?: unknown };
    hostname = typeof clientData.origin === 'string' ? new URL(clientData.origin).hostname : null;
  } catch {
    hostname = null;
  }
  const localhost = hostname === 'localhost' && !project.config.allowLocalhost;
  return `Passkey ${ceremony} failed because ${localhost ? 'localhost' : 'the origin'} is not allowed`;
}

/**
 * Loaded on the first passkey ceremony: the library and its ASN.1 dependencies are ~200 CommonJS modules, ~0.25 s of
 * every emulator start (`npm start`, start:emulator) that most runs never need.
 */
const webauthn = () => import('@simplewebauthn/server');

export interface VerifiedCredential { id: string; publicKey: string; counter: number; transports: string[] }

/** null on any failure: the library throws for malformed input and returns verified=false for bad proofs. */
export async function verifyRegistration(response: Record<string, unknown>, challenge: string, where: TrustedOrigin): Promise<VerifiedCredential | null> {
  const { verifyRegistrationResponse } = await webauthn();
  try {
    const result = await verifyRegistrationResponse({
      response: response as unknown as RegistrationResponseJSON, expectedChallenge: challenge,
      expectedOrigin: where.origin, expectedRPID: where.rpId, requireUserVerification: false,
    });
    if (!result.verified) return null;
    const c = result.registrationInfo.credential;
    return { id: c.id, publicKey: Buffer.from(c.publicKey).toString('base64url'), counter: c.counter, transports: c.transports ?? [] };
  } catch {
    return null;
  }
}

/** The new signature counter, or null when the assertion does not verify. */
export async function verifyAuthentication(
  response: Record<string, unknown>, challenge: string, where: TrustedOrigin, passkey: PasskeyRecord,
): Promise<number | null> {
  const { verifyAuthenticationResponse } = await webauthn();
  try {
    const result = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON, expectedChallenge: challenge,
      expectedOrigin: where.origin, expectedRPID: where.rpId, requireUserVerification: false,
      credential: { id: passkey.credentialId, publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')), counter: passkey.counter },
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
