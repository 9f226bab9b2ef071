/** Project API key sets (protocol §2.17): create (full keys, once), list, read, update/revoke. No DELETE. */
import * as z from 'zod';
import type { EmulatorCore } from '../core';
import { fullApiKeySetJson, newProjectKey, obfuscatedApiKeySetJson } from '../api-keys/api-key-view';
import { known } from '../http/errors';
import { json, list } from '../http/respond';
import { ADMIN_ACCESS, defineRoute, type Route } from '../http/route';
import { newId } from '../random';
import type { ApiKeySetRecord } from '../state/records';

const idParams = z.strictObject({ api_key_id: z.uuid() });

const createBody = z.strictObject({
  description: z.string(),
  expires_at_millis: z.number(),
  has_publishable_client_key: z.boolean(),
  has_secret_server_key: z.boolean(),
  has_super_secret_admin_key: z.boolean(),
});

/**
 * `revoked` only accepts `true`: keys cannot be un-revoked. The service's field is yup's boolean().oneOf([true]), so a
 * value that is no boolean even after yup's cast gets both lines: the type error, then the allowed values.
 */
const yupBoolean = (value: unknown): boolean | undefined => {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  if (/^(true|1)$/i.test(String(value))) return true;
  return /^(false|0)$/i.test(String(value)) ? false : undefined;
};
const onlyTrue = z.unknown().superRefine((value, ctx) => {
  const cast = yupBoolean(value);
  if (cast === undefined) ctx.addIssue({ code: 'invalid_type', expected: 'boolean', input: value });
  if (cast !== true) ctx.addIssue({ code: 'invalid_value', values: [true], input: value });
}).transform((): true => true);
const updateBody = z.strictObject({ description: z.string().optional(), revoked: onlyTrue.optional() });

function findSet(core: EmulatorCore, projectId: string, id: string): ApiKeySetRecord {
  const set = core.state.apiKeySets[id];
  if (set === undefined || set.projectId !== projectId) throw known('API_KEY_NOT_FOUND');
  return set;
}

export const apiKeyRoutes: Route[] = [
  defineRoute({
    method: 'POST', path: '/internal/api-keys', access: ADMIN_ACCESS, body: createBody,
    handler: ({ core, body, requireAuth }) => {
      const set: ApiKeySetRecord = {
        id: newId(), projectId: requireAuth().project.id, description: body.description, createdAt: core.clock.now(),
        // Stored as a date: fractions of a millisecond are dropped.
        expiresAt: Math.trunc(body.expires_at_millis), manuallyRevokedAt: null,
        publishableClientKey: body.has_publishable_client_key ? newProjectKey('pck') : null,
        secretServerKey: body.has_secret_server_key ? newProjectKey('ssk') : null,
        superSecretAdminKey: body.has_super_secret_admin_key ? newProjectKey('sak') : null,
      };
      core.state.apiKeySets[set.id] = set;
      return json(fullApiKeySetJson(set)); // 200, not 201 (§2.17)
    },
  }),
  defineRoute({
    method: 'GET', path: '/internal/api-keys', access: ADMIN_ACCESS,
    handler: ({ core, requireAuth }) => {
      const projectId = requireAuth().project.id;
      const sets = Object.values(core.state.apiKeySets).filter((s) => s.projectId === projectId);
      // Newest first; ties (same virtual instant) keep the reverse insertion order.
      return list(sets.reverse().sort((a, b) => b.createdAt - a.createdAt).map(obfuscatedApiKeySetJson));
    },
  }),
  defineRoute({
    method: 'GET', path: '/internal/api-keys/{api_key_id}', access: ADMIN_ACCESS, params: idParams,
    handler: ({ core, params, requireAuth }) => json(obfuscatedApiKeySetJson(findSet(core, requireAuth().project.id, params.api_key_id))),
  }),
  defineRoute({
    method: 'PATCH', path: '/internal/api-keys/{api_key_id}', access: ADMIN_ACCESS, params: idParams, body: updateBody,
    handler: ({ core, params, body, requireAuth }) => {
      const set = findSet(core, requireAuth().project.id, params.api_key_id);
      if (body.description !== undefined) set.description = body.description;
      // The backend looks up the old row only on create, so revoking again moves the instant to now.
      if (body.revoked === true) set.manuallyRevokedAt = core.clock.now();
      return json(obfuscatedApiKeySetJson(set));
    },
  }),
];
