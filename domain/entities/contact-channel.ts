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

export interface ContactChannelUpdate {
  readonly type?: ContactChannelType;
  readonly value?: string;
  readonly usedForAuth?: boolean;
  readonly isPrimary?: boolean;
  readonly isVerified?: boolean;
}
