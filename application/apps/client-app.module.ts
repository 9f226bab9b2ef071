/** clientAppModule: the client facade and what it is made of — context, cache seam, endpoints, services, object factories. */
import { ContainerModule } from 'inversify';
import { AuthEndpoints } from '../endpoints/auth.endpoints';
import { ProjectEndpoints } from '../endpoints/project.endpoints';
import { UserEndpoints } from '../endpoints/user.endpoints';
import { VerificationEndpoints } from '../endpoints/verification.endpoints';
import { CurrentUserFactory } from '../objects/current-user.factory';
import { CurrentUserService } from '../services/current-user.service';
import { ProjectService } from '../services/project.service';
import { RedirectService } from '../services/redirect.service';
import { SignInService } from '../services/sign-in.service';
import { SignOutService } from '../services/sign-out.service';
import { VerificationService } from '../services/verification.service';
import { PassThroughCache } from '../shared/app-cache';
import { AppContext } from '../shared/app-context';
import type { AppOptions } from '../shared/app-options';
import { APP_IDS } from '../shared/app.identifiers';
import { ClientApp } from './client-app';
import { CLIENT_APP_ID } from './client-app.identifier';

/** Application classes are bound to themselves (class identifiers); only seams and facades get symbols. */
const SELF_BOUND = [
  AppContext, AuthEndpoints, VerificationEndpoints, UserEndpoints, ProjectEndpoints,
  RedirectService, SignInService, SignOutService, VerificationService, CurrentUserService, ProjectService, CurrentUserFactory,
] as const satisfies readonly (abstract new (...args: never[]) => unknown)[];

export function clientAppModule(options: AppOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(APP_IDS.AppOptions).toConstantValue(options);
    // Rebound to the keyed async cache by application/cache/ when it lands.
    bind(APP_IDS.AppCache).to(PassThroughCache).inSingletonScope();
    for (const service of SELF_BOUND) bind<unknown>(service).toSelf().inSingletonScope();
    bind(CLIENT_APP_ID).to(ClientApp).inSingletonScope();
  });
}
