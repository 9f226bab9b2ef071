/**
 * People for the teams-area scenarios: users made with the server key and their access tokens, on each target,
 * without comparing (the users area has its own scenarios). Tokens are re-issued before the real backend's
 * 60-second expiry, so a client step always carries a live one.
 */
import type { DiffSuite } from './support/suite';
import type { Target } from './support/targets';

const TOKEN_REUSE_MS = 30_000;
const issued = new Map<string, { token: string; at: number }>();

/** Creates `label` (verified primary email `diff.email(label)`) on both targets; its id is `t.var(label)`. */
export async function addPerson(diff: DiffSuite, label: string): Promise<void> {
  for (const t of diff.targets) {
    const r = await t.request('POST', '/api/v1/users', 'server', {
      body: { primary_email: diff.email(label), primary_email_verified: true, display_name: label },
    });
    const id = (r.json as { id?: unknown } | undefined)?.id;
    if (r.status !== 201 || typeof id !== 'string') throw new Error(`${t.name}: creating ${label} failed: ${r.status} ${r.text}`);
    t.vars[label] = id;
  }
}

/** A live access token of `label` on target `t` (a server-issued session, re-issued every 30 s). */
export async function tokenOf(t: Target, label: string): Promise<string> {
  const key = `${t.name}:${t.keys.projectId}:${label}`;
  const cached = issued.get(key);
  if (cached !== undefined && Date.now() - cached.at < TOKEN_REUSE_MS) return cached.token;
  const r = await t.request('POST', '/api/v1/auth/sessions', 'server', { body: { user_id: t.var(label), expires_in_millis: 3_600_000 } });
  const token = (r.json as { access_token?: unknown } | undefined)?.access_token;
  if (typeof token !== 'string') throw new Error(`${t.name}: session for ${label} failed: ${r.status} ${r.text}`);
  issued.set(key, { token, at: Date.now() });
  return token;
}

/** Sends without comparing (set-up steps whose answers another scenario compares). */
export async function quietly(diff: DiffSuite, method: string, path: (t: Target) => string, body?: unknown): Promise<void> {
  for (const t of diff.targets) {
    const r = await t.request(method, `/api/v1${path(t)}`, 'server', body === undefined ? {} : { body });
    if (r.status >= 400) throw new Error(`${t.name}: ${method} ${path(t)} failed: ${r.status} ${r.text}`);
  }
}

/** A uuid no target uses. */
export const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
