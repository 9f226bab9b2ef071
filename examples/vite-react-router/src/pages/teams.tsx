import type { CurrentUser } from 'portcullis';
import { useTeams } from 'portcullis/react';
import { useState, type FormEvent } from 'react';

/** The user's teams, and a form to create one (the project allows client team creation). */
export function Teams({ user }: { readonly user: CurrentUser }) {
  const teams = useTeams();
  const [problem, setProblem] = useState<string | null>(null);
  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const displayName = new FormData(form).get('displayName');
    if (typeof displayName !== 'string' || displayName.trim() === '') return;
    const created = await user.teams.create({ displayName });
    setProblem(created.ok ? null : created.error.message);
    if (created.ok) form.reset();
  };
  return (
    <section>
      <h2>Teams</h2>
      <ul aria-label="Teams">{teams.map((team) => <li key={team.id}>{team.displayName}</li>)}</ul>
      <form onSubmit={(event) => void create(event)}>
        <input name="displayName" aria-label="Team name" required />
        <button type="submit">Create team</button>
      </form>
      {problem !== null && <p role="alert">{problem}</p>}
    </section>
  );
}
