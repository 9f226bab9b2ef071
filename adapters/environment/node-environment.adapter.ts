/** NodeEnvironmentAdapter: EnvironmentPort for servers, reading process.env (or a given map, for tests). */
import type { EnvironmentPort } from '../../ports/environment.port';

export class NodeEnvironmentAdapter implements EnvironmentPort {
  readonly kind = 'server' as const;
  readonly #variables: Readonly<Record<string, string | undefined>>;

  constructor(variables: Readonly<Record<string, string | undefined>> = process.env) {
    this.#variables = variables;
  }

  variable(name: string): string | undefined {
    const value = this.#variables[name];
    return value === '' ? undefined : value;
  }
}
