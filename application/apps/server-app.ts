/**
 * ServerApp: the server facade (secret server key). Composition, not inheritance: it holds the ClientApp for the
 * client surface (`server.client.signInWithPassword(…)`) and adds the server use cases — any user (list, create,
 * get; ServerUser objects for the rest) and any team (list, create, get; ServerTeam objects for the rest).
 */
import type { ServerOAuthProviderCreate, ServerOAuthProviderUpdate } from '../../domain/entities/account-extras';
import type { ServerUserCreate } from '../../domain/entities/user';
import type { OAuthProvider } from '../user/oauth-provider';
import type { OAuthProviderUpdateError } from '../user/account-extras.errors';
import type { TeamCreate } from '../../domain/entities/team';
import type { Result } from '../../domain/shared/result';
import type { ListUsersOptions } from '../server/server-user.endpoints';
import type { IdRef, ServerTeam, ServerUser, TeamMemberPermission } from '../server/server-objects';
import type { GetUserOptions } from '../user/current-user.service';
import type { CreateServerTeamError } from '../server/server-team.errors';
import type { ServerTeamService } from '../server/server-team.service';
import type { RequestLike } from '../../ports/request-tokens.port';
import type { AuthenticateRequestError } from '../server/access-token.errors';
import type { AccessTokenVerifier, AuthenticatedUser } from '../server/access-token-verification.service';
import type { CreateServerUserError } from '../server/server-user.errors';
import type { SendEmailOptions } from '../../domain/entities/email-template';
import type { SendEmailError } from '../server/server-email.errors';
import type { SentEmail, ServerEmailService } from '../server/server-email.service';
import { checkSendEmail } from '../server/send-email-arguments';
import type { ServerUserService, ServerUserPage } from '../server/server-user.service';
import type { ClientApp } from './client-app';
import { apiKeyOf, readGetUserArgument, type GetUserArgument } from './get-user-argument';
import { isPlainObject } from '../../domain/shared/plain-object';
import { idOrReject } from '../core/require-id';
import { checked, checkRequestLike, checkString, checkStringFields, checkUserId, refId } from '../core/arguments';
import { checkInput, checkOptions } from '../core/input-fields';

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
export class ServerApp {
  /** The client surface: sign-in, the current user of this container's session, the project. */
  readonly client: ClientApp;
  readonly #users: ServerUserService;
  readonly #teams: ServerTeamService;
  readonly #tokens: AccessTokenVerifier;
  readonly #emails: ServerEmailService;

  constructor(
    client: ClientApp,
    users: ServerUserService,
    teams: ServerTeamService,
    tokens: AccessTokenVerifier,
    emails: ServerEmailService,
  ) {
    this.client = client;
    this.#users = users;
    this.#teams = teams;
    this.#tokens = tokens;
    this.#emails = emails;
  }

  get projectId(): string {
    return this.client.projectId;
  }

  /** The client version this app sends, the same as its client's. */
  get version(): string {
    return this.client.version;
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
   * Links an account at one of the project's OAuth providers to a user (POST /oauth-providers); resolves with the
   * OAuthProvider, whose update (the email and account id too) and delete act with server access. Official `serverApp.createOAuthProvider(options)`.
   * Errors: OAUTH_PROVIDER_ACCOUNT_ID_ALREADY_USED_FOR_SIGN_IN (allowSignIn with an account id another user signs in
   * with). An unknown user or a provider the project has not configured throws.
   */
  createOAuthProvider(input: ServerOAuthProviderCreate): Promise<Result<OAuthProvider<ServerOAuthProviderUpdate>, OAuthProviderUpdateError>> {
    return checked(() => {
      checkInput('input', input, ['userId', 'providerConfigId', 'accountId', 'allowSignIn', 'allowConnectedAccounts']);
      checkUserId('input.userId', input.userId);
      checkStringFields('input', input, ['providerConfigId', 'accountId']);
    }, () => this.#users.createOAuthProvider(input));
  }

  /**
   * With an id: GET /users/{id}, null when there is no such user. With `{ apiKey }`: the owner of that user API key
   * (POST /user-api-keys/check), null when it is not a valid user key (unknown, revoked, expired, a team key). Without:
   * the user of this app's session (a server app built for an incoming request) as a ServerUser, with the `or` modes of
   * ClientApp.getUser (`'anonymous'` signs the session up as a new anonymous user when it has none).
   */
  getUser(userId: string): Promise<ServerUser | null>;
  getUser(options: { readonly apiKey: string }): Promise<ServerUser | null>;
  getUser(options: GetUserOptions & { readonly or: 'throw' | 'redirect' | 'anonymous' }): Promise<ServerUser>;
  getUser(options?: GetUserOptions): Promise<ServerUser | null>;
  getUser(...args: unknown[]): Promise<ServerUser | null> {
    let argument: GetUserArgument;
    try {
      argument = readGetUserArgument(args);
    } catch (error) {
      return Promise.reject(error as Error);
    }
    if ('apiKey' in argument) return this.#users.getUserByApiKey(argument.apiKey);
    if (!('id' in argument)) return this.#users.getCurrentUser(argument.options);
    const { id } = argument;
    return checked(() => checkUserId('userId', id), () => this.#users.getUser(id));
  }

  /** GET /teams: every team of the project, or with `userId` that user's teams; oldest first. */
  listTeams(options?: { readonly userId?: string }): Promise<ServerTeam[]> {
    return checked(() => checkOptions('options', options), () => this.#teams.listTeams(options));
  }

  /**
   * GET /teams/{id}; null when there is no such team. With `{ apiKey }`: the team of that team API key
   * (POST /team-api-keys/check), null when it is not a valid team key (unknown, revoked, expired, a user key).
   */
  getTeam(teamId: string): Promise<ServerTeam | null>;
  getTeam(options: { readonly apiKey: string }): Promise<ServerTeam | null>;
  getTeam(team: string | { readonly apiKey: string }): Promise<ServerTeam | null> {
    if (!isPlainObject(team)) return idOrReject('teamId', team, (id) => this.#teams.getTeam(id));
    let apiKey: string;
    try {
      apiKey = apiKeyOf(team);
    } catch (error) {
      return Promise.reject(error as Error);
    }
    return this.#teams.getTeamByApiKey(apiKey);
  }

  /**
   * GET /team-permissions?team_id=: every member's permissions in the team in one request (a roster without one call
   * per member); `recursive` (default false, as the official SDK) adds the contained ones. Empty for an unknown team.
   */
  async listTeamMemberPermissions(team: IdRef, options: { readonly recursive?: boolean } = {}): Promise<TeamMemberPermission[]> {
    const teamId = refId('team', team);
    checkOptions('options', options);
    return this.#teams.listMemberPermissions(teamId, options.recursive ?? false);
  }

  /** POST /teams; without creatorUserId the team starts with no members. Errors: USER_NOT_FOUND (unknown creator). */
  createTeam(input: TeamCreate): Promise<Result<ServerTeam, CreateServerTeamError>> {
    return checked(() => checkInput('input', input, ['displayName']), () => this.#teams.createTeam(input));
  }

  /**
   * Who sent this request, checked locally: takes its access token from `x-stack-auth`, else `Authorization: Bearer`,
   * else the session cookies, and verifies it with jose against the project's JWKS (fetched once and cached, fetched
   * again when a token names an unknown key, at most once per 30 s): ES256 signature, issuer
   * `<baseUrl origin>/api/v1/projects/<projectId>`, audience `projectId`, expiry with 30 s of tolerance on the app's
   * clock. No call to the service once the keys are cached, and no refresh (an expired token is an error: the client
   * refreshes and retries). Build the server app once and reuse it, so the keys stay cached.
   * Errors: USER_AUTHENTICATION_REQUIRED (no token), UNPARSABLE_ACCESS_TOKEN (malformed, forged, unknown key, wrong
   * issuer), ACCESS_TOKEN_EXPIRED, INVALID_PROJECT_FOR_ACCESS_TOKEN, ANONYMOUS_AUTHENTICATION_NOT_ALLOWED,
   * RESTRICTED_USER_NOT_ALLOWED. A transport failure fetching the keys throws.
   * @example
   * const server = createServerApp({ projectId, publishableClientKey, secretServerKey }); // once, at start-up
   * export async function handle(request: Request): Promise<Response> {
   *   const auth = await server.authenticateRequest(request);
   *   if (!auth.ok) return new Response(auth.error.code, { status: auth.error.status });
   *   return Response.json({ userId: auth.value.userId, email: auth.value.claims.email });
   * }
   */
  authenticateRequest(request: RequestLike): Promise<Result<AuthenticatedUser, AuthenticateRequestError>> {
    return checked(() => checkRequestLike('request', request), () => this.#tokens.authenticateRequest(request));
  }

  /** authenticateRequest for a token already in hand (a WebSocket's first message, a queue job…). */
  verifyAccessToken(accessToken: string): Promise<Result<AuthenticatedUser, AuthenticateRequestError>> {
    return checked(() => checkString('accessToken', accessToken), () => this.#tokens.verifyAccessToken(accessToken));
  }

  /**
   * Emails some or all of the project's users (POST /emails/send-email), from HTML or one of the project's templates,
   * each at their primary email; resolves with the ids it was sent for. Needs the project's own SMTP server. Official
   * `serverApp.sendEmail(options)`. A shape the service refuses (both or neither of userIds / allUsers, of html /
   * templateId) is an InvalidArgumentError before anything is sent. Errors: REQUIRES_CUSTOM_EMAIL_SERVER,
   * USER_ID_DOES_NOT_EXIST, EmailTemplateNotFoundError.
   * @example
   * const sent = await server.sendEmail({ userIds: [userId], html: '<p>Your order has shipped.</p>', subject: 'Shipped' });
   * if (!sent.ok) console.log(sent.error.message);
   */
  sendEmail(email: SendEmailOptions): Promise<Result<SentEmail, SendEmailError>> {
    return checked(() => checkSendEmail(email), () => this.#emails.sendEmail(email));
  }
}
