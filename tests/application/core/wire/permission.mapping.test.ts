import { permissionFromWire, teamPermissionFromWire } from '../../../../application/core/wire/permission.mapping';
import { permissionDefinitionFromWire, permissionDefinitionToWire, projectPermissionFromWire } from '../../../../application/core/wire/project-permission.mapping';
import { permissionDefinitionWire, systemPermissionDefinitionWire, teamPermissionWire } from '../../wire/wire-examples';

describe('permission mappings', () => {
  it('maps a granted team permission', () => {
    expect(teamPermissionFromWire(teamPermissionWire)).toEqual({
      id: '$read_members', teamId: '9f1c3f0e-2b7a-4a8e-9d55-6c0e1d2f3a4b', userId: '3241a285-8329-4d69-8f3d-316e08cf140c',
    });
  });

  it('maps a project permission and a bare reference', () => {
    expect(projectPermissionFromWire({ id: 'admin', user_id: 'u1' })).toEqual({ id: 'admin', userId: 'u1' });
    expect(permissionFromWire({ id: 'team_admin' })).toEqual({ id: 'team_admin' });
  });

  it('maps definitions, with null for an absent description', () => {
    expect(permissionDefinitionFromWire(permissionDefinitionWire)).toEqual({
      id: 'team_member', description: 'Default permission for team members', containedPermissionIds: ['$invite_members', '$read_members'],
    });
    expect(permissionDefinitionFromWire(systemPermissionDefinitionWire).containedPermissionIds).toEqual([]);
    expect(permissionDefinitionFromWire({ id: 'x', contained_permission_ids: [] }).description).toBeNull();
  });

  it('definition input → wire uses contained_permission_ids and omits absent keys', () => {
    expect(permissionDefinitionToWire({ id: 'billing:read', description: 'Read billing', containedPermissionIds: ['$read_members'] })).toEqual({
      id: 'billing:read', description: 'Read billing', contained_permission_ids: ['$read_members'],
    });
    expect(permissionDefinitionToWire({ containedPermissionIds: [] })).toEqual({ contained_permission_ids: [] });
  });

  it('round-trips a definition through its wire form', () => {
    const definition = permissionDefinitionFromWire(permissionDefinitionWire);
    const wire = permissionDefinitionToWire({ ...definition, description: definition.description ?? undefined });
    expect(wire).toEqual(permissionDefinitionWire);
  });
});
