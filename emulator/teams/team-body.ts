/** Team create/update bodies per access type (§2.11): clients may not touch the read-only or server metadata. */
import * as z from 'zod';
import type { AccessType, TeamRecord } from '../state/records';
import { metadataJson } from '../http/json-depth';
import { userIdOrMe } from '../http/schemas';
import { validatePart } from '../http/validate';
import { imageUrl } from './team-image';
import { serviceString } from './service-string';

const json = metadataJson;

const clientUpdate = z.strictObject({
  display_name: serviceString.optional(),
  profile_image_url: imageUrl.nullable().optional(),
  client_metadata: json.optional(),
});
const serverUpdate = clientUpdate.extend({
  client_read_only_metadata: json.optional(),
  server_metadata: json.optional(),
}).strict();

const clientCreate = clientUpdate.extend({ display_name: serviceString, creator_user_id: userIdOrMe.optional() }).strict();
const serverCreate = serverUpdate.extend({ display_name: serviceString, creator_user_id: userIdOrMe.optional() }).strict();

export type TeamUpdate = z.infer<typeof serverUpdate>;
export type TeamCreate = z.infer<typeof serverCreate>;

type SchemaError = (...lines: string[]) => never;

/**
 * The service builds these bodies by concatenating object schemas (client update; + server fields; + create fields),
 * and each part reports an unknown property again: measured 1× for a client update, 2× for a server update or client
 * create, 3× for a server create.
 */
function repeatUnknown(lines: readonly string[], times: number): string[] {
  return lines.flatMap((line) => (line.includes(' contains unknown properties: ') ? Array<string>(times).fill(line) : [line]));
}

/** Validates with the access type's schema (a client sending server fields gets "unknown properties"); the
 * client image rule is the caller's, since the service checks it later than the schema. */
export function parseTeamCreate(type: AccessType, body: unknown, schemaError: SchemaError): TeamCreate {
  if (body === undefined) return schemaError('body must be defined');
  const parsed = validatePart<TeamCreate>(type === 'client' ? clientCreate : serverCreate, body, 'body');
  if (!parsed.ok) return schemaError(...repeatUnknown(parsed.lines, type === 'client' ? 2 : 3));
  return parsed.value;
}

export function parseTeamUpdate(type: AccessType, body: unknown, schemaError: SchemaError): TeamUpdate {
  if (body === undefined) return schemaError('body must be defined');
  const parsed = validatePart<TeamUpdate>(type === 'client' ? clientUpdate : serverUpdate, body, 'body');
  if (!parsed.ok) return schemaError(...repeatUnknown(parsed.lines, type === 'client' ? 1 : 2));
  return parsed.value;
}

/** Copies the given fields onto the row (undefined = leave as is). */
export function applyTeamUpdate(team: TeamRecord, update: TeamUpdate): void {
  if (update.display_name !== undefined) team.displayName = update.display_name;
  if (update.profile_image_url !== undefined) team.profileImageUrl = update.profile_image_url;
  if (update.client_metadata !== undefined) team.clientMetadata = update.client_metadata;
  if (update.client_read_only_metadata !== undefined) team.clientReadOnlyMetadata = update.client_read_only_metadata;
  if (update.server_metadata !== undefined) team.serverMetadata = update.server_metadata;
}
