/**
 * Team update and create inputs → wire (the server's too: a create body carries them). Apart from team.mapping.ts (read
 * side), which a page reading its user needs up front, while these load with the services that change teams.
 */
import type { ServerTeamUpdate, TeamCreate, TeamUpdate } from '../../domain/entities/team';
import { omitUndefined } from '../core/wire/omit-undefined';

export function teamUpdateToWire(u: TeamUpdate) {
  return omitUndefined({
    display_name: u.displayName,
    profile_image_url: u.profileImageUrl,
    client_metadata: u.clientMetadata,
  });
}

export function serverTeamUpdateToWire(u: ServerTeamUpdate) {
  return omitUndefined({
    ...teamUpdateToWire(u),
    client_read_only_metadata: u.clientReadOnlyMetadata,
    server_metadata: u.serverMetadata,
  });
}

export function teamCreateToWire(c: TeamCreate) {
  return omitUndefined({ ...serverTeamUpdateToWire(c), display_name: c.displayName, creator_user_id: c.creatorUserId });
}
