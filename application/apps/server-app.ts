/**
 * ServerApp: the server facade (secret server key). Composition, not inheritance: it holds the ClientApp for the
 * client surface (`server.client.signInWithPassword(…)`) and adds the server use cases — any user (list, create,
 * get; ServerUser objects for the rest) and any team (list, create, get; ServerTeam objects for the rest).
 */
import { inject, injectable } from 'inversify';
import type { ServerUserCreate } from '../../domain/entities/user';
import type { TeamCreate } from '../../domain/entities/team';
import type { Result } from '../../domain/shared/result';
import type { ListUsersOptions } from '../endpoints/server-user.endpoints';
import type { ServerTeam, ServerUser } from '../objects/server-objects';
import type { GetUserOptions } from '../object-services/current-user.service';
import type { CreateServerTeamError } from '../services/server-team.errors';
import { ServerTeamService } from '../object-services/server-team.service';
import type { CreateServerUserError } from '../services/server-user.errors';
import { ServerUserService, type ServerUserPage } from '../object-services/server-user.service';
import type { ClientApp } from './client-app';
import { CLIENT_APP_ID } from './client-app.identifier';
import { readGetUserArgument, type GetUserArgument } from './get-user-argument';
import { idOrReject } from './require-id';
import { checked, checkUserId } from '../shared/arguments';
import { checkInput, checkOptions } from '../shared/input-fields';

/**
 * Arguments are checked before anything is sent: a value of the wrong kind (`signInWithPassword()`, `{ email: 123 }`,
 * `{ limit: NaN }`, metadata that is not plain JSON, an id that is empty or '..') rejects with an InvalidArgumentError
 * naming the argument (a bug to fix, not a Result).
 * @example
 * const server = createServerApp({ projectId, publishableClientKey, secretServerKey });
 * const page = await server.listUsers({ limit: 50, orderBy: 'signedUpAt', desc: true });
 * const created = await server.createUser({ primaryEmail: 'ann@example.com', password, primaryEmailAuthEnabled: true });
 * const team = await server.createTeam({ displayName: 'Ann & co' });
 * if (created.ok && team.ok) await team.value.addUser(created.value);
 * @public
 */
@injectable()
export class ServerApp {
  /** The client surface: sign-in, the current user of this container's session, the project. */
  readonly client: ClientApp;
  readonly #users: ServerUserService;
  readonly #teams: ServerTeamService;

  constructor(
    @inject(CLIENT_APP_ID) client: ClientApp,
    @inject(ServerUserService) users: ServerUserService,
    @inject(ServerTeamService) teams: ServerTeamService,
  ) {
    this.client = client;
    this.#users = users;
    this.#teams = teams;
  }

  get projectId(): string {
    return this.client.projectId;
  }

  /** GET /users: one page (all users without `limit`); anonymous and restricted users only when asked for. */
  listUsers(options?: ListUsersOptions): Promise<ServerUserPage> {
    return checked(() => checkOptions('options', options), () => this.#users.listUsers(options));
  }

  /** POST /users. Errors: USER_EMAIL_ALREADY_EXISTS (with primaryEmailAuthEnabled, an email already used for auth). */
  createUser(input: ServerUserCreate): Promise<Result<ServerUser, CreateServerUserError>> {
    return checked(() => checkInput('input', input), () => this.#users.createUser(input));
  }

  /**
   * With an id: GET /users/{id}, null when there is no such user. Without: the user of this app's session (a server
   * app built for an incoming request) as a ServerUser, with the `or` modes of ClientApp.getUser.
   */
  getUser(userId: string): Promise<ServerUser | null>;
  getUser(options: GetUserOptions & { readonly or: 'throw' | 'redirect' }): Promise<ServerUser>;
  getUser(options?: GetUserOptions): Promise<ServerUser | null>;
  getUser(...args: unknown[]): Promise<ServerUser | null> {
    let argument: GetUserArgument;
    try {
      argument = readGetUserArgument(args);
    } catch (error) {
      return Promise.reject(error as Error);
    }
    if (!('id' in argument)) return this.#users.getCurrentUser(argument.options);
    const { id } = argument;
    return checked(() => checkUserId('userId', id), () => this.#users.getUser(id));
  }

  /** GET /teams: every team of the project, or with `userId` that user's teams; oldest first. */
  listTeams(options?: { readonly userId?: string }): Promise<ServerTeam[]> {
    return checked(() => checkOptions('options', options), () => this.#teams.listTeams(options));
  }

  /** GET /teams/{id}; null when there is no such team. */
  getTeam(teamId: string): Promise<ServerTeam | null> {
    return idOrReject('teamId', teamId, (id) => this.#teams.getTeam(id));
  }

  /** POST /teams; without creatorUserId the team starts with no members. Errors: USER_NOT_FOUND (unknown creator). */
  createTeam(input: TeamCreate): Promise<Result<ServerTeam, CreateServerTeamError>> {
    return checked(() => checkInput('input', input, ['displayName']), () => this.#teams.createTeam(input));
  }
}
