// @ts-check
/**
 * The app's own API, on node:http. The browser app sends `Authorization: Bearer <access token>`
 * (`await user.tokens.getAuthorizationHeader()`); this server checks it with Portcullis, locally.
 *
 * Environment: STACK_PROJECT_ID, STACK_PUBLISHABLE_CLIENT_KEY, STACK_SECRET_SERVER_KEY (read by createServerApp),
 * STACK_API_URL (the emulator, e.g. http://127.0.0.1:8102; omit for the hosted service), ALLOWED_ORIGINS
 * (comma-separated browser origins, default http://localhost:5173), PORT (default 8787; 0 for any free port).
 * Run: npm start
 */
import { createServer } from 'node:http';
import { createServerApp } from 'portcullis/server';
import { corsHeaders } from './cors.js';
import { route } from './routes.js';

// Once, at start-up: the server app caches the project's signing keys, so each request is checked without a round trip.
const server = createServerApp();
const allowed = new Set((process.env.ALLOWED_ORIGINS ?? 'http://localhost:5173').split(',').map((o) => o.trim()).filter(Boolean));

const http = createServer((request, response) => {
  const cors = corsHeaders(request.headers.origin, allowed);
  if (request.method === 'OPTIONS') {
    response.writeHead(204, cors).end();
    return;
  }
  route(server, request).then(
    ({ status, body }) => response.writeHead(status, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(body)),
    // The signing keys could not be fetched (the auth service is unreachable): say so without details.
    () => response.writeHead(503, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify({ error: 'AUTH_SERVICE_UNAVAILABLE' })),
  );
});

http.listen(Number(process.env.PORT ?? 8787), '127.0.0.1', () => {
  const address = http.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  console.log(`node-api listening on http://127.0.0.1:${port}`);
});
process.on('SIGTERM', () => http.close(() => process.exit(0)));
