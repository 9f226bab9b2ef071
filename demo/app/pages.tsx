/** The demo's own pages: home (who is signed in), a protected dashboard, and the user's teams. */
import { Suspense, useState, type ReactNode } from 'react';
import {
  SelectedTeamSwitcher, TeamPage, useClientApp, useProject, useTeams, useUser,
} from '../../react-adapter';
import { navigate } from './router';

export function Home(): ReactNode {
  const app = useClientApp();
  const user = useUser();
  const project = useProject();
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">{project.displayName}</h1>
      {user === null ? (
        <>
          <p>You are signed out.</p>
          <p className="demo-actions">
            <button type="button" onClick={() => navigate(app.urls.signIn)}>Sign in</button>
            <button type="button" onClick={() => navigate(app.urls.signUp)}>Sign up</button>
          </p>
        </>
      ) : (
        <>
          <p>Signed in as <strong>{user.primaryEmail}</strong>{user.primaryEmailVerified ? ' (verified)' : ' (not verified yet)'}.</p>
          <p className="demo-actions">
            <button type="button" onClick={() => navigate('/dashboard')}>Open the dashboard</button>
            <button type="button" onClick={() => void user.signOut()}>Sign out</button>
          </p>
        </>
      )}
    </section>
  );
}

export function Dashboard(): ReactNode {
  const user = useUser({ or: 'redirect' });
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Dashboard</h1>
      <p>Only signed-in people see this page. Hello, {user.displayName ?? user.primaryEmail}.</p>
    </section>
  );
}

function CreateTeam(): ReactNode {
  const user = useUser({ or: 'redirect' });
  const { config } = useProject();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!config.clientTeamCreationEnabled) return null;
  return (
    <form aria-label="Create a team" className="demo-form" onSubmit={(event) => {
      event.preventDefault();
      if (name.trim() === '') return setError('Enter a team name.');
      void user.teams.create({ displayName: name.trim() }).then((result) => {
        setError(result.ok ? null : result.error.message);
        if (result.ok) {
          setName('');
          void user.setSelectedTeam(result.value);
        }
      });
    }}>
      <label htmlFor="new-team">New team name</label>
      <input id="new-team" value={name} onChange={(event) => setName(event.target.value)} required />
      <button type="submit">Create team</button>
      <span role="alert">{error}</span>
    </form>
  );
}

export function Teams(): ReactNode {
  const user = useUser({ or: 'redirect' });
  const teams = useTeams();
  const selected = user.selectedTeam?.id ?? teams[0]?.id ?? null;
  return (
    <section aria-labelledby="teams-title">
      <h1 id="teams-title">Your teams</h1>
      {teams.length > 0 ? <SelectedTeamSwitcher /> : <p>You are not in a team yet.</p>}
      <CreateTeam />
      {selected !== null ? <Suspense fallback={<p>Loading…</p>}><TeamPage key={selected} teamId={selected} /></Suspense> : null}
    </section>
  );
}
