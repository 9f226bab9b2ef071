/** Helpers for the teams/permissions/invitations suites: signed-in users, teams made by the server, error checks. */
import { call, clientHeaders, serverHeaders, signUp, type Handler, type Reply } from './helpers';

export interface TestUser { id: string; email: string; token: string; client: Record<string, string>; server: Record<string, string> }

export async function newUser(h: Handler): Promise<TestUser> {
  const u = await signUp(h);
  const auth = { 'x-stack-access-token': u.access_token };
  return { id: u.user_id, email: u.email, token: u.access_token, client: clientHeaders(auth), server: serverHeaders(auth) };
}

/** A team created by the server with `creator` as its creator (team_admin). */
export async function newTeam(h: Handler, creator: TestUser | null, displayName = 'Team'): Promise<string> {
  const body = creator === null ? { display_name: displayName } : { display_name: displayName, creator_user_id: creator.id };
  const r = await call<{ id: string }>(h, 'POST', '/teams', { headers: serverHeaders(), body });
  if (r.status !== 201) throw new Error(`team create failed: ${r.status} ${r.text}`);
  return r.body.id;
}

/** Server add: the user joins with the member defaults (team_member). */
export async function addMember(h: Handler, teamId: string, user: TestUser): Promise<void> {
  const r = await call(h, 'POST', `/team-memberships/${teamId}/${user.id}`, { headers: serverHeaders(), body: {} });
  if (r.status !== 201) throw new Error(`add member failed: ${r.status} ${r.text}`);
}

export function expectKnown(r: Reply, status: number, code: string, details?: Record<string, unknown>): void {
  expect([r.status, r.body?.code]).toEqual([status, code]);
  expect(r.headers.get('x-stack-known-error')).toBe(code);
  if (details !== undefined) expect(r.body.details).toEqual(details);
}

export function expectText(r: Reply, status: number, text: string): void {
  expect(r.status).toBe(status);
  expect(r.headers.get('content-type')).toContain('text/plain');
  expect(r.text).toContain(text);
}

export const MISSING_ID = '00000000-0000-4000-8000-000000000000';
