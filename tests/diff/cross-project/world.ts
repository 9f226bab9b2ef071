/**
 * The two projects of the cross-project scenario (issue 21), on each target. X (the file's own project) owns one of
 * everything a route can point at — users, a team, a channel, a session, an OAuth account, permissions, an
 * invitation, API keys, a template, and unused single-use codes; Y is a second project made by the same steps,
 * whose keys every replayed request carries. Every set-up step is a valid request in X, compared like any other.
 */
import { totpAt } from '../../../emulator/mfa/totp';
import { realBackend, type ProjectKeys } from '../../support/real-backend';
import { createProjects, type ProjectOptions } from '../support/project';
import type { DiffSuite } from '../support/suite';
import type { Target } from '../support/targets';
import { addPerson } from '../teams-people';

export const PASSWORD = 'correct-horse-battery';
export const TOTP_SECRET = Buffer.from('diff-suite-totp-key!').toString('base64');
const VERIFY = 'http://localhost:3000/handler/email-verification';
const RESET = 'http://localhost:3000/handler/password-reset';
const MAGIC = 'http://localhost:3000/handler/magic-link-callback';
const INVITE = 'http://localhost:3000/handler/team-invitation';

const standard = (id: string) => ({ id, type: 'standard', client_id: `${id}-client`, client_secret: `${id}-secret` });
/** The real backend's SMTP sink (its port + 4), or any port for an emulator alone (it only stores the setting). */
const sinkPort = (): number => (process.env['STACK_REAL_URL'] === undefined ? 2525 : Number(new URL(realBackend().url).port) + 4);
/** Email templates change only with a project's own SMTP server. */
const ownSmtp = () => ({
  type: 'standard', host: '127.0.0.1', port: sinkPort(), username: 'portcullis', password: 'sink',
  sender_name: 'Portcullis diff', sender_email: 'noreply@example.com',
});

/** Both projects' configuration: OAuth accounts need a provider with its own keys. */
export const CROSS_CONFIG: ProjectOptions = { config: { oauth_providers: [standard('github')] } };

const others = new WeakMap<Target, ProjectKeys>();

/** Y's keys on target `t`. */
export function otherKeys(t: Target): ProjectKeys {
  const keys = others.get(t);
  if (keys === undefined) throw new Error(`${t.name}: the other project was not created`);
  return keys;
}

/** Y: made as X was (its owner is another dashboard user), then the targets point at X again. */
export async function makeOtherProject(diff: DiffSuite): Promise<void> {
  const saved = diff.targets.map((t) => ({ t, keys: t.keys, projectId: t.var('projectId') }));
  for (const { t } of saved) {
    t.vars['xOwnerRefresh'] = t.var('ownerRefresh');
    t.vars['xOwnerTeam'] = t.var('ownerTeam');
  }
  await createProjects(diff, { name: 'cross-project Y', config: { ...CROSS_CONFIG.config, email_config: ownSmtp() } });
  for (const { t, keys, projectId } of saved) {
    t.vars['yOwnerRefresh'] = t.var('ownerRefresh');
    others.set(t, t.keys);
    t.keys = keys;
    t.vars['projectId'] = projectId;
  }
  await diff.send('POST /users', 'server', (t) => ({ keys: otherKeys(t), body: { display_name: 'Y user' } }), { status: 201, save: { yUser: 'id' } });
}

const yTokens = new Map<string, { token: string; at: number }>();

/** A live access token of Y's user, re-issued every 30 s (the real backend's expire after 60). */
export async function yUserToken(t: Target): Promise<string> {
  const cached = yTokens.get(t.name);
  if (cached !== undefined && Date.now() - cached.at < 30_000) return cached.token;
  const r = await t.request('POST', '/api/v1/auth/sessions', 'server', { keys: otherKeys(t), body: { user_id: t.var('yUser'), expires_in_millis: 3_600_000 } });
  const token = r.field('access_token');
  yTokens.set(t.name, { token, at: Date.now() });
  return token;
}

const ownerTokens = new Map<string, { token: string; at: number }>();

/** A live dashboard token of X's or Y's owner (the internal project's user that owns it), re-issued every 30 s. */
export async function ownerToken(t: Target, owner: 'x' | 'y'): Promise<string> {
  const key = `${t.name}:${owner}`;
  const cached = ownerTokens.get(key);
  if (cached !== undefined && Date.now() - cached.at < 30_000) return cached.token;
  const r = await t.request('POST', '/api/v1/auth/sessions/current/refresh', 'client', { project: 'internal', refreshToken: t.var(`${owner}OwnerRefresh`) });
  const token = r.field('access_token');
  ownerTokens.set(key, { token, at: Date.now() });
  return token;
}

export const xOwnerToken = (t: Target): Promise<string> => ownerToken(t, 'x');

/** Saves, per target, the code of the next mail to `address` (whose link goes to `callback`) as vars[name]. */
async function saveCode(diff: DiffSuite, address: string, callback: string, name: string): Promise<void> {
  const mail = await diff.mail(address, { match: (m) => m.link?.startsWith(callback) === true });
  for (const t of diff.targets) {
    const code = (t.name === 'real' ? mail.real : mail.emulator).code;
    if (code === null) throw new Error(`${t.name}: the mail to ${address} carries no code`);
    t.vars[name] = code;
  }
}

/** Users, a channel, a team, a session, an OAuth account, grants, an invitation, API keys in X. */
export async function makeOwnedObjects(diff: DiffSuite): Promise<void> {
  for (const t of diff.targets) Object.assign(t.vars, { annEmail: diff.email('ann'), newEmail: diff.email('new') });
  await diff.send('POST /auth/password/sign-up', 'client', () => ({ body: { email: diff.email('ann'), password: PASSWORD } }),
    { status: 200, save: { ann: 'user_id', annRefresh: 'refresh_token' } });
  await addPerson(diff, 'bob');
  await addPerson(diff, 'cat');
  await diff.send('POST /contact-channels', 'server', (t) => ({ body: { user_id: t.var('ann'), value: diff.email('ann-extra'), type: 'email', used_for_auth: false } }),
    { status: 201, save: { channel: 'id' } });
  await diff.send('POST /teams', 'server', (t) => ({ body: { display_name: 'X team', creator_user_id: t.var('ann') } }), { status: 201, save: { team: 'id' } });
  await diff.send('GET /auth/sessions', 'server', (t) => ({ query: { user_id: t.var('ann') } }), { status: 200, save: { session: 'items[0].id' } });
  await diff.send('POST /oauth-providers', 'server', (t) => ({
    body: { user_id: t.var('ann'), provider_config_id: 'github', account_id: 'gh-x', allow_sign_in: false, allow_connected_accounts: true },
  }), { status: 201, save: { oauthAccount: 'id' } });
  await diff.send('POST /user-api-keys', 'server', (t) => ({ body: { user_id: t.var('ann'), description: 'x', expires_at_millis: null } }),
    { status: 200, save: { userKey: 'id', userKeyValue: 'value' } });
  await diff.send('POST /team-api-keys', 'server', (t) => ({ body: { team_id: t.var('team'), description: 'x', expires_at_millis: null } }),
    { status: 200, save: { teamKey: 'id', teamKeyValue: 'value' } });
  await diff.send('GET /internal/api-keys', 'admin', () => ({}), { status: 200, save: { apiKeySet: 'items[0].id' } });
}

/**
 * Permission definitions: `xp_shared` in both projects (so a grant is refused for X's user, not for the permission),
 * `xp_team_only` and `xp_project_only` in X alone (the definitions Y must not reach).
 */
export async function makePermissions(diff: DiffSuite): Promise<void> {
  await diff.send('POST /project-permission-definitions', 'admin', () => ({ body: { id: 'xp_shared' } }), { status: 201 });
  await diff.send('POST /project-permission-definitions', 'admin', (t) => ({ keys: otherKeys(t), body: { id: 'xp_shared' } }), { status: 201 });
  await diff.send('POST /project-permission-definitions', 'admin', () => ({ body: { id: 'xp_project_only' } }), { status: 201 });
  await diff.send('POST /team-permission-definitions', 'admin', () => ({ body: { id: 'xp_team_only' } }), { status: 201 });
  await diff.send('POST /project-permissions/{user_id}/{permission_id}', 'server', (t) => ({ params: { user_id: t.var('ann'), permission_id: 'xp_shared' }, body: {} }), { status: 201 });
}

/** Single-use codes of X, each still unused: password reset, email verification, sign-in code, invitation, MFA, passkeys. */
export async function makeCodes(diff: DiffSuite): Promise<void> {
  await diff.send('POST /auth/password/send-reset-code', 'client', () => ({ body: { email: diff.email('ann'), callback_url: RESET } }), { status: 200 });
  await saveCode(diff, diff.email('ann'), RESET, 'resetCode');
  await diff.send('POST /contact-channels/{user_id}/{contact_channel_id}/send-verification-code', 'server', (t) => ({
    params: { user_id: t.var('ann'), contact_channel_id: t.var('channel') }, body: { callback_url: VERIFY },
  }), { status: 200 });
  await saveCode(diff, diff.email('ann-extra'), VERIFY, 'verifyCode');
  await diff.send('POST /auth/otp/send-sign-in-code', 'client', () => ({ body: { email: diff.email('otto'), callback_url: MAGIC } }), { status: 200 });
  await saveCode(diff, diff.email('otto'), MAGIC, 'otpCode');
  await diff.send('POST /team-invitations/send-code', 'server', (t) => ({ body: { team_id: t.var('team'), email: diff.email('bob'), callback_url: INVITE } }),
    { status: 200, save: { invitation: 'id' } });
  await saveCode(diff, diff.email('bob'), INVITE, 'inviteCode');
  await diff.send('POST /auth/password/sign-up', 'client', () => ({ body: { email: diff.email('mia'), password: PASSWORD } }), { status: 200, save: { miaAccess: 'access_token' } });
  await diff.send('PATCH /users/me', 'client', (t) => ({ user: t.var('miaAccess'), body: { totp_secret_base64: TOTP_SECRET } }), { status: 200 });
  await diff.send('POST /auth/password/sign-in', 'client', () => ({ body: { email: diff.email('mia'), password: PASSWORD } }), { status: 400, save: { mfaAttempt: 'details.attempt_code' } });
  await diff.send('POST /auth/passkey/initiate-passkey-registration', 'client', (t) => ({ user: t.var('miaAccess') }), { status: 200, save: { passkeyRegCode: 'code' } });
  await diff.send('POST /auth/passkey/initiate-passkey-authentication', 'client', () => ({}), { status: 200, save: { passkeyAuthCode: 'code' } });
}

/** X's own SMTP server (after the mail above), then a template of X's own. */
export async function makeTemplate(diff: DiffSuite): Promise<void> {
  await diff.send('PATCH /internal/projects/current', 'admin', () => ({ body: { config: { email_config: ownSmtp() } } }), { status: 200 });
  await diff.send('POST /internal/email-templates', 'admin', () => ({ body: { display_name: 'X template' } }), { status: 200, save: { template: 'id' } });
}

/** A TOTP code for X's MFA user, now. */
export const totpNow = (): string => totpAt(TOTP_SECRET, Date.now());
