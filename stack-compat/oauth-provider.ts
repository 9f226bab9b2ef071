/** The official OAuth provider account object (`user.listOAuthProviders()`): `update` resolves with a `{ status }` result. */
import type { KnownErrors } from './errors';
import type { OAuthProvider, ServerOAuthProviderUpdate } from './portcullis';
import { StackAssertionError } from './assertion-error';
import { toStatus, type StatusResult } from './results';

type AccountIdAlreadyUsed = InstanceType<typeof KnownErrors.OAuthProviderAccountIdAlreadyUsedForSignIn>;

export class StackOAuthProvider {
  readonly id: string;
  readonly type: string;
  readonly userId: string;
  readonly accountId: string;
  readonly email?: string;
  readonly allowSignIn: boolean;
  readonly allowConnectedAccounts: boolean;
  readonly #provider: OAuthProvider<ServerOAuthProviderUpdate>;
  readonly #serverAccess: boolean;

  /** A signed-in user's provider (its update takes the client fields) or a server-made one (accountId and email too). */
  constructor(provider: OAuthProvider, access: 'client');
  constructor(provider: OAuthProvider<ServerOAuthProviderUpdate>, access: 'server');
  constructor(provider: OAuthProvider | OAuthProvider<ServerOAuthProviderUpdate>, access: 'client' | 'server') {
    this.#provider = provider as OAuthProvider<ServerOAuthProviderUpdate>;
    this.#serverAccess = access === 'server';
    this.id = provider.id;
    this.type = provider.type;
    this.userId = provider.userId;
    this.accountId = provider.accountId ?? '';
    if (provider.email !== null) this.email = provider.email;
    this.allowSignIn = provider.allowSignIn;
    this.allowConnectedAccounts = provider.allowConnectedAccounts;
  }

  update(data: { readonly allowSignIn?: boolean; readonly allowConnectedAccounts?: boolean; readonly accountId?: string; readonly email?: string }): Promise<StatusResult<undefined, AccountIdAlreadyUsed>> {
    const update = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
    if (!this.#serverAccess && (update['accountId'] !== undefined || update['email'] !== undefined)) {
      // The service would ignore them with client access: say so instead of resolving as if they were saved.
      return Promise.reject(new StackAssertionError('update({ accountId, email }) needs server access: update the provider from a StackServerApp'));
    }
    return toStatus(this.#provider.update(update) as Promise<{ ok: true; value: unknown } | { ok: false; error: AccountIdAlreadyUsed }>, () => undefined);
  }

  delete(): Promise<void> {
    return this.#provider.delete();
  }
}
