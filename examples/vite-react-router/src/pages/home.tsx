import { useUser } from 'portcullis/react';
import { Link } from 'react-router';

export function Home() {
  const user = useUser(); // null when signed out
  return (
    <>
      <h1>Portcullis with Vite and React Router</h1>
      {user === null
        ? <p><Link to="/handler/sign-up">Sign up</Link> or <Link to="/handler/sign-in">sign in</Link>.</p>
        : <p>Signed in as {user.primaryEmail}. <Link to="/dashboard">Your dashboard</Link></p>}
    </>
  );
}
