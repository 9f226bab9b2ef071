// A Server Component: the user is read on the server from the session cookies, so the HTML arrives with it.
import { getUser } from 'portcullis/next';
import { portcullisOptions } from '../../portcullis-options';
import { SignOutButton } from './sign-out-button';

export default async function Dashboard() {
  const user = await getUser({ or: 'redirect' }, portcullisOptions);
  return (
    <main>
      <h1>Dashboard</h1>
      <p data-testid="signed-in-as">Signed in as {user.primaryEmail}</p>
      <SignOutButton />
    </main>
  );
}
