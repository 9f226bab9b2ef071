/**
 * The mailbox upstream's e2e helpers read (`Mailbox` in apps/e2e/tests/helpers.ts), over the emulator's outbox:
 * Inbucket's API subset — `GET /api/v1/mailbox/{local-part}` lists message headers, `…/{id}` one message with
 * `body: {text, html}`, `DELETE /api/v1/mailbox/{local-part}` empties it. The mailbox name is the local part of the
 * recipient, lower-cased, as Inbucket names them.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Outbox, OutboxEmail } from '../../emulator/outbox';

/** The sender address of the service's shared email config; its display name is the project's. */
const SENDER_ADDRESS = 'noreply@example.com';

export interface MailboxServer {
  url: string;
  close(): Promise<void>;
}

const localPart = (address: string): string => address.split('@')[0]!.toLowerCase();

/** The display name mail of a project goes out under (its display name, as the service's shared sender). */
export type SenderName = (projectId: string) => string;

function header(email: OutboxEmail, senderName: SenderName): Record<string, unknown> {
  const date = new Date(email.sentAt);
  return {
    mailbox: localPart(email.to), id: String(email.id), from: `${senderName(email.projectId)} <${SENDER_ADDRESS}>`, to: [`<${email.to}>`], subject: email.subject,
    date: date.toISOString(), 'posix-millis': date.getTime(), size: email.body.length, seen: false,
  };
}

function message(email: OutboxEmail, senderName: SenderName): Record<string, unknown> {
  return { ...header(email, senderName), header: {}, body: { text: email.body, html: email.html ?? '' }, attachments: [] };
}

export async function startMailboxServer(outbox: Outbox, senderName: SenderName, host = '127.0.0.1'): Promise<MailboxServer> {
  // Emptied mailboxes: the outbox stays whole (other readers use it); deleted ids are hidden here.
  const deleted = new Set<number>();
  const inMailbox = (name: string): OutboxEmail[] =>
    outbox.list().filter((e) => !deleted.has(e.id) && localPart(e.to) === name);
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://mailbox').pathname;
    const match = /^\/api\/v1\/mailbox\/([^/]+)(?:\/([^/]+))?$/.exec(path);
    const reply = (status: number, body: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (match === null) return reply(404, { error: 'not found' });
    const name = decodeURIComponent(match[1]!).toLowerCase();
    const id = match[2];
    if (req.method === 'DELETE' && id === undefined) {
      for (const e of inMailbox(name)) deleted.add(e.id);
      return reply(200, {});
    }
    if (req.method !== 'GET') return reply(405, { error: 'method not allowed' });
    if (id === undefined) return reply(200, inMailbox(name).map((e) => header(e, senderName)));
    const hit = inMailbox(name).find((e) => String(e.id) === id);
    return hit === undefined ? reply(404, { error: 'message not found' }) : reply(200, message(hit, senderName));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
