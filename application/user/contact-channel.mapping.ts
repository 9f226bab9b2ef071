/** Contact channel mappings: wire → entity, and create/update inputs → wire. */
import type { ContactChannel, ContactChannelCreate, ContactChannelUpdate } from '../../domain/entities/contact-channel';
import { omitUndefined } from '../core/wire/omit-undefined';
import type { ContactChannelWire } from './contact-channel.schema';

export function contactChannelFromWire(w: ContactChannelWire): ContactChannel {
  return {
    id: w.id,
    userId: w.user_id,
    type: w.type,
    value: w.value,
    isPrimary: w.is_primary,
    isVerified: w.is_verified,
    usedForAuth: w.used_for_auth,
  };
}

export function contactChannelUpdateToWire(u: ContactChannelUpdate) {
  return omitUndefined({
    type: u.type,
    value: u.value,
    used_for_auth: u.usedForAuth,
    is_primary: u.isPrimary,
    is_verified: u.isVerified,
  });
}

export function contactChannelCreateToWire(c: ContactChannelCreate) {
  return { ...contactChannelUpdateToWire(c), user_id: c.userId, type: c.type, value: c.value, used_for_auth: c.usedForAuth };
}
