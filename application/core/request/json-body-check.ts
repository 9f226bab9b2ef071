/** assertJsonBody: the strict JSON check of a request body (json-body-problem.ts) as a throwing call. */
import { describeKind, InvalidArgumentError } from '../../../domain/errors/invalid-argument-error';
import { isPlainObject } from '../../../domain/shared/plain-object';
import { jsonBodyProblem } from './json-body-problem';

export { MAX_JSON_DEPTH } from './json-body-problem';

/** Throws an InvalidArgumentError naming where in the body the first value that is not JSON sits (see jsonBodyProblem). */
export function assertJsonBody(body: unknown): void {
  const problem = jsonBodyProblem(body, { describeKind, isPlainObject });
  if (problem !== null) throw new InvalidArgumentError(problem.argument, problem.rule);
}
