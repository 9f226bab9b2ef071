/**
 * AdminConfigService: the project's config as data and as code, behind AdminApp's getConfig / updateConfig (the
 * environment override, the dashboard's) and pushConfig / updatePushedConfig / getPushedConfigSource /
 * unlinkPushedConfigSource / resetConfigOverrideKeys / getConfigOverride (the branch override a repository pushes,
 * which the environment's values win over).
 */
import type {
  ConfigOverrideLevel, ProjectConfigOverride, ProjectConfigTree, PushedConfigSource,
} from '../../domain/entities/project-config-tree';
import { ConfigOverrideRejectedError } from '../../domain/errors/config-override-rejected-error';
import { UnexpectedResponseError } from '../../domain/errors/unexpected-response-error';
import type { Result } from '../../domain/shared/result';
import type { AppContext } from '../core/app-context';
import { expectErrors } from '../core/expect-errors';
import type { AdminConfigEndpoints } from './admin-config.endpoints';
import { ADMIN_CONFIG_KEY, ADMIN_PROJECT_KEY, type AdminProjectService } from './admin-project.service';
import { PUSH_CONFIG_ERRORS, type PushConfigError } from './admin.errors';
import { CURRENT_PROJECT_KEY } from '../project/project.service';

/** The project's two services, as AdminApp takes them: the project itself, and its config as data and as code. */
export interface AdminProjectServices {
  readonly project: AdminProjectService;
  readonly config: AdminConfigService;
}

const SOURCE_KEY = [...ADMIN_CONFIG_KEY, 'source'] as const;
const overrideKey = (level: ConfigOverrideLevel) => [...ADMIN_CONFIG_KEY, 'override', level] as const;

export class AdminConfigService {
  readonly #ctx: AppContext;
  readonly #config: AdminConfigEndpoints;

  constructor(ctx: AppContext, config: AdminConfigEndpoints) {
    this.#ctx = ctx;
    this.#config = config;
  }

  getConfig(): Promise<ProjectConfigTree> {
    return this.#ctx.cache.read(ADMIN_CONFIG_KEY, () => this.#config.get());
  }

  async updateConfig(override: ProjectConfigOverride): Promise<void> {
    await this.#config.update(override, 'environment');
    this.#changed();
  }

  async pushConfig(override: ProjectConfigOverride, source: PushedConfigSource): Promise<Result<void, PushConfigError>> {
    return this.#written(await expectErrors(this.#rejected('branch', () => this.#config.replace('branch', override, source)), PUSH_CONFIG_ERRORS));
  }

  /** Replaces a level's override; the branch keeps its source (the official SDK reads it first, so does this). */
  async replaceConfigOverride(level: ConfigOverrideLevel, override: ProjectConfigOverride): Promise<Result<void, PushConfigError>> {
    const source = level === 'branch' ? await this.#config.getSource() : undefined;
    return this.#written(await expectErrors(this.#rejected(level, () => this.#config.replace(level, override, source)), PUSH_CONFIG_ERRORS));
  }

  async updatePushedConfig(override: ProjectConfigOverride): Promise<Result<void, PushConfigError>> {
    return this.#written(await expectErrors(this.#rejected('branch', () => this.#config.update(override, 'branch')), PUSH_CONFIG_ERRORS));
  }

  getPushedConfigSource(): Promise<PushedConfigSource> {
    return this.#ctx.cache.read(SOURCE_KEY, () => this.#config.getSource());
  }

  async unlinkPushedConfigSource(): Promise<void> {
    await this.#config.unlinkSource();
    this.#changed();
  }

  async resetConfigOverrideKeys(level: ConfigOverrideLevel, keys: readonly string[]): Promise<void> {
    await this.#config.resetKeys(level, keys);
    this.#changed();
  }

  getConfigOverride(level: ConfigOverrideLevel): Promise<ProjectConfigTree> {
    return this.#ctx.cache.read(overrideKey(level), () => this.#config.getOverride(level));
  }

  /** The service refuses a bad override with a plain-text 400 (no catalogue code): that refusal, named. */
  async #rejected(level: ConfigOverrideLevel, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (UnexpectedResponseError.isInstance(error) && error.status === 400) {
        throw new ConfigOverrideRejectedError({ level, serverMessage: error.reason }, { cause: error });
      }
      throw error;
    }
  }

  #written<R extends Result<void, unknown>>(result: R): R {
    if (result.ok) this.#changed();
    return result;
  }

  /** The rendered config, the overrides and the source sit below the admin project; the client view reads the same config. */
  #changed(): void {
    this.#ctx.afterMutation(ADMIN_PROJECT_KEY, CURRENT_PROJECT_KEY);
  }
}
