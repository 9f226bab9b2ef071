/** ServerObjectDeps: what the server objects' methods use, built once by ServerObjectsFactory (never reached through globals). */
import type { ContactChannel } from '../../domain/entities/contact-channel';
import type { ServerTeam as ServerTeamFields } from '../../domain/entities/team';
import type { ServerUser as ServerUserFields } from '../../domain/entities/user';
import type { ServerEndpoints } from './server.endpoints';
import type { AppContext } from '../core/app-context';
import type { ServerContactChannel, ServerTeam, ServerUser } from './server-objects';

/** Turns entities into objects; objects use it to build the objects their methods return (a user's teams…). */
export interface ServerObjectBuilder {
  user(fields: ServerUserFields): ServerUser;
  team(fields: ServerTeamFields): ServerTeam;
  channel(fields: ContactChannel): ServerContactChannel;
}

export interface ServerObjectDeps {
  readonly ctx: AppContext;
  readonly endpoints: ServerEndpoints;
  readonly build: ServerObjectBuilder;
}
