/** The backend's yup string tests that the emulator words itself: email, URL, non-empty (stack-shared schema-fields). */
import { parseUrl } from '../../domain/shared/parse-url';

// yup's `string().email()` pattern (the WHATWG one); an empty string passes it, as in yup.
const YUP_EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** `<path> must be a valid email`, or nothing. */
export function emailProblems(path: string, value: string): string[] {
  return value === '' || YUP_EMAIL.test(value) ? [] : [`${path} must be a valid email`];
}

/** stack-shared's urlSchema: no spaces, then parsable by `new URL`. */
export function urlProblems(path: string, value: string): string[] {
  const problems: string[] = [];
  if (value.includes(' ')) problems.push(`${path} contains spaces`);
  if (parseUrl(value) === null) problems.push(`${path} is not a valid URL`);
  return problems;
}
