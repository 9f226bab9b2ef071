/**
 * Owned projects with their `app` (the official `AdminOwnedProject.app`). The app's type is a parameter because this
 * file sits below admin-app.ts, which names it (`AdminOwnedProject = OwnedProject<AdminApp>`) and may not be imported
 * back (no cycles, type-only ones included).
 */
import type { AdminProject } from '../../domain/entities/project';
import type { AdminAccessTokenSource } from '../core/request/request-options';

/**
 * Builds the admin app of an owned project acting with the owner's token. The composition roots bind it: only they
 * know their adapters and how to assemble a second app (application/ builds no containers).
 */
export type OwnedProjectAppFactory<App> = (projectId: string, adminAccessToken: AdminAccessTokenSource) => App;

/** A project's data plus `app`, its admin app as the owner. */
export type OwnedProject<App> = AdminProject & { readonly app: App };

/**
 * The data with a memoised, non-enumerable `app`: listing N projects assembles no app until one is read, and spreading
 * or JSON.stringify copies the data only, never the owner's token.
 */
export function withOwnedApp<App>(project: AdminProject, makeApp: () => App): OwnedProject<App> {
  let app: App | undefined;
  return Object.defineProperty({ ...project }, 'app', { get: () => (app ??= makeApp()), enumerable: false }) as OwnedProject<App>;
}
