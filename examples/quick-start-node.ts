// With `npm start` running: STACK_API_URL, STACK_PROJECT_ID and STACK_PUBLISHABLE_CLIENT_KEY = the values it printed.
import { createClientApp } from '../composition/entry-node';

const app = createClientApp({ tokenStore: 'memory' }); // project, key and URL come from the environment
const email = `ann-${Date.now()}@example.com`;
const signedUp = await app.signUpWithPassword({ email, password: 'correct horse battery staple' });
if (!signedUp.ok) throw signedUp.error; // a KnownErrors class, e.g. UserEmailAlreadyExists
const user = await app.getUser({ or: 'throw' });
console.log(`signed in as ${user.primaryEmail}`);
await app.signOut();
