/**
 * The id check of the apps' public methods, before any cache or request: a cache keyed by a Symbol throws a TypeError,
 * and one keyed by '[object Object]' would share an entry between unrelated objects. Same rule as apiPath's.
 */
import { InvalidArgumentError } from '../../domain/errors/invalid-argument-error';
import { segmentProblem } from './request/api-url';

export function requireId(argument: string, value: unknown): string {
  const problem = typeof value === 'number' ? 'must be a string' : segmentProblem(value);
  if (problem !== null) throw new InvalidArgumentError(argument, problem);
  return value as string;
}

/** requireId for a method that returns a promise: the refusal is a rejection, like the method's other failures. */
export function idOrReject<T>(argument: string, value: unknown, then: (id: string) => Promise<T>): Promise<T> {
  try {
    return then(requireId(argument, value));
  } catch (error) {
    return Promise.reject(error as Error);
  }
}
