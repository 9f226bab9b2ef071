/** clientAppModule: the client facade and what it is made of — context, cache seam, endpoints, services, object factories. */
import type { ContainerModule } from 'inversify';
import { LazySessionAppCache } from '../../application/core/cache/lazy-session-app-cache';
import { UserEndpoints } from '../../application/user/user.endpoints';
import { CurrentUserFactory } from '../../application/user/current-user.factory';
import { CurrentUserService } from '../../application/user/current-user.service';
import { RedirectService } from '../../application/redirects/redirect.service';
import { SignInService } from '../../application/sign-in/sign-in.service';
import { MfaAttempts } from '../../application/sign-in/mfa-attempts';
import { SignOutService } from '../../application/sign-in/sign-out.service';
import { AppContext } from '../../application/core/app-context';
import type { AppOptions } from '../../application/core/app-options';
import { ClientApp } from '../../application/apps/client-app';
import { BINDING_KEYS as K, type BindingMap } from '../binding-map';
import { bindingModule } from './bindings';

/**
 * What sign-in and getUser need is here; the rest (UserFeatures: account, teams, contact channels, verification) is
 * bound by user-features.module.ts when first used, so browser bundles load it as a separate chunk. The classes bind to
 * themselves (only seams and facades get symbols), and the lazily loaded ones get these by the same identifiers.
 */
export function clientAppModule(options: AppOptions): ContainerModule {
  return bindingModule<BindingMap>(({ singleton, constant }) => {
    constant(K.AppOptions, options);
    // One session-keyed cache per container (its code loaded on first use); unbinding the container stops it following the session.
    singleton(LazySessionAppCache, (get) => new LazySessionAppCache(get(K.SessionManager), get(K.TokenStorePort), get(K.ClockPort)))
      .onDeactivation((cache) => cache.dispose());
    singleton(K.AppCache, (get) => get(LazySessionAppCache));
    singleton(AppContext, (get) => new AppContext(
      get(K.RequestLayer), get(K.SessionManager), get(K.AppOptions), get(K.ClockPort), get(K.NavigationPort), get(K.AppCache),
    ));
    singleton(UserEndpoints, (get) => new UserEndpoints(get(K.RequestLayer), get(K.SessionManager)));
    singleton(RedirectService, (get) => new RedirectService(get(AppContext), get(K.LoggerPort)));
    singleton(MfaAttempts, (get) => new MfaAttempts(get(K.SessionStoragePort)));
    singleton(SignInService, (get) => new SignInService(get(AppContext), get(RedirectService), get(MfaAttempts)));
    singleton(SignOutService, (get) => new SignOutService(get(AppContext), get(RedirectService)));
    singleton(CurrentUserFactory, (get) => new CurrentUserFactory(get(AppContext), get(SignOutService), get(K.UserFeatures)));
    singleton(CurrentUserService, (get) => new CurrentUserService(
      get(AppContext), get(UserEndpoints), get(CurrentUserFactory), get(RedirectService),
    ));
    singleton(K.ClientApp, (get) => new ClientApp(
      get(SignInService), get(K.UserFeatures), get(CurrentUserService), get(SignOutService), get(AppContext), get(RedirectService),
    ));
  });
}
