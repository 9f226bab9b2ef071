/**
 * Where the real Stack Auth backend's scripts are (same rule as scripts/real-backend-dir.mjs, which `npm test`'s
 * pretest uses to run its setup): STACK_REAL_BACKEND_DIR, else <repo>/../shared/realbackend, else
 * /work/shared/realbackend (for a clone made elsewhere, such as CI's clean clone). null when none has `start`.
 */
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

const REPO = resolve(__dirname, '..', '..', '..');

export function realBackendDir(): string | null {
  const candidates = [process.env['STACK_REAL_BACKEND_DIR'], join(REPO, '..', 'shared', 'realbackend'), '/work/shared/realbackend'];
  for (const dir of candidates) if (dir !== undefined && dir !== '' && existsSync(join(dir, 'start'))) return resolve(dir);
  return null;
}

/** The backend's state directory (its README: `${STACK_REAL_HOME:-$HOME/.cache/stack-real-backend}`). */
export const realBackendHome = (): string => process.env['STACK_REAL_HOME'] ?? join(homedir(), '.cache', 'stack-real-backend');

/** The `export KEY=value` lines `start` prints (and writes to $STACK_REAL_HOME/env), as a record. */
export function parseExportLines(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s*export\s+([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (match === null) continue;
    let value = match[2]!.trim();
    if ((value.startsWith("'") && value.endsWith("'")) || (value.startsWith('"') && value.endsWith('"'))) value = value.slice(1, -1);
    out[match[1]!] = value;
  }
  return out;
}
