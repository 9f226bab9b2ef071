/**
 * portcullis/stack StackServerApp.sendEmail: resolves with nothing once sent (the official `Promise<void>`),
 * `scheduledAt` a `Date`, and throws the KnownError (REQUIRES_CUSTOM_EMAIL_SERVER, USER_ID_DOES_NOT_EXIST); the admin
 * app's sendTestEmail as the official `{ status }` result.
 */
import { createServer, type AddressInfo } from 'node:net';
import { SEED } from '../../emulator';
import { KnownErrors } from '../../stack-compat';
import { startCompatHarness, type CompatHarness } from './compat-harness';

const SMTP = { isShared: false, host: '127.0.0.1', port: 2525, username: 'u', password: 'p', senderEmail: 'app@example.com', senderName: 'App' };

describe('portcullis/stack sendEmail', () => {
  let h: CompatHarness;
  beforeAll(async () => { h = await startCompatHarness(); });
  afterAll(() => h.server.close());

  /** The project's email server, as an admin would set it. */
  function emailServer(own: boolean): void {
    h.server.emulator.state.projects[SEED.demo.projectId]!.config.emailConfig = own ? { type: 'standard', ...SMTP } : { type: 'shared' };
  }

  it("sendTestEmail: an SMTP server that cannot be reached is the official { status: 'error' } with its message", async () => {
    const closed = createServer();
    await new Promise<void>((listening) => closed.listen(0, '127.0.0.1', listening));
    const { port } = closed.address() as AddressInfo;
    await new Promise((done) => closed.close(done));
    const result = await h.adminApp().sendTestEmail({ recipientEmail: 'to@example.com', emailConfig: { ...SMTP, port } });
    expect(result.status).toBe('error');
    expect(result.status === 'error' && typeof result.error.errorMessage).toBe('string');
  });

  it('on the shared email server: throws RequiresCustomEmailServer', async () => {
    emailServer(false);
    const { userId } = await h.signedIn();
    await expect(h.serverApp().sendEmail({ userIds: [userId], html: '<p>x</p>', subject: 'x' })).rejects.toBeInstanceOf(KnownErrors.RequiresCustomEmailServer);
  });

  it("with the project's own server: HTML to a user is delivered; a scheduled one takes a Date; an unknown user throws", async () => {
    emailServer(true);
    const { userId, email } = await h.signedIn();
    const serverApp = h.serverApp();
    await expect(serverApp.sendEmail({ userIds: [userId], html: '<h1>Shipped</h1>', subject: 'Your order' })).resolves.toBeUndefined();
    expect(h.server.emulator.outbox.latestFor(email)).toMatchObject({ subject: 'Your order', body: expect.stringContaining('<h1>Shipped</h1>') });
    await expect(serverApp.sendEmail({ userIds: [userId], html: '<p>later</p>', subject: 'Later', scheduledAt: new Date(h.server.emulator.clock.now() + 60_000) }))
      .resolves.toBeUndefined();
    await expect(serverApp.sendEmail({ userIds: ['123e4567-e89b-12d3-a456-426614174000'], html: '<p>x</p>' })).rejects.toBeInstanceOf(KnownErrors.UserIdDoesNotExist);
  });
});
