/**
 * ServerObjectsFactory: builds ServerUser, ServerTeam and ServerContactChannel objects (entity fields assigned
 * onto an instance of the methods class) with their dependencies, built once; it is also the builder objects use
 * for the objects their own methods return.
 */
import type { ContactChannel } from '../../domain/entities/contact-channel';
import type { ServerTeam as ServerTeamFields } from '../../domain/entities/team';
import type { ServerUser as ServerUserFields } from '../../domain/entities/user';
import type { ServerEndpoints } from './server.endpoints';
import type { AppContext } from '../core/app-context';
import { ServerContactChannelObject } from './server-contact-channel';
import type { ServerObjectBuilder, ServerObjectDeps } from './server-object-deps';
import type { ServerContactChannel, ServerTeam, ServerUser } from './server-objects';
import { ServerTeamObject } from './server-team';
import { ServerUserObject } from './server-user';

export class ServerObjectsFactory implements ServerObjectBuilder {
  readonly #deps: ServerObjectDeps;

  constructor(ctx: AppContext, endpoints: ServerEndpoints) {
    this.#deps = { ctx, endpoints, build: this };
  }

  user(fields: ServerUserFields): ServerUser {
    return Object.assign(new ServerUserObject(fields, this.#deps), fields);
  }

  team(fields: ServerTeamFields): ServerTeam {
    return Object.assign(new ServerTeamObject(fields, this.#deps), fields);
  }

  channel(fields: ContactChannel): ServerContactChannel {
    return Object.assign(new ServerContactChannelObject(fields, this.#deps), fields);
  }
}
