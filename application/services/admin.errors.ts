/**
 * The expected failures of each AdminApp method, as matcher lists (for expectErrors) and their unions: one list
 * per method, so a method's signature, its TSDoc and its runtime behaviour cannot disagree.
 */
import { KnownErrors } from '../../domain/errors/known-errors';
import type { ErrorsOf } from '../shared/expect-errors';

export const OWNED_PROJECTS_ERRORS = [KnownErrors.UserAuthenticationRequired, KnownErrors.ExpectedInternalProject] as const;
/**
 * USER_AUTHENTICATION_REQUIRED (no project-owner session), EXPECTED_INTERNAL_PROJECT (a user of another project).
 * @example
 * const r = await admin.listOwnedProjects();
 * if (!r.ok && KnownErrors.UserAuthenticationRequired.isInstance(r.error)) console.log('Sign in to the dashboard first');
 * @public
 */
export type OwnedProjectsError = ErrorsOf<typeof OWNED_PROJECTS_ERRORS>;

export const CREATE_PROJECT_ERRORS = [...OWNED_PROJECTS_ERRORS, KnownErrors.TeamMembershipNotFound] as const;
/**
 * As OwnedProjectsError, plus TEAM_MEMBERSHIP_NOT_FOUND (the owner is not in ownerTeamId).
 * @example
 * const r = await admin.createProject({ displayName: 'Shop', ownerTeamId: teamId });
 * if (!r.ok && KnownErrors.TeamMembershipNotFound.isInstance(r.error)) console.log('Pick a team you are a member of');
 * @public
 */
export type CreateProjectError = ErrorsOf<typeof CREATE_PROJECT_ERRORS>;

export const API_KEY_ERRORS = [KnownErrors.ApiKeyNotFound] as const;
/**
 * API_KEY_NOT_FOUND (unknown id, or a key set of another project).
 * @example
 * const r = await admin.apiKeys.get(id);
 * const key = r.ok ? r.value : null;
 * @public
 */
export type ApiKeyError = ErrorsOf<typeof API_KEY_ERRORS>;

export const CREATE_PERMISSION_DEFINITION_ERRORS = [KnownErrors.PermissionIdAlreadyExists, KnownErrors.ContainedPermissionNotFound] as const;
/**
 * PERMISSION_ID_ALREADY_EXISTS, CONTAINED_PERMISSION_NOT_FOUND.
 * @example
 * const r = await admin.teamPermissionDefinitions.create({ id: 'billing' });
 * if (!r.ok && KnownErrors.PermissionIdAlreadyExists.isInstance(r.error)) console.log('taken');
 * @public
 */
export type CreatePermissionDefinitionError = ErrorsOf<typeof CREATE_PERMISSION_DEFINITION_ERRORS>;

export const UPDATE_PERMISSION_DEFINITION_ERRORS = [KnownErrors.PermissionNotFound, ...CREATE_PERMISSION_DEFINITION_ERRORS] as const;
/**
 * PERMISSION_NOT_FOUND (also for system `$…` ids), PERMISSION_ID_ALREADY_EXISTS (rename), CONTAINED_PERMISSION_NOT_FOUND.
 * @example
 * const r = await admin.teamPermissionDefinitions.update('billing', { id: 'billing_viewer' });
 * if (!r.ok) console.log(r.error.code);
 * @public
 */
export type UpdatePermissionDefinitionError = ErrorsOf<typeof UPDATE_PERMISSION_DEFINITION_ERRORS>;

export const DELETE_PERMISSION_DEFINITION_ERRORS = [KnownErrors.PermissionNotFound] as const;
/**
 * PERMISSION_NOT_FOUND.
 * @example
 * const r = await admin.teamPermissionDefinitions.delete('billing');
 * if (!r.ok) console.log('already gone');
 * @public
 */
export type DeletePermissionDefinitionError = ErrorsOf<typeof DELETE_PERMISSION_DEFINITION_ERRORS>;
