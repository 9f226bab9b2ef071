import Link from 'next/link';

export default function Home() {
  return (
    <main>
      <h1>Portcullis on Next.js</h1>
      <ul>
        <li><Link href="/dashboard">Dashboard</Link> (signed in only)</li>
        <li><Link href="/handler/sign-in">Sign in</Link></li>
        <li><Link href="/handler/sign-up">Sign up</Link></li>
      </ul>
    </main>
  );
}
