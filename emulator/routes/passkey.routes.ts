/** Passkeys (§2.5, §5.5): initiate/register for the signed-in user, initiate/sign-in for anyone. */
import * as z from 'zod';
import type { EmulatorCore } from '../core';
import { known, knownBecause } from '../http/errors';
import { json } from '../http/respond';
import { defineRoute } from '../http/route';
import { definedJson } from '../http/schemas';
import {
  authenticationOptions, newChallenge, PASSKEY_AUTHENTICATION_CODE_TYPE, PASSKEY_CHALLENGE_LIFETIME_MS,
  PASSKEY_REGISTRATION_CODE_TYPE, registrationOptions,
} from '../passkeys/options';
import { findPasskeyByCredentialId, savePasskey } from '../passkeys/store';
import { originRefusal, trustedOrigin, verifyAuthentication, verifyRegistration } from '../passkeys/verify';
import type { ProjectRecord } from '../state/records';
import { findUser, primaryEmailOf } from '../state/users';
import { completeSignIn } from '../users/sign-in';
import { createVerificationCode, useVerificationCode } from '../verification/codes';

/** WebAuthn JSON is checked by the verifier, not by the schema (the service only asks for it to be defined). */
const webAuthnJson = definedJson;
/**
 * The service's passkey bodies redefine `code` as any string (its schema replaces the 45-character rule of the other
 * code handlers), and read the WebAuthn JSON only after the code: a code of another length is simply not found (404).
 */
const anyCode = z.string().transform((s) => s.toLowerCase());
type WebAuthnJson = Record<string, unknown>;
const asWebAuthnJson = (value: unknown): WebAuthnJson =>
  (typeof value === 'object' && value !== null && !Array.isArray(value) ? value as WebAuthnJson : {});

function assertPasskeysEnabled(project: ProjectRecord): void {
  if (!project.config.passkeyEnabled) throw known('PASSKEY_AUTHENTICATION_NOT_ENABLED');
}

/** The challenge stored in a used code; the code is spent before the handler's own checks (§2.1). */
function spendChallenge(core: EmulatorCore, project: ProjectRecord, type: string, code: string): { challenge: string; user_id?: string } {
  return useVerificationCode(core, project.id, type, code).data as { challenge: string; user_id?: string };
}

export const passkeyRoutes = [
  defineRoute({
    method: 'POST', path: '/auth/passkey/initiate-passkey-registration',
    handler: ({ core, requireAuth, requireUser }) => {
      const { project } = requireAuth();
      const user = requireUser();
      assertPasskeysEnabled(project);
      const challenge = newChallenge();
      const { code } = createVerificationCode(core, {
        projectId: project.id, type: PASSKEY_REGISTRATION_CODE_TYPE, data: { challenge, user_id: user.id }, expiresInMs: PASSKEY_CHALLENGE_LIFETIME_MS,
      });
      return json({ options_json: registrationOptions(project, user, primaryEmailOf(core, user.id)?.value ?? null, challenge), code });
    },
  }),
  defineRoute({
    method: 'POST', path: '/auth/passkey/register', codeHandler: true, body: z.strictObject({ credential: webAuthnJson, code: anyCode }),
    handler: async ({ core, body, requireAuth, requireUser }) => {
      const { project } = requireAuth();
      // The code first, as the service: without a signed-in user a wrong code is still VERIFICATION_CODE_NOT_FOUND.
      const data = spendChallenge(core, project, PASSKEY_REGISTRATION_CODE_TYPE, body.code);
      const user = requireUser();
      assertPasskeysEnabled(project);
      const response = asWebAuthnJson(body.credential);
      const where = trustedOrigin(project, response);
      if (where === null) throw knownBecause('PASSKEY_REGISTRATION_FAILED', originRefusal(project, response, 'registration'));
      const credential = data.user_id === user.id ? await verifyRegistration(response, data.challenge, where) : null;
      if (credential === null) throw knownBecause('PASSKEY_REGISTRATION_FAILED', 'Passkey registration failed because the verification response is invalid');
      savePasskey(core, {
        projectId: project.id, userId: user.id, credentialId: credential.id, publicKey: credential.publicKey,
        counter: credential.counter, transports: credential.transports,
      });
      return json({ user_handle: credential.id });
    },
  }),
  defineRoute({
    method: 'POST', path: '/auth/passkey/initiate-passkey-authentication',
    handler: ({ core, requireAuth }) => {
      const { project } = requireAuth();
      assertPasskeysEnabled(project);
      const challenge = newChallenge();
      const { code } = createVerificationCode(core, {
        projectId: project.id, type: PASSKEY_AUTHENTICATION_CODE_TYPE, data: { challenge }, expiresInMs: PASSKEY_CHALLENGE_LIFETIME_MS,
      });
      return json({ options_json: authenticationOptions(challenge), code });
    },
  }),
  defineRoute({
    method: 'POST', path: '/auth/passkey/sign-in', codeHandler: true, body: z.strictObject({ authentication_response: webAuthnJson, code: anyCode }),
    handler: async ({ core, body, requireAuth }) => {
      const { project } = requireAuth();
      const { challenge } = spendChallenge(core, project, PASSKEY_AUTHENTICATION_CODE_TYPE, body.code);
      assertPasskeysEnabled(project);
      const authenticationResponse = asWebAuthnJson(body.authentication_response);
      const credentialId = authenticationResponse.id;
      const passkey = typeof credentialId === 'string' ? findPasskeyByCredentialId(core, project.id, credentialId) : undefined;
      const user = passkey === undefined ? undefined : findUser(core, project.id, passkey.userId);
      if (passkey === undefined || user === undefined) throw knownBecause('PASSKEY_AUTHENTICATION_FAILED', 'Passkey not found');
      const where = trustedOrigin(project, authenticationResponse);
      if (where === null) throw knownBecause('PASSKEY_AUTHENTICATION_FAILED', originRefusal(project, authenticationResponse, 'authentication'));
      const counter = await verifyAuthentication(authenticationResponse, challenge, where, passkey);
      if (counter === null) {
        throw knownBecause('PASSKEY_AUTHENTICATION_FAILED', 'The signature of the authentication response could not be verified with the stored public key tied to this credential ID');
      }
      passkey.counter = counter;
      const tokens = await completeSignIn(core, user, false);
      return json({ access_token: tokens.access_token, refresh_token: tokens.refresh_token, is_new_user: false, user_id: user.id });
    },
  }),
];
