/**
 * ServerUserObject: the methods of a ServerUser — sessions, connected accounts, contact channels and the verification
 * email here; the team methods (ServerUserTeams) and the account methods (ServerUserAccount) it extends. Each class
 * keeps a small set of members; the object has the official SDK's flat names. Reads go through the cache seam;
 * writes stale it.
 */
import type { ServerUser as ServerUserFields } from '../../domain/entities/user';
import { OperationNotAllowedError } from '../../domain/errors/operation-not-allowed-error';
import { err, type Result } from '../../domain/shared/result';
import type { ServerUserSession } from './server-user-access.endpoints';
import { CHANNELS_KEY, serverKeys, USERS_KEY } from '../core/keys';
import { serverMutation } from './server-mutation';
import {
  CREATE_CONTACT_CHANNEL_ERRORS, CREATE_SESSION_ERRORS, NO_ACCESS_TOKEN_ERRORS,
  type CreateContactChannelError, type CreateSessionError, type SendServerUserVerificationError,
} from './server-user.errors';
import { expectErrors } from '../core/expect-errors';
import type { ServerObjectDeps } from './server-object-deps';
import type { ServerContactChannel, ServerContactChannelCreate, ServerUser } from './server-objects';
import { ServerUserTeams } from './server-user-teams';
import {
  checkConnectedAccountRef, ConnectedAccount, findConnectedAccount, type ConnectedAccountDeps, type ConnectedAccountRef,
} from '../user/connected-account';
import { checkString } from '../core/arguments';
import { checkInput } from '../core/input-fields';

/** Spec §9: a server-created session lasts one year unless told otherwise. */
export const DEFAULT_SESSION_EXPIRY_MS = 31_536_000_000;

/** Methods only: the factory assigns the entity's fields onto the instance, so the object is fields + methods. */
export class ServerUserObject extends ServerUserTeams implements Omit<ServerUser, keyof ServerUserFields> {
  readonly #userId: string;
  readonly #deps: ServerObjectDeps;

  constructor(fields: ServerUserFields, deps: ServerObjectDeps) {
    super(fields, deps);
    this.#userId = fields.id;
    this.#deps = deps;
  }

  async createSession(options: { readonly expiresInMillis?: number } = {}): Promise<Result<ServerUserSession, CreateSessionError>> {
    checkInput('options', options);
    const expiresIn = options.expiresInMillis ?? DEFAULT_SESSION_EXPIRY_MS;
    return expectErrors(this.#deps.endpoints.access.createSession(this.#userId, expiresIn), CREATE_SESSION_ERRORS);
  }

  async getConnectedAccountAccessToken(providerId: string, options: { readonly scope?: string } = {}): Promise<string | null> {
    checkString('providerId', providerId);
    checkInput('options', options);
    const result = await expectErrors(this.#deps.endpoints.access.connectedAccountAccessToken(this.#userId, providerId, options.scope), NO_ACCESS_TOKEN_ERRORS);
    return result.ok ? result.value : null;
  }

  /** GET /connected-accounts/{id}: the OAuth accounts that allow connected-account use, each with its own access token. */
  async listConnectedAccounts(): Promise<ConnectedAccount[]> {
    const { endpoints, ctx } = this.#deps;
    const accounts = await ctx.cache.read(serverKeys.connectedAccounts(this.#userId), () => endpoints.access.listConnectedAccounts(this.#userId));
    const deps: ConnectedAccountDeps = {
      accessToken: async (account, scope) => {
        const token = endpoints.access.connectedAccountAccessToken(account.userId, account.provider, scope, account.providerAccountId);
        const result = await expectErrors(token, NO_ACCESS_TOKEN_ERRORS);
        return result.ok ? result.value : null;
      },
    };
    return accounts.map((account) => new ConnectedAccount(account, deps));
  }

  /** One connected account by provider and the provider's account id (from the list); null when there is none. */
  async getConnectedAccount(account: ConnectedAccountRef): Promise<ConnectedAccount | null> {
    checkConnectedAccountRef(account);
    return findConnectedAccount(await this.listConnectedAccounts(), account);
  }

  async listContactChannels(): Promise<ServerContactChannel[]> {
    const { endpoints, ctx, build } = this.#deps;
    const channels = await ctx.cache.read(serverKeys.contactChannels(this.#userId), () => endpoints.channels.list(this.#userId));
    return channels.map((c) => build.channel(c));
  }

  async createContactChannel(input: ServerContactChannelCreate): Promise<Result<ServerContactChannel, CreateContactChannelError>> {
    checkInput('input', input, ['value', 'usedForAuth']);
    const { endpoints, ctx, build } = this.#deps;
    return serverMutation(endpoints.channels.create({ ...input, type: input.type ?? 'email', userId: this.#userId }), CREATE_CONTACT_CHANNEL_ERRORS,
      () => ctx.afterUserMutation(USERS_KEY, CHANNELS_KEY), (c) => build.channel(c));
  }

  /**
   * Emails a verification link for the user's primary email (its contact channel) to `callbackUrl`, by default
   * urls.emailVerification. Errors: OperationNotAllowedError 'noPrimaryEmail' (no primary email channel),
   * EMAIL_ALREADY_VERIFIED, USER_ID_DOES_NOT_EXIST.
   */
  async sendVerificationEmail(options: { readonly callbackUrl?: string } = {}): Promise<Result<void, SendServerUserVerificationError>> {
    checkInput('options', options);
    const { endpoints, build } = this.#deps;
    // Read fresh, not through the cache: the primary address may have changed since the last listing.
    const primary = (await endpoints.channels.list(this.#userId)).find((channel) => channel.type === 'email' && channel.isPrimary);
    return primary === undefined ? err(new OperationNotAllowedError({ reason: 'noPrimaryEmail' })) : build.channel(primary).sendVerificationEmail(options);
  }
}
