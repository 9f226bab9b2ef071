/** clientAppModule: the client facade and what it is made of — context, cache seam, endpoints, services, object factories. */
import { ContainerModule } from 'inversify';
import { LazySessionAppCache } from '../cache/lazy-session-app-cache';
import { AuthEndpoints } from '../endpoints/auth.endpoints';
import { UserEndpoints } from '../endpoints/user.endpoints';
import { CurrentUserFactory } from '../objects/current-user.factory';
import { CurrentUserService } from '../object-services/current-user.service';
import { RedirectService } from '../services/redirect.service';
import { SignInService } from '../services/sign-in.service';
import { MfaAttempts } from '../services/mfa-attempts';
import { SignOutService } from '../services/sign-out.service';
import { TOKENS } from '../../ports/tokens';
import { REQUEST_IDS } from '../request/request.identifiers';
import { SESSION_MANAGER_ID } from '../session/session-manager.identifier';
import { USER_FEATURES_ID } from '../services/user-features';
import { AppContext } from '../shared/app-context';
import type { AppOptions } from '../shared/app-options';
import { APP_IDS } from '../shared/app.identifiers';
import { ClientApp } from './client-app';
import { CLIENT_APP_ID } from './client-app.identifier';

/**
 * Application classes are bound to themselves (class identifiers); only seams and facades get symbols. What sign-in
 * and getUser need is here; the rest (UserFeatures: account, teams, contact channels, verification) is bound by
 * user-features.module.ts when first used, so browser bundles load it as a separate chunk.
 */
const SELF_BOUND = [
  AuthEndpoints, UserEndpoints,
  RedirectService, SignInService, SignOutService, CurrentUserFactory, MfaAttempts,
] as const satisfies readonly (abstract new (...args: never[]) => unknown)[];

export function clientAppModule(options: AppOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(APP_IDS.AppOptions).toConstantValue(options);
    // One session-keyed cache per container (its code loaded on first use); unbinding the container stops it following the session.
    bind(LazySessionAppCache)
      .toDynamicValue(({ get }) => new LazySessionAppCache(get(SESSION_MANAGER_ID), get(TOKENS.TokenStorePort), get(TOKENS.ClockPort)))
      .inSingletonScope()
      .onDeactivation((cache) => cache.dispose());
    bind(APP_IDS.AppCache).toService(LazySessionAppCache);
    for (const service of SELF_BOUND) bind<unknown>(service).toSelf().inSingletonScope();
    // The facade and the classes every call goes through are built by factories, not injection decorators: a decorated
    // class's private members compile to WeakMaps and helper calls, which a sign-in page pays for up front.
    bind(AppContext).toDynamicValue(({ get }) => new AppContext(
      get(REQUEST_IDS.RequestLayer), get(SESSION_MANAGER_ID), get(APP_IDS.AppOptions), get(TOKENS.ClockPort), get(TOKENS.NavigationPort),
      get(APP_IDS.AppCache),
    )).inSingletonScope();
    bind(CurrentUserService).toDynamicValue(({ get }) => new CurrentUserService(
      get(AppContext), get(UserEndpoints), get(CurrentUserFactory), get(RedirectService),
    )).inSingletonScope();
    bind(CLIENT_APP_ID).toDynamicValue(({ get }) => new ClientApp(
      get(SignInService), get(USER_FEATURES_ID), get(CurrentUserService), get(SignOutService), get(AppContext),
    )).inSingletonScope();
  });
}
