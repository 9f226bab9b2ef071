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
  /** Only in the tests whose name matches (a departure for some inputs of a route, sent in a test of their own). */
  test?: RegExp;
  reason: string;
}

export const DEPARTURES: readonly Departure[] = [
  {
    route: 'GET /internal/config', access: 'admin', where: /^body\.config_string$/,
    reason: 'the rendered config is one string of JSON, and it carries the email themes\' and templates\' TSX sources, which are the emulator\'s own (as in GET /internal/email-templates); tests/diff/admin-config-render.test.ts compares the parsed config field by field without those sources',
  },
  {
    route: 'GET /auth/oauth/authorize/{provider_id}', access: 'none', where: /^(?:header location|body\.location)$/,
    reason: 'the authorize redirect goes to each side\'s own mock OAuth provider (its path, client id and scopes are the provider\'s, not the service\'s)',
  },
  {
    route: /^POST \/auth\/passkey\/initiate-passkey-(?:registration|authentication)$/, access: '*', where: /^body\.options_json\.challenge$/,
    reason: 'the local real backend runs with STACK_ENABLE_HARDCODED_PASSKEY_CHALLENGE_FOR_TESTING (one fixed challenge); the emulator makes a random one per ceremony, as a deployed service does',
  },
  // Server and admin only (the clients' refusals differ).
  ...(['server', 'admin'] as const).map((access) => ({
    route: /^POST \/(?:user-api-keys|team-api-keys|contact-channels|team-invitations\/send-code|connected-accounts\/\{user_id\}\/\{provider_id\}(?:\/\{provider_account_id\})?\/access-token)$/,
    access, where: /^(status|header x-stack-known-error|header content-type|body)$/,
    reason: 'a server or admin request naming a user or team the project does not have (unknown, or another project\'s) is a 500 with an internal stack on the service (a foreign-key violation in its insert, or its CRUD wrapper error); the emulator answers the typed not-found error',
  })),
  {
    route: 'PATCH /contact-channels/{user_id}/{contact_channel_id}', access: '*', where: /^(status|header x-stack-known-error|header content-type|body)$/,
    reason: 'without `type` in the body the service does not validate `value`, stores it and then fails with a 500 (its read-back check); the emulator refuses the bad address with SCHEMA_ERROR',
  },
  {
    route: /^PATCH \/(?:users\/me|users\/\{user_id\}|teams\/\{team_id\})$/, access: '*', test: /metadata nested deeper than the service stores/,
    where: /^(?:status|header x-stack-known-error|header content-type|body.*)$/,
    reason: 'metadata nested 124 levels or deeper: the service fails with a 500 (its database client\'s JSON recursion limit; from ~4 000 levels a stack overflow); the emulator answers SCHEMA_ERROR "body.<field> must be at most 123 levels deep"',
  },
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
  {
    route: 'GET /internal/email-templates', access: 'admin', where: /^body\.templates\[\d+\]\.tsx_source$/,
    reason: 'the built-in templates\' TSX sources (and a new template\'s starting source) are the emulator\'s own text, not the service\'s; ids, names, order and themes are compared',
  },
  {
    route: 'PATCH /internal/email-templates/{templateId}', access: 'admin', where: /^body\.rendered_html$/,
    reason: 'the emulator runs no user code: it does not build or render TSX, and answers a preview page showing the source',
  },
];

/** Route × access pairs the emulator serves that no scenario sends, each with the reason. */
export interface Unsent {
  route: string;
  access: Access;
  reason: string;
}

export const UNSENT: readonly Unsent[] = [];
