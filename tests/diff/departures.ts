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
    route: 'GET /internal/metrics', access: 'admin', where: /^body\.(?:daily_active_users\[|auth_overview\.(?:mau$|daily_active_users_split\.))/,
    reason: 'activity analytics come from ClickHouse, which the local stand-in answers empty; the emulator counts its own users\' last activity',
  },
  {
    route: 'POST /webhooks/svix-token', access: 'admin', where: /^body\.token$/,
    reason: 'no Svix: the emulator hands out an opaque local token (webhooks are never delivered)',
  },
  {
    route: 'POST /internal/send-test-email', access: 'admin', where: /^body\.error_message$/,
    reason: 'SMTP failures keep the emulator\'s own client wording; the backend words them after nodemailer\'s error codes',
  },
];

/** Route × access pairs the emulator serves that no scenario sends, each with the reason. */
export interface Unsent {
  route: string;
  access: Access;
  reason: string;
}

export const UNSENT: readonly Unsent[] = [];
