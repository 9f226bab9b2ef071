/**
 * The Emulator panel (only when the backend is the local emulator): the outbox with clickable links and codes, the
 * virtual clock, and server-side permission grants for the signed-in user's selected team — done by the demo server
 * with the secret server key, which never reaches this page.
 */
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useUser } from '../../react-adapter';

interface OutboxEmail {
  readonly id: number;
  readonly to: string;
  readonly type: string;
  readonly subject: string;
  readonly link: string | null;
  readonly code: string | null;
  readonly otp?: string;
}

const post = (path: string, body: unknown): Promise<Response> =>
  fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

function Outbox(): ReactNode {
  const [emails, setEmails] = useState<readonly OutboxEmail[]>([]);
  const load = useCallback(async () => {
    const response = await fetch('/emulator/outbox');
    setEmails(((await response.json()) as { items: OutboxEmail[] }).items.slice().reverse());
  }, []);
  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), 1500);
    return () => clearInterval(timer);
  }, [load]);
  return (
    <section aria-labelledby="outbox-title">
      <h3 id="outbox-title">Outbox</h3>
      {emails.length === 0 ? <p>No emails yet.</p> : (
        <ul className="demo-outbox">
          {emails.map((email) => (
            <li key={email.id}>
              <strong>{email.subject}</strong> to {email.to}
              {email.link !== null ? <> — <a href={email.link}>Open the {email.type.replace(/_/g, ' ')} link</a></> : null}
              {email.otp !== undefined ? <> — code <code>{email.otp}</code></> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Clock(): ReactNode {
  const [now, setNow] = useState<string>('');
  const read = useCallback(async () => {
    const body = (await (await fetch('/emulator/time')).json()) as { now_millis: number };
    setNow(new Date(body.now_millis).toISOString());
  }, []);
  useEffect(() => { void read(); }, [read]);
  return (
    <section aria-labelledby="clock-title">
      <h3 id="clock-title">Virtual clock</h3>
      <p>Emulator time: <time>{now}</time></p>
      <button type="button" onClick={() => void post('/emulator/time', { advance_ms: 11 * 60_000 }).then(read)}>Advance 11 minutes</button>
    </section>
  );
}

function Permissions(): ReactNode {
  const user = useUser();
  const [permission, setPermission] = useState('$update_team');
  const [status, setStatus] = useState<string | null>(null);
  const team = user?.selectedTeam ?? null;
  if (user === null || team === null) return <p>Select a team to grant or revoke permissions.</p>;
  const change = async (grant: boolean): Promise<void> => {
    const response = await post('/demo-api/team-permissions', { teamId: team.id, userId: user.id, permissionId: permission, grant });
    if (!response.ok) {
      setStatus(`Failed: ${await response.text()}`);
      return;
    }
    // The client caches permissions: reading the page again shows the change everywhere.
    location.reload();
  };
  return (
    <section aria-labelledby="permissions-title">
      <h3 id="permissions-title">Team permissions (server side)</h3>
      <label htmlFor="demo-permission">Permission in {team.displayName}</label>
      <select id="demo-permission" value={permission} onChange={(event) => setPermission(event.target.value)}>
        {['$update_team', '$delete_team', '$invite_members', '$read_members', 'team_admin'].map((p) => <option key={p}>{p}</option>)}
      </select>
      <p className="demo-actions">
        <button type="button" onClick={() => void change(true)}>Grant</button>
        <button type="button" onClick={() => void change(false)}>Revoke</button>
      </p>
      <p role="status">{status}</p>
    </section>
  );
}

export function EmulatorPanel(): ReactNode {
  return (
    <aside aria-labelledby="emulator-title" className="demo-panel">
      <h2 id="emulator-title">Emulator</h2>
      <Outbox />
      <Clock />
      <Suspense fallback={null}><Permissions /></Suspense>
    </aside>
  );
}
