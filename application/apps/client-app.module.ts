/** clientAppModule: the client facade and what it is made of — context, cache seam, endpoints, services, object factories. */
import { ContainerModule } from 'inversify';
import { LazySessionAppCache } from '../core/cache/lazy-session-app-cache';
import { AuthEndpoints } from '../sign-in/auth.endpoints';
import { UserEndpoints } from '../user/user.endpoints';
import { CurrentUserFactory } from '../user/current-user.factory';
import { CurrentUserService } from '../user/current-user.service';
import { RedirectService } from '../redirects/redirect.service';
import { SignInService } from '../sign-in/sign-in.service';
import { MfaAttempts } from '../sign-in/mfa-attempts';
import { SignOutService } from '../sign-in/sign-out.service';
import { TOKENS } from '../../ports/tokens';
import { REQUEST_IDS } from '../core/request/request.identifiers';
import { SESSION_MANAGER_ID } from '../core/session/session-manager.identifier';
import { USER_FEATURES_ID } from '../user/user-features';
import { AppContext } from '../core/app-context';
import type { AppOptions } from '../core/app-options';
import { APP_IDS } from '../core/app.identifiers';
import { ClientApp } from './client-app';
import { CLIENT_APP_ID } from './client-app.identifier';

/**
 * What sign-in and getUser need is here; the rest (UserFeatures: account, teams, contact channels, verification) is
 * bound by user-features.module.ts when first used, so browser bundles load it as a separate chunk. These classes are
 * bound to themselves (class identifiers; only seams and facades get symbols), and built by factories rather than
 * injection decorators: a decorated class's private members compile to WeakMaps and helper calls, which a sign-in page
 * pays for up front. The lazily loaded classes (user-features.module.ts) are built the same way and get these by the
 * same identifiers.
 */
export function clientAppModule(options: AppOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(APP_IDS.AppOptions).toConstantValue(options);
    // One session-keyed cache per container (its code loaded on first use); unbinding the container stops it following the session.
    bind(LazySessionAppCache)
      .toDynamicValue(({ get }) => new LazySessionAppCache(get(SESSION_MANAGER_ID), get(TOKENS.TokenStorePort), get(TOKENS.ClockPort)))
      .inSingletonScope()
      .onDeactivation((cache) => cache.dispose());
    bind(APP_IDS.AppCache).toService(LazySessionAppCache);
    bind(AppContext).toDynamicValue(({ get }) => new AppContext(
      get(REQUEST_IDS.RequestLayer), get(SESSION_MANAGER_ID), get(APP_IDS.AppOptions), get(TOKENS.ClockPort), get(TOKENS.NavigationPort),
      get(APP_IDS.AppCache),
    )).inSingletonScope();
    bind(AuthEndpoints).toDynamicValue(({ get }) => new AuthEndpoints(get(REQUEST_IDS.RequestLayer), get(SESSION_MANAGER_ID))).inSingletonScope();
    bind(UserEndpoints).toDynamicValue(({ get }) => new UserEndpoints(get(REQUEST_IDS.RequestLayer), get(SESSION_MANAGER_ID))).inSingletonScope();
    bind(RedirectService).toDynamicValue(({ get }) => new RedirectService(get(AppContext), get(TOKENS.LoggerPort))).inSingletonScope();
    bind(MfaAttempts).toDynamicValue(({ get }) => new MfaAttempts(get(TOKENS.SessionStoragePort))).inSingletonScope();
    bind(SignInService).toDynamicValue(({ get }) => new SignInService(
      get(AppContext), get(AuthEndpoints), get(RedirectService), get(MfaAttempts),
    )).inSingletonScope();
    bind(SignOutService).toDynamicValue(({ get }) => new SignOutService(get(AppContext), get(RedirectService))).inSingletonScope();
    bind(CurrentUserFactory).toDynamicValue(({ get }) => new CurrentUserFactory(
      get(AppContext), get(SignOutService), get(USER_FEATURES_ID),
    )).inSingletonScope();
    bind(CurrentUserService).toDynamicValue(({ get }) => new CurrentUserService(
      get(AppContext), get(UserEndpoints), get(CurrentUserFactory), get(RedirectService),
    )).inSingletonScope();
    bind(CLIENT_APP_ID).toDynamicValue(({ get }) => new ClientApp(
      get(SignInService), get(USER_FEATURES_ID), get(CurrentUserService), get(SignOutService), get(AppContext), get(RedirectService),
    )).inSingletonScope();
  });
}
