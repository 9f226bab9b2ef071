/**
 * Newcomer path: the URL `npm start` prints (`…/api/v1`) and the bare origin both work as `baseUrl`, over real HTTP.
 * Always its own server on 127.0.0.1 (the point is the URL a person copies).
 */
import { createClientApp } from '../../../composition/entry-node';
import { startEmulatorServer, SEED, type RunningServer } from '../../../emulator';
import { ConfigurationError } from '../../../domain/errors/configuration-error';

let server: RunningServer;
beforeAll(async () => { server = await startEmulatorServer({ port: 0 }); });
afterAll(async () => { await server.close(); });

const { projectId, publishableClientKey } = SEED.demo;

describe('baseUrl as a person copies it', () => {
  test.each([
    ['the origin', ''],
    ['the origin with a slash', '/'],
    ['the printed API URL', '/api/v1'],
    ['the printed API URL with a slash', '/api/v1/'],
  ])('%s reaches the API (project read answers)', async (_name, suffix) => {
    const app = createClientApp({ projectId, publishableClientKey, baseUrl: `${server.url}${suffix}`, tokenStore: 'memory' });
    const project = await app.getProject();
    expect(project.id).toBe(projectId);
  });

  test('sign-up and get-user through the printed API URL (no doubled /api/v1 prefix)', async () => {
    const app = createClientApp({ projectId, publishableClientKey, baseUrl: `${server.url}/api/v1`, tokenStore: 'memory' });
    const result = await app.signUpWithPassword({ email: 'printed-url@example.com', password: 'correct horse battery staple' });
    expect(result.ok).toBe(true);
    expect((await app.getUser({ or: 'throw' })).primaryEmail).toBe('printed-url@example.com');
  });

  test.each([
    ['a query', '/api/v1?x=1', /query or fragment/],
    ['credentials', '', /user name or password/],
  ])('a base URL with %s is refused with a ConfigurationError naming the rule, not the value', (_name, suffix, message) => {
    const url = _name === 'credentials' ? server.url.replace('http://', 'http://ann:secret@') : `${server.url}${suffix}`;
    let thrown: unknown;
    try { createClientApp({ projectId, publishableClientKey, baseUrl: url }); } catch (error) { thrown = error; }
    expect(thrown).toBeInstanceOf(ConfigurationError);
    expect(String((thrown as Error).message)).toMatch(message);
    expect(String((thrown as Error).message)).not.toContain('secret');
  });
});
