import { Link } from 'react-router';

/** Where sign-out lands (urls.afterSignOut in portcullis.ts). */
export function SignedOut() {
  return (
    <>
      <h1>You are signed out</h1>
      <p><Link to="/handler/sign-in">Sign in again</Link></p>
    </>
  );
}
