/** ExplicitTokenStoreAdapter: `{accessToken, refreshToken}` given by the caller; later writes stay in this object. */
import { MemoryTokenStoreAdapter } from './memory-token-store.adapter';

export interface ExplicitTokens {
  readonly accessToken?: string | null;
  readonly refreshToken?: string | null;
}

/**
 * A fresh store per call, as in the official SDK: refreshes update this object only, never a shared session.
 * A memory store that starts from the tokens given.
 */
export class ExplicitTokenStoreAdapter extends MemoryTokenStoreAdapter {
  constructor(tokens: ExplicitTokens) {
    super({ refreshToken: tokens.refreshToken ?? null, accessToken: tokens.accessToken ?? null });
  }
}
