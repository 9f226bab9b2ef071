// A page with <form><input name="email"><input name="password" type="password"><button>Sign in</button></form><output>
import { createClientApp } from '../composition/entry-browser';

// The emulator's demo project (npm start prints these); use your own project's id and publishable key in production.
const app = createClientApp({ projectId: '47963024-e528-46df-87fd-93705e3589ef', publishableClientKey: 'pck_rswfajspgn0vf5msf0fgqcmp7ep2mvw0smwwgfk81hxqd', baseUrl: 'http://127.0.0.1:8102' });
const output = document.querySelector('output')!;
const user = await app.getUser(); // the session lives in cookies, so it survives reloads
output.textContent = user === null ? 'signed out' : `signed in as ${user.primaryEmail}`;
document.querySelector('form')!.addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = new FormData(event.target as HTMLFormElement);
  const result = await app.signInWithPassword({ email: String(form.get('email')), password: String(form.get('password')) });
  if (!result.ok) output.textContent = result.error.message; // on success the page goes to urls.afterSignIn ('/')
});
