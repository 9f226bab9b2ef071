/**
 * The expected failures of each AdminApp method, as matcher lists (for expectErrors) and their unions: one list
 * per method, so a method's signature, its TSDoc and its runtime behaviour cannot disagree.
 */
import { ConfigOverrideRejectedError } from '../../domain/errors/config-override-rejected-error';
import { EmailTemplateNotFoundError } from '../../domain/errors/email-template-not-found-error';
import { KnownErrors } from '../../domain/errors/known-errors';
import type { ErrorsOf } from '../core/expect-errors';

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

export const CREATE_EMAIL_TEMPLATE_ERRORS = [KnownErrors.RequiresCustomEmailServer] as const;
/**
 * REQUIRES_CUSTOM_EMAIL_SERVER (the project sends with the shared email server: templates are fixed then).
 * @example
 * const r = await admin.createEmailTemplate('Welcome');
 * if (!r.ok) console.log('Configure your own SMTP server first');
 * @public
 */
export type CreateEmailTemplateError = ErrorsOf<typeof CREATE_EMAIL_TEMPLATE_ERRORS>;

export const DELETE_EMAIL_TEMPLATE_ERRORS = [KnownErrors.RequiresCustomEmailServer, EmailTemplateNotFoundError] as const;
/**
 * REQUIRES_CUSTOM_EMAIL_SERVER, or EmailTemplateNotFoundError (no template with that id).
 * @example
 * const r = await admin.deleteEmailTemplate('a70fb3a4-56c1-4e42-af25-49d25603abd0');
 * if (!r.ok && EmailTemplateNotFoundError.isInstance(r.error)) console.log('already gone');
 * @public
 */
export type DeleteEmailTemplateError = ErrorsOf<typeof DELETE_EMAIL_TEMPLATE_ERRORS>;

export const UPDATE_EMAIL_TEMPLATE_ERRORS = [...DELETE_EMAIL_TEMPLATE_ERRORS, KnownErrors.EmailRenderingError] as const;
/**
 * As DeleteEmailTemplateError, plus EMAIL_RENDERING_ERROR (the source does not build or render, or has no Subject or
 * NotificationCategory; details.error says why). The template keeps its old source then.
 * @example
 * const r = await admin.updateEmailTemplate('a70fb3a4-56c1-4e42-af25-49d25603abd0', { tsxSource: 'export function EmailTemplate() {}' });
 * if (!r.ok && KnownErrors.EmailRenderingError.isInstance(r.error)) console.log(r.error.details.error);
 * @public
 */
export type UpdateEmailTemplateError = ErrorsOf<typeof UPDATE_EMAIL_TEMPLATE_ERRORS>;

export const SIGN_IN_INVITATION_ERRORS = [KnownErrors.RedirectUrlNotWhitelisted] as const;
/**
 * REDIRECT_URL_NOT_WHITELISTED (the callback URL is not on one of the project's trusted domains).
 * @example
 * const r = await admin.sendSignInInvitationEmail('ann@example.com', 'https://shop.example.com/handler/sign-up');
 * if (!r.ok && KnownErrors.RedirectUrlNotWhitelisted.isInstance(r.error)) console.log('Add the domain first');
 * @public
 */
export type SignInInvitationError = ErrorsOf<typeof SIGN_IN_INVITATION_ERRORS>;

export const PUSH_CONFIG_ERRORS = [ConfigOverrideRejectedError] as const;
/**
 * ConfigOverrideRejectedError: the service refused the override (a key its schema does not have, a value of the
 * wrong type, an unknown OAuth provider type, an environment-only field such as an OAuth client secret on the branch);
 * its serverMessage says which.
 * @example
 * const r = await admin.pushConfig({ 'teams.allowClientTeamCreation': true }, { source: { type: 'unlinked' } });
 * if (!r.ok) console.log(r.error.serverMessage);
 * @public
 */
export type PushConfigError = ErrorsOf<typeof PUSH_CONFIG_ERRORS>;
