/**
 * AdminPermissionDefinitionService (`admin.teamPermissionDefinitions`, `admin.projectPermissionDefinitions`): the
 * project's team or project permission definitions — list, create, update (rename, describe, change contained ids),
 * delete. One instance per scope (composition/modules/admin-app.module.ts binds both).
 */
import type { PermissionDefinition, PermissionDefinitionInput } from '../../domain/entities/permission';
import type { Result } from '../../domain/shared/result';
import type { AdminPermissionDefinitionEndpoints, PermissionDefinitionScope } from './admin-permission-definitions.endpoints';
import type { AppContext } from '../core/app-context';
import { expectErrors } from '../core/expect-errors';
import {
  CREATE_PERMISSION_DEFINITION_ERRORS, DELETE_PERMISSION_DEFINITION_ERRORS, UPDATE_PERMISSION_DEFINITION_ERRORS,
  type CreatePermissionDefinitionError, type DeletePermissionDefinitionError, type UpdatePermissionDefinitionError,
} from './admin.errors';
import { ADMIN_PROJECT_KEY } from './admin-project.service';
import { checkId } from '../core/arguments';
import { InvalidArgumentError } from '../../domain/errors/invalid-argument-error';
import { checkInput } from '../core/input-fields';

/** The cache key of a scope's definitions (the React hooks read through the same key). */
export const permissionDefinitionsKey = (scope: PermissionDefinitionScope): readonly string[] => ['admin', `${scope}-permission-definitions`];

/**
 * A new definition: an id (`^[a-z0-9_:]+$`), optionally a description and contained permission ids.
 * @example
 * const input: PermissionDefinitionCreate = { id: 'billing', containedPermissionIds: ['$read_members'] };
 * @public
 */
export type PermissionDefinitionCreate = PermissionDefinitionInput & { readonly id: string };

/**
 * The options of `admin.listTeamPermissionDefinitionsPaginated` (the official shape).
 * @example
 * const first = await admin.listTeamPermissionDefinitionsPaginated({ limit: 20, query: 'billing' });
 * @public
 */
export interface PermissionDefinitionPageOptions {
  /** At least 1. */
  readonly limit: number;
  /** The `nextCursor` of the page before. */
  readonly cursor?: string;
  /** Keeps the definitions whose id or description contains it (any case). */
  readonly query?: string;
}

/**
 * A page of team permission definitions; `nextCursor` is null on the last page.
 * @example
 * const page = await admin.listTeamPermissionDefinitionsPaginated({ limit: 20 });
 * if (page.nextCursor !== null) await admin.listTeamPermissionDefinitionsPaginated({ limit: 20, cursor: page.nextCursor });
 * @public
 */
export interface PermissionDefinitionPage {
  readonly items: PermissionDefinition[];
  readonly nextCursor: string | null;
}

/**
 * @example
 * const created = await admin.teamPermissionDefinitions.create({ id: 'billing', containedPermissionIds: ['$read_members'] });
 * if (!created.ok && KnownErrors.PermissionIdAlreadyExists.isInstance(created.error)) console.log('taken');
 * await admin.teamPermissionDefinitions.update('billing', { description: 'Sees invoices' });
 * await admin.teamPermissionDefinitions.delete('billing');
 * await admin.projectPermissionDefinitions.create({ id: 'beta_tester', description: 'Sees beta features' });
 * @public
 */
export class AdminPermissionDefinitionService {
  readonly #ctx: AppContext;
  readonly #endpoints: AdminPermissionDefinitionEndpoints;
  readonly #key: readonly string[];

  constructor(ctx: AppContext, endpoints: AdminPermissionDefinitionEndpoints, scope: PermissionDefinitionScope) {
    this.#ctx = ctx;
    this.#endpoints = endpoints;
    this.#key = permissionDefinitionsKey(scope);
  }

  /** Sorted by id; for the team scope, the six system `$…` permissions included. */
  list(): Promise<PermissionDefinition[]> {
    return this.#ctx.cache.read(this.#key, () => this.#endpoints.list());
  }

  /**
   * One page of the definitions (the official listTeamPermissionDefinitionsPaginated shape), by id: `query` keeps those
   * whose id or description contains it (any case), `cursor` is the `nextCursor` of the page before. Paged here from
   * the cached full list: the service (real backend 2f71990) lists every definition at once and takes no paging.
   */
  async listPaginated(options: PermissionDefinitionPageOptions): Promise<PermissionDefinitionPage> {
    checkInput('options', options, ['limit']);
    if (options.limit < 1) throw new InvalidArgumentError('options.limit', `must be at least 1, got ${options.limit}`);
    const query = options.query?.toLowerCase() ?? '';
    const matching = (await this.list())
      .filter((d) => d.id.toLowerCase().includes(query) || (d.description ?? '').toLowerCase().includes(query))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const cursor = options.cursor;
    const rest = cursor === undefined ? matching : matching.filter((d) => d.id > cursor);
    const items = rest.slice(0, options.limit);
    return { items, nextCursor: rest.length > items.length ? items.at(-1)!.id : null };
  }

  /** Errors: PERMISSION_ID_ALREADY_EXISTS, CONTAINED_PERMISSION_NOT_FOUND. */
  async create(input: PermissionDefinitionCreate): Promise<Result<PermissionDefinition, CreatePermissionDefinitionError>> {
    checkInput('input', input, ['id']);
    return this.#after(await expectErrors(this.#endpoints.create(input), CREATE_PERMISSION_DEFINITION_ERRORS));
  }

  /**
   * `input.id` renames (grants and other definitions follow); omitted fields keep their value. Errors:
   * PERMISSION_NOT_FOUND, PERMISSION_ID_ALREADY_EXISTS, CONTAINED_PERMISSION_NOT_FOUND.
   */
  async update(id: string, input: PermissionDefinitionInput): Promise<Result<PermissionDefinition, UpdatePermissionDefinitionError>> {
    checkId('id', id);
    checkInput('input', input);
    return this.#after(await expectErrors(this.#endpoints.update(id, await this.#complete(id, input)), UPDATE_PERMISSION_DEFINITION_ERRORS));
  }

  /**
   * The service's PATCH replaces the whole definition: an omitted description or contained list is cleared (real
   * backend 2f71990, lib/permissions.tsx updatePermissionDefinition). So the omitted fields are filled in from the
   * definition as it is now (one list read, skipped when both are given); an unknown id goes as it is, for the
   * service's PERMISSION_NOT_FOUND.
   */
  async #complete(id: string, input: PermissionDefinitionInput): Promise<PermissionDefinitionInput> {
    if (input.description !== undefined && input.containedPermissionIds !== undefined) return input;
    const current = (await this.#endpoints.list()).find((d) => d.id === id);
    if (current === undefined) return input;
    return {
      ...input,
      ...(input.description === undefined && current.description !== null ? { description: current.description } : {}),
      containedPermissionIds: input.containedPermissionIds ?? current.containedPermissionIds,
    };
  }

  /** Also drops it from contained lists, grants and default-permission lists. Errors: PERMISSION_NOT_FOUND. */
  async delete(id: string): Promise<Result<void, DeletePermissionDefinitionError>> {
    checkId('id', id);
    return this.#after(await expectErrors(this.#endpoints.delete(id), DELETE_PERMISSION_DEFINITION_ERRORS));
  }

  /** A rename or delete also rewrites the project's default-permission lists, so the admin project goes stale. */
  #after<R extends Result<unknown, unknown>>(result: R): R {
    if (result.ok) this.#ctx.afterMutation(this.#key, ADMIN_PROJECT_KEY);
    return result;
  }
}

/** Both scopes' services, given to AdminApp as one dependency. */
export interface PermissionDefinitionServices {
  readonly team: AdminPermissionDefinitionService;
  readonly project: AdminPermissionDefinitionService;
}
