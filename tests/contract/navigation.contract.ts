// Navigation port contract: currentUrl is an absolute URL or null; assign/replace resolve (after the adapter's wait) and record where they went.
import type { NavigationPort } from '../../ports/navigation.port';

export interface NavigationContractSubject {
  readonly navigation: NavigationPort;
  /** The page the subject started on (null: no page). */
  readonly startUrl: string | null;
  /** Where the subject says navigation went, in order ({kind, url} absolute where a page exists). */
  navigated(): readonly { readonly kind: 'assign' | 'replace'; readonly url: string }[];
  /** Lets the adapter's redirect wait pass (advance a fake clock); a no-op for adapters without one. */
  settle(): Promise<void>;
  /** Whether navigation moves currentUrl (a page that loads the new URL). */
  readonly movesPage: boolean;
}

async function navigate(subject: NavigationContractSubject, kind: 'assign' | 'replace', url: string): Promise<void> {
  const done = subject.navigation[kind](url);
  await subject.settle();
  await done;
}

export function describeNavigationContract(name: string, makeSubject: () => NavigationContractSubject): void {
  describe(`NavigationPort contract: ${name}`, () => {
    it('currentUrl is the start page: an absolute URL or null', () => {
      const subject = makeSubject();
      const current = subject.navigation.currentUrl();
      expect(current).toBe(subject.startUrl);
      if (current !== null) expect(() => new URL(current)).not.toThrow();
    });

    it('assign and replace resolve and are recorded in order', async () => {
      const subject = makeSubject();
      await navigate(subject, 'assign', 'https://app.example/first');
      await navigate(subject, 'replace', 'https://app.example/second');
      expect(subject.navigated()).toEqual([
        { kind: 'assign', url: 'https://app.example/first' },
        { kind: 'replace', url: 'https://app.example/second' },
      ]);
    });

    it('rewriteAddress changes the shown URL without a navigation (a no-op without a page)', () => {
      const subject = makeSubject();
      subject.navigation.rewriteAddress('https://app.example/handler/sign-in?kept=1');
      expect(subject.navigated()).toEqual([]);
      expect(subject.navigation.currentUrl()).toBe(subject.startUrl === null ? null : 'https://app.example/handler/sign-in?kept=1');
    });

    it('the page moves to the new URL exactly when the adapter has a page', async () => {
      const subject = makeSubject();
      await navigate(subject, 'assign', 'https://app.example/next');
      expect(subject.navigation.currentUrl()).toBe(subject.movesPage ? 'https://app.example/next' : subject.startUrl);
    });
  });
}
