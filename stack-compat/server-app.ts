/**
 * `StackServerApp`: the official server app (secret server key) over Portcullis's ServerApp: any user and any team
 * as the official server objects, `listUsers` as an array carrying `nextCursor`, and the client surface inherited.
 */
import { StackAssertionError } from './assertion-error';
import { StackClientApp, type GetUserOptions } from './client-app';
import type { AccessType } from './build-apps';
import type { StackServerAppConstructorOptions } from './options';
import { StackOAuthProvider } from './oauth-provider';
import type { SendEmailOptions, ServerApp } from './portcullis';
import { orThrow, toStatus, type StatusResult } from './results';
import { StackServerUser, serverTeamOf } from './server-user';
import type { StackServerTeam } from './team';
import type { StackCurrentUser } from './user';

type PortcullisUserCreate = Parameters<ServerApp['createUser']>[0];
type PortcullisListUsers = NonNullable<Parameters<ServerApp['listUsers']>[0]>;

export interface ServerListUsersOptions extends PortcullisListUsers {
  /** Only anonymous users; as the official SDK, only together with includeAnonymous. */
  readonly onlyAnonymous?: boolean;
}

/** The official send-email options: Portcullis's, with `scheduledAt` a `Date` and template variables any values. */
export type ServerSendEmailOptions = Omit<SendEmailOptions, 'scheduledAt' | 'variables' | 'userIds'> & {
  readonly userIds?: string[];
  readonly scheduledAt?: Date;
  readonly variables?: Record<string, unknown>;
};

export class StackServerApp extends StackClientApp {
  static override readonly accessType: AccessType = 'server';

  constructor(options: StackServerAppConstructorOptions) {
    super(options);
  }

  /** The Portcullis server facade (always present: this class builds one). */
  protected get _server(): ServerApp {
    return this._apps.server as ServerApp;
  }

  /**
   * With an id, that user as a server user; with `{ apiKey }`, the owner of that user API key (null when it is not a
   * valid user key); without, the signed-in user of this app's session (`or: 'anonymous'` signs up an anonymous one).
   */
  override getUser(options: GetUserOptions & { readonly or: 'throw' | 'redirect' | 'anonymous' }): Promise<StackCurrentUser>;
  override getUser(options?: GetUserOptions): Promise<StackCurrentUser | null>;
  override getUser(id: string): Promise<StackServerUser | null>;
  override getUser(options: { readonly apiKey: string }): Promise<StackServerUser | null>;
  override async getUser(idOrOptions?: string | GetUserOptions | { readonly apiKey: string }): Promise<StackServerUser | StackCurrentUser | null> {
    if (idOrOptions !== undefined && typeof idOrOptions !== 'string' && 'apiKey' in idOrOptions) {
      const owner = await this._server.getUser({ apiKey: idOrOptions.apiKey });
      return owner === null ? null : new StackServerUser(owner);
    }
    if (typeof idOrOptions !== 'string') return super.getUser(idOrOptions); // as the client app, with this app's keys
    const user = await this._server.getUser(idOrOptions);
    return user === null ? null : new StackServerUser(user);
  }

  async createUser(options: PortcullisUserCreate): Promise<StackServerUser> {
    return new StackServerUser(await orThrow(this._server.createUser(options)));
  }

  async listUsers(options?: ServerListUsersOptions): Promise<StackServerUser[] & { nextCursor: string | null }> {
    if (options?.onlyAnonymous === true && options.includeAnonymous !== true) {
      throw new StackAssertionError('onlyAnonymous=true requires includeAnonymous=true');
    }
    const page = await this._server.listUsers(options);
    return Object.assign(page.items.map((user) => new StackServerUser(user)), { nextCursor: page.nextCursor });
  }

  async listTeams(options?: { readonly userId?: string }): Promise<StackServerTeam<StackServerUser>[]> {
    return (await this._server.listTeams(options)).map(serverTeamOf);
  }

  /** By id, or the team of a team API key (null when it is not a valid team key). */
  async getTeam(teamOrKey: string | { readonly apiKey: string }): Promise<StackServerTeam<StackServerUser> | null> {
    const team = typeof teamOrKey === 'string' ? await this._server.getTeam(teamOrKey) : await this._server.getTeam({ apiKey: teamOrKey.apiKey });
    return team === null ? null : serverTeamOf(team);
  }

  async createTeam(options: { readonly displayName: string; readonly profileImageUrl?: string; readonly creatorUserId?: string }): Promise<StackServerTeam<StackServerUser>> {
    return serverTeamOf(await orThrow(this._server.createTeam(options)));
  }

  createOAuthProvider(options: Parameters<ServerApp['createOAuthProvider']>[0]): Promise<StatusResult<StackOAuthProvider, unknown>> {
    return toStatus(this._server.createOAuthProvider(options), (provider) => new StackOAuthProvider(provider, 'server'));
  }

  /** Emails the users (`userIds` or `allUsers`), from `html` or a template; throws the KnownError on failure. */
  async sendEmail(options: ServerSendEmailOptions): Promise<void> {
    const { scheduledAt, ...rest } = options;
    await orThrow(this._server.sendEmail({ ...rest, ...(scheduledAt === undefined ? {} : { scheduledAt: scheduledAt.getTime() }) } as SendEmailOptions));
  }
}
