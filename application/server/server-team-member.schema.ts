/** Zod schema of server team member profiles, with the server user (protocol §3.9); server endpoints only. */
import * as z from 'zod/mini';
import type { WireOf } from '../core/wire/wire';
import { serverUserWireSchema } from './server-user.schema';
import { profileShape } from '../teams/team-member.schema';

export const serverTeamMemberProfileWireSchema = z.lazy(() => z.looseObject({
  ...profileShape(),
  user: serverUserWireSchema,
}));

export type ServerTeamMemberProfileWire = WireOf<typeof serverTeamMemberProfileWireSchema>;
