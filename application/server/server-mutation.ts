/** serverMutation: the shape of every server write — expected failures become the Result's error; on success the stale keys are dropped and the value is built. */
import { ok, type Result } from '../../domain/shared/result';
import { expectErrors, type ErrorMatcher, type ErrorsOf } from '../core/expect-errors';

/**
 * Awaits `work`; a failure in `expected` becomes err(…), any other one throws. On success `after` runs (cache
 * invalidation) before `build` turns the value into what the caller gets, so the caller's next read is fresh.
 */
export async function serverMutation<T, U, const M extends readonly ErrorMatcher<unknown>[]>(
  work: Promise<T>, expected: M, after: () => void, build: (value: T) => U,
): Promise<Result<U, ErrorsOf<M>>> {
  const result = await expectErrors(work, expected);
  if (!result.ok) return result;
  after();
  return ok(build(result.value));
}
