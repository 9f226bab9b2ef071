/** One SMTP conversation over node:net / node:tls: reads (multi-line) replies, sends commands. */
import { connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';

export interface SmtpReply { code: number; lines: string[] }

/** A reply whose code was not the expected one; `stage` names the step for the error message. */
export class SmtpReplyError extends Error {
  constructor(readonly stage: string, readonly reply: SmtpReply) {
    super(`${stage}: ${reply.code} ${reply.lines.join(' ')}`);
    this.name = 'SmtpReplyError';
  }
}

export class SmtpConnection {
  private buffer = '';
  private readonly replies: SmtpReply[] = [];
  private readonly waiting: Array<{ resolve: (r: SmtpReply) => void; reject: (e: Error) => void }> = [];
  private pending: string[] = [];
  private failure: Error | null = null;

  private constructor(private readonly socket: Socket) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => this.onData(chunk));
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => this.fail(new Error('Connection closed by the SMTP server')));
  }

  /** Port 465 is implicit TLS (SMTPS); every other port starts in plain text (STARTTLS is not attempted). */
  static open(host: string, port: number): SmtpConnection {
    const socket = port === 465 ? tlsConnect({ host, port, servername: host }) : netConnect({ host, port });
    return new SmtpConnection(socket);
  }

  private onData(chunk: string): void {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, end).replace(/\r$/, '');
      this.buffer = this.buffer.slice(end + 1);
      this.pending.push(line.slice(4));
      // "250-..." continues a reply; "250 ..." (or a bare code) ends it.
      if (line.charAt(3) !== '-') this.deliver({ code: Number.parseInt(line.slice(0, 3), 10) || 0, lines: this.pending });
    }
  }

  private deliver(reply: SmtpReply): void {
    this.pending = [];
    const waiter = this.waiting.shift();
    if (waiter !== undefined) waiter.resolve(reply);
    else this.replies.push(reply);
  }

  private fail(error: Error): void {
    if (this.failure !== null) return;
    this.failure = error;
    for (const w of this.waiting.splice(0)) w.reject(error);
  }

  /** The next reply; rejects if the connection failed first. */
  reply(): Promise<SmtpReply> {
    const ready = this.replies.shift();
    if (ready !== undefined) return Promise.resolve(ready);
    if (this.failure !== null) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  /** Sends one line (CRLF added) and waits for a reply whose code is one of `expected`. */
  async command(line: string, expected: readonly number[], stage: string): Promise<SmtpReply> {
    this.socket.write(`${line}\r\n`);
    return this.expect(expected, stage);
  }

  async expect(expected: readonly number[], stage: string): Promise<SmtpReply> {
    const reply = await this.reply();
    if (!expected.includes(reply.code)) throw new SmtpReplyError(stage, reply);
    return reply;
  }

  close(): void {
    this.failure ??= new Error('Connection closed');
    this.socket.destroy();
  }
}
