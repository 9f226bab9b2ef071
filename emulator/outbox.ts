/** Captured emails: every message the emulator "sends" lands here with its link and code. */

export interface OutboxEmail {
  id: number;
  projectId: string;
  to: string;
  /** Template type: email_verification | password_reset | magic_link | team_invitation | … */
  type: string;
  subject: string;
  body: string;
  /** The HTML part, for templates the service sends as HTML as well as text. */
  html?: string;
  link: string | null;
  code: string | null;
  otp?: string;
  sentAt: number;
}

export type NewEmail = Omit<OutboxEmail, 'id' | 'sentAt'>;

export interface Outbox {
  send(email: NewEmail, now: number): OutboxEmail;
  list(): OutboxEmail[];
  /** The most recent email to that address (case-insensitive), optionally of one type. */
  latestFor(email: string, type?: string): OutboxEmail | undefined;
  clear(): void;
}

export function createOutbox(): Outbox {
  let emails: OutboxEmail[] = [];
  let nextId = 1;
  return {
    send(email, now) {
      const stored = { ...email, id: nextId++, sentAt: now };
      emails.push(stored);
      return stored;
    },
    list: () => [...emails],
    latestFor(address, type) {
      const wanted = address.trim().toLowerCase();
      return [...emails].reverse().find((e) => e.to.toLowerCase() === wanted && (type === undefined || e.type === type));
    },
    clear() {
      emails = [];
    },
  };
}
