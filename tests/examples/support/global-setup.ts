/** Jest global setup of `npm run test:examples`: packs the tarball once for the run (pack-tarball.ts). */
import { packTarball, TARBALL_ENV } from './pack-tarball';

export default async function globalSetup(): Promise<void> {
  const started = performance.now();
  process.env[TARBALL_ENV] = await packTarball();
  console.log(`\nexamples: packed ${process.env[TARBALL_ENV]} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
