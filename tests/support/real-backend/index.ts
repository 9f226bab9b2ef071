/**
 * What a real-backend suite uses: whether the backend is there (else the reason to skip), a fresh project per suite
 * (`new-project`), and the mail the backend sent (its SMTP sink's mailbox API). The backend is started once per jest
 * run by global-setup.ts. Only loopback traffic: every URL here is the one `start` printed (127.0.0.1).
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SKIP_ENV } from './global-setup';

const execFileAsync = promisify(execFile);

export interface RealBackendEnv {
  /** The backend's origin, e.g. http://127.0.0.1:8160 (API under /api/v1). */
  url: string;
  mailboxUrl: string;
  mockOAuthUrl: string;
  /** The seeded `internal` project's keys (the project that owns the others). */
  internal: { projectId: string; publishableClientKey: string; secretServerKey: string; superSecretAdminKey: string };
  dir: string;
}

export interface ProjectKeys { projectId: string; publishableClientKey: string; secretServerKey: string; superSecretAdminKey: string }

export interface Mail { id: string; from: string; to: string[]; subject: string; date: string; text: string; html: string }

const env = (key: string): string => {
  const value = process.env[key];
  if (value === undefined || value === '') throw new Error(`${key} is not set: is this file run by jest.real.config.ts (its globalSetup starts the backend)?`);
  return value;
};

/** The reason the real-backend suites skip, or null when the backend runs. */
export const realBackendSkipReason = (): string | null => {
  const reason = process.env[SKIP_ENV];
  if (reason !== undefined && reason !== '') return reason;
  return process.env['STACK_REAL_URL'] === undefined ? 'STACK_REAL_URL is not set (run through `npm run test:real` or `npm run test:diff`)' : null;
};

export function realBackend(): RealBackendEnv {
  return {
    url: env('STACK_REAL_URL'),
    mailboxUrl: env('STACK_REAL_MAILBOX_URL'),
    mockOAuthUrl: env('STACK_REAL_MOCK_OAUTH_URL'),
    internal: {
      projectId: env('STACK_REAL_PROJECT_ID'),
      publishableClientKey: env('STACK_REAL_PUBLISHABLE_CLIENT_KEY'),
      secretServerKey: env('STACK_REAL_SECRET_SERVER_KEY'),
      superSecretAdminKey: env('STACK_REAL_SUPER_SECRET_ADMIN_KEY'),
    },
    dir: env('STACK_REAL_BACKEND_DIR'),
  };
}

/**
 * `describe` when the backend runs, `describe.skip` otherwise (the reason was printed once by globalSetup and is
 * repeated in the suite's name, so a skipped run says why in its summary).
 */
export function describeReal(name: string, body: () => void): void {
  const reason = realBackendSkipReason();
  if (reason === null) describe(name, body);
  else describe.skip(`${name} (skipped: ${reason})`, body);
}

/** A fresh project with the README's test configuration (`--config` merged over it), via `new-project`. */
export async function newProject(options: { name?: string; config?: Record<string, unknown> } = {}): Promise<ProjectKeys> {
  const args: string[] = [];
  if (options.name !== undefined) args.push('--name', options.name);
  if (options.config !== undefined) args.push('--config', JSON.stringify(options.config));
  const { stdout } = await execFileAsync(join(realBackend().dir, 'new-project'), args, { env: process.env, maxBuffer: 1 << 20 });
  return JSON.parse(stdout) as ProjectKeys;
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(new URL(path, realBackend().mailboxUrl));
  if (!response.ok) throw new Error(`mailbox GET ${path} → ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface SinkSummary { id: string; to: string[] }
interface SinkMessage { id: string; from: string; to: string[]; subject: string; date: string; body: { text: string; html: string } }

/** Every mail the backend sent to `address`, oldest first (the sink keys mailboxes by local part). */
export async function mailbox(address: string): Promise<Mail[]> {
  const local = address.split('@')[0]!.toLowerCase();
  const full = address.toLowerCase();
  const all = await getJson<SinkSummary[]>(`/api/v1/mailbox/${encodeURIComponent(local)}`);
  const mine = all.filter((m) => m.to.some((t) => t.replace(/^.*</, '').replace(/>$/, '').toLowerCase() === full));
  const out: Mail[] = [];
  for (const m of mine) {
    const d = await getJson<SinkMessage>(`/api/v1/mailbox/${encodeURIComponent(local)}/${encodeURIComponent(m.id)}`);
    out.push({ id: d.id, from: d.from, to: d.to, subject: d.subject, date: d.date, text: d.body.text, html: d.body.html });
  }
  return out;
}

/**
 * Waits (polling every 250 ms) for a mail to `address` that `match` accepts and that is not among `seen` ids (so a
 * second code to the same address is the new one), and returns it. The backend's email queue is stepped every 3 s.
 */
export async function waitForMail(address: string, options: { match?: (mail: Mail) => boolean; notIn?: ReadonlySet<string>; timeoutMs?: number } = {}): Promise<Mail> {
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    const found = (await mailbox(address)).filter((m) => !(options.notIn?.has(m.id) ?? false) && (options.match?.(m) ?? true));
    if (found.length > 0) return found[found.length - 1]!;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${options.timeoutMs ?? 30_000} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first URL in a mail's text whose query has a `code` (verification, reset, magic link, invitation), and that code. */
export function linkIn(mail: Mail): { url: string; code: string } {
  for (const candidate of `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"'<>)]+/g) ?? []) {
    const url = candidate.replace(/&amp;/g, '&');
    const code = new URL(url).searchParams.get('code');
    if (code !== null) return { url, code };
  }
  throw new Error(`no link with a code in the mail "${mail.subject}"`);
}
