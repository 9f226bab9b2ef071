/**
 * AdminApp utilities against the in-process emulator: Svix token, metrics (camelCased, data-map keys kept), and the
 * SMTP test email against a tiny SMTP listener on 127.0.0.1 written here with node:net.
 */
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { SEED } from '../../../emulator';
import { adminHarness, expectAdminKeyRequest } from './admin-harness';

const h = adminHarness();
const { admin, run } = h;

interface Listener { readonly server: Server; readonly port: number; readonly transcript: string[]; close(): Promise<void> }

/** Greets, answers EHLO with AUTH PLAIN, then accepts (or, with `rejectAuth`, refuses the credentials). */
async function smtpListener(rejectAuth = false): Promise<Listener> {
  const transcript: string[] = [];
  const sockets: Socket[] = [];
  const server = createServer((socket) => {
    sockets.push(socket);
    let buffer = '';
    let inData = false;
    const say = (line: string): void => { socket.write(`${line}\r\n`); };
    say('220 test.local ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        transcript.push(line);
        if (inData) { if (line === '.') { inData = false; say('250 queued'); } continue; }
        const verb = line.split(' ')[0]!.toUpperCase();
        if (verb === 'EHLO') { say('250-test.local'); say('250 AUTH PLAIN'); }
        else if (verb === 'AUTH') say(rejectAuth ? '535 5.7.8 Authentication credentials invalid' : '235 ok');
        else if (verb === 'DATA') { inData = true; say('354 go ahead'); }
        else if (verb === 'QUIT') { say('221 bye'); socket.end(); }
        else say('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = async (): Promise<void> => {
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { server, port: (server.address() as AddressInfo).port, transcript, close };
}

const emailConfig = (port: number) => ({
  host: '127.0.0.1', port, username: 'mailer', password: 'smtp-secret', senderName: 'Portcullis', senderEmail: 'noreply@example.com',
});

describe('AdminApp utilities', () => {
  it('getSvixToken: POST /webhooks/svix-token with {}; the token, url null when not sent', async () => {
    const token = await run(admin.getSvixToken());
    const record = h.lastTo('POST', '/webhooks/svix-token');
    expectAdminKeyRequest(record);
    expect(record.body).toEqual({});
    expect(token).toEqual({ token: expect.stringMatching(new RegExp(`^emulator_svix_${SEED.demo.projectId}_`)) as unknown, url: null });
  });

  it('getMetrics: GET /internal/metrics?include_anonymous=…, camelCased; country and status keys as sent', async () => {
    const signedUpAt = h.clock.now();
    const signedUp = await run(admin.client.signUpWithPassword({ email: 'metrics@example.com', password: 'correct horse battery staple' }));
    expect(signedUp.ok).toBe(true);
    const metrics = await run(admin.getMetrics());
    const record = h.lastTo('GET', '/internal/metrics');
    expectAdminKeyRequest(record);
    expect(record.query).toBe('?include_anonymous=false');
    expect(metrics.totalUsers).toBe(1);
    expect(metrics.dailyUsers).toHaveLength(31);
    expect(metrics.dailyUsers.at(-1)).toEqual({ date: new Date(h.clock.now()).toISOString().slice(0, 10), activity: 1 });
    expect(metrics.loginMethods).toEqual([{ method: 'password', count: 1 }]);
    expect(metrics.recentlyRegistered[0]).toMatchObject({ primaryEmail: 'metrics@example.com' });
    // run() moves the fake clock in 10 ms steps while waiting, so the instant is within a few steps of the start.
    expect(metrics.recentlyRegistered[0]!['signedUpAtMillis']).toBeGreaterThanOrEqual(signedUpAt);
    expect(metrics.authOverview).toMatchObject({ totalTeams: expect.any(Number) as unknown, dailyActiveUsersSplit: expect.any(Object) as unknown });
    // No mail was sent here: statuses with no email are left out, as the backend does.
    expect(metrics.emailOverview['emailsByStatus']).toEqual({});
    // Field names are camelCased everywhere else, even inside nested objects.
    expect(metrics.emailOverview['deliverabilityStatus']).toMatchObject({ inProgress: 0 });
    expect(metrics.usersByCountry).toEqual({});

    await run(admin.getMetrics({ includeAnonymous: true }));
    expect(h.lastTo('GET', '/internal/metrics').query).toBe('?include_anonymous=true');
  });

  it('sendTestEmail: POST /internal/send-test-email with a snake_case body → {success: true}; the listener got the mail', async () => {
    const listener = await smtpListener();
    try {
      const result = await run(admin.sendTestEmail({ recipientEmail: 'to@example.com', emailConfig: emailConfig(listener.port) }));
      expect(result).toEqual({ success: true });
      const record = h.lastTo('POST', '/internal/send-test-email');
      expectAdminKeyRequest(record);
      expect(record.body).toEqual({
        recipient_email: 'to@example.com',
        email_config: { host: '127.0.0.1', port: listener.port, username: 'mailer', password: 'smtp-secret', sender_name: 'Portcullis', sender_email: 'noreply@example.com' },
      });
      expect(listener.transcript).toContain('RCPT TO:<to@example.com>');
      expect(listener.transcript).toContain('MAIL FROM:<noreply@example.com>');
    } finally {
      await listener.close();
    }
  });

  it('sendTestEmail: a refused login is {success: false, errorMessage}, not an error', async () => {
    const listener = await smtpListener(true);
    try {
      const result = await run(admin.sendTestEmail({ recipientEmail: 'to@example.com', emailConfig: emailConfig(listener.port) }));
      expect(result.success).toBe(false);
      expect(!result.success && result.errorMessage).toMatch(/535|auth/i);
    } finally {
      await listener.close();
    }
  });
});
