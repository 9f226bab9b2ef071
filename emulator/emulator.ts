/** createEmulator: one in-memory Stack Auth backend as a `(Request) => Promise<Response>` handler. */
import { createVirtualClock, type VirtualClock } from './clock';
import type { EmulatorCore } from './core';
import { createFaultTable } from './dev/faults';
import { createPipeline } from './http/pipeline';
import { Router } from './http/router';
import { createOutbox, type Outbox } from './outbox';
import { ALL_ROUTES } from './routes';
import { exportState, importState } from './state/persist';
import { parseTrustedDomain, trustOnDemoProject } from './dev/trusted-domains';
import { seedState } from './state/seed';
import { emptyState, type State } from './state/state';
import { revokeSessions } from './tokens/revoke';
import type { SharedOAuthProviderEndpoints } from './oauth/shared-provider-endpoints';
import { createRotation, resetRotation, type RotationSettings } from './tokens/rotation-state';
import { generateSigningKey, loadSigningKeys } from './tokens/signing-key';

export interface EmulatorOptions {
  /** Underlying time source of the virtual clock (default: real time). */
  now?: () => number;
  /** Seed the internal and demo projects (default true). */
  seed?: boolean;
  /** Public base URL used in token issuers and links (default http://127.0.0.1:8102). */
  apiUrl?: string;
  /** Log sink for unexpected exceptions (default console.error). */
  log?: (message: string, error?: unknown) => void;
  /**
   * Hand out provider access tokens of connected accounts at shared OAuth providers (default true), as the service does
   * when started with STACK_ALLOW_SHARED_OAUTH_ACCESS_TOKENS=true (its development setting, the one upstream's tests and
   * the local real backend run). false: OAUTH_ACCESS_TOKEN_NOT_AVAILABLE_WITH_SHARED_OAUTH_KEYS, as the hosted service.
   */
  sharedOAuthAccessTokens?: boolean;
  /**
   * Point the shared OAuth providers at your own OIDC test server (e.g. upstream's mock OAuth server) instead of the
   * emulator's built-in mock provider (the default): each provider id is a client id there, with this client secret.
   */
  sharedOAuthProvider?: SharedOAuthProviderEndpoints;
}

export interface Emulator {
  handler: (request: Request) => Promise<Response>;
  readonly state: State;
  readonly outbox: Outbox;
  readonly clock: VirtualClock;
  /** Internal context, for route-level helpers in tests. */
  readonly core: EmulatorCore;
  reset(): void;
  exportState(): string;
  importState(json: string): void;
  setApiUrl(url: string): void;
  /** Names the demo app served on the same origin (`npm start`), so the index page links it; null: no demo. */
  setDemoUrl(url: string | null): void;
  /** Turns refresh-token rotation with reuse detection on or off (off by default; reset turns it off). */
  setRotation(settings: RotationSettings): void;
  /**
   * Trusts more origins on the demo project (`--trust`), now and after every reset; a state loaded later keeps its
   * own domains, so call it after loading. Throws TrustedDomainError for anything but an http(s) origin.
   */
  trustDomains(origins: readonly string[]): void;
  /** Revokes sessions server-side: the one holding `refreshToken`, or every session of `userId`. Returns how many. */
  revokeSessions(target: { refreshToken: string } | { userId: string }): number;
}

export function createEmulator(options: EmulatorOptions = {}): Emulator {
  const seed = options.seed ?? true;
  const signingKey = generateSigningKey();
  const trusted: string[] = [];
  const core: EmulatorCore = {
    state: emptyState(signingKey),
    keys: loadSigningKeys(signingKey),
    clock: createVirtualClock(options.now),
    outbox: createOutbox(),
    faults: createFaultTable(),
    rotation: createRotation(),
    apiUrl: (options.apiUrl ?? 'http://127.0.0.1:8102').replace(/\/$/, ''),
    demoUrl: null,
    sharedOAuthAccessTokens: options.sharedOAuthAccessTokens ?? true,
    storageUrl: null,
    sharedOAuthProvider: options.sharedOAuthProvider ?? null,
    reset() {
      core.state = emptyState(core.state.signingKey);
      core.outbox.clear();
      core.faults.clear();
      resetRotation(core.rotation);
      if (seed) seedState(core);
      trustOnDemoProject(core, trusted);
    },
    log: options.log ?? ((message, error) => console.error(`[emulator] ${message}`, error)),
  };
  if (seed) seedState(core);
  const router = new Router();
  router.add(ALL_ROUTES);
  return {
    handler: createPipeline(core, router),
    get state() { return core.state; },
    outbox: core.outbox,
    clock: core.clock,
    core,
    reset: () => core.reset(),
    exportState: () => exportState(core),
    importState: (json) => importState(core, json),
    setApiUrl(url) { core.apiUrl = url.replace(/\/$/, ''); },
    setDemoUrl(url) { core.demoUrl = url; },
    trustDomains(origins) {
      const parsed = origins.map(parseTrustedDomain);
      for (const origin of parsed) if (!trusted.includes(origin)) trusted.push(origin);
      trustOnDemoProject(core, trusted);
    },
    setRotation: (settings) => resetRotation(core.rotation, settings),
    revokeSessions: (target) => revokeSessions(core, target),
  };
}
