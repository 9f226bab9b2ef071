/**
 * User and team API keys: `POST|GET /user-api-keys`, `GET|PATCH /user-api-keys/{id}`, `POST /user-api-keys/check`, and
 * the same under `/team-api-keys`. Each checks, in the backend's order: the project allows that kind of key (plain 400),
 * then who may manage it (client: own user, or `$manage_api_keys` in the team, else API_KEY_NOT_FOUND).
 */
import * as z from 'zod';
import {
  apiKeyTable, newProjectApiKey, projectApiKeyJson, projectApiKeys, type ApiKeyOwnerType, type ProjectApiKeyRecord,
} from '../api-keys/project-api-keys';
import { known, statusError } from '../http/errors';
import { json, list } from '../http/respond';
import { ALL_ACCESS, defineRoute, SERVER_ACCESS, type Route, type RouteContext } from '../http/route';
import { userIdOrMe } from '../http/schemas';
import { newId } from '../random';
import type { ProjectRecord } from '../state/records';
import { teamPermissionIds } from '../teams/team-access';

type Ctx = RouteContext<unknown, unknown, unknown>;

const KIND = {
  user: { path: '/user-api-keys', idField: 'user_id', label: 'User' },
  team: { path: '/team-api-keys', idField: 'team_id', label: 'Team' },
} as const;

function assertEnabled(project: ProjectRecord, type: ApiKeyOwnerType): void {
  const enabled = type === 'user' ? project.config.allowUserApiKeys : project.config.allowTeamApiKeys;
  if (!enabled) throw statusError(400, `${KIND[type].label} API keys are not enabled for this project.`);
}

/** Server and admin manage any key; a client only its own user's, or its team's with `$manage_api_keys`. */
function assertMayManage(ctx: Ctx, owner: { type: ApiKeyOwnerType; id: string }): void {
  const { project, type } = ctx.requireAuth();
  if (type !== 'client') return;
  const user = ctx.requireUser('auth');
  if (owner.type === 'user') {
    if (owner.id !== user.id) throw statusError(403, 'Client can only manage their own api keys');
    return;
  }
  // 404, not 403: the backend does not reveal whether the team exists.
  if (!teamPermissionIds(ctx.core, project, owner.id, user.id, true).includes('$manage_api_keys')) throw known('API_KEY_NOT_FOUND');
}

/** The SCHEMA_ERROR the backend throws with a bare message (no "Request validation failed" header). */
const bareSchemaError = (message: string): never => { throw known('SCHEMA_ERROR', { message }); };

function findKey(ctx: Ctx, id: string): ProjectApiKeyRecord {
  const key = apiKeyTable(ctx.core)[id];
  if (key === undefined || !projectApiKeys(ctx.core, ctx.requireAuth().project.id).includes(key)) throw known('API_KEY_NOT_FOUND');
  return key;
}

const updateBody = z.strictObject({ description: z.string().optional(), revoked: z.literal(true).optional() });
const idParams = z.strictObject({ api_key_id: z.uuid() });
const createFields = { description: z.string(), expires_at_millis: z.number().nullable(), is_public: z.boolean().optional() };

function routesFor(type: ApiKeyOwnerType): Route[] {
  const { path, idField } = KIND[type];
  const ownerSchema = type === 'user' ? userIdOrMe : z.string();
  // The read/update/list query: `user_id` optional for user keys, `team_id` a required UUID for team keys.
  const query: z.ZodType<Record<string, string | undefined>> = type === 'user'
    ? z.strictObject({ user_id: userIdOrMe.optional() }) : z.strictObject({ team_id: z.uuid() });
  const ownerOf = (ctx: Ctx, raw: string | undefined): string => {
    if (raw === undefined) return bareSchemaError(`${idField} is required for ${type} API keys`);
    return type === 'user' ? ctx.resolveUserId(raw) : raw;
  };
  return [
    defineRoute({
      method: 'POST', path, access: ALL_ACCESS, body: z.strictObject({ ...createFields, [idField]: ownerSchema }),
      handler: (ctx) => {
        const { core, requireAuth } = ctx;
        const body = ctx.body as { description: string; expires_at_millis: number | null; is_public?: boolean } & Record<string, string>;
        const { project } = requireAuth();
        assertEnabled(project, type);
        const ownerId = ownerOf(ctx as Ctx, body[idField]);
        assertMayManage(ctx as Ctx, { type, id: ownerId });
        assertOwnerExists(ctx as Ctx, type, ownerId);
        const id = newId();
        const isPublic = body.is_public ?? false;
        const key: ProjectApiKeyRecord = {
          id, projectId: project.id, type, ownerId, description: body.description, secretApiKey: newProjectApiKey(id, type, isPublic),
          isPublic, createdAt: core.clock.now(), expiresAt: body.expires_at_millis === 0 ? null : body.expires_at_millis, manuallyRevokedAt: null,
        };
        apiKeyTable(core)[id] = key;
        return json(projectApiKeyJson(key, true)); // 200, not 201, as the backend
      },
    }),
    defineRoute({
      method: 'GET', path, access: ALL_ACCESS, query,
      handler: (ctx) => {
        const { project } = ctx.requireAuth();
        assertEnabled(project, type);
        const ownerId = ownerOf(ctx as Ctx, ctx.query[idField]);
        assertMayManage(ctx as Ctx, { type, id: ownerId });
        const keys = projectApiKeys(ctx.core, project.id).filter((k) => k.type === type && k.ownerId === ownerId);
        // Newest first; ties (same virtual instant) keep the reverse insertion order.
        return list(keys.reverse().sort((a, b) => b.createdAt - a.createdAt).map((k) => projectApiKeyJson(k, false)));
      },
    }),
    defineRoute({
      method: 'POST', path: `${path}/check`, access: SERVER_ACCESS, body: z.strictObject({ api_key: z.string() }),
      handler: (ctx) => {
        const { project } = ctx.requireAuth();
        assertEnabled(project, type);
        const key = projectApiKeys(ctx.core, project.id).find((k) => k.secretApiKey === ctx.body.api_key);
        if (key === undefined) throw known('API_KEY_NOT_FOUND');
        if (key.type !== type) throw known('WRONG_API_KEY_TYPE', { expected_type: type, actual_type: key.type });
        if (key.manuallyRevokedAt !== null) throw known('API_KEY_REVOKED');
        if (key.expiresAt !== null && key.expiresAt < ctx.core.clock.now()) throw known('API_KEY_EXPIRED');
        return json(projectApiKeyJson(key, false));
      },
    }),
    defineRoute({
      method: 'GET', path: `${path}/{api_key_id}`, access: ALL_ACCESS, params: idParams, query,
      handler: (ctx) => {
        assertEnabled(ctx.requireAuth().project, type);
        const key = findOwnKind(ctx as Ctx, ctx.params.api_key_id, type);
        assertMayManage(ctx as Ctx, { type: key.type, id: key.ownerId });
        return json(projectApiKeyJson(key, false));
      },
    }),
    defineRoute({
      method: 'PATCH', path: `${path}/{api_key_id}`, access: ALL_ACCESS, params: idParams, query, body: updateBody,
      handler: (ctx) => {
        assertEnabled(ctx.requireAuth().project, type);
        const key = findOwnKind(ctx as Ctx, ctx.params.api_key_id, type);
        assertMayManage(ctx as Ctx, { type: key.type, id: key.ownerId });
        if (ctx.body.description !== undefined) key.description = ctx.body.description;
        // Revoking twice keeps the first instant.
        if (ctx.body.revoked === true && key.manuallyRevokedAt === null) key.manuallyRevokedAt = ctx.core.clock.now();
        return json(projectApiKeyJson(key, false));
      },
    }),
  ];
}

/**
 * Server/admin creating a key for a user or team that does not exist: the backend fails a foreign key there (500 with
 * its stack); the emulator says USER_NOT_FOUND / TEAM_NOT_FOUND (docs/protocol-notes.md, deliberate departures).
 */
function assertOwnerExists(ctx: Ctx, type: ApiKeyOwnerType, ownerId: string): void {
  const projectId = ctx.requireAuth().project.id;
  if (type === 'user' && ctx.core.state.users[ownerId]?.projectId !== projectId) throw known('USER_NOT_FOUND');
  if (type === 'team' && ctx.core.state.teams[ownerId]?.projectId !== projectId) throw known('TEAM_NOT_FOUND', { team_id: ownerId });
}

/** A key of the other kind through this path: the backend fails an internal assertion there; the emulator says not found. */
function findOwnKind(ctx: Ctx, id: string, type: ApiKeyOwnerType): ProjectApiKeyRecord {
  const key = findKey(ctx, id);
  if (key.type !== type) throw known('API_KEY_NOT_FOUND');
  return key;
}

export const userTeamApiKeyRoutes: Route[] = [...routesFor('user'), ...routesFor('team')];
