import fc from 'fast-check';
import type { ContactChannelUpdate } from '../../../domain/entities';
import { contactChannelCreateToWire, contactChannelFromWire, contactChannelUpdateToWire } from '../../../application/user/contact-channel.mapping';
import { contactChannelWire } from '../wire/wire-examples';

describe('contact channel mappings', () => {
  it('maps a channel', () => {
    expect(contactChannelFromWire(contactChannelWire)).toEqual({
      id: '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b',
      userId: '3241a285-8329-4d69-8f3d-316e08cf140c',
      type: 'email',
      value: 'ann@example.com',
      isPrimary: true,
      isVerified: false,
      usedForAuth: true,
    });
  });

  it('create carries the required keys and only the optional ones given', () => {
    expect(contactChannelCreateToWire({ userId: 'me', type: 'email', value: 'x@y.io', usedForAuth: false })).toEqual({
      user_id: 'me', type: 'email', value: 'x@y.io', used_for_auth: false,
    });
    expect(contactChannelCreateToWire({ userId: 'u1', type: 'email', value: 'x@y.io', usedForAuth: true, isPrimary: true, isVerified: true })).toEqual({
      user_id: 'u1', type: 'email', value: 'x@y.io', used_for_auth: true, is_primary: true, is_verified: true,
    });
  });

  it('update emits exactly the defined keys under their wire names', () => {
    const names: Record<keyof ContactChannelUpdate, string> = {
      type: 'type', value: 'value', usedForAuth: 'used_for_auth', isPrimary: 'is_primary', isVerified: 'is_verified',
    };
    const update = fc.record({
      type: fc.constant('email' as const), value: fc.string(), usedForAuth: fc.boolean(), isPrimary: fc.boolean(), isVerified: fc.boolean(),
    }, { requiredKeys: [] });
    fc.assert(fc.property(update, (u) => {
      const wire: Record<string, unknown> = { ...contactChannelUpdateToWire(u) };
      const expectedKeys = (Object.keys(u) as (keyof ContactChannelUpdate)[]).map((k) => names[k]).sort();
      expect(Object.keys(wire).sort()).toEqual(expectedKeys);
      for (const k of Object.keys(u) as (keyof ContactChannelUpdate)[]) expect(wire[names[k]]).toBe(u[k]);
    }));
  });
});
