/** Public barrel of the entity read models and the inputs the library sends (camelCase, epoch ms). */
export type * from './json-value';
export type * from './user';
export type * from './team';
export type * from './team-member-profile';
export type * from './team-invitation';
export type * from './contact-channel';
export type * from './permission';
export type * from './project';
export type * from './api-key';
export type * from './email-template';
export type * from './session';
export type * from './page';
export type * from './account-extras';
