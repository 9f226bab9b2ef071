import Link from 'next/link';

export default function SignedOut() {
  return (
    <main>
      <h1>You are signed out</h1>
      <Link href="/handler/sign-in">Sign in again</Link>
    </main>
  );
}
