/**
 * The two servers a scenario talks to: `real` (the running Stack Auth backend, STACK_REAL_URL) and `emulator` (a
 * fresh emulator per scenario file, over real HTTP on 127.0.0.1). A Target sends one request built from its own
 * variables (ids and tokens differ per server) and reads the mail that server sent.
 */
import { SEED, startEmulatorServer, type RunningServer } from '../../../emulator';
import type { OutboxEmail } from '../../../emulator';
import { mailbox, realBackend, type Mail, type ProjectKeys } from '../../support/real-backend';
import { Labeller } from './normalise';
import { toReply, type Reply } from './reply';

export type TargetName = 'real' | 'emulator';
/** How a request authenticates: the x-stack access type with that project key, or none at all. */
export type Access = 'client' | 'server' | 'admin' | 'none';

/** One request as a scenario describes it for one target. Everything is optional. */
export interface WireRequest {
  /** Values for the route's `{name}` segments. */
  params?: Record<string, string>;
  query?: Record<string, string | undefined>;
  /** A JSON body (sent with content-type application/json); undefined = no body. */
  body?: unknown;
  /** A body sent as it is, with `contentType` (form posts, broken JSON). */
  rawBody?: string;
  contentType?: string;
  /** x-stack-access-token (a user's access token). */
  user?: string;
  /** x-stack-refresh-token. */
  refreshToken?: string;
  /** Admin access with a dashboard user's token (x-stack-admin-access-token) instead of the admin key. */
  adminToken?: string;
  /** Keys of which project: the scenario's own (default) or the seeded `internal` one. */
  project?: 'own' | 'internal';
  /** Another project's keys, overriding `project` (the cross-project scenario sends one project's ids with another's keys). */
  keys?: ProjectKeys;
  /** Extra headers; null removes one the access type would send. */
  headers?: Record<string, string | null>;
  /** A whole path under the origin, replacing the route's (for paths the route template cannot express). */
  rawPath?: string;
}

export interface MailView {
  id: string;
  subject: string;
  text: string;
  /** The first link with a `code` parameter, and that code. */
  link: string | null;
  code: string | null;
  /** A 6-character sign-in code shown in the mail, if any. */
  otp: string | null;
}

export interface Target {
  readonly name: TargetName;
  /** Origin, e.g. http://127.0.0.1:8160. */
  readonly url: string;
  readonly internal: ProjectKeys;
  /** The scenario's project (set by the project-creation step). */
  keys: ProjectKeys;
  /** Scenario-owned values of this target (ids, tokens, codes). */
  readonly vars: Record<string, string>;
  /** vars[name], or an error saying it was never saved (an earlier step failed on this target). */
  var(name: string): string;
  readonly labels: Labeller;
  /** The origin of this target's mock OAuth provider. */
  readonly mockOAuthUrl: string;
  request(method: string, path: string, access: Access, spec: WireRequest): Promise<Reply>;
  /** The next mail to `address` not returned before (waits for the real backend's email queue). */
  nextMail(address: string, options?: { match?: (mail: MailView) => boolean; timeoutMs?: number }): Promise<MailView>;
  close(): Promise<void>;
}

const NO_KEYS: ProjectKeys = { projectId: '', publishableClientKey: '', secretServerKey: '', superSecretAdminKey: '' };

function authHeaders(keys: ProjectKeys, access: Access, spec: WireRequest): Record<string, string> {
  const h: Record<string, string> = {};
  if (access !== 'none') {
    h['x-stack-access-type'] = access;
    h['x-stack-project-id'] = keys.projectId;
    if (access === 'client') h['x-stack-publishable-client-key'] = keys.publishableClientKey;
    if (access === 'server') h['x-stack-secret-server-key'] = keys.secretServerKey;
    if (access === 'admin') {
      if (spec.adminToken !== undefined) h['x-stack-admin-access-token'] = spec.adminToken;
      else h['x-stack-super-secret-admin-key'] = keys.superSecretAdminKey;
    }
  }
  if (spec.user !== undefined) h['x-stack-access-token'] = spec.user;
  if (spec.refreshToken !== undefined) h['x-stack-refresh-token'] = spec.refreshToken;
  return h;
}

/** '/users/{user_id}' + {user_id: 'x'} → '/api/v1/users/x?…'. */
export function concretePath(template: string, spec: WireRequest): string {
  if (spec.rawPath !== undefined) return spec.rawPath;
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = spec.params?.[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${template}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(spec.query ?? {})) if (v !== undefined) query.append(k, v);
  const q = query.toString();
  return `/api/v1${path === '/' ? '' : path}${q === '' ? '' : `?${q}`}`;
}

abstract class BaseTarget implements Target {
  abstract readonly name: TargetName;
  abstract readonly url: string;
  abstract readonly internal: ProjectKeys;
  abstract readonly mockOAuthUrl: string;
  keys: ProjectKeys = NO_KEYS;
  readonly vars: Record<string, string> = {};
  readonly labels = new Labeller();
  protected readonly seenMail = new Set<string>();

  var(name: string): string {
    const value = this.vars[name];
    if (value === undefined) throw new Error(`${this.name}: no saved value "${name}" (an earlier step did not give one on this target)`);
    return value;
  }

  async request(method: string, path: string, access: Access, spec: WireRequest): Promise<Reply> {
    const keys = spec.keys ?? (spec.project === 'internal' ? this.internal : this.keys);
    const headers: Record<string, string> = { ...authHeaders(keys, access, spec) };
    let body: string | undefined;
    if (spec.rawBody !== undefined) {
      body = spec.rawBody;
      if (spec.contentType !== undefined) headers['content-type'] = spec.contentType;
    } else if (spec.body !== undefined) {
      body = JSON.stringify(spec.body);
      headers['content-type'] = 'application/json';
    }
    for (const [k, v] of Object.entries(spec.headers ?? {})) {
      if (v === null) delete headers[k.toLowerCase()];
      else headers[k.toLowerCase()] = v;
    }
    const response = await fetch(`${this.url}${path}`, { method, headers, body, redirect: 'manual' });
    return toReply(response);
  }

  async nextMail(address: string, options: { match?: (mail: MailView) => boolean; timeoutMs?: number } = {}): Promise<MailView> {
    const deadline = Date.now() + (options.timeoutMs ?? 30_000);
    for (;;) {
      const fresh = (await this.mailTo(address)).filter((m) => !this.seenMail.has(m.id) && (options.match?.(m) ?? true));
      const mail = fresh[fresh.length - 1];
      if (mail !== undefined) {
        for (const m of fresh) this.seenMail.add(m.id);
        return mail;
      }
      if (Date.now() > deadline) throw new Error(`${this.name}: no new mail to ${address} within ${options.timeoutMs ?? 30_000} ms`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  protected abstract mailTo(address: string): Promise<MailView[]>;
  abstract close(): Promise<void>;
}

function codeLink(text: string): { link: string | null; code: string | null } {
  for (const candidate of text.match(/https?:\/\/[^\s"'<>)]+/g) ?? []) {
    const url = candidate.replace(/&amp;/g, '&');
    try {
      const code = new URL(url).searchParams.get('code');
      if (code !== null) return { link: url, code };
    } catch { /* not a URL */ }
  }
  return { link: null, code: null };
}

const otpIn = (text: string): string | null => /\b([A-Z0-9]{6})\b/.exec(text)?.[1] ?? null;

class RealTarget extends BaseTarget {
  readonly name = 'real' as const;
  readonly url: string;
  readonly internal: ProjectKeys;
  readonly mockOAuthUrl: string;

  constructor() {
    super();
    const env = realBackend();
    this.url = env.url.replace(/\/$/, '');
    this.internal = env.internal;
    this.mockOAuthUrl = env.mockOAuthUrl.replace(/\/$/, '');
    this.labels.alias(this.url, '<origin>');
    // The backend names itself by its configured public URL (token issuers, links): localhost, not 127.0.0.1.
    this.labels.alias(this.url.replace('//127.0.0.1:', '//localhost:'), '<origin>');
    this.labels.alias(this.mockOAuthUrl, '<mock-oauth>');
    this.labels.alias(this.mockOAuthUrl.replace('//127.0.0.1:', '//localhost:'), '<mock-oauth>');
  }

  protected async mailTo(address: string): Promise<MailView[]> {
    return (await mailbox(address)).map((m: Mail) => ({
      id: m.id, subject: m.subject, text: m.text, ...codeLink(`${m.text}\n${m.html}`), otp: otpIn(m.subject) ?? otpIn(m.text),
    }));
  }

  close(): Promise<void> { return Promise.resolve(); }
}

class EmulatorTarget extends BaseTarget {
  readonly name = 'emulator' as const;
  readonly internal: ProjectKeys = {
    projectId: SEED.internalProjectId,
    publishableClientKey: SEED.internalKeys.publishableClientKey,
    secretServerKey: SEED.internalKeys.secretServerKey,
    superSecretAdminKey: SEED.internalKeys.superSecretAdminKey,
  };

  constructor(private readonly server: RunningServer) {
    super();
    this.labels.alias(this.url, '<origin>');
    this.labels.alias(this.url.replace('//127.0.0.1:', '//localhost:'), '<origin>');
    this.labels.alias(`${this.url}/emulator/oauth`, '<mock-oauth>');
  }

  get url(): string { return this.server.url; }
  get mockOAuthUrl(): string { return `${this.server.url}/emulator/oauth`; }

  protected async mailTo(address: string): Promise<MailView[]> {
    const response = await fetch(`${this.url}/emulator/outbox`);
    const { items } = (await response.json()) as { items: OutboxEmail[] };
    return items.filter((m) => m.to.toLowerCase() === address.toLowerCase()).map((m) => ({
      id: String(m.id), subject: m.subject, text: m.body, link: m.link, code: m.code, otp: m.otp ?? null,
    }));
  }

  close(): Promise<void> { return this.server.close(); }
}

/** A fresh emulator on an ephemeral port. */
export async function openEmulatorTarget(): Promise<Target> {
  const server = await startEmulatorServer({ port: 0, host: '127.0.0.1', log: () => undefined });
  return new EmulatorTarget(server);
}

/** Both targets: the running real backend and a fresh emulator on an ephemeral port. */
export async function openTargets(): Promise<{ real: Target; emulator: Target }> {
  return { real: new RealTarget(), emulator: await openEmulatorTarget() };
}
