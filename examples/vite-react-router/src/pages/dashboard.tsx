import { useUser } from 'portcullis/react';
import { ApiCall } from './api-call';
import { Teams } from './teams';

/** Protected: a signed-out visitor is sent to sign-in, and back here after it. */
export function Dashboard() {
  const user = useUser({ or: 'redirect' });
  return (
    <>
      <h1>Dashboard</h1>
      <p>Signed in as {user.primaryEmail}, user id <code aria-label="User id">{user.id}</code></p>
      <ApiCall user={user} />
      <Teams user={user} />
      <button type="button" onClick={() => void user.signOut()}>Sign out</button>
    </>
  );
}
