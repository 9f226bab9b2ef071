/**
 * Run by node-process-exit.test.ts in a process of its own: server-app work over HTTP against STACK_API_URL, then the
 * resources still holding the process open, as JSON on the last line.
 */
import { createServerApp } from '../../../composition/entry-node';

const server = createServerApp({
  projectId: process.env.STACK_PROJECT_ID!, publishableClientKey: process.env.STACK_PUBLISHABLE_CLIENT_KEY!,
  secretServerKey: process.env.STACK_SECRET_SERVER_KEY!, baseUrl: process.env.STACK_API_URL!,
});
const created = await server.createUser({ primaryEmail: `exit-${Date.now()}@example.com`, password: 'correct horse battery staple' });
if (!created.ok) throw new Error(created.error.code);
const found = await server.getUser(created.value.id);
const page = await server.listUsers();
await new Promise((resolve) => setImmediate(resolve));
console.log(JSON.stringify({ found: found?.id === created.value.id, listed: page.items.length, holding: process.getActiveResourcesInfo() }));
