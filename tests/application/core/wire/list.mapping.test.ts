import { pageFromWire } from '../../../../application/core/wire/list.mapping';
import { serverUserFromWire } from '../../../../application/server/server-user.mapping';
import { teamFromWire } from '../../../../application/teams/team.mapping';
import { serverUserWire, teamWire, usersPageWire } from '../../wire/wire-examples';

describe('pageFromWire', () => {
  it('maps a paginated user list with its next cursor', () => {
    const page = pageFromWire(usersPageWire, serverUserFromWire);
    expect(page.isPaginated).toBe(true);
    expect(page.nextCursor).toBe('8a9b0c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d');
    expect(page.items.map((u) => u.id)).toEqual([serverUserWire.id]);
  });

  it('gives a null cursor for the last page and for unpaginated lists', () => {
    expect(pageFromWire({ items: [], is_paginated: true, pagination: { next_cursor: null } }, serverUserFromWire).nextCursor).toBeNull();
    const teams = pageFromWire({ items: [teamWire], is_paginated: false }, teamFromWire);
    expect(teams).toEqual({ items: [teamFromWire(teamWire)], isPaginated: false, nextCursor: null });
  });
});
