/**
 * The lines `npm start` prints about the emulator: where it is, the demo project's keys, the owner, the outbox, the
 * variables a Node client reads (as `export` lines to paste), the state. The state line stays last.
 */
import { SEED } from '../state/seed';
import { exportLines } from './connection-variables';

export function emulatorBanner(url: string, dataFile: string | undefined): string {
  const d = SEED.demo;
  return [
    `Portcullis emulator listening on ${url}  (open it for the index page)`,
    `  client baseUrl         ${url}   (${url}/api/v1 works too)`,
    `  demo project id        ${d.projectId}`,
    `  publishable client key ${d.publishableClientKey}`,
    `  secret server key      ${d.secretServerKey}`,
    `  super secret admin key ${d.superSecretAdminKey}`,
    `  trusted domain         ${d.trustedDomain} (localhost allowed); mock OAuth provider '${d.oauthProvider.id}'`,
    `  internal project owner ${SEED.owner.email} / ${SEED.owner.password}`,
    `  outbox                 ${url}/emulator/outbox.html`,
    '  a Node client reads these (paste them into your shell, then e.g. npx tsx examples/quick-start-node.ts):',
    ...exportLines(url).map((line) => `    ${line}`),
    dataFile === undefined ? '  state                  in memory (use --data <file> to persist)' : `  state file             ${dataFile}`,
  ].join('\n');
}
