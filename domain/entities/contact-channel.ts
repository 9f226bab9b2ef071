/** Contact channels (email addresses) of a user and the create/update inputs the library sends. */
export type ContactChannelType = 'email';

export interface ContactChannel {
  readonly id: string;
  readonly userId: string;
  readonly type: ContactChannelType;
  readonly value: string;
  readonly isPrimary: boolean;
  readonly isVerified: boolean;
  readonly usedForAuth: boolean;
}

/** `POST /contact-channels`; isVerified is honoured for server access only. */
export interface ContactChannelCreate {
  /** 'me' or a user id. */
  readonly userId: string;
  readonly type: ContactChannelType;
  readonly value: string;
  readonly usedForAuth: boolean;
  readonly isPrimary?: boolean;
  readonly isVerified?: boolean;
}

/**
 * Changes to a contact channel (server access; clients use ClientContactChannelUpdate, without isVerified).
 * @example
 * const change: ContactChannelUpdate = { value: 'ann@work.example', usedForAuth: true, isVerified: true };
 * const serverUser = await server.getUser(userId);
 * for (const channel of (await serverUser?.listContactChannels()) ?? []) await channel.update(change);
 * @public
 */
export interface ContactChannelUpdate {
  readonly type?: ContactChannelType;
  readonly value?: string;
  readonly usedForAuth?: boolean;
  readonly isPrimary?: boolean;
  readonly isVerified?: boolean;
}
