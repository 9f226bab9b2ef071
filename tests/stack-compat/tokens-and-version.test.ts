/**
 * portcullis/stack's AuthLike additions: `getAuthHeaders` on the app (its own session, or the `tokenStore` given) and
 * on the user, and `app.version` in the official form, which is also what the apps send as X-Stack-Client-Version.
 */
import { StackServerApp } from '../../stack-compat';
import { startCompatHarness, type CompatHarness } from './compat-harness';

describe('portcullis/stack getAuthHeaders and version', () => {
  let h: CompatHarness;
  beforeAll(async () => { h = await startCompatHarness(); });
  afterAll(() => h.server.close());

  it("getAuthHeaders: the session's tokens as x-stack-auth JSON, the same on app and user; another tokenStore's session", async () => {
    const { client, userId } = await h.signedIn();
    const headers = await client.getAuthHeaders();
    const json = JSON.parse(headers['x-stack-auth']) as { accessToken: string; refreshToken: string };
    expect(json).toEqual(await client.getAuthJson());
    expect(typeof json.accessToken).toBe('string');
    expect(await (await client.getUser({ or: 'throw' })).getAuthHeaders()).toEqual(headers);
    // The same store as the app's is the app's session; a request carrying the header is that session.
    expect(await client.getAuthHeaders({ tokenStore: 'memory' })).toEqual(headers);
    const fromRequest = await client.getAuthJson({ tokenStore: { headers: { 'x-stack-auth': headers['x-stack-auth'] } } });
    expect(fromRequest.refreshToken).toBe(json.refreshToken);
    expect((await client.getUser({ tokenStore: { headers: { 'x-stack-auth': headers['x-stack-auth'] } } }))?.id).toBe(userId);
    // No store: no session.
    expect(JSON.parse((await client.getAuthHeaders({ tokenStore: null }))['x-stack-auth'])).toEqual({ accessToken: null, refreshToken: null });
  });

  it('signed out: x-stack-auth carries nulls', async () => {
    expect(JSON.parse((await h.client().getAuthHeaders())['x-stack-auth'])).toEqual({ accessToken: null, refreshToken: null });
  });

  it("version: the official form, the same on client and server apps, and sent as X-Stack-Client-Version", async () => {
    const client = h.client();
    expect(client.version).toMatch(/^js @stackframe\/js@\d+\.\d+\.\d+/);
    expect(h.serverApp().version).toBe(client.version);
    const seen: string[] = [];
    const recording = new StackServerApp({ inheritsFrom: h.serverApp(), extraRequestHeaders: {} });
    const original = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      seen.push(new Request(input, init).headers.get('x-stack-client-version') ?? '');
      return original(input, init);
    };
    try {
      await recording.listUsers({ limit: 1 });
    } finally {
      globalThis.fetch = original;
    }
    expect(seen).toContain(client.version);
  });
});
