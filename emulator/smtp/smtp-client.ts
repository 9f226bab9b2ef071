/**
 * A small SMTP client for `POST /internal/send-test-email` (protocol §2.17): greeting, EHLO, AUTH PLAIN or
 * LOGIN when a username is given, MAIL FROM, RCPT TO, DATA, QUIT — with an overall timeout (10 s default).
 */
import { SmtpConnection, SmtpReplyError } from './smtp-connection';

export interface SmtpServerConfig {
  host: string;
  port: number;
  username: string;
  password: string;
  senderName: string;
  senderEmail: string;
}

export type SmtpResult = { success: true } | { success: false; error_message: string };

export interface TestEmail { to: string; subject: string; text: string; date: Date }

export const SMTP_TIMEOUT_MS = 10_000;

const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');

async function authenticate(conn: SmtpConnection, ehloLines: string[], username: string, password: string): Promise<void> {
  const authLine = ehloLines.find((l) => /^AUTH[ =]/i.test(l)) ?? '';
  const mechanisms = authLine.toUpperCase().split(/[ =]/).slice(1);
  // PLAIN unless the server only offers LOGIN.
  if (mechanisms.includes('LOGIN') && !mechanisms.includes('PLAIN')) {
    await conn.command('AUTH LOGIN', [334], 'AUTH');
    await conn.command(b64(username), [334], 'AUTH');
    await conn.command(b64(password), [235], 'AUTH');
    return;
  }
  await conn.command(`AUTH PLAIN ${b64(`\0${username}\0${password}`)}`, [235], 'AUTH');
}

/** RFC 5322 message; lines starting with '.' are dot-stuffed for DATA. */
function message(config: SmtpServerConfig, email: TestEmail): string {
  const lines = [
    `From: "${config.senderName.replace(/"/g, '')}" <${config.senderEmail}>`,
    `To: <${email.to}>`,
    `Subject: ${email.subject}`,
    `Date: ${email.date.toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    ...email.text.split(/\r?\n/),
  ];
  return lines.map((l) => (l.startsWith('.') ? `.${l}` : l)).join('\r\n');
}

async function converse(conn: SmtpConnection, config: SmtpServerConfig, email: TestEmail): Promise<void> {
  await conn.expect([220], 'greeting');
  const ehlo = await conn.command('EHLO portcullis-emulator.local', [250], 'EHLO');
  if (config.username !== '') await authenticate(conn, ehlo.lines, config.username, config.password);
  await conn.command(`MAIL FROM:<${config.senderEmail}>`, [250], 'MAIL FROM');
  await conn.command(`RCPT TO:<${email.to}>`, [250, 251], 'RCPT TO');
  await conn.command('DATA', [354], 'DATA');
  await conn.command(`${message(config, email)}\r\n.`, [250], 'DATA');
  await conn.command('QUIT', [221], 'QUIT').catch(() => undefined);
}

function describe(error: unknown): string {
  if (error instanceof SmtpReplyError) {
    if (error.stage === 'AUTH') return `Failed to authenticate with the email server: ${error.message}`;
    return `The email server rejected the message at ${error.message}`;
  }
  const code = (error as { code?: unknown }).code;
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EHOSTUNREACH') {
    return `Failed to connect to the email host (${String(code)}). Please make sure the email host configuration is correct.`;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Sends one email; never throws: failures come back as `{success: false, error_message}`. */
export async function sendSmtpEmail(config: SmtpServerConfig, email: TestEmail, timeoutMs = SMTP_TIMEOUT_MS): Promise<SmtpResult> {
  const conn = SmtpConnection.open(config.host, config.port);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${timeoutMs} ms talking to the email server`)), timeoutMs);
  });
  try {
    await Promise.race([converse(conn, config, email), timeout]);
    return { success: true };
  } catch (error) {
    return { success: false, error_message: describe(error) };
  } finally {
    clearTimeout(timer);
    conn.close();
  }
}
