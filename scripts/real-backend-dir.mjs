// Where the real Stack Auth backend's scripts live (../shared/realbackend beside the clone, read its README):
// STACK_REAL_BACKEND_DIR, else <repo>/../shared/realbackend, else /work/shared/realbackend (a clone made elsewhere,
// e.g. CI's clean clone in a temporary directory). Returns null when none has the `start` script.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function realBackendDir() {
  const candidates = [process.env.STACK_REAL_BACKEND_DIR, join(repo, '..', 'shared', 'realbackend'), '/work/shared/realbackend'];
  for (const dir of candidates) if (dir && existsSync(join(dir, 'start'))) return resolve(dir);
  return null;
}
