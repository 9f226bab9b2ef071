/**
 * The lines `npm start` prints about the emulator: where it is, the demo project's keys, the owner, the outbox, the
 * variables a Node client reads (as `export` lines to paste), the state. The state line stays last.
 */
import { SEED } from '../state/seed';
import { exportLines } from './connection-variables';

export interface BannerExtras {
  /** Origins added with --trust. */
  readonly trusted?: readonly string[];
  /** Whether examples/quick-start-node.ts exists where it runs (a clone has it, the installed package does not). */
  readonly examplesHere?: boolean;
}

export function emulatorBanner(url: string, dataFile: string | undefined, extras: BannerExtras = {}): string {
  const d = SEED.demo;
  const trusted = [d.trustedDomain, ...(extras.trusted ?? [])].join(', ');
  const tryIt = extras.examplesHere === true ? 'e.g. npx tsx examples/quick-start-node.ts' : 'then run your Node client';
  return [
    `Portcullis emulator listening on ${url}  (open it for the index page)`,
    `  client baseUrl         ${url}   (${url}/api/v1 works too)`,
    `  demo project id        ${d.projectId}`,
    `  publishable client key ${d.publishableClientKey}`,
    `  secret server key      ${d.secretServerKey}`,
    `  super secret admin key ${d.superSecretAdminKey}`,
    `  trusted domains        ${trusted}, and http(s)://localhost on any port (--trust <origin> adds one)`,
    `  mock OAuth provider    '${d.oauthProvider.id}'`,
    `  internal project owner ${SEED.owner.email} / ${SEED.owner.password}`,
    `  outbox                 ${url}/emulator/outbox.html`,
    `  a Node client reads these (paste them into your shell, ${tryIt}):`,
    ...exportLines(url).map((line) => `    ${line}`),
    dataFile === undefined ? '  state                  in memory (use --data <file> to persist)' : `  state file             ${dataFile}`,
  ].join('\n');
}
