/**
 * BrowserEnvironmentAdapter: EnvironmentPort for browsers. Browsers have no process environment, so the
 * variables are a static map the app passes in (typically its bundler's build-time NEXT_PUBLIC_* constants).
 */
import type { EnvironmentPort } from '../../ports/environment.port';

export class BrowserEnvironmentAdapter implements EnvironmentPort {
  readonly kind = 'browser' as const;
  readonly #variables: Readonly<Record<string, string | undefined>>;

  constructor(variables: Readonly<Record<string, string | undefined>> = {}) {
    this.#variables = { ...variables };
  }

  variable(name: string): string | undefined {
    const value = this.#variables[name];
    return value === '' ? undefined : value;
  }
}
