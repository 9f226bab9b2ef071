/**
 * The `internal` project as upstream's development seed leaves it (apps/backend/prisma/seed.ts with
 * apps/backend/.env.development): sign-up, password and OTP on, localhost allowed, a personal team on sign-up,
 * client team creation, the shared github/spotify/google/microsoft providers, no email verification required.
 * Upstream's e2e helpers sign dashboard users up in it and create every test project through it.
 */
import type { Emulator } from '../../emulator';

export const UPSTREAM_SEED_OAUTH_PROVIDERS = ['github', 'spotify', 'google', 'microsoft'] as const;

export function applyUpstreamDevSeed(emulator: Emulator): void {
  const internal = emulator.state.projects['internal'];
  if (internal === undefined) throw new Error('the emulator has no internal project to prepare');
  Object.assign(internal.config, {
    signUpEnabled: true, credentialEnabled: true, magicLinkEnabled: true, allowLocalhost: true,
    createTeamOnSignUp: true, clientTeamCreationEnabled: true, requireEmailVerification: false,
    oauthProviders: UPSTREAM_SEED_OAUTH_PROVIDERS.map((id) => ({ id, type: 'shared' as const })),
  });
}
