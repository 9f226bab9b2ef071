/** POST /internal/send-test-email really speaks SMTP: checked against a scripted listener on 127.0.0.1. */
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sendSmtpEmail } from '../../emulator/smtp/smtp-client';
import { adminHeaders, call, serverHeaders } from './helpers';
import { emulatorUnderTest } from './support/emulator-under-test';

const { h } = emulatorUnderTest({ log: () => undefined });

interface Listener { server: Server; port: number; transcript: string[]; sockets: Socket[] }

type Behaviour = 'ok' | 'bad-auth' | 'login-only' | 'silent';

/** A tiny SMTP server: answers each command per `behaviour` and records what it was told. */
async function listen(behaviour: Behaviour): Promise<Listener> {
  const transcript: string[] = [];
  const sockets: Socket[] = [];
  const server = createServer((socket) => {
    sockets.push(socket);
    if (behaviour === 'silent') return; // never greets: the client must time out
    let inData = false;
    let buffer = '';
    const say = (line: string): void => { socket.write(`${line}\r\n`); };
    say('220 test.local ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        transcript.push(line);
        if (inData) { if (line === '.') { inData = false; say('250 queued'); } continue; }
        const verb = line.split(' ')[0]!.toUpperCase();
        if (verb === 'EHLO') { say('250-test.local'); say(behaviour === 'login-only' ? '250 AUTH LOGIN' : '250 AUTH PLAIN LOGIN'); }
        else if (verb === 'AUTH' && line.startsWith('AUTH LOGIN')) say('334 VXNlcm5hbWU6');
        else if (verb === 'AUTH') say(behaviour === 'bad-auth' ? '535 5.7.8 Authentication credentials invalid' : '235 ok');
        else if (verb === 'MAIL' || verb === 'RCPT') say('250 ok');
        else if (verb === 'DATA') { inData = true; say('354 go ahead'); }
        else if (verb === 'QUIT') { say('221 bye'); socket.end(); }
        else if (transcript.at(-2) === 'AUTH LOGIN') say('334 UGFzc3dvcmQ6');
        else say('235 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, transcript, sockets };
}

async function close(l: Listener): Promise<void> {
  for (const s of l.sockets) s.destroy();
  await new Promise<void>((resolve) => l.server.close(() => resolve()));
}

const config = (port: number, username = 'mailer') => ({
  host: '127.0.0.1', port, username, password: 'secret', sender_name: 'Portcullis', sender_email: 'noreply@example.com',
});
const send = (port: number, username?: string) =>
  call(h, 'POST', '/internal/send-test-email', { headers: adminHeaders(), body: { recipient_email: 'to@example.com', email_config: config(port, username) } });

describe('POST /internal/send-test-email', () => {
  it('success: greeting, EHLO, AUTH PLAIN, MAIL FROM, RCPT TO, DATA, QUIT', async () => {
    const l = await listen('ok');
    const r = await send(l.port);
    await close(l);
    expect([r.status, r.body]).toEqual([200, { success: true }]);
    expect(l.transcript[0]).toMatch(/^EHLO /);
    expect(l.transcript[1]).toBe(`AUTH PLAIN ${Buffer.from('\0mailer\0secret').toString('base64')}`);
    expect(l.transcript).toContain('MAIL FROM:<noreply@example.com>');
    expect(l.transcript).toContain('RCPT TO:<to@example.com>');
    expect(l.transcript).toContain('Subject: Test Email from Stack Auth');
    expect(l.transcript.at(-1)).toBe('QUIT');
  });
  it('no username: no AUTH command', async () => {
    const l = await listen('ok');
    const r = await send(l.port, '');
    await close(l);
    expect(r.body).toEqual({ success: true });
    expect(l.transcript.some((line) => line.startsWith('AUTH'))).toBe(false);
  });
  it('AUTH LOGIN when the server offers only LOGIN', async () => {
    const l = await listen('login-only');
    const r = await send(l.port);
    await close(l);
    expect(r.body).toEqual({ success: true });
    expect(l.transcript.slice(1, 4)).toEqual(['AUTH LOGIN', Buffer.from('mailer').toString('base64'), Buffer.from('secret').toString('base64')]);
  });
  it('535 on AUTH: success false with an error_message', async () => {
    const l = await listen('bad-auth');
    const r = await send(l.port);
    await close(l);
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(false);
    expect(r.body.error_message).toMatch(/authenticate.*535/);
  });
  it('connection refused: success false', async () => {
    const l = await listen('ok');
    const port = l.port;
    await close(l);
    const r = await send(port);
    expect(r.body.success).toBe(false);
    expect(r.body.error_message).toMatch(/ECONNREFUSED/);
  });
  it('schema and access errors', async () => {
    const bad = await call(h, 'POST', '/internal/send-test-email', { headers: adminHeaders(), body: { recipient_email: 'to@example.com' } });
    expect([bad.status, bad.body.code]).toEqual([400, 'SCHEMA_ERROR']);
    const server = await call(h, 'POST', '/internal/send-test-email', { headers: serverHeaders(), body: { recipient_email: 'to@example.com', email_config: config(25) } });
    expect([server.status, server.body.code]).toEqual([401, 'INSUFFICIENT_ACCESS_TYPE']);
  });
});

describe('sendSmtpEmail timeout', () => {
  it('a server that never answers gives success false after the (short, configurable) timeout', async () => {
    const l = await listen('silent');
    const result = await sendSmtpEmail(
      { host: '127.0.0.1', port: l.port, username: '', password: '', senderName: 'x', senderEmail: 'x@example.com' },
      { to: 'to@example.com', subject: 's', text: 't', date: new Date(0) }, 50,
    );
    await close(l);
    expect(result).toEqual({ success: false, error_message: 'Timed out after 50 ms talking to the email server' });
  });
});
