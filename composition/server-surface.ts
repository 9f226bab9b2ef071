/**
 * serverSurface: the server and admin facade modules, plus the adapters only they use (local JWT verification, reading
 * an incoming request's tokens), for the Node and in-process roots only (never the browser root).
 */
import { ContainerModule } from 'inversify';
import { JoseJwtVerifierAdapter } from '../adapters/jwt/jose-jwt-verifier.adapter';
import { RequestTokensAdapter } from '../adapters/token-store/request-tokens.adapter';
import { adminAppModule, serverAppModule } from '../application/apps/server-app.module';
import { TOKENS } from '../ports/tokens';

function serverPortsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.JwtVerifierPort).toConstantValue(new JoseJwtVerifierAdapter());
    bind(TOKENS.RequestTokensPort).toConstantValue(new RequestTokensAdapter());
  });
}

export function serverSurface(): ContainerModule[] {
  return [serverAppModule(), adminAppModule(), serverPortsModule()];
}
