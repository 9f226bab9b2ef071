/** Service identifiers of the apps and their shared services (application-level bindings, so not in TOKENS). */
import type { ServiceIdentifier } from 'inversify';
import type { AppCache } from './cache/app-cache';
import type { AppOptions } from './app-options';

/** Symbol.for, so another module naming the same identifier gets the same binding. */
export const APP_IDS = {
  /** Bind with toConstantValue(resolveClientOptions(raw).app). */
  AppOptions: Symbol.for('portcullis/AppOptions') as ServiceIdentifier<AppOptions>,
  /** SessionAppCache (application/cache/), bound by clientAppModule. */
  AppCache: Symbol.for('portcullis/AppCache') as ServiceIdentifier<AppCache>,
} as const;
