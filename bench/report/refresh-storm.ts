/**
 * Section 4: refreshes for 100 concurrent get-user calls on an expired access token. Each client signs in, the
 * emulator's virtual clock moves 11 minutes on (POST /emulator/time, past the 10-minute token lifetime), then 100
 * uncached get-user calls start together (see clients.ts). The emulator's handler is wrapped to count the refresh
 * requests (POST /api/v1/auth/oauth/token) it answers while they run.
 */
import { createEmulator, startEmulatorServer } from '../../emulator';
import { overHttp, signUp } from '../emulator/wire-client';
import { loadOurEntry, ourGetUser, sdkGetUser, type GetUser } from './clients';
import type { FigureSection } from './figure';

const CALLS = 100;
const ADVANCE_MS = 660_000;

interface StormResult { refreshes: number; getMe: number; failed: number }

export async function refreshSection(root: string): Promise<FigureSection> {
  const emulator = createEmulator({ log: () => undefined });
  const counts = { refreshes: 0, getMe: 0 };
  const inner = emulator.handler;
  emulator.handler = (request) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && path === '/api/v1/auth/oauth/token') counts.refreshes += 1;
    if (request.method === 'GET' && path === '/api/v1/users/me') counts.getMe += 1;
    return inner(request);
  };
  const server = await startEmulatorServer({ port: 0, emulator });
  const storm = async (getUser: GetUser): Promise<StormResult> => {
    const advanced = await fetch(`${server.url}/emulator/time`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advance_ms: ADVANCE_MS }) });
    if (!advanced.ok) throw new Error(`POST /emulator/time: ${advanced.status}`);
    counts.refreshes = 0;
    counts.getMe = 0;
    const outcomes = await Promise.allSettled(Array.from({ length: CALLS }, () => getUser()));
    return { ...counts, failed: outcomes.filter((o) => o.status === 'rejected').length };
  };
  try {
    await signUp(overHttp, server.url, 'bench-refresh-ours@example.com');
    await signUp(overHttp, server.url, 'bench-refresh-sdk@example.com');
    const ours = await storm(await ourGetUser(await loadOurEntry(root), server.url, 'bench-refresh-ours@example.com'));
    const sdk = await storm(await sdkGetUser(server.url, 'bench-refresh-sdk@example.com'));
    const note = (r: StormResult): string => `${r.getMe} GET /users/me, ${CALLS - r.failed}/${CALLS} calls succeeded`;
    return {
      title: `Refreshes for ${CALLS} concurrent calls on an expired token`,
      method: `Sign in, POST /emulator/time {advance_ms: ${ADVANCE_MS}}, then ${CALLS} uncached get-user calls at once; refresh requests counted at the emulator's handler.`,
      target: `exactly 1 refresh: ${ours.refreshes === 1 && ours.failed === 0 ? 'met' : 'NOT met'} (ours ${ours.refreshes}, SDK ${sdk.refreshes})`,
      rows: [
        { subject: 'Portcullis', value: ours.refreshes, unit: ours.refreshes === 1 ? 'refresh' : 'refreshes', ratio: '', note: note(ours) },
        { subject: '@stackframe/js 2.8.108', value: sdk.refreshes, unit: sdk.refreshes === 1 ? 'refresh' : 'refreshes', ratio: '', note: note(sdk) },
      ],
    };
  } finally {
    await server.close();
  }
}
