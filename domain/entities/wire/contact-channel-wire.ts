/** Snake_case JSON shapes of contact channels (protocol §3.5, §2.10). */
import type { ContactChannelType } from '../contact-channel';

export interface ContactChannelWire {
  readonly id: string;
  readonly user_id: string;
  readonly type: ContactChannelType;
  readonly value: string;
  readonly is_primary: boolean;
  readonly is_verified: boolean;
  readonly used_for_auth: boolean;
}

export interface ContactChannelCreateWire {
  readonly user_id: string;
  readonly type: ContactChannelType;
  readonly value: string;
  readonly used_for_auth: boolean;
  readonly is_primary?: boolean;
  readonly is_verified?: boolean;
}

export interface ContactChannelUpdateWire {
  readonly type?: ContactChannelType;
  readonly value?: string;
  readonly used_for_auth?: boolean;
  readonly is_primary?: boolean;
  readonly is_verified?: boolean;
}
