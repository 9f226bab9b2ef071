/**
 * applicationModule: binds the request layer and the session engine, in singleton scope, over options that
 * composition/ has already validated (resolveClientOptions), so nothing resolves with unchecked options.
 * Ports are not bound here: each composition root loads one adapters module for them.
 */
import { ContainerModule } from 'inversify';
import { TOKENS } from '../../ports/tokens';
import { OAuthRefreshBackend } from '../core/session/session.endpoints';
import type { ResolvedClientOptions } from '../options/client-options';
import { RequestLayer } from '../core/request/request-layer';
import { REQUEST_IDS } from '../core/request/request.identifiers';
import { ServerTime } from '../core/session/server-time';
import { SessionManager } from '../core/session/session-manager';
import { SESSION_MANAGER_ID } from '../core/session/session-manager.identifier';
import { SESSION_IDS } from '../core/session/session.identifiers';

export function applicationModule(options: Pick<ResolvedClientOptions, 'request' | 'session'>): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(REQUEST_IDS.RequestOptions).toConstantValue(options.request);
    bind(SESSION_IDS.SessionManagerOptions).toConstantValue(options.session);
    // ServerTime carries the estimated server clock offset: one per container, shared by the layer and the engine.
    bind(SESSION_IDS.ServerTime).toDynamicValue(() => new ServerTime()).inSingletonScope();
    bind(REQUEST_IDS.RequestLayer).toDynamicValue(({ get }) => new RequestLayer(
      get(TOKENS.HttpPort), get(TOKENS.ClockPort), get(TOKENS.RandomPort), get(TOKENS.LoggerPort), get(SESSION_IDS.ServerTime),
      get(REQUEST_IDS.RequestOptions),
    )).inSingletonScope();
    bind(SESSION_IDS.RefreshBackend).toDynamicValue(({ get }) => new OAuthRefreshBackend(get(REQUEST_IDS.RequestLayer))).inSingletonScope();
    // Unbinding the container (unbindAll) stops the engine listening to its store: no poll timer outlives it. A factory,
    // not decorators (see SessionManager): the options are bound just above.
    bind(SESSION_MANAGER_ID)
      .toDynamicValue(({ get }) => new SessionManager(
        get(TOKENS.TokenStorePort), get(TOKENS.ClockPort), get(SESSION_IDS.RefreshBackend), get(SESSION_IDS.ServerTime), get(TOKENS.LoggerPort),
        get(SESSION_IDS.SessionManagerOptions),
      ))
      .inSingletonScope()
      .onDeactivation((manager) => manager.dispose());
  });
}
