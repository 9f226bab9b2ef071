/** NoNavigationAdapter: NavigationPort where there is no page (Node): no current URL; navigation is recorded, not done. */
import type { NavigationPort } from '../../ports/navigation.port';

export interface AttemptedNavigation {
  readonly kind: 'assign' | 'replace';
  readonly url: string;
}

/**
 * A server has nowhere to navigate: assign/replace resolve at once and do nothing but append to `attempted`,
 * so a misconfigured redirectMethod 'window' on a server is visible in a debugger instead of silent.
 */
export class NoNavigationAdapter implements NavigationPort {
  readonly #attempted: AttemptedNavigation[] = [];

  get attempted(): readonly AttemptedNavigation[] {
    return this.#attempted;
  }

  currentUrl(): string | null {
    return null;
  }

  /** No page, no address bar. */
  rewriteAddress(): void {}

  async assign(url: string): Promise<void> {
    this.#attempted.push({ kind: 'assign', url });
  }

  async replace(url: string): Promise<void> {
    this.#attempted.push({ kind: 'replace', url });
  }
}
