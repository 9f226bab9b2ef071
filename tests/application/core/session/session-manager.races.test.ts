/** SessionManager races explored with fast-check's scheduler: single-flight refresh, and sign-out racing refresh. */
import * as fc from 'fast-check';
import type { RefreshOutcome } from '../../../../application/core/session/refresh-backend';
import { EMPTY_TOKENS, type TokenPair } from '../../../../ports/token-store.port';
import { RT, sessionFixture } from './session-fixture';

/** Figures for the report: how many orderings ran and how many refreshes each caused. */
const figures = { singleFlightRuns: 0, refreshCounts: new Map<number, number>(), signOutRuns: 0 };
afterAll(() => {
  console.log(`single-flight: ${figures.singleFlightRuns} orderings, refreshes per ordering: ${JSON.stringify([...figures.refreshCounts])}; ` +
    `sign-out race: ${figures.signOutRuns} orderings`);
});

describe('SessionManager under reordered concurrency (fc.scheduler)', () => {
  it('100 concurrent callers with an expired token cause exactly one refresh, in every ordering tried', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), async (s) => {
        const f = sessionFixture({
          onRefresh: () => s.schedule(Promise.resolve<RefreshOutcome>({ kind: 'refreshed', accessToken: f.freshToken() }), 'refresh answers'),
        });
        f.seed({ refreshToken: RT, accessToken: f.expiredToken() });
        const callers = Array.from({ length: 100 }, (_, i) =>
          s.schedule(Promise.resolve(i), `caller ${i} starts`).then(() => f.manager.getTokensForRequest()));
        const results = await s.waitFor(Promise.all(callers));
        figures.singleFlightRuns++;
        const refreshes = f.backend.refreshCalls.length;
        figures.refreshCounts.set(refreshes, (figures.refreshCounts.get(refreshes) ?? 0) + 1);
        expect(refreshes).toBe(1);
        const committed = f.store.get();
        expect(results.every((r) => r.refreshToken === RT && r.accessToken === committed.accessToken)).toBe(true);
        expect(f.events).toEqual([{ type: 'refreshed', source: 'local' }]);
      }),
      { numRuns: 200 },
    );
  }, 120_000);

  it('sign-out racing refreshes: no token is written after sign-out settles, and the sign-out is never undone', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.constantFrom<'refreshed' | 'invalid' | 'fails'>('refreshed', 'invalid', 'fails'), fc.boolean(),
        async (s, refreshAnswer, revokeFails) => {
          const f = sessionFixture({
            onRefresh: () => s.schedule(Promise.resolve(), 'refresh answers').then((): RefreshOutcome => {
              if (refreshAnswer === 'fails') throw new Error('network down');
              return refreshAnswer === 'refreshed' ? { kind: 'refreshed', accessToken: f.freshToken() } : { kind: 'invalid', error: new Error('REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED') };
            }),
          });
          f.backend.onRevoke = () => s.schedule(Promise.resolve(), 'revoke answers').then(() => {
            if (revokeFails) throw new Error('500');
          });
          f.seed({ refreshToken: RT, accessToken: f.expiredToken() });
          let signedOutSettled = false;
          const writesAfter: TokenPair[] = [];
          f.store.subscribe((t) => {
            if (signedOutSettled) writesAfter.push(t);
          });
          const requests = Array.from({ length: 5 }, (_, i) =>
            s.schedule(Promise.resolve(), `request ${i}`).then(() => f.manager.getTokensForRequest()).catch(() => null));
          const signOut = s.schedule(Promise.resolve(), 'signOut called').then(() => f.manager.signOut()).then(() => {
            signedOutSettled = true;
            expect(f.store.get()).toEqual(EMPTY_TOKENS);
          });
          const late = signOut.then(() => f.manager.getTokensForRequest());
          // waitFor releases scheduled answers until everything settled, including answers scheduled late.
          await s.waitFor(Promise.all([...requests, signOut, late]));
          await expect(late).resolves.toEqual(EMPTY_TOKENS);
          figures.signOutRuns++;
          expect(writesAfter).toEqual([]);
          expect(f.store.get()).toEqual(EMPTY_TOKENS);
        }),
      { numRuns: 300 },
    );
  }, 120_000);
});
