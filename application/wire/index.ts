/** Barrel of the zod schemas that check response bodies against the wire shapes of protocol §3. */
export * from './json.schema';
export * from './list.schema';
export * from './user.schema';
export * from './team.schema';
export * from './team-member.schema';
export * from './team-invitation.schema';
export * from './contact-channel.schema';
export * from './permission.schema';
export * from './project.schema';
export * from './api-key.schema';
export * from './email-template.schema';
export * from './session.schema';
