/**
 * applicationModule: binds the request layer and the session engine, in singleton scope, over options that
 * composition/ has already validated (resolveClientOptions), so nothing resolves with unchecked options.
 * Ports are not bound here: each composition root loads one adapters module for them.
 */
import type { ContainerModule } from 'inversify';
import { OAuthRefreshBackend } from '../../application/core/session/session.endpoints';
import type { ResolvedClientOptions } from '../../application/options/client-options';
import { RequestLayer } from '../../application/core/request/request-layer';
import { ServerTime } from '../../application/core/session/server-time';
import { SessionManager } from '../../application/core/session/session-manager';
import { BINDING_KEYS as K, type BindingMap } from '../binding-map';
import { bindingModule } from './bindings';

export function applicationModule(options: Pick<ResolvedClientOptions, 'request' | 'session'>): ContainerModule {
  return bindingModule<BindingMap>(({ singleton, constant }) => {
    constant(K.RequestOptions, options.request);
    constant(K.SessionManagerOptions, options.session);
    // ServerTime carries the estimated server clock offset: one per container, shared by the layer and the engine.
    singleton(K.ServerTime, () => new ServerTime());
    singleton(K.RequestLayer, (get) => new RequestLayer(
      get(K.HttpPort), get(K.ClockPort), get(K.RandomPort), get(K.LoggerPort), get(K.ServerTime), get(K.RequestOptions),
    ));
    singleton(K.RefreshBackend, (get) => new OAuthRefreshBackend(get(K.RequestLayer)));
    // Unbinding the container (unbindAll) stops the engine listening to its store: no poll timer outlives it.
    singleton(K.SessionManager, (get) => new SessionManager(
      get(K.TokenStorePort), get(K.ClockPort), get(K.RefreshBackend), get(K.ServerTime), get(K.LoggerPort), get(K.SessionManagerOptions),
    )).onDeactivation((manager) => manager.dispose());
  });
}
