/**
 * The peers' side of the bundle comparison: each library's sign-in + get-user program, the same shape as
 * bench/fixtures/browser-sign-in.ts (create the client, sign in with a password, read the user). Kept as text because
 * the peers are installed outside the repository (bench/report/peers.ts), where these are written and bundled.
 */

export interface PeerProgram {
  /** The package name as installed. */
  readonly name: string;
  /** What `npm install` is given (a package name, the latest version is taken). */
  readonly install: string;
  /** Where the program is written inside the peers' project. */
  readonly file: string;
  readonly source: string;
  /** When the library has no password sign-in, what stands in for it. */
  readonly note?: string;
}

export const PEER_PROGRAMS: readonly PeerProgram[] = [
  {
    name: '@supabase/auth-js',
    install: '@supabase/auth-js',
    file: 'supabase-auth-js.js',
    source: `import { GoTrueClient } from '@supabase/auth-js';
const auth = new GoTrueClient({ url: 'https://bench.supabase.co/auth/v1', headers: { apikey: 'anon-key' } });
const signedIn = await auth.signInWithPassword({ email: 'ann@example.com', password: 'correct horse battery staple' });
if (signedIn.error) console.error(signedIn.error.message);
else console.log((await auth.getUser()).data.user?.email);
`,
  },
  {
    name: 'firebase',
    install: 'firebase',
    file: 'firebase-auth.js',
    source: `import { initializeApp } from 'firebase/app';
import { getAuth, signInWithEmailAndPassword } from 'firebase/auth';
const auth = getAuth(initializeApp({ apiKey: 'api-key', authDomain: 'bench.firebaseapp.com', projectId: 'bench' }));
await signInWithEmailAndPassword(auth, 'ann@example.com', 'correct horse battery staple');
console.log(auth.currentUser?.email);
`,
  },
  {
    name: 'oidc-client-ts',
    install: 'oidc-client-ts',
    file: 'oidc-client-ts.js',
    source: `import { UserManager } from 'oidc-client-ts';
const manager = new UserManager({ authority: 'https://idp.example.com', client_id: 'bench', redirect_uri: 'https://app.example.com/cb' });
await manager.signinResourceOwnerCredentials({ username: 'ann@example.com', password: 'correct horse battery staple' });
console.log((await manager.getUser())?.profile.email);
`,
    note: 'password sign-in = signinResourceOwnerCredentials (OIDC has no other)',
  },
  {
    name: 'better-auth',
    install: 'better-auth',
    file: 'better-auth-client.js',
    source: `import { createAuthClient } from 'better-auth/client';
const client = createAuthClient({ baseURL: 'https://app.example.com' });
const signedIn = await client.signIn.email({ email: 'ann@example.com', password: 'correct horse battery staple' });
if (signedIn.error) console.error(signedIn.error.message);
else console.log((await client.getSession()).data?.user.email);
`,
    note: 'its client only (better-auth/client)',
  },
];
