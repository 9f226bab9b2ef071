/**
 * What a Node client needs to reach this emulator's demo project, as the environment variables the client reads
 * (STACK_API_URL, STACK_PROJECT_ID, STACK_PUBLISHABLE_CLIENT_KEY): `npm start` and the index page print them as
 * `export` lines to paste into a POSIX shell before running e.g. examples/quick-start-node.ts.
 */
import { SEED } from '../state/seed';

/** Single-quoted for sh: every character literal, a quote closed, escaped and reopened. */
const shellQuote = (value: string): string => `'${value.replace(/'/g, `'\\''`)}'`;

/** The variables for a client of the demo project at `apiUrl` (the base URL the client takes). */
export function connectionVariables(apiUrl: string): ReadonlyArray<readonly [name: string, value: string]> {
  return [
    ['STACK_API_URL', apiUrl],
    ['STACK_PROJECT_ID', SEED.demo.projectId],
    ['STACK_PUBLISHABLE_CLIENT_KEY', SEED.demo.publishableClientKey],
  ];
}

/** One `export NAME='value'` line per variable. */
export function exportLines(apiUrl: string): string[] {
  return connectionVariables(apiUrl).map(([name, value]) => `export ${name}=${shellQuote(value)}`);
}
