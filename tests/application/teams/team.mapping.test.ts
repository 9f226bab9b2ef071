import fc from 'fast-check';
import type { JsonValue } from '../../../domain/entities';
import { teamFromWire } from '../../../application/teams/team.mapping';
import { serverTeamUpdateToWire, teamCreateToWire, teamUpdateToWire } from '../../../application/teams/team-write.mapping';
import { teamWire } from '../wire/wire-examples';

/** fast-check types JSON object values as optional; the generated values are plain JSON. */
const jsonValue = fc.jsonValue() as fc.Arbitrary<JsonValue>;

describe('team mappings', () => {
  it('maps a client team', () => {
    expect(teamFromWire(teamWire)).toEqual({
      id: '9f1c3f0e-2b7a-4a8e-9d55-6c0e1d2f3a4b',
      displayName: "Ann's Team",
      profileImageUrl: null,
      clientMetadata: { theme: 'dark' },
      clientReadOnlyMetadata: { plan: 'pro', seats: 5 },
    });
  });

  it('keeps an empty display name and a null image', () => {
    const team = teamFromWire({ ...teamWire, display_name: '', profile_image_url: null });
    expect(team.displayName).toBe('');
    expect(team.profileImageUrl).toBeNull();
  });

  it('update omits undefined keys and keeps null', () => {
    expect(teamUpdateToWire({ displayName: undefined, profileImageUrl: null })).toEqual({ profile_image_url: null });
    expect(serverTeamUpdateToWire({ serverMetadata: { a: 1 }, clientReadOnlyMetadata: null })).toEqual({
      server_metadata: { a: 1 }, client_read_only_metadata: null,
    });
  });

  it('create always carries display_name and the optional creator', () => {
    expect(teamCreateToWire({ displayName: 'Ops', creatorUserId: 'me', clientMetadata: { k: 'v' } })).toEqual({
      display_name: 'Ops', creator_user_id: 'me', client_metadata: { k: 'v' },
    });
    expect(teamCreateToWire({ displayName: '' })).toEqual({ display_name: '' });
  });

  it('server update emits exactly the defined keys', () => {
    const update = fc.record({
      displayName: fc.string(),
      profileImageUrl: fc.option(fc.string(), { nil: null }),
      clientMetadata: jsonValue,
      clientReadOnlyMetadata: jsonValue,
      serverMetadata: jsonValue,
    }, { requiredKeys: [] });
    fc.assert(fc.property(update, (u) => {
      expect(Object.keys(serverTeamUpdateToWire(u))).toHaveLength(Object.keys(u).length);
    }));
  });
});
