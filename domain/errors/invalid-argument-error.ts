/**
 * InvalidArgumentError: a public method was called with a value it cannot send (an id that is empty, not a string or
 * a path step like '..'; an argument of the wrong kind). Thrown before any request, naming the argument and never
 * echoing its value (it may be a token pasted in the wrong place).
 */
import { PortcullisError, portcullisErrorKind } from './portcullis-error';

export class InvalidArgumentError extends PortcullisError {
  readonly kind = 'invalid-argument';
  override readonly name = 'InvalidArgumentError';
  /** The argument, as the method's documentation names it (e.g. 'userId', 'the id in /teams/{…}'). */
  readonly argument: string;

  constructor(argument: string, rule: string) {
    super(`Invalid ${argument}: ${rule}. Nothing was sent.`);
    this.argument = argument;
  }

  static override isInstance(value: unknown): value is InvalidArgumentError {
    return portcullisErrorKind(value) === 'invalid-argument';
  }
}

/** What kind of value was given, for messages that must not echo the value. */
export function describeKind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return value === '' ? 'an empty string' : 'a string';
  if (typeof value === 'number') return Number.isFinite(value) ? 'a number' : `${String(value)}`;
  return typeof value === 'object' ? 'an object' : typeof value;
}
