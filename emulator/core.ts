import type { SharedOAuthProviderEndpoints } from './oauth/shared-provider-endpoints';
/** The emulator's shared context, handed to every route: state, clock, outbox, signing keys, faults. */
import type { KeyObject } from 'node:crypto';
import type { VirtualClock } from './clock';
import type { FaultTable } from './dev/faults';
import type { Outbox } from './outbox';
import type { State } from './state/state';
import type { Rotation } from './tokens/rotation-state';

export interface SigningKeys {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  publicJwk: Record<string, unknown>;
}

export interface EmulatorCore {
  /** Replaced wholesale by reset/import: always read it through `core.state`, never keep a reference. */
  state: State;
  keys: SigningKeys;
  readonly clock: VirtualClock;
  readonly outbox: Outbox;
  readonly faults: FaultTable;
  /** Refresh-token rotation with reuse detection: off unless a test turns it on. */
  readonly rotation: Rotation;
  /** Public base URL (no trailing slash, no /api/v1): the `iss` prefix of access tokens. */
  apiUrl: string;
  /** Public base of uploaded images' URLs (storage/image-store.ts); null: `<apiUrl>/emulator/storage`. */
  storageUrl: string | null;
  /** Where the demo app is served next to the emulator (`npm start`), or null: the index page links it only then. */
  demoUrl: string | null;
  /** Connected accounts at shared OAuth providers get provider access tokens (EmulatorOptions.sharedOAuthAccessTokens). */
  sharedOAuthAccessTokens: boolean;
  /** The OIDC test server serving shared providers (EmulatorOptions.sharedOAuthProvider); null: the built-in mock. */
  sharedOAuthProvider: SharedOAuthProviderEndpoints | null;
  /** Re-seeds the state (keeps the signing key so outstanding JWKS caches stay valid). */
  reset(): void;
  log(message: string, error?: unknown): void;
}
