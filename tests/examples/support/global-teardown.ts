/** Jest global teardown of `npm run test:examples`: removes the run's tarball folder. */
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { TARBALL_ENV } from './pack-tarball';

export default function globalTeardown(): void {
  const tarball = process.env[TARBALL_ENV];
  if (tarball !== undefined) rmSync(dirname(tarball), { recursive: true, force: true });
}
