/**
 * The differences the differential suite accepts, each a deliberate departure of the emulator from the real backend,
 * each also written in docs/protocol-notes.md ("Deliberate departures from the real backend (issue 20)"). A DIFF line
 * matching an entry (route, access, where) is counted as explained and does not fail its test. Never list here a
 * difference the emulator could fix.
 */
import type { Access } from './support/targets';

export interface Departure {
  /** `METHOD /path/template` as the scenario sent it, or a pattern over it. */
  route: string | RegExp;
  access: Access | '*';
  /** A pattern over the DIFF line's `where` (`status`, `body.items[0].id`, `set-cookie[…].expires`, `mail.subject`). */
  where: RegExp;
  reason: string;
}

export const DEPARTURES: readonly Departure[] = [
  {
    route: 'GET /auth/oauth/authorize/{provider_id}', access: 'none', where: /^(?:header location|body\.location)$/,
    reason: 'the authorize redirect goes to each side\'s own mock OAuth provider (its path, client id and scopes are the provider\'s, not the service\'s)',
  },
  {
    route: /^POST \/auth\/passkey\/initiate-passkey-(?:registration|authentication)$/, access: '*', where: /^body\.options_json\.challenge$/,
    reason: 'the local real backend runs with STACK_ENABLE_HARDCODED_PASSKEY_CHALLENGE_FOR_TESTING (one fixed challenge); the emulator makes a random one per ceremony, as a deployed service does',
  },
];

/** Route × access pairs the emulator serves that no scenario sends, each with the reason. */
export interface Unsent {
  route: string;
  access: Access;
  reason: string;
}

export const UNSENT: readonly Unsent[] = [];
